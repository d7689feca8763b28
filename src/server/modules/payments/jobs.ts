import { z } from "zod";
import { defineJob, NO_PAYLOAD } from "../../jobs/job-queue.ts";

// Unpaid bank transfers (deadlines.ts): the deadline passes at midnight, the reminders leave in the
// morning. Each change is conditional and each e-mail once-only: a retry or a second process changes nothing.

export const transferDeadlinesJob = defineJob({
  name: "bank-transfer-deadlines",
  label: "Annulation des virements non reçus à l'échéance",
  payload: NO_PAYLOAD,
  cron: "5 0 * * *",
  policy: "stately",
  retryLimit: 5,
  expireInSeconds: 30 * 60,
});

export const transferRemindersJob = defineJob({
  name: "bank-transfer-reminders",
  label: "Rappels des virements attendus",
  payload: NO_PAYLOAD,
  cron: "0 9 * * *",
  policy: "stately",
  retryLimit: 5,
  expireInSeconds: 30 * 60,
});

/**
 * A card payment refunded in part (price-change.ts): sent in the transaction that lowered the
 * amount, it asks Stripe for the refund once committed. Its key is the payment and what it will
 * have refunded in all, so a retry, or a second process, never refunds twice.
 */
export const cardPartialRefundJob = defineJob({
  name: "card-partial-refund",
  label: "Remboursements partiels par carte",
  payload: z.object({ paymentId: z.uuid(), amountCents: z.number().int().positive(), refundedCents: z.number().int().positive() }),
  retryLimit: 8,
  expireInSeconds: 5 * 60,
});

/**
 * An administrator sets one child's price (a tariff granted or refused, a price corrected), with a
 * reason the family reads. The registration keeps its new price (`registrations.price_cents`), the
 * family's amount follows `priceFamily`, and what was already paid is settled here, in the caller's
 * transaction, under the payment's lock (decision 0052):
 *
 *   not paid yet            the payment asks the new amount (a transfer's receipts that now cover
 *                           it make it paid, the excess listed to refund, as a cancellation does);
 *   paid, now less          the difference is refunded: a transfer's on the credits that brought it
 *                           (the treasurer's refund list), a card's in part through Stripe (a job,
 *                           once, with its own key) — no registration is cancelled;
 *   paid by transfer, more  the payment waits again for the rest, with a new deadline counted from
 *                           today and the usual reminders; the registrations stay confirmed;
 *   paid by card, more      refused: a card is charged once (ask the rest by transfer instead).
 *
 * The family gets one e-mail per change, the registration's history one entry.
 */
import { and, count, eq, isNotNull, like, ne } from "drizzle-orm";
import { parentPartCents } from "../../../domain/child-family.ts";
import { formatEuros } from "../../../domain/money.ts";
import { priceFamily } from "../../../domain/pricing.ts";
import type { Db } from "../../db/client.ts";
import { emailOutbox, payerShares, registrations } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import type { PriceChangeMoney } from "../../mail/templates.ts";
import { bankTransferInstructions, qrCodePath } from "../../payment-providers/bank-transfer.ts";
import type { PaymentRow } from "../../payment-providers/provider.ts";
import { loadBankAccount, loadPublicAssociation } from "../association/index.ts";
import { type AuditActor, recordAudit } from "../audit-log.ts";
import { priceChangeOutgoing } from "./confirmation-mail.ts";
import { lockPaymentWithActivity } from "./lock.ts";
import { parentContact } from "./payer.ts";
import { queuePayerRequest } from "./payer-request-mail.ts";
import { liveSharesCents } from "./share-totals.ts";
import { CARD_PAID_MORE, lowerPaidAmount, raisePaidTransfer } from "./paid-amount.ts";
import { type PaymentDeps, repricePayment } from "./registration-status.ts";
import { loadSubmission } from "./submission.ts";
import { reconcileInvoices } from "./invoices.ts";
import { loadBankTransferRules, transferDeadlineOf } from "./transfer-rules.ts";

const REGISTRATION_NOT_FOUND = "Inscription non trouvée";
const PRICE_OF_CANCELLED = "Cette inscription est annulée\u00a0: son prix ne compte plus.";
const PRICE_OF_REFUNDED = "Ce paiement a été remboursé\u00a0: le prix de ses inscriptions ne peut plus changer.";
const PRICE_UNCHANGED = "C'est déjà le prix de cette inscription.";
const belowSharesMessage = (sharesCents: number) =>
  `Ce prix est inférieur à ce que des organismes prennent en charge (${formatEuros(sharesCents)})\u00a0: retirez d'abord leur part.`;

export interface PriceChangeDeps extends PaymentDeps {
  jobs: Pick<JobQueue, "send">;
}

export interface PriceChange {
  registrationId: string;
  /** The child's new price before the family discount, whole cents. */
  priceCents: number;
  /** Why, in the administrator's words, as the family reads it. */
  reason: string;
  actor: AuditActor;
}

export interface PriceChangeResult {
  previousPriceCents: number;
  priceCents: number;
  /** The family's total before and after. */
  previousAmountCents: number;
  amountCents: number;
  money: PriceChangeMoney;
}

/**
 * Sets one child's whole price and settles its payment, in the caller's transaction (see above).
 * What organisations take of it (decision 0056) stays theirs: the family's part is the rest.
 */
export function changeRegistrationPrice(tx: Db, deps: PriceChangeDeps, change: PriceChange): Promise<PriceChangeResult> {
  return setPrice(tx, deps, change, "whole");
}

/** Sets what the family pays for the child, an organisation's share taken or withdrawn (payer-shares.ts). */
export function setFamilyPart(tx: Db, deps: PriceChangeDeps, change: PriceChange): Promise<PriceChangeResult> {
  return setPrice(tx, deps, change, "family");
}

async function setPrice(tx: Db, deps: PriceChangeDeps, stated: PriceChange, part: "whole" | "family"): Promise<PriceChangeResult> {
  const [found] = await tx
    .select({ paymentId: registrations.paymentId })
    .from(registrations)
    .where(eq(registrations.id, stated.registrationId));
  if (!found) throw notFound(REGISTRATION_NOT_FOUND);
  const locked = await lockPaymentWithActivity(tx, found.paymentId);
  if (!locked) throw notFound(REGISTRATION_NOT_FOUND);
  const { payment, activity } = locked;
  const [registration] = await tx.select().from(registrations).where(eq(registrations.id, stated.registrationId)).for("update");
  if (registration.status === "cancelled") throw new HttpError("CONFLICT", PRICE_OF_CANCELLED);
  if (payment.status === "refunded") throw new HttpError("CONFLICT", PRICE_OF_REFUNDED);
  // The other parent's part of a shared child, nothing received yet (decision 0058), follows the new
  // whole price at its percentage; what organisations take (and a part already paid) stays theirs.
  const parentShare = part === "whole" ? await resplitParentShare(tx, registration.id) : null;
  const sharesCents = part === "whole" ? (await liveSharesCents(tx, registration.id)) - (parentShare?.amountCents ?? 0) : 0;
  if (stated.priceCents < sharesCents) throw new HttpError("CONFLICT", belowSharesMessage(sharesCents));
  const restCents = stated.priceCents - sharesCents;
  const parentCents = parentShare ? parentPartCents(restCents, parentShare.percent!) : null;
  const change = { ...stated, priceCents: restCents - (parentCents ?? 0) };
  if (registration.priceCents === change.priceCents && parentCents === (parentShare?.amountCents ?? null))
    throw new HttpError("CONFLICT", PRICE_UNCHANGED);

  const others = await tx
    .select({ priceCents: registrations.priceCents })
    .from(registrations)
    .where(and(eq(registrations.paymentId, payment.id), ne(registrations.status, "cancelled"), ne(registrations.id, registration.id)));
  const otherPrices = others.map((row) => row.priceCents);
  // What a paid payment keeps beyond its children's total (a cancellation's fee, decision 0053) stays kept.
  const keptCents =
    payment.status === "paid" ? Math.max(payment.amountCents - priceFamily([registration.priceCents, ...otherPrices]).totalCents, 0) : 0;
  const amountCents = priceFamily([change.priceCents, ...otherPrices]).totalCents + keptCents;
  if (payment.status === "paid" && payment.method === "stripe" && amountCents > payment.amountCents) {
    throw new HttpError("CONFLICT", CARD_PAID_MORE);
  }

  await tx
    .update(registrations)
    // An organisation's share is its own line: the child keeps the reason of its price, the family's e-mail says why.
    .set({ priceCents: change.priceCents, priceReason: part === "whole" ? change.reason : registration.priceReason, updatedAt: new Date() })
    .where(eq(registrations.id, registration.id));
  if (parentShare && parentCents !== parentShare.amountCents) {
    // The other parent is asked their new part (none left: their request stands cancelled).
    await tx
      .update(payerShares)
      .set(
        parentCents! > 0
          ? { amountCents: parentCents!, updatedAt: new Date() }
          : { status: "cancelled", cancelledAt: new Date(), updatedAt: new Date() },
      )
      .where(eq(payerShares.id, parentShare.id));
    if (parentCents! > 0) await queuePayerRequest(tx, deps, parentShare.id, "again");
  }
  const money = await settle(tx, deps, payment, amountCents, activity.startDate);
  // The payment's invoice follows (decision 0057). A share's change numbers its request and its own
  // invoice next: it takes the numbering's lock here, before any series' row.
  await reconcileInvoices(tx, { paymentId: payment.id }, { lockNumbering: part === "family" });
  await recordAudit(tx, {
    actor: change.actor,
    entity: "registration",
    entityId: registration.id,
    action: "update",
    before: { price: formatEuros(registration.priceCents) },
    after: { price: formatEuros(change.priceCents), ...(part === "whole" ? { priceReason: change.reason } : {}) },
  });
  if (payment.parentId) await queuePriceChangeMail(tx, deps, { ...change, previousPriceCents: registration.priceCents, money });
  return {
    previousPriceCents: registration.priceCents,
    priceCents: change.priceCents,
    previousAmountCents: payment.amountCents,
    amountCents,
    money,
  };
}

/** The other parent's live part of a registration with nothing received yet, locked; null when there is none. */
async function resplitParentShare(tx: Db, registrationId: string) {
  const [share] = await tx
    .select()
    .from(payerShares)
    .where(
      and(
        eq(payerShares.registrationId, registrationId),
        isNotNull(payerShares.parentId),
        isNotNull(payerShares.percent),
        eq(payerShares.status, "due"),
        eq(payerShares.receivedCents, 0),
      ),
    )
    .for("update");
  return share ?? null;
}

/** What the payment does with its new amount (the payment is locked). */
async function settle(
  tx: Db,
  deps: PriceChangeDeps,
  payment: PaymentRow,
  amountCents: number,
  startDate: string,
): Promise<PriceChangeMoney> {
  if (amountCents === payment.amountCents) return { kind: "unchanged" };
  if (payment.status === "pending") {
    await repricePayment(tx, deps, payment, amountCents);
    const refundCents = payment.method === "bank_transfer" ? Math.max(payment.receivedCents - amountCents, 0) : 0;
    return refundCents > 0
      ? { kind: "refund", refundCents, method: "bank_transfer" }
      : { kind: "due", previousTotalCents: payment.amountCents };
  }
  if (amountCents < payment.amountCents) return lowerPaidAmount(tx, deps.jobs, payment, amountCents);
  // A paid transfer asked for more: it waits again for the rest, by a deadline counted from today.
  return raisePaidTransfer(tx, payment, amountCents, startDate);
}

/** The family's e-mail: the child's old and new price, the reason, the money, and the transfer for what is due. */
async function queuePriceChangeMail(
  tx: Db,
  deps: PriceChangeDeps,
  change: PriceChange & { previousPriceCents: number; money: PriceChangeMoney },
): Promise<void> {
  const submission = await loadSubmission(tx, { id: "", isAdmin: true }, change.registrationId);
  const { payment, activity, siblings, primaryRegistrationId } = submission;
  const parent = await parentContact(tx, payment.parentId!);
  const live = siblings.filter((sibling) => sibling.status !== "cancelled");
  const child = siblings.find((sibling) => sibling.id === change.registrationId)!;
  const due = payment.method === "bank_transfer" && payment.status === "pending" && payment.amountCents > payment.receivedCents;
  const rest = { ...payment, amountCents: payment.amountCents - payment.receivedCents };
  const [{ previous }] = await tx
    .select({ previous: count() })
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `price-change:${change.registrationId}:%`));
  await deps.mailer.queue(
    priceChangeOutgoing(
      {
        from: await loadPublicAssociation(tx),
        config: deps.config,
        user: { email: parent.email, firstName: parent.firstName },
        activity,
        children: live,
        price: priceFamily(live.map((row) => row.priceCents)),
        payment,
        registrationId: primaryRegistrationId,
        instructions: due ? bankTransferInstructions(await loadBankAccount(tx), rest, qrCodePath(primaryRegistrationId)) : null,
        deadline: due ? transferDeadlineOf(payment, activity.startDate, await loadBankTransferRules(tx)) : null,
        childName: `${child.firstName} ${child.lastName}`,
        previousPriceCents: change.previousPriceCents,
        priceCents: change.priceCents,
        reason: change.reason,
        money: change.money,
      },
      { registrationId: change.registrationId, sequence: previous + 1 },
    ),
    tx,
  );
}

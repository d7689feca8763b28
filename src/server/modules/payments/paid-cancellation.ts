/**
 * The organiser's cancellation rule applied to a PAID payment (decision 0053), in the transaction
 * of the status change, after the registrations changed and under the plaine's then the payment's
 * lock. A child's share is what the payment loses when that child no longer counts: its amount
 * minus `priceFamily` of the registrations still live (the family discount follows the children).
 *
 *   a parent cancels        the share less the organiser's fee goes back, nothing from so many
 *                           days before the start (`cancellationRefund`); the payment keeps the rest;
 *   the organiser cancels   the whole share goes back, no fee, no date rule (a card payment whose
 *                           last child the organiser cancels is refunded whole with 'Rembourser', as before);
 *   brought back, short     a transfer takes back first what is listed to refund and not sent yet,
 *                           then waits again for the rest (new deadline); a card is refused (409).
 *
 * What goes back goes as a price lowered does (`lowerPaidAmount`): a card in part through Stripe
 * (the job), a transfer listed on the credits that brought it. Unpaid payments are priced again
 * elsewhere (`repriceUnpaidPayments`), as before.
 */
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { brusselsToday } from "../../../domain/dates.ts";
import { priceFamily } from "../../../domain/pricing.ts";
import { type CancellationRefund, type CancellationRule, cancellationRefund, shareOnCancellation } from "../../../domain/refunds.ts";
import type { PaymentMethod } from "../../../domain/registration.ts";
import type { Db } from "../../db/client.ts";
import { activities, bankMovements, payments, refunds } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import type { PaymentRow } from "../../payment-providers/provider.ts";
import { livePrices, lockPaymentsOfRegistrations } from "./lock.ts";
import { CARD_PAID_MORE, lowerPaidAmount, newestFirst, raisePaidTransfer } from "./paid-amount.ts";
import { loadRefundSettings } from "./refund-settings.ts";

/** Who asked the change: the rule applies to a parent's cancellation, the organiser's gives the whole share back. */
export interface StatusCause {
  by: "parent" | "organiser";
  /** For a card's partial refund (the job is sent in the transaction). */
  jobs?: Pick<JobQueue, "send">;
  /** Brussels' day the rule is read on (tests); today by default. */
  today?: string;
}

/** A paid payment some of whose registrations the change cancelled: what went back, for the parent's e-mail. */
export interface PaidCancellation {
  paymentId: string;
  parentId: string | null;
  method: PaymentMethod;
  changedIds: string[];
  shareCents: number;
  refund: CancellationRefund;
  rule: CancellationRule;
  /** A transfer's refund no bank credit can carry (the payment was marked paid by hand): the association refunds it by hand. */
  byHandCents: number;
}

const ORGANISER_RULE: CancellationRule = { feeCents: 0, noRefundDaysBefore: null };

/**
 * Settles the payments of registrations whose liveness just changed (`changedIds`, now all `live`
 * or all not) that were paid before the change (`paidBefore`: a transfer its receipts paid through
 * this very change is settled by its repricing). The caller holds the plaines' locks; the payments
 * are locked here in id order.
 */
export async function settlePaidPayments(
  tx: Db,
  changedIds: string[],
  live: boolean,
  cause: StatusCause,
  paidBefore: string[],
): Promise<PaidCancellation[]> {
  const { changed, locked } = await lockPaymentsOfRegistrations(tx, changedIds, "paid");
  const settled: PaidCancellation[] = [];
  for (const payment of locked.filter((row) => paidBefore.includes(row.id))) {
    const ids = changed.filter((row) => row.paymentId === payment.id).map((row) => row.id);
    const prices = await livePrices(tx, payment.id);
    if (live) await bringBack(tx, payment, priceFamily(prices).totalCents);
    else {
      const done = await cancelPaid(tx, payment, ids, prices, cause);
      if (done) settled.push(done);
    }
  }
  return settled;
}

async function startDateOf(tx: Db, payment: PaymentRow): Promise<string> {
  const [activity] = await tx.select({ startDate: activities.startDate }).from(activities).where(eq(activities.id, payment.activityId));
  return activity.startDate;
}

async function cancelPaid(
  tx: Db,
  payment: PaymentRow,
  ids: string[],
  remainingPrices: number[],
  cause: StatusCause,
): Promise<PaidCancellation | null> {
  // The organiser cancelling the last child of a card payment refunds it whole with 'Rembourser' (recordRefund).
  if (cause.by === "organiser" && payment.method === "stripe" && remainingPrices.length === 0) return null;
  const shareCents = shareOnCancellation(payment.amountCents, remainingPrices);
  const settings = cause.by === "parent" ? await loadRefundSettings(tx) : ORGANISER_RULE;
  const rule = { feeCents: settings.feeCents * ids.length, noRefundDaysBefore: settings.noRefundDaysBefore };
  const refund = cancellationRefund({
    shareCents,
    feeCents: rule.feeCents,
    noRefundDaysBefore: rule.noRefundDaysBefore,
    startDate: await startDateOf(tx, payment),
    today: cause.today ?? brusselsToday(),
  });
  let byHandCents = 0;
  if (refund.refundCents > 0) {
    if (payment.method === "stripe" && !cause.jobs) throw new Error("a card's partial refund needs the job queue");
    const sent = await lowerPaidAmount(tx, cause.jobs!, payment, payment.amountCents - refund.refundCents);
    byHandCents = sent.byHandCents;
  }
  return {
    paymentId: payment.id,
    parentId: payment.parentId,
    method: payment.method,
    changedIds: ids,
    shareCents,
    refund,
    rule,
    byHandCents,
  };
}

/**
 * Registrations brought back on a paid payment: when what it keeps no longer covers the children
 * live, a transfer first takes back the refunds listed and not sent yet (not in a refund file),
 * then waits again for the rest; a card is refused.
 */
async function bringBack(tx: Db, payment: PaymentRow, liveTotalCents: number): Promise<void> {
  if (liveTotalCents <= payment.amountCents) return;
  if (payment.method === "stripe") throw new HttpError("CONFLICT", CARD_PAID_MORE);
  let missing = liveTotalCents - payment.amountCents;
  const credits = await tx
    .select()
    .from(bankMovements)
    .where(and(eq(bankMovements.paymentId, payment.id), gt(bankMovements.refundCents, 0), isNull(bankMovements.refundSettledAt)))
    .orderBy(asc(bankMovements.id))
    .for("update")
    .then(newestFirst);
  const inFiles = credits.length
    ? await tx
        .select({ id: refunds.bankMovementId })
        .from(refunds)
        .where(
          inArray(
            refunds.bankMovementId,
            credits.map((credit) => credit.id),
          ),
        )
    : [];
  for (const credit of credits) {
    if (missing <= 0) break;
    if (inFiles.some((row) => row.id === credit.id)) continue;
    const cents = Math.min(missing, credit.refundCents);
    const refundCents = credit.refundCents - cents;
    await tx
      .update(bankMovements)
      .set({ refundCents, ...(refundCents === 0 ? { outcome: "paid" as const } : {}) })
      .where(eq(bankMovements.id, credit.id));
    missing -= cents;
  }
  if (missing <= 0) {
    await tx.update(payments).set({ amountCents: liveTotalCents, updatedAt: new Date() }).where(eq(payments.id, payment.id));
    return;
  }
  // Money already sent back (or in a refund file): the family transfers the rest. What the bank
  // must still bring is amount − received, and what the family holds is received − listed: so the
  // amount asked is the children's total plus what stays listed to refund.
  const [{ listed }] = await tx
    .select({ listed: sql<number>`coalesce(sum(${bankMovements.refundCents}), 0)::int` })
    .from(bankMovements)
    .where(eq(bankMovements.paymentId, payment.id));
  await raisePaidTransfer(tx, payment, liveTotalCents + listed, await startDateOf(tx, payment));
}

/**
 * A change of registrations' status asked by a parent or an administrator: the payment module
 * changes them (places, prices, a transfer its receipts now cover), and an unpaid payment whose
 * amount changed gets its updated confirmation e-mail here, when its confirmation was sent at
 * registration (a bank transfer): an unpaid card payment was never confirmed (its confirmation
 * waits for the money), so it gets none; its next checkout session asks the new amount.
 */
import type { RegistrationStatus } from "../../../domain/registration.ts";
import type { Db } from "../../db/client.ts";
import {
  changeRegistrationStatus,
  type PaymentDeps,
  payerOf,
  queueUpdatedConfirmation,
  type StatusCause,
  type UpdateMailDeps,
} from "../payments/index.ts";

/** What a status change needs besides the transaction: the site's address and the outbox (see `PaymentDeps`). */
export type StatusDeps = PaymentDeps;

/**
 * Sets the status of registrations inside the caller's transaction (`changeRegistrationStatus`:
 * a cancelled registration gives its place back, one brought back takes one) and queues the
 * updated confirmation of each unpaid payment whose amount changed, when `mail` is given; `null`
 * is for the changes that tell the parent otherwise or not at all. With a `cause`, paid payments
 * follow the organiser's refund rule; a parent's own cancellation of a paid registration gets the
 * same updated confirmation, saying what is refunded (or nothing, and why). Returns how many changed.
 */
export async function setRegistrationStatus(
  tx: Db,
  ids: string[],
  status: RegistrationStatus,
  mail: UpdateMailDeps | null,
  deps: StatusDeps,
  cause?: StatusCause,
): Promise<number> {
  const { changed, repriced, paid } = await changeRegistrationStatus(tx, ids, status, deps, cause);
  for (const payment of repriced) {
    if (!mail?.providers.get(payment.method)?.confirmsAtRegistration) continue;
    await queueUpdatedConfirmation(tx, mail, {
      parentId: payerOf({ id: payment.paymentId, parentId: payment.parentId }),
      previousAmountCents: payment.previousAmountCents,
      changedIds: payment.changedIds,
    });
  }
  if (mail && cause?.by === "parent")
    for (const payment of paid)
      await queueUpdatedConfirmation(tx, mail, {
        parentId: payerOf({ id: payment.paymentId, parentId: payment.parentId }),
        previousAmountCents: payment.shareCents,
        changedIds: payment.changedIds,
        refund: { ...payment.refund, rule: payment.rule, method: payment.method, byHandCents: payment.byHandCents },
      });
  return changed;
}

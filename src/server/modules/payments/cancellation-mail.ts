/**
 * The e-mail of registrations an administrator cancelled (decision 0039: a payment's e-mails are
 * written here): one message per family, whatever the number of children, plaines and payments
 * the change reached, with the reason the administrator gave and what becomes of each payment's
 * money. It replaces, for that change, the updated confirmation a parent's own cancellation gets.
 */
import { createHash } from "node:crypto";
import { and, asc, count, eq, inArray, isNull, like, ne, sql } from "drizzle-orm";
import { activityHeading } from "../../../domain/activity.ts";
import { priceFamily } from "../../../domain/pricing.ts";
import { registrationReference } from "../../../domain/registration.ts";
import type { Db } from "../../db/client.ts";
import { bankMovements, children, emailOutbox, payments, registrations } from "../../db/schema.ts";
import type { OutboxAttachment } from "../../db/schema.ts";
import { type CancelledMoney, type CancelledPlaine, registrationCancelledByOrganiserMail } from "../../mail/templates.ts";
import type { PaymentRow } from "../../payment-providers/provider.ts";
import { loadBankAccount, loadPublicAssociation } from "../association/index.ts";
import type { UpdateMailDeps } from "./confirmation-mail.ts";
import { parentContact } from "./payer.ts";
import { listExcessToRefund } from "./paid-amount.ts";
import { loadSubmission } from "./submission.ts";
import { loadBankTransferRules, transferDeadlineOf } from "./transfer-rules.ts";

/** A registration the administrator's change is about to cancel, with its child's name and family. */
interface CancelledRow {
  id: string;
  parentId: string;
  paymentId: string;
  firstName: string;
  lastName: string;
}

/** What the e-mails need from before the change: which registrations were live, and their payments as they stood. */
export interface CancellationSnapshot {
  rows: CancelledRow[];
  paymentsBefore: Map<string, PaymentRow>;
}

/**
 * Read before an administrator's cancellation, in its transaction: the registrations of `ids`
 * still live (the ones it will cancel) and their payments as they are now.
 */
export async function snapshotBeforeCancellation(tx: Db, ids: string[]): Promise<CancellationSnapshot> {
  const rows = await tx
    .select({
      id: registrations.id,
      parentId: registrations.parentId,
      paymentId: registrations.paymentId,
      firstName: children.firstName,
      lastName: children.lastName,
    })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.childId))
    .where(and(inArray(registrations.id, ids), ne(registrations.status, "cancelled")))
    .orderBy(asc(children.firstName), asc(children.lastName));
  const paymentIds = [...new Set(rows.map((row) => row.paymentId))];
  const before = paymentIds.length ? await tx.select().from(payments).where(inArray(payments.id, paymentIds)) : [];
  return { rows, paymentsBefore: new Map(before.map((payment) => [payment.id, payment])) };
}

/**
 * What becomes of a payment's money once some of its registrations are cancelled, from the
 * payment before and after the change and the prices of its registrations still live.
 */
function moneyOf(before: PaymentRow, after: PaymentRow, livePricesAfter: number[]): CancelledMoney {
  const liveAfter = livePricesAfter.length;
  if (before.status === "refunded") return { kind: "refunded" };
  if (before.status === "paid") {
    // The family paid for every child of the payment; what the children still registered cost stays.
    const keptCents = priceFamily(livePricesAfter).totalCents;
    return {
      kind: "refund",
      paidCents: before.amountCents,
      refundCents: Math.max(before.amountCents - keptCents, 0),
      method: before.method,
      toldByMail: false,
    };
  }
  const receivedCents = before.receivedCents;
  // Nothing live is left, or what was received now covers the rest (the transfer became paid):
  // what was received beyond the new amount goes back (listed to refund by the payment module).
  if (liveAfter === 0 || after.status === "paid") {
    return receivedCents > 0
      ? {
          kind: "refund",
          paidCents: receivedCents,
          refundCents: Math.max(receivedCents - (liveAfter > 0 ? after.amountCents : 0), 0),
          method: before.method,
          toldByMail: false,
        }
      : { kind: "nothing-due" };
  }
  return { kind: "new-amount", previousCents: before.amountCents, amountCents: after.amountCents, receivedCents };
}

/** Rows by a key, in their order (Map.groupBy, which the project's ES2023 target does not type). */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * A refund the family is promised is put where the administrators act on it, and the e-mail
 * says the family will be told once it is sent only where the site will tell them: a transfer's
 * money is listed to refund on the credits that brought it ('Marquer comme remboursé' e-mails the
 * family, queueTransferRefundSent); a card payment cancelled whole is refunded with 'Rembourser'
 * (its e-mail, recordRefund). A part of a card payment is refunded outside the site.
 */
async function withRefundListed(tx: Db, before: PaymentRow, money: CancelledMoney, liveAfter: number): Promise<CancelledMoney> {
  if (money.kind !== "refund" || money.refundCents === 0) return money;
  if (before.method === "stripe") return { ...money, toldByMail: liveAfter === 0 };
  // What was received beyond what the children still registered cost (a paid transfer's excess is
  // listed here; an unpaid one's was listed when it was priced again).
  const keptCents = money.paidCents - money.refundCents;
  await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, before.id)).for("update");
  await listExcessToRefund(tx, before.id, Math.max(before.receivedCents, money.paidCents) - keptCents);
  const [{ listed }] = await tx
    .select({ listed: sql<number>`coalesce(sum(${bankMovements.refundCents}), 0)::int` })
    .from(bankMovements)
    .where(and(eq(bankMovements.paymentId, before.id), isNull(bankMovements.refundSettledAt)));
  return { ...money, toldByMail: listed >= money.refundCents };
}

const keyPrefix = (parentId: string) => `registration-cancelled:${parentId}:`;

/**
 * After the administrator's cancellation (same transaction, statuses already changed): one
 * e-mail to each family the change reached, a copy to the registrations mailbox. A transfer
 * still due carries its instructions and a QR code for the new amount. The key numbers a family's
 * cancellations and names the registrations, so a replay queues nothing twice.
 */
export async function queueOrganiserCancellations(
  tx: Db,
  deps: UpdateMailDeps,
  snapshot: CancellationSnapshot,
  reason: string | null,
): Promise<number> {
  const families = groupBy(snapshot.rows, (row) => row.parentId);
  const from = await loadPublicAssociation(tx);
  const account = await loadBankAccount(tx);
  const rules = await loadBankTransferRules(tx);
  let queued = 0;
  for (const [parentId, rows] of families) {
    const plaines: (CancelledPlaine & { startDate: string })[] = [];
    const attachments: OutboxAttachment[] = [];
    for (const [paymentId, cancelled] of groupBy(rows, (row) => row.paymentId)) {
      const submission = await loadSubmission(tx, { id: parentId, isAdmin: true }, cancelled[0].id);
      const { payment, activity, siblings, primaryRegistrationId } = submission;
      const livePricesAfter = siblings.filter((sibling) => sibling.status !== "cancelled").map((sibling) => sibling.priceCents);
      const liveAfter = livePricesAfter.length;
      const before = snapshot.paymentsBefore.get(paymentId) ?? payment;
      const money = await withRefundListed(tx, before, moneyOf(before, payment, livePricesAfter), liveAfter);
      const provider = deps.providers.get(payment.method);
      const instructions =
        money.kind === "new-amount" && provider?.confirmsAtRegistration
          ? provider.instructions(payment, primaryRegistrationId, account)
          : null;
      const qrCid = instructions?.qrPayload ? `virement-qr-${attachments.length + 1}@plaines` : null;
      if (instructions?.qrPayload && qrCid)
        attachments.push({ filename: `virement-qr-${attachments.length + 1}.png`, cid: qrCid, qrText: instructions.qrPayload });
      plaines.push({
        activity: activityHeading(activity),
        startDate: activity.startDate,
        childNames: cancelled.map((row) => `${row.firstName} ${row.lastName}`),
        reference: registrationReference(primaryRegistrationId),
        money:
          money.kind === "new-amount" && instructions
            ? {
                ...money,
                bankTransfer: {
                  amountCents: instructions.amountCents,
                  beneficiary: instructions.beneficiary,
                  iban: instructions.iban,
                  bic: instructions.bic,
                  communication: instructions.communication,
                  qrCid,
                  demo: instructions.demo,
                  deadline: transferDeadlineOf(payment, activity.startDate, rules),
                },
              }
            : money,
      });
    }
    plaines.sort((a, b) => a.startDate.localeCompare(b.startDate));
    const parent = await parentContact(tx, parentId);
    const [{ previous }] = await tx
      .select({ previous: count() })
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `${keyPrefix(parentId)}%`));
    const ids = createHash("sha256")
      .update(
        rows
          .map((row) => row.id)
          .sort()
          .join(","),
      )
      .digest("hex")
      .slice(0, 16);
    const sent = await deps.mailer.queue(
      {
        dedupeKey: `${keyPrefix(parentId)}${previous + 1}:${ids}`,
        kind: "registration-cancelled",
        to: parent.email,
        cc: deps.config.registrationsMailbox ?? null,
        ...registrationCancelledByOrganiserMail({
          from,
          parentFirstName: parent.firstName,
          plaines: plaines.map(({ startDate: _startDate, ...plaine }) => plaine),
          reason,
          registrationsUrl: `${deps.config.publicUrl}/dashboard/registrations`,
        }),
        attachments,
      },
      tx,
    );
    if (sent) queued += 1;
  }
  return queued;
}

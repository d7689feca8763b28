/**
 * The other parent's part of a registration (decision 0058). A child's file two parents share
 * splits each registration's price between them as they agreed at the invitation: the parent who
 * registers pays their part through the family's payment (`registrations.price_cents` is that
 * part, as with an organisation's share, decision 0056), the other parent gets a share of their
 * own — a numbered payment request with its structured communication, the transfer deadline's
 * rule and its reminders — e-mailed to them in the registration's transaction. The bank import
 * matches their transfer as an organisation's. An unpaid part never cancels the child: the
 * registering parent's payment alone decides the registration, the treasurer chases the rest.
 */
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { otherParentPercent, PARENT_SHARE_STATUS_LABELS, parentPartCents } from "../../../domain/child-family.ts";
import type { ParentShareView } from "../../../domain/contracts/registrations.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { remindersDue } from "../../../domain/bank-transfers.ts";
import { formatIban } from "../../../domain/iban.ts";
import { shareOutstandingCents } from "../../../domain/payers.ts";
import { receiptNumberLabel } from "../../../domain/receipts.ts";
import { registrationReference, REGISTRATION_STATUS_LABELS } from "../../../domain/registration.ts";
import { formatStructuredCommunication } from "../../../domain/structured-communication.ts";
import type { Db } from "../../db/client.ts";
import { activities, children, emailOutbox, payerShares, profiles, registrations } from "../../db/schema.ts";
import { isUuid } from "../../../domain/ids.ts";
import { notFound } from "../../http/errors.ts";
import type { MediaStore } from "../../media/media-store.ts";
import { loadAssociation } from "../association/index.ts";
import { payerRequestFile } from "./payer-request-document.ts";
import { insertNumberedShare } from "./payer-shares.ts";
import { type PayerRequestMailDeps, payerRequestKey, queuePayerRequest } from "./payer-request-mail.ts";
import { receiptsOf, shareReceiptKey } from "./receipts.ts";
import { loadBankTransferRules } from "./transfer-rules.ts";

/** What the other parent pays of one child: who, at which percent, how much. */
export interface ParentPart {
  parentId: string;
  percent: number;
  amountCents: number;
}

/**
 * For each chosen child whose file two parents share, the other parent's part of its price (the
 * price after a tariff and a voucher); none when it comes to 0.
 */
export function parentPartsOf(
  registeringParentId: string,
  selected: readonly { id: string; parentId: string; secondParentId: string | null; secondParentPercent: number }[],
  prices: readonly { childId: string; priceCents: number }[],
): Map<string, ParentPart> {
  const parts = new Map<string, ParentPart>();
  for (const child of selected) {
    if (!child.secondParentId) continue;
    const first = child.parentId === registeringParentId;
    const percent = otherParentPercent(first ? "first" : "second", child.secondParentPercent);
    const priceCents = prices.find((price) => price.childId === child.id)?.priceCents ?? 0;
    const amountCents = parentPartCents(priceCents, percent);
    if (amountCents > 0) parts.set(child.id, { parentId: first ? child.secondParentId : child.parentId, percent, amountCents });
  }
  return parts;
}

/**
 * The other parents' parts of new registrations recorded as their shares, each numbered (the
 * request's number is among the last rows the transaction locks) and e-mailed with its request —
 * at once for a transfer; for a card, once the card has paid (`sendParentRequests`), so a checkout
 * left unpaid never asks the other parent anything.
 */
export async function recordParentShares(
  tx: Db,
  deps: PayerRequestMailDeps,
  registered: readonly { id: string; childId: string }[],
  parts: ReadonlyMap<string, ParentPart>,
  on: { today: string; dueDate: string; send: boolean },
): Promise<void> {
  for (const registration of registered) {
    const part = parts.get(registration.childId);
    if (!part) continue;
    const share = await insertNumberedShare(tx, on.today, {
      parentId: part.parentId,
      registrationId: registration.id,
      amountCents: part.amountCents,
      percent: part.percent,
      dueDate: on.dueDate < on.today ? on.today : on.dueDate,
    });
    if (on.send) await queuePayerRequest(tx, deps, share.id, "new");
  }
}

/** The requests of the other parents' parts of these registrations not sent yet (a card just paid). */
export async function sendParentRequests(tx: Db, deps: PayerRequestMailDeps, registrationIds: readonly string[]): Promise<void> {
  if (registrationIds.length === 0) return;
  const unsent = await tx
    .select({ id: payerShares.id })
    .from(payerShares)
    .where(
      and(
        inArray(payerShares.registrationId, [...registrationIds]),
        isNotNull(payerShares.parentId),
        eq(payerShares.status, "due"),
        isNull(payerShares.sentAt),
      ),
    );
  for (const share of unsent) await queuePayerRequest(tx, deps, share.id, "new");
}

/**
 * The reminders of parents' parts due at `now`, on the transfers' reminder days (settings), before
 * the deadline: one per day reached, never twice (the outbox's key). Returns how many were queued.
 */
export async function sendShareReminders(deps: PayerRequestMailDeps & { db: Db }, now: Date): Promise<number> {
  const rules = await loadBankTransferRules(deps.db);
  const today = brusselsToday(now);
  const due = await deps.db
    .select({ share: payerShares })
    .from(payerShares)
    .innerJoin(registrations, eq(registrations.id, payerShares.registrationId))
    // Requested only (a card's part waits for the card to pay).
    .where(
      and(
        isNotNull(payerShares.parentId),
        isNotNull(payerShares.sentAt),
        eq(payerShares.status, "due"),
        ne(registrations.status, "cancelled"),
      ),
    );
  let queued = 0;
  for (const { share } of due) {
    if (shareOutstandingCents(share) === 0) continue;
    const days = remindersDue(brusselsToday(share.createdAt), share.dueDate, today, rules.reminderDays).at(-1);
    if (days === undefined) continue;
    // Sent already: the PDF is not drawn again for nothing.
    const kind = { reminderDays: days };
    const [sent] = await deps.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, payerRequestKey(share.id, kind, now)));
    if (sent) continue;
    if (await queuePayerRequest(deps.db, deps, share.id, kind, now)) queued += 1;
  }
  return queued;
}

/** The parts a parent pays of registrations the child's other parent made, newest plaine first, with how to pay them. */
export async function parentSharesOf(db: Db, parentId: string, today: string = brusselsToday()): Promise<ParentShareView[]> {
  const rows = await db
    .select({
      share: payerShares,
      registrationStatus: registrations.status,
      child: { firstName: children.firstName, lastName: children.lastName },
      activity: { id: activities.id, title: activities.title, startDate: activities.startDate, endDate: activities.endDate },
      registeredBy: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), '')`,
    })
    .from(payerShares)
    .innerJoin(registrations, eq(registrations.id, payerShares.registrationId))
    .innerJoin(children, eq(children.id, registrations.childId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .leftJoin(profiles, eq(profiles.id, registrations.parentId))
    // Asked of them: a card's part shows once the card has paid.
    .where(and(eq(payerShares.parentId, parentId), isNotNull(payerShares.sentAt), ne(payerShares.status, "cancelled")))
    .orderBy(sql`${activities.startDate} desc`, asc(children.firstName));
  const { bank } = await loadAssociation(db);
  const receipts = await receiptsOf(
    db,
    rows.map(({ share }) => shareReceiptKey(share.id)),
  );
  return rows.map(({ share, registrationStatus, child, activity, registeredBy }) => {
    const cancelled = registrationStatus === "cancelled";
    const outstandingCents = share.status === "due" && !cancelled ? shareOutstandingCents(share) : 0;
    return {
      id: share.id,
      number: receiptNumberLabel(share.year, share.number),
      reference: registrationReference(share.registrationId),
      childName: `${child.firstName} ${child.lastName}`,
      activity,
      registeredBy,
      registrationStatus,
      registrationStatusLabel: REGISTRATION_STATUS_LABELS[registrationStatus],
      amountCents: share.amountCents,
      percent: share.percent,
      receivedCents: share.receivedCents,
      outstandingCents,
      status: share.status,
      statusLabel: PARENT_SHARE_STATUS_LABELS[share.status],
      dueDate: share.dueDate,
      overdue: outstandingCents > 0 && share.dueDate < today,
      communication: formatStructuredCommunication(share.structuredCommunication),
      receipts: receipts
        .filter((receipt) => receipt.paymentId === shareReceiptKey(share.id))
        .map(({ id, number, amountCents, receivedOn }) => ({ id, number, amountCents, receivedOn })),
      bank:
        bank && outstandingCents > 0
          ? { beneficiary: bank.beneficiary, iban: formatIban(bank.iban), bic: bank.bic.trim().toUpperCase(), demo: bank.demo }
          : null,
    };
  });
}

const SHARE_NOT_FOUND = "Part non trouvée";

/** The payment request of a parent's own part, as a PDF; 404 for anybody else's, like a made-up id. */
export async function parentShareFile(db: Db, shareId: string, parentId: string, media?: MediaStore) {
  const [own] = isUuid(shareId)
    ? await db
        .select({ id: payerShares.id })
        .from(payerShares)
        .where(and(eq(payerShares.id, shareId), eq(payerShares.parentId, parentId)))
    : [];
  const file = own ? await payerRequestFile(db, own.id, media) : null;
  if (!file) throw notFound(SHARE_NOT_FOUND);
  return file;
}

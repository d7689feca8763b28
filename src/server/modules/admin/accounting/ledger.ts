/**
 * The accountant's cash book of the plaines (decision 0054): every sum received and every sum
 * given back, each on its bank day, read from where the money's facts already are —
 *
 * - a transfer received: each bank credit assigned to a payment, on its booking date, for its
 *   whole amount (an excess is a refund line of its own once it went back);
 * - a transfer's money given back: each refund of a SEPA file once paid, on the booking date of
 *   the debit that carried it (the day it was marked paid when marked by hand), and what a credit
 *   marked 'remboursé' gave back beyond its files, on that day;
 * - a card received: the payment's whole amount on the day in Brussels the provider confirmed it;
 * - a card's money given back: each row of `card_refunds`;
 * - an organisation's share (decision 0056): each bank credit assigned to it, and what went back of
 *   its excess, as a family's transfer; the payer is the organisation, its type the organisation's kind;
 *   a share received by hand (a voucher's paper, a cheque) on the day an administrator marked it.
 *
 * Credits set aside as not for the plaines, and those nobody assigned yet, belong to no plaine and
 * are not in it. What the families still owe is today's, whatever the period.
 */
import { and, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias, type SelectedFields } from "drizzle-orm/pg-core";
import {
  type AccountingResponse,
  type AccountingSummaryRow,
  type AccountingTotals,
  LEDGER_KINDS,
  type LedgerKind,
  type LedgerLineView,
} from "../../../../domain/contracts/admin-accounting.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import { PAYER_KIND_LABELS, shareOutstandingCents } from "../../../../domain/payers.ts";
import { PAYMENT_METHOD_LABELS, paymentReceipts, type PaymentMethod, registrationReference } from "../../../../domain/registration.ts";
import { formatStructuredCommunication } from "../../../../domain/structured-communication.ts";
import type { Db } from "../../../db/client.ts";
import {
  activities,
  bankDebits,
  bankMovements,
  cardRefunds,
  payerShares,
  payments,
  profiles,
  refunds,
  registrations,
} from "../../../db/schema.ts";
import { receiptsOf, joinSharePayer, sharePayerColumns, shareReceiptKey } from "../../payments/index.ts";

export interface AccountingFilters {
  from?: string;
  to?: string;
  activityId?: string;
}

const KIND_LABELS: Record<LedgerKind, string> = { receipt: "Reçu", refund: "Remboursement" };
const PARENT = "Parent";
const BY_HAND = "Remis en main propre";
const ERASED_ACCOUNT = "Compte supprimé";

/** A sum before the payment's context is added: where it comes from, its day, its amount. */
interface Entry {
  id: string;
  date: string;
  kind: LedgerKind;
  /** The family's payment it belongs to, or `share:<id>` for an organisation's share. */
  paymentId: string;
  amountCents: number;
  /** A sum received: what its receipt is found by (the bank credit's id; null for a card's). */
  receiptOf?: { bankMovementId: string | null };
  /** A share received by hand rather than by the bank. */
  byHand?: boolean;
}

const inActivity = (filters: AccountingFilters): SQL | undefined =>
  filters.activityId ? eq(payments.activityId, filters.activityId) : undefined;

/** An organisation's share's registration, beside the family's payment a movement may go to. */
const shareRegistrations = alias(registrations, "share_registrations");
const shareKey = shareReceiptKey;

/** The bank movements assigned to a family's payment or an organisation's share, with the key of either. */
function movementsWithTarget<T extends SelectedFields>(db: Db, fields: T) {
  return db
    .select({ ...fields, paymentId: bankMovements.paymentId, shareId: bankMovements.payerShareId })
    .from(bankMovements)
    .leftJoin(payments, eq(payments.id, bankMovements.paymentId))
    .leftJoin(payerShares, eq(payerShares.id, bankMovements.payerShareId))
    .leftJoin(shareRegistrations, eq(shareRegistrations.id, payerShares.registrationId));
}

const movementInActivity = (filters: AccountingFilters): SQL | undefined =>
  filters.activityId ? or(eq(payments.activityId, filters.activityId), eq(shareRegistrations.activityId, filters.activityId)) : undefined;
const assigned = or(isNotNull(bankMovements.paymentId), isNotNull(bankMovements.payerShareId));
const targetOf = (row: { paymentId: string | null; shareId: string | null }) => row.paymentId ?? shareKey(row.shareId!);

/** Bank credits assigned to a payment or a share: received on their booking date. */
async function transferReceipts(db: Db, filters: AccountingFilters): Promise<Entry[]> {
  const rows = await movementsWithTarget(db, {
    id: bankMovements.id,
    date: bankMovements.bookingDate,
    amountCents: bankMovements.amountCents,
  }).where(and(assigned, movementInActivity(filters)));
  return rows.map((row) => ({
    id: `credit:${row.id}`,
    date: row.date,
    kind: "receipt",
    paymentId: targetOf(row),
    amountCents: row.amountCents,
    receiptOf: { bankMovementId: row.id },
  }));
}

/** Transfers' money given back: the paid refunds of files, and what a credit settled by hand gave beyond them. */
async function transferRefunds(db: Db, filters: AccountingFilters): Promise<Entry[]> {
  const onFile = await movementsWithTarget(db, {
    id: refunds.id,
    paidAt: refunds.paidAt,
    // As text, YYYY-MM-DD, whichever driver reads it.
    debitDate: sql<
      string | null
    >`(select min(${bankDebits.bookingDate})::text from ${bankDebits} where ${bankDebits.refundId} = ${refunds.id})`,
    amountCents: refunds.amountCents,
  })
    .innerJoin(refunds, eq(refunds.bankMovementId, bankMovements.id))
    .where(and(assigned, isNotNull(refunds.paidAt), movementInActivity(filters)));
  const settled = await movementsWithTarget(db, {
    id: bankMovements.id,
    settledAt: bankMovements.refundSettledAt,
    refundCents: bankMovements.refundCents,
    onFilesCents: sql<string>`(select coalesce(sum(${refunds.amountCents}), 0) from ${refunds} where ${refunds.bankMovementId} = ${bankMovements.id} and ${refunds.paidAt} is not null)`,
  }).where(and(assigned, isNotNull(bankMovements.refundSettledAt), movementInActivity(filters)));
  return [
    ...onFile.map((row) => ({
      id: `refund:${row.id}`,
      date: row.debitDate ?? brusselsToday(row.paidAt!),
      kind: "refund" as const,
      paymentId: targetOf(row),
      amountCents: row.amountCents,
    })),
    ...settled
      .map((row) => ({
        id: `settled:${row.id}`,
        date: brusselsToday(row.settledAt!),
        kind: "refund" as const,
        paymentId: targetOf(row),
        amountCents: row.refundCents - Number(row.onFilesCents),
      }))
      .filter((entry) => entry.amountCents > 0),
  ];
}

/** Shares received by hand: their amount on the day an administrator marked them received. */
async function byHandEntries(db: Db, filters: AccountingFilters): Promise<Entry[]> {
  const rows = await db
    .select({ id: payerShares.id, date: payerShares.receivedOn, amountCents: payerShares.amountCents })
    .from(payerShares)
    .innerJoin(registrations, eq(registrations.id, payerShares.registrationId))
    .where(and(isNotNull(payerShares.receivedOn), filters.activityId ? eq(registrations.activityId, filters.activityId) : undefined));
  return rows.map((row) => ({
    id: `by-hand:${row.id}`,
    date: row.date!,
    kind: "receipt",
    paymentId: shareKey(row.id),
    amountCents: row.amountCents,
    byHand: true,
    receiptOf: { bankMovementId: null },
  }));
}

/** Card payments the provider confirmed: their whole amount (what was given back since is a refund line). */
async function cardEntries(db: Db, filters: AccountingFilters): Promise<Entry[]> {
  const paid = await db
    .select({ id: payments.id, paidAt: payments.paidAt, amountCents: payments.amountCents, refundedCents: payments.refundedCents })
    .from(payments)
    .where(and(eq(payments.method, "stripe"), isNotNull(payments.paidAt), inActivity(filters)));
  const given = await db
    .select({ id: cardRefunds.id, at: cardRefunds.createdAt, paymentId: cardRefunds.paymentId, amountCents: cardRefunds.amountCents })
    .from(cardRefunds)
    .innerJoin(payments, eq(payments.id, cardRefunds.paymentId))
    .where(inActivity(filters));
  return [
    ...paid.map((row) => ({
      id: `card:${row.id}`,
      date: brusselsToday(row.paidAt!),
      kind: "receipt" as const,
      paymentId: row.id,
      amountCents: row.amountCents + row.refundedCents,
      receiptOf: { bankMovementId: null },
    })),
    ...given.map((row) => ({
      id: `card-refund:${row.id}`,
      date: brusselsToday(row.at),
      kind: "refund" as const,
      paymentId: row.paymentId,
      amountCents: row.amountCents,
    })),
  ].filter((entry) => entry.amountCents > 0);
}

interface PaymentContext {
  payerType: LedgerLineView["payerType"];
  method: PaymentMethod;
  activityId: string;
  activityTitle: string;
  startDate: string;
  payerName: string;
  reference: string;
  communication: string | null;
}

/** The plaine, the parent and the reference of each payment: two queries for all of them. */
async function paymentContexts(db: Db, paymentIds: string[]): Promise<Map<string, PaymentContext>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: payments.id,
      method: payments.method,
      communication: payments.structuredCommunication,
      activityId: activities.id,
      activityTitle: activities.title,
      startDate: activities.startDate,
      parentName: sql<string | null>`nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), '')`,
    })
    .from(payments)
    .innerJoin(activities, eq(activities.id, payments.activityId))
    .leftJoin(profiles, eq(profiles.id, payments.parentId))
    .where(inArray(payments.id, paymentIds));
  const primaries = await db
    .select({
      id: registrations.id,
      paymentId: registrations.paymentId,
      isPrimary: registrations.isPrimary,
      createdAt: registrations.createdAt,
    })
    .from(registrations)
    .where(inArray(registrations.paymentId, paymentIds));
  const primaryOf = new Map<string, { id: string; isPrimary: boolean; createdAt: Date }>();
  for (const row of primaries) {
    const known = primaryOf.get(row.paymentId);
    const better = !known || (row.isPrimary && !known.isPrimary) || (row.isPrimary === known.isPrimary && row.createdAt < known.createdAt);
    if (better) primaryOf.set(row.paymentId, row);
  }
  return new Map(
    rows.map((row) => [
      row.id,
      {
        payerType: "parent" as const,
        method: row.method,
        activityId: row.activityId,
        activityTitle: row.activityTitle,
        startDate: row.startDate,
        payerName: row.parentName ?? ERASED_ACCOUNT,
        reference: registrationReference(primaryOf.get(row.id)?.id ?? row.id),
        communication: row.communication ? formatStructuredCommunication(row.communication) : null,
      },
    ]),
  );
}

/** The plaine, the organisation and the child's reference of each share, keyed `share:<id>`: one query. */
async function shareContexts(db: Db, shareIds: string[]): Promise<Map<string, PaymentContext>> {
  if (shareIds.length === 0) return new Map();
  const rows = await joinSharePayer(
    db
      .select({
        id: payerShares.id,
        registrationId: payerShares.registrationId,
        communication: payerShares.structuredCommunication,
        payerName: sharePayerColumns.payerName,
        payerKind: sharePayerColumns.payerKind,
        activityId: activities.id,
        activityTitle: activities.title,
        startDate: activities.startDate,
      })
      .from(payerShares)
      .$dynamic(),
  )
    .innerJoin(registrations, eq(registrations.id, payerShares.registrationId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .where(inArray(payerShares.id, shareIds));
  return new Map(
    rows.map((row) => [
      shareKey(row.id),
      {
        // The child's other parent pays a parent's share (decision 0058).
        payerType: row.payerKind ?? ("parent" as const),
        method: "bank_transfer" as const,
        activityId: row.activityId,
        activityTitle: row.activityTitle,
        startDate: row.startDate,
        payerName: row.payerName,
        reference: registrationReference(row.registrationId),
        communication: formatStructuredCommunication(row.communication),
      },
    ]),
  );
}

/**
 * What shares still ask today, per plaine: shares due of registrations that stand — the
 * organisations', or those of children's other parents (decision 0058), which families owe.
 */
async function dueFromShares(db: Db, filters: AccountingFilters, payers: "organisations" | "parents"): Promise<Map<string, Due>> {
  const rows = await db
    .select({ share: payerShares, activityId: activities.id, title: activities.title, startDate: activities.startDate })
    .from(payerShares)
    .innerJoin(registrations, eq(registrations.id, payerShares.registrationId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .where(
      and(
        eq(payerShares.status, "due"),
        payers === "organisations" ? isNotNull(payerShares.payerId) : isNull(payerShares.payerId),
        ne(registrations.status, "cancelled"),
        filters.activityId ? eq(registrations.activityId, filters.activityId) : undefined,
      ),
    );
  const due = new Map<string, Due>();
  for (const row of rows) {
    const known = due.get(row.activityId) ?? { cents: 0, title: row.title, startDate: row.startDate };
    due.set(row.activityId, { ...known, cents: known.cents + shareOutstandingCents(row.share) });
  }
  return due;
}

interface Due {
  cents: number;
  title: string;
  startDate: string;
}

/** What the families' unpaid payments still ask today, per plaine: payments whose registrations still stand. */
async function dueFromFamilies(db: Db, filters: AccountingFilters): Promise<Map<string, Due>> {
  const live = db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.paymentId, payments.id), ne(registrations.status, "cancelled")));
  const rows = await db
    .select({ payment: payments, title: activities.title, startDate: activities.startDate })
    .from(payments)
    .innerJoin(activities, eq(activities.id, payments.activityId))
    .where(and(eq(payments.status, "pending"), sql`exists ${live}`, inActivity(filters)));
  const due = new Map<string, Due>();
  for (const row of rows) {
    const cents = paymentReceipts(row.payment).dueCents;
    if (cents <= 0) continue;
    const known = due.get(row.payment.activityId) ?? { cents: 0, title: row.title, startDate: row.startDate };
    due.set(row.payment.activityId, { ...known, cents: known.cents + cents });
  }
  return due;
}

const inPeriod = (date: string, filters: AccountingFilters) =>
  (!filters.from || date >= filters.from) && (!filters.to || date <= filters.to);

/**
 * Each plaine's summary, in the order the plaines start: what the period's lines received and
 * gave back, and what families and organisations still owe.
 */
async function plaineSummary(
  db: Db,
  filters: AccountingFilters,
  lines: LedgerLineView[],
  contexts: Map<string, PaymentContext>,
): Promise<AccountingSummaryRow[]> {
  const rows = new Map<string, AccountingSummaryRow>();
  const rowOf = (activityId: string, activityTitle: string, startDate: string) => {
    const known = rows.get(activityId);
    if (known) return known;
    const row = {
      activityId,
      activityTitle,
      startDate,
      receivedCents: 0,
      refundedCents: 0,
      netCents: 0,
      dueFromFamiliesCents: 0,
      dueFromThirdPartiesCents: 0,
    };
    rows.set(activityId, row);
    return row;
  };
  const startDates = new Map([...contexts.values()].map((context) => [context.activityId, context.startDate]));
  for (const line of lines) {
    const row = rowOf(line.activityId, line.activityTitle, startDates.get(line.activityId)!);
    if (line.kind === "receipt") row.receivedCents += line.amountCents;
    else row.refundedCents += line.amountCents;
    row.netCents = row.receivedCents - row.refundedCents;
  }
  for (const [activityId, due] of await dueFromFamilies(db, filters))
    rowOf(activityId, due.title, due.startDate).dueFromFamiliesCents = due.cents;
  for (const [activityId, due] of await dueFromShares(db, filters, "parents"))
    rowOf(activityId, due.title, due.startDate).dueFromFamiliesCents += due.cents;
  for (const [activityId, due] of await dueFromShares(db, filters, "organisations"))
    rowOf(activityId, due.title, due.startDate).dueFromThirdPartiesCents = due.cents;

  return [...rows.values()].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.activityTitle.localeCompare(b.activityTitle, "fr"));
}

/** The period's lines (oldest first), each plaine's summary and the totals. */
export async function accountingOf(db: Db, filters: AccountingFilters): Promise<AccountingResponse> {
  const entries = [
    ...(await transferReceipts(db, filters)),
    ...(await transferRefunds(db, filters)),
    ...(await cardEntries(db, filters)),
    ...(await byHandEntries(db, filters)),
  ].filter((entry) => inPeriod(entry.date, filters));
  const keys = [...new Set(entries.map((entry) => entry.paymentId))];
  const paymentIds = keys.filter((key) => !key.startsWith("share:"));
  const contexts = new Map([
    ...(await paymentContexts(db, paymentIds)),
    ...(await shareContexts(
      db,
      keys.filter((key) => key.startsWith("share:")).map((key) => key.slice("share:".length)),
    )),
  ]);
  // A credit's receipt by the credit, a card's by its payment, a share received by hand by the share (`share:<id>`).
  const receipts = new Map((await receiptsOf(db, keys)).map((receipt) => [receipt.bankMovementId ?? receipt.paymentId, receipt]));
  const receiptOf = (entry: Entry) => {
    if (!entry.receiptOf) return null;
    const receipt = receipts.get(entry.receiptOf.bankMovementId ?? entry.paymentId);
    return receipt ? { id: receipt.id, number: receipt.number } : null;
  };
  const lines: LedgerLineView[] = entries
    .map((entry) => {
      const context = contexts.get(entry.paymentId)!;
      return {
        id: entry.id,
        date: entry.date,
        kind: entry.kind,
        kindLabel: KIND_LABELS[entry.kind],
        method: entry.byHand ? ("by_hand" as const) : context.method,
        methodLabel: entry.byHand ? BY_HAND : PAYMENT_METHOD_LABELS[context.method],
        payerType: context.payerType,
        payerTypeLabel: context.payerType === "parent" ? PARENT : PAYER_KIND_LABELS[context.payerType],
        payerName: context.payerName,
        activityId: context.activityId,
        activityTitle: context.activityTitle,
        reference: context.reference,
        communication: context.communication,
        amountCents: entry.amountCents,
        receipt: receiptOf(entry),
      };
    })
    // By day, then plaine; on one day a sum received before what was given back of it.
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.activityTitle.localeCompare(b.activityTitle, "fr") ||
        LEDGER_KINDS.indexOf(a.kind) - LEDGER_KINDS.indexOf(b.kind) ||
        a.id.localeCompare(b.id),
    );

  const summary = await plaineSummary(db, filters, lines, contexts);
  const sum = (key: keyof AccountingTotals) => summary.reduce((total, row) => total + row[key], 0);
  return {
    from: filters.from ?? null,
    to: filters.to ?? null,
    lines,
    summary,
    totals: {
      receivedCents: sum("receivedCents"),
      refundedCents: sum("refundedCents"),
      netCents: sum("netCents"),
      dueFromFamiliesCents: sum("dueFromFamiliesCents"),
      dueFromThirdPartiesCents: sum("dueFromThirdPartiesCents"),
    },
  };
}

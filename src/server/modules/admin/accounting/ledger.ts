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
 * - a card's money given back: each row of `card_refunds`.
 *
 * Credits set aside as not for the plaines, and those nobody assigned yet, belong to no plaine and
 * are not in it. What the families still owe is today's, whatever the period.
 */
import { and, eq, inArray, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import {
  type AccountingResponse,
  type AccountingSummaryRow,
  LEDGER_KINDS,
  type LedgerKind,
  type LedgerLineView,
} from "../../../../domain/contracts/admin-accounting.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import { PAYMENT_METHOD_LABELS, paymentReceipts, type PaymentMethod, registrationReference } from "../../../../domain/registration.ts";
import { formatStructuredCommunication } from "../../../../domain/structured-communication.ts";
import type { Db } from "../../../db/client.ts";
import { activities, bankDebits, bankMovements, cardRefunds, payments, profiles, refunds, registrations } from "../../../db/schema.ts";
import { receiptsOf } from "../../payments/index.ts";

export interface AccountingFilters {
  from?: string;
  to?: string;
  activityId?: string;
}

const KIND_LABELS: Record<LedgerKind, string> = { receipt: "Reçu", refund: "Remboursement" };
const PARENT = "Parent";
const ERASED_ACCOUNT = "Compte supprimé";

/** A sum before the payment's context is added: where it comes from, its day, its amount. */
interface Entry {
  id: string;
  date: string;
  kind: LedgerKind;
  paymentId: string;
  amountCents: number;
  /** A sum received: what its receipt is found by (the bank credit's id; null for a card's). */
  receiptOf?: { bankMovementId: string | null };
}

const inActivity = (filters: AccountingFilters): SQL | undefined =>
  filters.activityId ? eq(payments.activityId, filters.activityId) : undefined;

/** Bank credits assigned to a payment: received on their booking date. */
async function transferReceipts(db: Db, filters: AccountingFilters): Promise<Entry[]> {
  const rows = await db
    .select({ id: bankMovements.id, date: bankMovements.bookingDate, paymentId: payments.id, amountCents: bankMovements.amountCents })
    .from(bankMovements)
    .innerJoin(payments, eq(payments.id, bankMovements.paymentId))
    .where(inActivity(filters));
  return rows.map((row) => ({ ...row, id: `credit:${row.id}`, kind: "receipt", receiptOf: { bankMovementId: row.id } }));
}

/** Transfers' money given back: the paid refunds of files, and what a credit settled by hand gave beyond them. */
async function transferRefunds(db: Db, filters: AccountingFilters): Promise<Entry[]> {
  const onFile = await db
    .select({
      id: refunds.id,
      paidAt: refunds.paidAt,
      // As text, YYYY-MM-DD, whichever driver reads it.
      debitDate: sql<
        string | null
      >`(select min(${bankDebits.bookingDate})::text from ${bankDebits} where ${bankDebits.refundId} = ${refunds.id})`,
      paymentId: payments.id,
      amountCents: refunds.amountCents,
    })
    .from(refunds)
    .innerJoin(bankMovements, eq(bankMovements.id, refunds.bankMovementId))
    .innerJoin(payments, eq(payments.id, bankMovements.paymentId))
    .where(and(isNotNull(refunds.paidAt), inActivity(filters)));
  const settled = await db
    .select({
      id: bankMovements.id,
      settledAt: bankMovements.refundSettledAt,
      paymentId: payments.id,
      refundCents: bankMovements.refundCents,
      onFilesCents: sql<string>`(select coalesce(sum(${refunds.amountCents}), 0) from ${refunds} where ${refunds.bankMovementId} = ${bankMovements.id} and ${refunds.paidAt} is not null)`,
    })
    .from(bankMovements)
    .innerJoin(payments, eq(payments.id, bankMovements.paymentId))
    .where(and(isNotNull(bankMovements.refundSettledAt), inActivity(filters)));
  return [
    ...onFile.map((row) => ({
      id: `refund:${row.id}`,
      date: row.debitDate ?? brusselsToday(row.paidAt!),
      kind: "refund" as const,
      paymentId: row.paymentId,
      amountCents: row.amountCents,
    })),
    ...settled
      .map((row) => ({
        id: `settled:${row.id}`,
        date: brusselsToday(row.settledAt!),
        kind: "refund" as const,
        paymentId: row.paymentId,
        amountCents: row.refundCents - Number(row.onFilesCents),
      }))
      .filter((entry) => entry.amountCents > 0),
  ];
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

/** What the families' unpaid payments still ask today, per plaine: payments whose registrations still stand. */
async function dueFromFamilies(
  db: Db,
  filters: AccountingFilters,
): Promise<Map<string, { cents: number; title: string; startDate: string }>> {
  const live = db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.paymentId, payments.id), ne(registrations.status, "cancelled")));
  const rows = await db
    .select({ payment: payments, title: activities.title, startDate: activities.startDate })
    .from(payments)
    .innerJoin(activities, eq(activities.id, payments.activityId))
    .where(and(eq(payments.status, "pending"), sql`exists ${live}`, inActivity(filters)));
  const due = new Map<string, { cents: number; title: string; startDate: string }>();
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

/** The period's lines (oldest first), each plaine's summary and the totals. */
export async function accountingOf(db: Db, filters: AccountingFilters): Promise<AccountingResponse> {
  const entries = [
    ...(await transferReceipts(db, filters)),
    ...(await transferRefunds(db, filters)),
    ...(await cardEntries(db, filters)),
  ].filter((entry) => inPeriod(entry.date, filters));
  const paymentIds = [...new Set(entries.map((entry) => entry.paymentId))];
  const contexts = await paymentContexts(db, paymentIds);
  // A credit's receipt by the credit, a card's by its payment.
  const receipts = new Map((await receiptsOf(db, paymentIds)).map((receipt) => [receipt.bankMovementId ?? receipt.paymentId, receipt]));
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
        method: context.method,
        methodLabel: PAYMENT_METHOD_LABELS[context.method],
        payerType: "parent" as const,
        payerTypeLabel: PARENT,
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

  const rows = new Map<string, AccountingSummaryRow>();
  const rowOf = (activityId: string, activityTitle: string, startDate: string) => {
    const known = rows.get(activityId);
    if (known) return known;
    const row = { activityId, activityTitle, startDate, receivedCents: 0, refundedCents: 0, netCents: 0, dueFromFamiliesCents: 0 };
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

  const summary = [...rows.values()].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.activityTitle.localeCompare(b.activityTitle, "fr"),
  );
  const sum = (key: "receivedCents" | "refundedCents" | "netCents" | "dueFromFamiliesCents") =>
    summary.reduce((total, row) => total + row[key], 0);
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
    },
  };
}

/**
 * Invoices and credit notes (decision 0057). What a family's payment or an organisation's share
 * asks is billed by an invoice — a share's when it is taken, a payment's when its parent asks for
 * it ('Obtenir la facture') — and from then on every change of what it asks is billed in the
 * transaction of the change: a further invoice for more, a credit note for less
 * (`invoiceToIssue`). A document is never edited: what it says is frozen in its snapshot.
 *
 * Numbers: the series `invoice` and `credit-note` of `document_sequences`, each its own sequence
 * per year (the year of issue in Brussels), taken as receipts take theirs (decision 0055). Both
 * series are taken under one advisory lock per year first, so a transaction that issues a credit
 * note and an invoice (a share withdrawn: the family's part up, the share down) never waits
 * crosswise on another that issues them the other way round. The caller holds the plaine's, the
 * payment's (and the share's) locks: the numbering is the last thing locked.
 */
import { asc, eq, inArray, or, sql } from "drizzle-orm";
import { publicAssociation } from "../../../domain/association.ts";
import { formatCompanyNumber } from "../../../domain/company-number.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { formatIban } from "../../../domain/iban.ts";
import {
  billedCents,
  DEFAULT_VAT_MENTION,
  INVOICE_SERIES,
  invoiceNumberLabel,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceSnapshot,
  invoiceToIssue,
} from "../../../domain/invoices.ts";
import { shareOutstandingCents } from "../../../domain/payers.ts";
import { priceFamily } from "../../../domain/pricing.ts";
import { registrationReference } from "../../../domain/registration.ts";
import { formatStructuredCommunication } from "../../../domain/structured-communication.ts";
import type { InvoiceView } from "../../../domain/contracts/invoices.ts";
import { ADVISORY_LOCKS } from "../../db/advisory-locks.ts";
import type { Db } from "../../db/client.ts";
import {
  activities,
  children,
  invoices,
  organiserDetails,
  payerShares,
  payments,
  profiles,
  registrations,
  thirdPartyPayers,
} from "../../db/schema.ts";
import { loadAssociation } from "../association/index.ts";
import { nextDocumentNumber } from "./receipts.ts";
import { loadBankTransferRules, transferDeadlineOf } from "./transfer-rules.ts";
import { registrationsOfPayment } from "./outcome.ts";

export type InvoiceRow = typeof invoices.$inferSelect;

/** What an invoice bills: a family's payment or an organisation's share. */
export type InvoiceTarget = { paymentId: string; payerShareId?: undefined } | { payerShareId: string; paymentId?: undefined };

export interface ReconcileOptions {
  /** Issue the first invoice when none exists yet (a share taken, a parent's 'Obtenir la facture'); otherwise only correct. */
  start?: boolean;
  /** Take the numbering's lock even when nothing is issued (a share's change, which numbers its request next). */
  lockNumbering?: boolean;
  /** The instant of issue (tests); now by default. */
  now?: Date;
}

/**
 * The one lock of both series (any year), held to the transaction's end. A change that may number
 * another document after these (a share taken: its request's number, then its invoice) takes it
 * first (`lockNumbering`), so nobody holding a series' row ever waits on it.
 */
const lockInvoiceNumbering = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.invoiceNumbers})`);

/** The numbering's lock, then the series' row of the year: the last things a transaction locks. */
async function nextInvoiceNumber(tx: Db, kind: InvoiceKind, year: number): Promise<number> {
  await lockInvoiceNumbering(tx);
  return nextDocumentNumber(tx, INVOICE_SERIES[kind], year);
}

const targetWhere = (target: InvoiceTarget) =>
  target.paymentId !== undefined ? eq(invoices.paymentId, target.paymentId) : eq(invoices.payerShareId, target.payerShareId);

/** The documents of a payment or a share, oldest first. */
async function documentsOf(tx: Db, target: InvoiceTarget): Promise<InvoiceRow[]> {
  return tx.select().from(invoices).where(targetWhere(target)).orderBy(asc(invoices.issuedAt), asc(invoices.kind), asc(invoices.number));
}

/** What the organiser's documents say of it: its legal name, address and company number, and the VAT mention. */
async function issuerOf(tx: Db): Promise<{ issuer: InvoiceSnapshot["issuer"]; vatMention: string }> {
  const [details] = await tx.select().from(organiserDetails).where(eq(organiserDetails.id, 1));
  const association = publicAssociation((await loadAssociation(tx)).identity);
  const name = details?.legalName || association.name;
  const address = details
    ? [details.street, `${details.postalCode} ${details.city}`.trim()].filter(Boolean)
    : association.address
      ? [association.address.street, `${association.address.postalCode} ${association.address.city}`.trim()].filter(Boolean)
      : [];
  const contact = [association.phone?.display, association.email].filter(Boolean).join(" · ");
  const lines = [
    ...address,
    ...(details?.companyNumber ? [`Numéro d'entreprise (BCE)\u00a0: ${formatCompanyNumber(details.companyNumber)}`] : []),
    ...(contact ? [contact] : []),
  ];
  return { issuer: { name, lines }, vatMention: details?.vatMention || DEFAULT_VAT_MENTION };
}

type Facts = Omit<InvoiceSnapshot, "issuer" | "vatMention" | "lines" | "correction"> & {
  /** What the payment or the share asks now. */
  askedCents: number;
  /** What it asks, line by line (the first invoice's lines). */
  lines: InvoiceLine[];
};

const PAID_NOTES = { stripe: "Payée par carte bancaire", bank_transfer: "Payée par virement bancaire" } as const;

/** What a family's payment asks and says now (the caller holds its lock). */
async function paymentFacts(tx: Db, paymentId: string): Promise<Facts | null> {
  const [row] = await tx
    .select({
      payment: payments,
      activity: { title: activities.title, startDate: activities.startDate, endDate: activities.endDate },
      profile: {
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        street: profiles.addressStreet,
        postalCode: profiles.addressPostalCode,
        city: profiles.addressCity,
      },
    })
    .from(payments)
    .innerJoin(activities, eq(activities.id, payments.activityId))
    .leftJoin(profiles, eq(profiles.id, payments.parentId))
    .where(eq(payments.id, paymentId));
  if (!row) return null;
  const { payment } = row;
  const regs = await registrationsOfPayment(tx, paymentId);
  const live = regs.filter((reg) => reg.status !== "cancelled");
  const askedCents = payment.status === "refunded" ? 0 : payment.status === "pending" && live.length === 0 ? 0 : payment.amountCents;
  const price = priceFamily(live.map((reg) => reg.priceCents));
  const lines: InvoiceLine[] = live.map((reg) => ({
    label: `Inscription de ${reg.firstName} ${reg.lastName}`,
    amountCents: reg.priceCents,
  }));
  if (price.discount) lines.push({ label: price.discount.label, amountCents: -price.discount.amountCents });
  const rest = askedCents - price.totalCents;
  if (rest !== 0) lines.push({ label: rest > 0 ? "Frais d'annulation retenus" : "Ajustement", amountCents: rest });
  const profile = row.profile;
  const payerName = payment.parentId && profile ? `${profile.firstName} ${profile.lastName}`.trim() : "Compte supprimé";
  const outstanding = payment.amountCents - payment.receivedCents;
  const bank = (await loadAssociation(tx)).bank;
  const dueTransfer =
    payment.method === "bank_transfer" && payment.status === "pending" && outstanding > 0 && payment.structuredCommunication;
  return {
    payer: {
      name: payerName || "Compte supprimé",
      lines:
        profile && payment.parentId
          ? [profile.street ?? "", `${profile.postalCode ?? ""} ${profile.city ?? ""}`.trim()].filter(Boolean)
          : [],
    },
    children: (live.length > 0 ? live : regs).map((reg) => `${reg.firstName} ${reg.lastName}`),
    activity: row.activity,
    reference: registrationReference((regs.find((reg) => reg.isPrimary) ?? regs[0])?.id ?? payment.id),
    askedCents,
    lines,
    payment:
      dueTransfer && bank
        ? {
            holder: bank.beneficiary,
            iban: formatIban(bank.iban),
            bic: bank.bic.trim().toUpperCase() || null,
            communication: formatStructuredCommunication(payment.structuredCommunication!),
            dueDate: transferDeadlineOf(payment, row.activity.startDate, await loadBankTransferRules(tx)),
            amountCents: outstanding,
          }
        : null,
    paidNote: payment.status === "paid" ? PAID_NOTES[payment.method] : null,
  };
}

/** What an organisation's share asks and says now (the caller holds its lock). */
async function shareFacts(tx: Db, shareId: string): Promise<Facts | null> {
  const [row] = await tx
    .select({
      share: payerShares,
      payer: { name: thirdPartyPayers.name, address: thirdPartyPayers.address },
      registration: { id: registrations.id, status: registrations.status },
      child: { firstName: children.firstName, lastName: children.lastName },
      activity: { title: activities.title, startDate: activities.startDate, endDate: activities.endDate },
    })
    .from(payerShares)
    .innerJoin(thirdPartyPayers, eq(thirdPartyPayers.id, payerShares.payerId))
    .innerJoin(registrations, eq(registrations.id, payerShares.registrationId))
    .innerJoin(children, eq(children.id, registrations.childId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .where(eq(payerShares.id, shareId));
  if (!row) return null;
  const { share } = row;
  const askedCents = share.status === "cancelled" || row.registration.status === "cancelled" ? 0 : share.amountCents;
  const child = `${row.child.firstName} ${row.child.lastName}`;
  const what = share.voucherNumber
    ? `Chèque n°\u00a0${share.voucherNumber} pour l'inscription de ${child}`
    : `Part prise en charge de l'inscription de ${child}${share.percent === null ? "" : ` (${share.percent}\u00a0% du prix)`}`;
  const outstanding = shareOutstandingCents(share);
  const bank = (await loadAssociation(tx)).bank;
  return {
    payer: {
      name: row.payer.name,
      lines: (row.payer.address ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    },
    children: [child],
    activity: row.activity,
    reference: registrationReference(row.registration.id),
    askedCents,
    lines: [{ label: what, amountCents: askedCents }],
    payment:
      share.status === "due" && outstanding > 0 && bank && !share.voucherNumber
        ? {
            holder: bank.beneficiary,
            iban: formatIban(bank.iban),
            bic: bank.bic.trim().toUpperCase() || null,
            communication: formatStructuredCommunication(share.structuredCommunication),
            dueDate: share.dueDate,
            amountCents: outstanding,
          }
        : null,
    paidNote: share.status === "paid" ? "Payée" : null,
  };
}

/** The lines of a further invoice or a credit note: what changed, for how much. */
function correctionLines(kind: InvoiceKind, amountCents: number, reference: string): InvoiceLine[] {
  return [
    {
      label:
        kind === "invoice" ? `Supplément du montant de l'inscription ${reference}` : `Diminution du montant de l'inscription ${reference}`,
      amountCents,
    },
  ];
}

/**
 * Makes what the documents of a payment or a share bill equal to what it asks now: the first
 * invoice (with `start`), a further invoice for more, a credit note for less, nothing otherwise.
 * The caller holds the target's locks (plaine, payment, share). Returns the document issued, if any.
 */
export async function reconcileInvoices(tx: Db, target: InvoiceTarget, options: ReconcileOptions = {}): Promise<InvoiceRow | null> {
  if (options.lockNumbering) await lockInvoiceNumbering(tx);
  const issued = await documentsOf(tx, target);
  if (issued.length === 0 && !options.start) return null;
  const facts = target.paymentId !== undefined ? await paymentFacts(tx, target.paymentId) : await shareFacts(tx, target.payerShareId);
  if (!facts) return null;
  const billed = billedCents(issued);
  const toIssue = invoiceToIssue(billed, facts.askedCents);
  if (!toIssue) return null;
  const now = options.now ?? new Date();
  const year = Number(brusselsToday(now).slice(0, 4));
  const { issuer, vatMention } = await issuerOf(tx);
  const first = issued.length === 0;
  const { askedCents, lines, ...said } = facts;
  const snapshot: InvoiceSnapshot = {
    ...said,
    issuer,
    vatMention,
    lines: first ? lines : correctionLines(toIssue.kind, toIssue.amountCents, facts.reference),
    correction: first ? null : { billedCents: billed, askedCents },
    payment: toIssue.kind === "invoice" ? facts.payment : null,
    paidNote: toIssue.kind === "invoice" ? facts.paidNote : null,
  };
  const corrected = issued.filter((doc) => doc.kind === "invoice").at(-1);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: toIssue.kind,
      year,
      number: await nextInvoiceNumber(tx, toIssue.kind, year),
      paymentId: target.paymentId ?? null,
      payerShareId: target.payerShareId ?? null,
      amountCents: toIssue.amountCents,
      correctsInvoiceId: toIssue.kind === "credit_note" ? corrected!.id : null,
      issuedAt: now,
      snapshot,
    })
    .returning();
  return row;
}

/**
 * The documents of these registrations' payments and live shares corrected after a change of
 * their status (the caller holds the plaines' locks): the payments, then the shares, each locked
 * in id order first. Only those already invoiced move.
 */
export async function reconcileInvoicesOfRegistrations(tx: Db, registrationIds: readonly string[]): Promise<void> {
  if (registrationIds.length === 0) return;
  const invoiced = await tx
    .select({ paymentId: invoices.paymentId, payerShareId: invoices.payerShareId })
    .from(invoices)
    .leftJoin(payerShares, eq(payerShares.id, invoices.payerShareId))
    .where(
      or(
        inArray(
          invoices.paymentId,
          tx
            .select({ id: registrations.paymentId })
            .from(registrations)
            .where(inArray(registrations.id, [...registrationIds])),
        ),
        inArray(payerShares.registrationId, [...registrationIds]),
      ),
    );
  const paymentIds = [...new Set(invoiced.flatMap((row) => (row.paymentId ? [row.paymentId] : [])))].sort();
  const shareIds = [...new Set(invoiced.flatMap((row) => (row.payerShareId ? [row.payerShareId] : [])))].sort();
  if (paymentIds.length > 0)
    await tx.select({ id: payments.id }).from(payments).where(inArray(payments.id, paymentIds)).orderBy(asc(payments.id)).for("update");
  if (shareIds.length > 0)
    await tx
      .select({ id: payerShares.id })
      .from(payerShares)
      .where(inArray(payerShares.id, shareIds))
      .orderBy(asc(payerShares.id))
      .for("update");
  for (const paymentId of paymentIds) await reconcileInvoices(tx, { paymentId });
  for (const payerShareId of shareIds) await reconcileInvoices(tx, { payerShareId });
}

/** An invoice or a credit note as the pages list it. */
function viewOf(row: InvoiceRow, numbers: ReadonlyMap<string, string>): InvoiceView {
  return {
    id: row.id,
    kind: row.kind,
    number: invoiceNumberLabel(row.year, row.number),
    amountCents: row.amountCents,
    issuedOn: brusselsToday(row.issuedAt),
    correctsNumber: row.correctsInvoiceId ? (numbers.get(row.correctsInvoiceId) ?? null) : null,
  };
}

export interface InvoiceListRow extends InvoiceView {
  paymentId: string | null;
  payerShareId: string | null;
}

/** The documents of these payments or shares, in the order they were issued: one query. */
export async function invoicesOf(
  db: Db,
  of: { paymentIds?: readonly string[]; payerShareIds?: readonly string[] },
): Promise<InvoiceListRow[]> {
  const paymentIds = [...new Set(of.paymentIds ?? [])];
  const shareIds = [...new Set(of.payerShareIds ?? [])];
  if (paymentIds.length === 0 && shareIds.length === 0) return [];
  const rows = await db
    .select()
    .from(invoices)
    .where(
      or(
        paymentIds.length ? inArray(invoices.paymentId, paymentIds) : undefined,
        shareIds.length ? inArray(invoices.payerShareId, shareIds) : undefined,
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.kind), asc(invoices.number));
  const numbers = new Map(rows.map((row) => [row.id, invoiceNumberLabel(row.year, row.number)]));
  return rows.map((row) => ({ ...viewOf(row, numbers), paymentId: row.paymentId, payerShareId: row.payerShareId }));
}

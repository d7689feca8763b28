/**
 * What organisations pay of a child's price (decision 0056), in the payment module since it moves
 * the family's part. A share is taken off the registration's price the family pays
 * (`setFamilyPart`: the family's payment asks less — or gives back, or a card refunds in part — and
 * the family is told why), and asked of the organisation by a numbered payment request with its own
 * structured communication and deadline, e-mailed in the same transaction. Its money arrives as a
 * bank credit naming that communication (`receiveShareCredit`). An unpaid share never cancels the
 * child: the family's payment alone decides the registration's state, the share is the treasurer's
 * to chase. Locks: the plaine, then the family's payment (as every writer), then the share, then the
 * request's number last.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { applyCredit, type CreditEffect } from "../../../domain/bank-transfers.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { formatEuros } from "../../../domain/money.ts";
import type { PayerShareSummary } from "../../../domain/contracts/registrations.ts";
import { PAYER_SHARE_STATUS_LABELS, type ShareAsked, shareCents, shareRefusal, voucherRefusal } from "../../../domain/payers.ts";
import type { Db } from "../../db/client.ts";
import { payerShares, payments, registrations, thirdPartyPayers } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { newStructuredCommunication } from "../../payment-providers/bank-transfer.ts";
import { type AuditActor, recordAudit } from "../audit-log.ts";
import { lockActivity } from "../places/index.ts";
import { lockPaymentWithActivity } from "./lock.ts";
import { type PayerRequestMailDeps, queuePayerRequest } from "./payer-request-mail.ts";
import { type PriceChangeDeps, type PriceChangeResult, setFamilyPart } from "./price-change.ts";
import { reconcileInvoices } from "./invoices.ts";
import { issueReceipt, nextDocumentNumber } from "./receipts.ts";
import { joinSharePayer, sharePayerColumns } from "./share-payer.ts";
import { liveSharesCents } from "./share-totals.ts";

export type PayerShareRow = typeof payerShares.$inferSelect;

/** What taking or asking a share again needs: a price change's, and the media store for the request's logo. */
export type ShareDeps = PriceChangeDeps & Pick<PayerRequestMailDeps, "media">;

const PAYER_REQUEST_SERIES = "payer-request";
const MAX_ATTEMPTS = 5;

const REGISTRATION_NOT_FOUND = "Inscription non trouvée";
const PAYER_NOT_FOUND = "Organisme non trouvé";
const SHARE_NOT_FOUND = "Part prise en charge non trouvée";
const SHARE_OF_CANCELLED = "Cette inscription est annulée\u00a0: aucune part ne peut être prise en charge.";
const SHARE_OF_REFUNDED = "Ce paiement a été remboursé\u00a0: aucune part ne peut plus être prise en charge.";
const PAYER_ARCHIVED = "Cet organisme est archivé\u00a0: réactivez-le d'abord.";
const PAYER_ALREADY = "Cet organisme prend déjà une part de cette inscription.";
const DUE_IN_PAST = "L'échéance ne peut pas être dans le passé";
const SHARE_WITHDRAWN = "Cette part a déjà été retirée.";
const VOUCHER_BY_HAND = "Un chèque se remet de la main à la main\u00a0: il n'y a pas de demande à envoyer à son émetteur.";
const shareWithMoney = (cents: number) => `L'organisme a déjà versé ${formatEuros(cents)}\u00a0: cette part ne peut plus être retirée.`;

/** A share taken, withdrawn or received, in its registration's history. */
function auditShare(
  tx: Db,
  actor: AuditActor,
  registrationId: string,
  field: "payerShare" | "payerShareReceived",
  before: string | null,
  after: string | null,
): Promise<void> {
  return recordAudit(tx, {
    actor,
    entity: "registration",
    entityId: registrationId,
    action: "update",
    before: { [field]: before },
    after: { [field]: after },
  });
}

/** Who pays a share, by name: its organisation, or the parent. */
async function sharePayerName(db: Db, shareId: string): Promise<string> {
  const [row] = await joinSharePayer(db.select({ name: sharePayerColumns.payerName }).from(payerShares).$dynamic()).where(
    eq(payerShares.id, shareId),
  );
  return row.name;
}

/** The shares of these registrations, withdrawn ones left out, by registration (one query). */
export async function sharesOfRegistrations(db: Db, registrationIds: readonly string[]): Promise<Map<string, PayerShareSummary[]>> {
  const byRegistration = new Map<string, PayerShareSummary[]>();
  if (registrationIds.length === 0) return byRegistration;
  const rows = await joinSharePayer(db.select({ share: payerShares, payerName: sharePayerColumns.payerName }).from(payerShares).$dynamic())
    .where(and(inArray(payerShares.registrationId, [...new Set(registrationIds)]), ne(payerShares.status, "cancelled")))
    .orderBy(asc(payerShares.createdAt));
  for (const { share, payerName } of rows) {
    const summary: PayerShareSummary = {
      id: share.id,
      payerName,
      byParent: share.payerId === null,
      voucherNumber: share.voucherNumber,
      amountCents: share.amountCents,
      receivedCents: share.receivedCents,
      status: share.status,
      statusLabel: PAYER_SHARE_STATUS_LABELS[share.status],
    };
    byRegistration.set(share.registrationId, [...(byRegistration.get(share.registrationId) ?? []), summary]);
  }
  return byRegistration;
}

export interface ShareRequest {
  registrationId: string;
  payerId: string;
  asked: ShareAsked;
  dueDate: string;
  actor: AuditActor;
  /** Brussels' day (tests); today by default. */
  today?: string;
}

export interface ShareTaken {
  share: PayerShareRow;
  price: PriceChangeResult;
}

/** Locks the registration's plaine, then its payment, then the registration: null when there is no such registration. */
async function lockRegistration(tx: Db, registrationId: string) {
  const [found] = await tx.select({ paymentId: registrations.paymentId }).from(registrations).where(eq(registrations.id, registrationId));
  const locked = found ? await lockPaymentWithActivity(tx, found.paymentId) : null;
  if (!locked) return null;
  const [registration] = await tx.select().from(registrations).where(eq(registrations.id, registrationId)).for("update");
  return { ...locked, registration };
}

/**
 * An organisation takes a share of one registration: the family's part goes down by it (and the
 * family is told), the share gets its request's number, communication and deadline, and the
 * organisation its e-mail with the request in PDF.
 */
export async function takePayerShare(tx: Db, deps: ShareDeps, request: ShareRequest): Promise<ShareTaken> {
  const locked = await lockRegistration(tx, request.registrationId);
  if (!locked) throw notFound(REGISTRATION_NOT_FOUND);
  const { registration, payment } = locked;
  const today = request.today ?? brusselsToday();
  if (registration.status === "cancelled") throw new HttpError("CONFLICT", SHARE_OF_CANCELLED);
  if (payment.status === "refunded") throw new HttpError("CONFLICT", SHARE_OF_REFUNDED);
  const [payer] = await tx.select().from(thirdPartyPayers).where(eq(thirdPartyPayers.id, request.payerId));
  if (!payer) throw notFound(PAYER_NOT_FOUND);
  if (payer.archivedAt) throw new HttpError("CONFLICT", PAYER_ARCHIVED);
  if (request.dueDate < today) throw new HttpError("VALIDATION", DUE_IN_PAST, { dueDate: DUE_IN_PAST });
  const [already] = await tx
    .select({ id: payerShares.id })
    .from(payerShares)
    .where(and(eq(payerShares.registrationId, registration.id), eq(payerShares.payerId, payer.id), ne(payerShares.status, "cancelled")));
  if (already) throw new HttpError("CONFLICT", PAYER_ALREADY);

  const wholeCents = registration.priceCents + (await liveSharesCents(tx, registration.id));
  const cents = shareCents(request.asked, wholeCents);
  const refusal = shareRefusal(cents, registration.priceCents);
  if (refusal) throw new HttpError("VALIDATION", refusal, { [request.asked.mode]: refusal });

  const price = await setFamilyPart(tx, deps, {
    registrationId: registration.id,
    priceCents: registration.priceCents - cents,
    reason: `Part prise en charge par ${payer.name}`,
    actor: request.actor,
  });
  const share = await insertNumberedShare(tx, today, {
    payerId: payer.id,
    registrationId: registration.id,
    amountCents: cents,
    percent: request.asked.mode === "percent" ? request.asked.percent : null,
    dueDate: request.dueDate,
    createdBy: request.actor.id,
  });
  await auditShare(tx, request.actor, registration.id, "payerShare", null, `${payer.name}\u00a0: ${formatEuros(cents)}`);
  await reconcileInvoices(tx, { payerShareId: share.id }, { start: true });
  await queuePayerRequest(tx, deps, share.id, "new");
  return { share, price };
}

/**
 * A new share with its request's number in the year of `today` (taken last: decision 0055) and a
 * structured communication no payment and no other share has (drawn again on the rare collision).
 */
export async function insertNumberedShare(
  tx: Db,
  today: string,
  values: Omit<typeof payerShares.$inferInsert, "structuredCommunication" | "year" | "number">,
): Promise<PayerShareRow> {
  const year = Number(today.slice(0, 4));
  return insertShare(tx, { ...values, year, number: await nextDocumentNumber(tx, PAYER_REQUEST_SERIES, year) });
}

async function insertShare(tx: Db, values: Omit<typeof payerShares.$inferInsert, "structuredCommunication">): Promise<PayerShareRow> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const communication = newStructuredCommunication();
    const [taken] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.structuredCommunication, communication));
    if (taken) continue;
    const [row] = await tx
      .insert(payerShares)
      .values({ ...values, structuredCommunication: communication })
      .onConflictDoNothing({ target: payerShares.structuredCommunication })
      .returning();
    if (row) return row;
  }
  throw new Error("no free structured communication after several attempts");
}

/** Locks a share's plaine, then its family's payment, then the share; null when there is no such share. */
async function lockShare(tx: Db, shareId: string) {
  const [found] = await tx.select({ registrationId: payerShares.registrationId }).from(payerShares).where(eq(payerShares.id, shareId));
  const locked = found ? await lockRegistration(tx, found.registrationId) : null;
  if (!locked) return null;
  const [share] = await tx.select().from(payerShares).where(eq(payerShares.id, shareId)).for("update");
  return share ? { ...locked, share } : null;
}

// ---------------------------------------------------------------------------------------------
// Vouchers (chèques sport, culture…): shares the family declares at registration
// ---------------------------------------------------------------------------------------------

/** The issuers of vouchers a family may hand in (organisations of the 'voucher' kind in use), by name. */
export async function voucherIssuers(db: Db): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: thirdPartyPayers.id, name: thirdPartyPayers.name })
    .from(thirdPartyPayers)
    .where(and(eq(thirdPartyPayers.kind, "voucher"), isNull(thirdPartyPayers.archivedAt)))
    .orderBy(asc(sql`lower(${thirdPartyPayers.name})`));
}

/** A voucher the family declared for a child, checked: its issuer, number and value. */
export interface DeclaredVoucher {
  childId: string;
  payerId: string;
  number: string;
  amountCents: number;
}

const VOUCHER_DECLARED = "Ce chèque a déjà été déclaré pour une inscription.";
const voucherError = (index: number, field: string, message: string) =>
  new HttpError("VALIDATION", message, { [`vouchers.${index}.${field}`]: message });

/**
 * Whether a voucher may be declared: never before, or declared for a registration cancelled since
 * with nothing received (a card whose hold ran out), whose share is then withdrawn.
 */
async function freeVoucher(tx: Db, payerId: string, number: string): Promise<boolean> {
  const [declared] = await tx
    .select({ id: payerShares.id, receivedCents: payerShares.receivedCents, registrationStatus: registrations.status })
    .from(payerShares)
    .innerJoin(registrations, eq(registrations.id, payerShares.registrationId))
    .where(and(eq(payerShares.payerId, payerId), eq(payerShares.voucherNumber, number), ne(payerShares.status, "cancelled")));
  if (!declared) return true;
  if (declared.registrationStatus !== "cancelled" || declared.receivedCents > 0) return false;
  await tx
    .update(payerShares)
    .set({ status: "cancelled", cancelledAt: new Date(), updatedAt: new Date() })
    .where(eq(payerShares.id, declared.id));
  return true;
}

/** The refusal when another submission declared the same voucher at the same moment. */
export const voucherDeclaredTwice = () => new HttpError("CONFLICT", VOUCHER_DECLARED);

/**
 * The vouchers of a registration form checked against the children chosen and their prices (after
 * a tariff): an issuer in use, one voucher per child, never more than the child's price. The
 * caller takes each off its child's price (the family's part) and records them once the
 * registrations exist (`recordVouchers`).
 */
export async function checkVouchers(
  tx: Db,
  vouchers: readonly DeclaredVoucher[],
  prices: readonly { childId: string; priceCents: number }[],
): Promise<Map<string, DeclaredVoucher>> {
  const byChild = new Map<string, DeclaredVoucher>();
  if (vouchers.length === 0) return byChild;
  const issuers = new Set((await voucherIssuers(tx)).map((issuer) => issuer.id));
  for (const [index, voucher] of vouchers.entries()) {
    const price = prices.find((child) => child.childId === voucher.childId);
    if (!price) throw voucherError(index, "childId", "Ce chèque est pour un enfant qui n'est pas inscrit ici.");
    if (byChild.has(voucher.childId)) throw voucherError(index, "childId", "Un seul chèque par enfant.");
    const payerId = voucher.payerId.toLowerCase();
    if (!issuers.has(payerId)) throw voucherError(index, "payerId", "Cet émetteur de chèques n'est pas proposé.");
    const refusal = voucherRefusal(voucher.amountCents, price.priceCents);
    if (refusal) throw voucherError(index, "amount", refusal);
    const twice = vouchers.slice(0, index).some((other) => other.payerId.toLowerCase() === payerId && other.number === voucher.number);
    if (twice || !(await freeVoucher(tx, payerId, voucher.number))) throw voucherError(index, "number", VOUCHER_DECLARED);
    byChild.set(voucher.childId, { ...voucher, payerId });
  }
  return byChild;
}

/**
 * The vouchers of new registrations recorded as their issuers' shares, due until an administrator
 * marks them received — the paper is handed in by the plaine's first day (`dueDate`); each numbered
 * as a payment request (the association may claim it from the issuer with its PDF), none e-mailed.
 */
export async function recordVouchers(
  tx: Db,
  registered: readonly { id: string; childId: string }[],
  vouchers: ReadonlyMap<string, DeclaredVoucher>,
  on: { today: string; dueDate: string },
): Promise<void> {
  for (const registration of registered) {
    const voucher = vouchers.get(registration.childId);
    if (!voucher) continue;
    await insertNumberedShare(tx, on.today, {
      payerId: voucher.payerId,
      registrationId: registration.id,
      amountCents: voucher.amountCents,
      voucherNumber: voucher.number,
      dueDate: on.dueDate < on.today ? on.today : on.dueDate,
    });
  }
}

/**
 * A share received by hand (a voucher's paper, a cheque): paid in full today. The family's
 * registration is not touched: its own payment decides it.
 */
export async function markShareReceived(
  tx: Db,
  shareId: string,
  actor: AuditActor,
  today: string = brusselsToday(),
): Promise<PayerShareRow> {
  const locked = await lockShare(tx, shareId);
  if (!locked) throw notFound(SHARE_NOT_FOUND);
  const { share, registration } = locked;
  if (share.status !== "due" || registration.status === "cancelled") throw new HttpError("CONFLICT", "Cette part n'est plus à recevoir.");
  if (share.receivedCents > 0)
    throw new HttpError("CONFLICT", "Une partie de cette part est arrivée par la banque\u00a0: attendez le reste du virement.");
  const [paid] = await tx
    .update(payerShares)
    .set({ status: "paid", receivedCents: share.amountCents, receivedOn: today, paidAt: new Date(), updatedAt: new Date() })
    .where(eq(payerShares.id, share.id))
    .returning();
  await auditShare(tx, actor, registration.id, "payerShareReceived", formatEuros(0), formatEuros(share.amountCents));
  // Its numbered receipt (decision 0055), the last row this transaction locks.
  await issueReceipt(tx, { payerShareId: share.id, bankMovementId: null, amountCents: share.amountCents, receivedOn: today });
  return paid;
}

/**
 * A share with nothing received withdrawn: the family's part goes back up by it (a paid card is
 * refused, as any rise of a card's price), the family is told, the request stands cancelled.
 */
export async function withdrawPayerShare(
  tx: Db,
  deps: PriceChangeDeps,
  shareId: string,
  actor: AuditActor,
): Promise<PriceChangeResult | null> {
  const locked = await lockShare(tx, shareId);
  if (!locked) throw notFound(SHARE_NOT_FOUND);
  const { share, registration } = locked;
  if (share.status === "cancelled") throw new HttpError("CONFLICT", SHARE_WITHDRAWN);
  if (share.receivedCents > 0) throw new HttpError("CONFLICT", shareWithMoney(share.receivedCents));
  const payer = { name: await sharePayerName(tx, share.id) };
  // A cancelled child's price no longer counts: its family's part takes the share back without any
  // money moving, so that a child brought back later is asked its whole price.
  let price: PriceChangeResult | null = null;
  if (registration.status === "cancelled")
    await tx
      .update(registrations)
      .set({ priceCents: registration.priceCents + share.amountCents, updatedAt: new Date() })
      .where(eq(registrations.id, registration.id));
  else
    price = await setFamilyPart(tx, deps, {
      registrationId: registration.id,
      priceCents: registration.priceCents + share.amountCents,
      reason: `Part de ${payer.name} retirée`,
      actor,
    });
  await tx
    .update(payerShares)
    .set({ status: "cancelled", cancelledAt: new Date(), updatedAt: new Date() })
    .where(eq(payerShares.id, share.id));
  await auditShare(tx, actor, registration.id, "payerShare", `${payer.name}\u00a0: ${formatEuros(share.amountCents)}`, null);
  await reconcileInvoices(tx, { payerShareId: share.id });
  return price;
}

/** The payment request e-mailed to its organisation again (a share still due). */
export async function sendPayerRequestAgain(tx: Db, deps: ShareDeps, shareId: string): Promise<PayerShareRow> {
  const locked = await lockShare(tx, shareId);
  if (!locked) throw notFound(SHARE_NOT_FOUND);
  const { share, registration } = locked;
  if (share.status !== "due" || registration.status === "cancelled")
    throw new HttpError("CONFLICT", "Cette part n'est plus à recevoir\u00a0: rien à redemander.");
  if (share.voucherNumber) throw new HttpError("CONFLICT", VOUCHER_BY_HAND);
  await queuePayerRequest(tx, deps, share.id, "again");
  return share;
}

/** The share a structured communication names, locked (its plaine, its family's payment, then it); null when none. */
export async function lockShareByCommunication(tx: Db, communication: string) {
  const [found] = await tx
    .select({ id: payerShares.id, activityId: registrations.activityId })
    .from(payerShares)
    .innerJoin(registrations, eq(registrations.id, payerShares.registrationId))
    .where(eq(payerShares.structuredCommunication, communication));
  if (!found) return null;
  // The plaine first, found in the locking statement itself (decision 0006), then the rest.
  await lockActivity(tx, found.activityId);
  return lockShare(tx, found.id);
}

/**
 * A credit of the bank for a share (locked by `lockShareByCommunication`): received grows; in full,
 * the share is paid. Beyond its amount, or for a share withdrawn or a child's registration cancelled,
 * the excess is to give back, as a family's would be.
 */
export async function receiveShareCredit(
  tx: Db,
  actor: AuditActor,
  locked: { share: PayerShareRow; registration: typeof registrations.$inferSelect },
  credit: { amountCents: number },
): Promise<CreditEffect> {
  const { share, registration } = locked;
  const effect = applyCredit(
    {
      status: share.status === "due" ? "pending" : share.status === "paid" ? "paid" : "refunded",
      amountCents: share.amountCents,
      receivedCents: share.receivedCents,
      liveRegistrations: registration.status === "cancelled" ? 0 : 1,
    },
    credit.amountCents,
  );
  // What goes back (beyond the share, or for a share nothing is due on) is not the organisation's payment.
  const receivedCents = effect.receivedCents - effect.refundCents;
  await tx
    .update(payerShares)
    .set({
      receivedCents,
      ...(effect.becomesPaid ? { status: "paid" as const, paidAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(payerShares.id, share.id));
  await auditShare(tx, actor, registration.id, "payerShareReceived", formatEuros(share.receivedCents), formatEuros(receivedCents));
  return effect;
}

/**
 * What the administrators do with credits the import could not settle alone: assign an unmatched
 * credit to a payment (found by name, amount or communication) or set it aside as not for the
 * plaines; mark a sum to give back as given back. Each is one transaction on a locked movement:
 * two administrators acting on the same credit change it once.
 */
import { and, asc, count, desc, eq, gt, ilike, isNull, or, sql } from "drizzle-orm";
import {
  type BankMovementsResponse,
  type BankMovementView,
  type PaymentCandidate,
  UNMATCHED_PAGE_SIZE,
} from "../../../domain/contracts/admin-bank.ts";
import { BANK_MOVEMENT_OUTCOME_LABELS } from "../../../domain/bank-transfers.ts";
import { PAYMENT_STATUS_LABELS } from "../../../domain/registration.ts";
import { formatStructuredCommunication } from "../../../domain/structured-communication.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { activities, bankMovements, children, payments, profiles, registrations, users } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { afterCommit } from "../after-commit.ts";
import { type AuditActor, recordAudit } from "../audit-log.ts";
import { applyCreditToPayment } from "./apply-credit.ts";
import type { BankImportDeps } from "./import.ts";
import { markUnpaidRefundsPaid, settleMovementRefund } from "./refund-paid.ts";

/** What marking a refund as sent needs: the database, and the outbox for the family's e-mail. */
export interface SettleRefundDeps {
  db: Db;
  config: Pick<Config, "publicUrl" | "registrationsMailbox">;
  mailer: Pick<Mailer, "queue" | "deliverSoon">;
}

const MOVEMENT_NOT_FOUND = "Mouvement bancaire non trouvé";
const ALREADY_HANDLED = "Ce mouvement a déjà été traité\u00a0: la liste a été mise à jour.";
const PAYMENT_NOT_FOUND = "Paiement par virement non trouvé";
const NOTHING_TO_REFUND = "Ce mouvement n'a rien à rembourser ou est déjà marqué comme remboursé.";
const foreignCurrency = (currency: string) =>
  `Ce virement est en ${currency}\u00a0: il ne peut pas payer une inscription, qui est en euros. Classez-le hors plaines et enregistrez le paiement à la main si la banque l'a crédité en euros.`;
/** The largest amount a payment holds (PostgreSQL's integer): a bigger one typed in the search matches nothing. */
const MAX_AMOUNT_CENTS = 2_147_483_647;

const communicationOf = (digits: string | null) => (digits ? formatStructuredCommunication(digits) : null);

const parentName = sql<string | null>`nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), '')`;

async function views(db: Db, where: ReturnType<typeof and>, page = { limit: 200, offset: 0 }): Promise<BankMovementView[]> {
  const rows = await db
    .select({
      movement: bankMovements,
      paymentCommunication: payments.structuredCommunication,
      activityTitle: activities.title,
      parentName,
      parentEmail: users.email,
    })
    .from(bankMovements)
    .leftJoin(payments, eq(payments.id, bankMovements.paymentId))
    .leftJoin(activities, eq(activities.id, payments.activityId))
    .leftJoin(users, eq(users.id, payments.parentId))
    .leftJoin(profiles, eq(profiles.id, payments.parentId))
    .where(where)
    .orderBy(desc(bankMovements.valueDate), asc(bankMovements.movementKey))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ movement, ...payment }) => ({
    id: movement.id,
    amountCents: movement.amountCents,
    currency: movement.currency,
    valueDate: movement.valueDate,
    communication: communicationOf(movement.structuredCommunication),
    freeCommunication: movement.freeCommunication,
    counterpartyName: movement.counterpartyName,
    counterpartyAccount: movement.counterpartyAccount,
    outcome: movement.outcome,
    outcomeLabel: BANK_MOVEMENT_OUTCOME_LABELS[movement.outcome],
    refundCents: movement.refundCents,
    payment: movement.paymentId
      ? {
          id: movement.paymentId,
          parentName: payment.parentName ?? payment.parentEmail,
          activityTitle: payment.activityTitle ?? "",
          communication: communicationOf(payment.paymentCommunication),
        }
      : null,
  }));
}

/** The credits waiting for an administrator: one page of the unmatched ones and their count, and sums to give back. */
export async function listBankMovements(db: Db, page: number): Promise<BankMovementsResponse> {
  const unmatched = eq(bankMovements.outcome, "unmatched");
  const [{ total }] = await db.select({ total: count() }).from(bankMovements).where(unmatched);
  return {
    unmatched: await views(db, and(unmatched), { limit: UNMATCHED_PAGE_SIZE, offset: (page - 1) * UNMATCHED_PAGE_SIZE }),
    unmatchedCount: total,
    page,
    pageSize: UNMATCHED_PAGE_SIZE,
    toRefund: await views(db, and(gt(bankMovements.refundCents, 0), isNull(bankMovements.refundSettledAt))),
  };
}

/** The sums waiting under 'Trop-perçus à rembourser': how many, and how much to give back. */
export async function overpaymentsToRefund(db: Db): Promise<{ count: number; totalCents: number }> {
  const [row] = await db
    .select({ count: count(), totalCents: sql<string | null>`sum(${bankMovements.refundCents})` })
    .from(bankMovements)
    .where(and(gt(bankMovements.refundCents, 0), isNull(bankMovements.refundSettledAt)));
  return { count: row.count, totalCents: Number(row.totalCents ?? 0) };
}

async function viewOf(db: Db, id: string): Promise<BankMovementView> {
  const [view] = await views(db, and(eq(bankMovements.id, id)));
  return view;
}

/** Bank-transfer payments by parent or child name, e-mail, plaine, amount (12,50 or 12.50) or communication digits. */
export async function searchPayments(db: Db, q: string): Promise<PaymentCandidate[]> {
  const digits = q.replace(/\D/g, "");
  const typed = /^\d+(?:[.,]\d{1,2})?$/.test(q.replace(/\s|€/g, ""))
    ? Math.round(Number(q.replace(/\s|€/g, "").replace(",", ".")) * 100)
    : null;
  const amount = typed !== null && typed <= MAX_AMOUNT_CENTS ? typed : null;
  const text = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const conditions = q
    ? or(
        ilike(users.email, text),
        ilike(profiles.firstName, text),
        ilike(profiles.lastName, text),
        ilike(activities.title, text),
        ilike(sql`concat_ws(' ', ${children.firstName}, ${children.lastName})`, text),
        ...(digits.length >= 4 ? [ilike(payments.structuredCommunication, `%${digits}%`)] : []),
        ...(amount !== null
          ? [eq(payments.amountCents, amount), eq(sql`${payments.amountCents} - ${payments.receivedCents}`, amount)]
          : []),
      )
    : undefined;
  const rows = await db
    .selectDistinctOn([payments.createdAt, payments.id], {
      payment: payments,
      parentName,
      parentEmail: users.email,
      activityTitle: activities.title,
    })
    .from(payments)
    .innerJoin(activities, eq(activities.id, payments.activityId))
    .innerJoin(registrations, eq(registrations.paymentId, payments.id))
    .innerJoin(children, eq(children.id, registrations.childId))
    .leftJoin(users, eq(users.id, payments.parentId))
    .leftJoin(profiles, eq(profiles.id, payments.parentId))
    .where(and(eq(payments.method, "bank_transfer"), conditions))
    .orderBy(desc(payments.createdAt), payments.id)
    .limit(20);
  const names = rows.length
    ? await db
        .select({ paymentId: registrations.paymentId, firstName: children.firstName, lastName: children.lastName })
        .from(registrations)
        .innerJoin(children, eq(children.id, registrations.childId))
        .where(sql`${registrations.paymentId} in ${rows.map((row) => row.payment.id)}`)
        .orderBy(asc(children.firstName))
    : [];
  return rows.map(({ payment, ...row }) => ({
    id: payment.id,
    parentName: row.parentName ?? row.parentEmail ?? "Compte supprimé",
    parentEmail: row.parentEmail,
    childNames: names.filter((name) => name.paymentId === payment.id).map((name) => `${name.firstName} ${name.lastName}`),
    activityTitle: row.activityTitle,
    communication: communicationOf(payment.structuredCommunication),
    amountCents: payment.amountCents,
    receivedCents: payment.receivedCents,
    statusLabel: PAYMENT_STATUS_LABELS[payment.status],
  }));
}

async function lockUnmatched(tx: Db, id: string) {
  const [movement] = await tx.select().from(bankMovements).where(eq(bankMovements.id, id)).for("update");
  if (!movement) throw notFound(MOVEMENT_NOT_FOUND);
  if (movement.outcome !== "unmatched") throw new HttpError("CONFLICT", ALREADY_HANDLED);
  return movement;
}

/** An administrator says which payment an unmatched credit pays: applied as the import would have. */
export async function assignMovement(deps: BankImportDeps, actor: AuditActor, id: string, paymentId: string) {
  await deps.db.transaction(async (tx) => {
    const movement = await lockUnmatched(tx, id);
    if (movement.currency !== "EUR") throw new HttpError("CONFLICT", foreignCurrency(movement.currency));
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.method, "bank_transfer")));
    if (!payment) throw notFound(PAYMENT_NOT_FOUND);
    await applyCreditToPayment(tx, deps, actor, movement, payment.id);
    await tx.update(bankMovements).set({ resolvedBy: actor.id, resolvedAt: new Date() }).where(eq(bankMovements.id, id));
  });
  afterCommit(deps);
  return { movement: await viewOf(deps.db, id) };
}

/** An administrator's decision on a credit, as the activity log shows it (the payments' area). */
function movementChange(actor: AuditActor, id: string, field: string, before: string | boolean, after: string | boolean) {
  return {
    actor,
    entity: "bank_movement" as const,
    entityId: id,
    action: "update" as const,
    before: { [field]: before },
    after: { [field]: after },
  };
}

/** Not for the plaines (a donation, a rent…): off the list, kept for the accounts. */
export async function dismissMovement(db: Db, actor: AuditActor, id: string) {
  await db.transaction(async (tx) => {
    await lockUnmatched(tx, id);
    await tx
      .update(bankMovements)
      .set({ outcome: "dismissed", resolvedBy: actor.id, resolvedAt: new Date() })
      .where(eq(bankMovements.id, id));
    await recordAudit(tx, movementChange(actor, id, "outcome", "unmatched", "dismissed"));
  });
  return { movement: await viewOf(db, id) };
}

/**
 * The treasurer gave the sum back: off the refund list, and the family told by e-mail (the amount,
 * the account, when it arrives). A payer whose account was erased meanwhile loses their account number.
 */
export async function settleRefund(deps: SettleRefundDeps, actor: AuditActor, id: string) {
  const { db } = deps;
  const settled = await db.transaction(async (tx) => {
    const now = new Date();
    if (!(await settleMovementRefund(tx, deps, actor, id, now))) return false;
    // Its refunds of a file were sent as well: the files' list shows them paid.
    await markUnpaidRefundsPaid(tx, id, now);
    return true;
  });
  if (settled) deps.mailer.deliverSoon();
  if (!settled) {
    const [exists] = await db.select({ id: bankMovements.id }).from(bankMovements).where(eq(bankMovements.id, id));
    throw exists ? new HttpError("CONFLICT", NOTHING_TO_REFUND) : notFound(MOVEMENT_NOT_FOUND);
  }
  return { movement: await viewOf(db, id) };
}

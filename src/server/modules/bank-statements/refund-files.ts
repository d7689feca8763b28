/**
 * Transfer refunds sent by a SEPA credit-transfer file (pain.001) the treasurer uploads in the
 * bank's application: the sums due on the credits (what `refund_cents` asks less what earlier
 * files hold), each to the account it came from; a file of some of them, made in one transaction
 * on the credits' locked rows, so that two files made at once never send the same sum twice; the
 * files made, kept to download again as they were; a file the bank never carried out, withdrawn so
 * that its sums can go in another.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { Document as SepaDocument } from "sepa";
import { REFUND_FILES_SHOWN, type RefundDue, type RefundFileSummary, type RefundsResponse } from "../../../domain/contracts/admin-bank.ts";
import { brusselsDateTime } from "../../../domain/date-time.ts";
import { brusselsToday, formatDateFr } from "../../../domain/dates.ts";
import { compactIban, formatIban, isValidBic, isValidIban } from "../../../domain/iban.ts";
import { formatEuros } from "../../../domain/money.ts";
import { registrationReference } from "../../../domain/registration.ts";
import type { RefundFileFormat } from "../../../domain/refunds.ts";
import {
  REFUND_REASON_LABELS,
  refundExecutionDate,
  refundFileName,
  refundReason,
  refundRemittance,
  SEPA_NAME_MAX,
  sepaText,
} from "../../../domain/sepa-text.ts";
import { formatStructuredCommunication } from "../../../domain/structured-communication.ts";
import type { Db } from "../../db/client.ts";
import {
  activities,
  bankDebits,
  bankMovements,
  payerShares,
  payments,
  profiles,
  refundFiles,
  refunds,
  registrations,
  thirdPartyPayers,
  users,
} from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { loadAssociation } from "../association/index.ts";
import { type AuditActor, recordAudit } from "../audit-log.ts";
import { loadRefundSettings } from "../payments/index.ts";

const FILE_NOT_FOUND = "Fichier de remboursement non trouvé";
const MOVEMENT_NOT_FOUND = "Un des remboursements choisis n'existe pas\u00a0: la liste a été mise à jour.";
const NOTHING_LEFT =
  "Aucun des remboursements choisis ne peut plus aller dans un fichier\u00a0: ils sont déjà dans un fichier, remboursés ou sans IBAN valide. La liste a été mise à jour.";
const NO_ACCOUNT =
  "Le compte bancaire de l'association n'est pas indiqué\u00a0: ajoutez-le dans les paramètres (L'association\u00a0: identité et compte) avant de faire un fichier de remboursement.";
const BAD_ACCOUNT =
  "Le compte bancaire de l'association n'est pas un IBAN valide\u00a0: corrigez-le dans les paramètres avant de faire un fichier de remboursement.";
const NO_NAME =
  "L'association n'a pas de nom utilisable dans un fichier SEPA\u00a0: indiquez le bénéficiaire du compte dans les paramètres.";
const NOT_WRITTEN = "Le fichier SEPA n'a pas pu être écrit avec ces remboursements\u00a0: remboursez-les à la main.";
const ALREADY_CARRIED_OUT = "Ce fichier ne peut plus être retiré\u00a0: la banque a déjà effectué au moins un de ses virements.";

const NO_ACCOUNT_OF_PAYER = "Le relevé ne donne pas le compte du donneur d'ordre\u00a0: remboursez à la main.";
const badIbanOfPayer = (account: string) =>
  `Le compte du donneur d'ordre (${account}) n'est pas un IBAN valide\u00a0: remboursez à la main.`;
const NO_NAME_OF_PAYER = "Le nom du donneur d'ordre est inconnu\u00a0: remboursez à la main.";
const foreignCurrency = (currency: string) => `Ce virement est en ${currency}\u00a0: un fichier SEPA ne rembourse que des euros.`;

/** 'RMB' and 32 hexadecimal digits: 35 characters, the most an end-to-end identifier holds. */
const newEndToEndId = () => `RMB${randomUUID().replaceAll("-", "").toUpperCase()}`;
/** 'RMBF', the day and 16 hexadecimal digits: unique, short enough for the ids the file derives from it (35 at most). */
const newMessageId = (day: string) => `RMBF${day.replaceAll("-", "")}${randomUUID().replaceAll("-", "").slice(0, 16).toUpperCase()}`;

/** How a credit's history names its transfer in a file: the sum, the account, the day the file was made. */
const fileLine = (amountCents: number, iban: string, day: string) =>
  `${formatEuros(amountCents)} vers ${formatIban(iban)}, fichier SEPA du ${formatDateFr(day)}`;

const shareRegistrations = alias(registrations, "share_registrations");
const shareActivities = alias(activities, "share_activities");
const shareParents = alias(profiles, "share_parents");
const parentName = sql<string | null>`nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), '')`;
const dueCondition = and(gt(bankMovements.refundCents, 0), isNull(bankMovements.refundSettledAt));

/** The payer a credit's refund goes to, and why it cannot go in a file (null: it can). */
function creditorOf(movement: typeof bankMovements.$inferSelect, parent: string | null) {
  const name = sepaText(movement.counterpartyName ?? parent ?? "", SEPA_NAME_MAX);
  const account = movement.counterpartyAccount?.trim() || null;
  const valid = account !== null && isValidIban(account);
  const iban = account && valid ? compactIban(account) : account;
  const blocked =
    movement.currency !== "EUR"
      ? foreignCurrency(movement.currency)
      : account === null
        ? NO_ACCOUNT_OF_PAYER
        : !valid
          ? badIbanOfPayer(account)
          : name === ""
            ? NO_NAME_OF_PAYER
            : null;
  return { name, iban, blocked };
}

/** The credits with a refund due (only these without `ids`) and who paid them: a parent, an organisation or the other parent. */
function dueCredits(db: Db, ids?: string[]) {
  return db
    .select({
      movement: bankMovements,
      payment: payments,
      activityTitle: activities.title,
      parentName,
      parentEmail: users.email,
      // An organisation's credit (decision 0056): its name, its child's plaine and registration.
      // An organisation's credit (decision 0056), or the other parent's for their part (0058).
      share: {
        registrationId: payerShares.registrationId,
        payerName: sql<
          string | null
        >`coalesce(${thirdPartyPayers.name}, nullif(trim(concat_ws(' ', ${shareParents.firstName}, ${shareParents.lastName})), ''))`,
        activityTitle: shareActivities.title,
      },
    })
    .from(bankMovements)
    .leftJoin(payments, eq(payments.id, bankMovements.paymentId))
    .leftJoin(activities, eq(activities.id, payments.activityId))
    .leftJoin(users, eq(users.id, payments.parentId))
    .leftJoin(profiles, eq(profiles.id, payments.parentId))
    .leftJoin(payerShares, eq(payerShares.id, bankMovements.payerShareId))
    .leftJoin(thirdPartyPayers, eq(thirdPartyPayers.id, payerShares.payerId))
    .leftJoin(shareParents, eq(shareParents.id, payerShares.parentId))
    .leftJoin(shareRegistrations, eq(shareRegistrations.id, payerShares.registrationId))
    .leftJoin(shareActivities, eq(shareActivities.id, shareRegistrations.activityId))
    .where(ids ? and(dueCondition, inArray(bankMovements.id, ids)) : dueCondition)
    .orderBy(desc(bankMovements.valueDate), asc(bankMovements.movementKey));
}

/** The refunds due on these credits (all the due ones without `ids`), newest value date first. */
async function refundsDue(db: Db, ids?: string[]): Promise<(RefundDue & { sepaName: string })[]> {
  const rows = await dueCredits(db, ids);
  if (rows.length === 0) return [];
  const movementIds = rows.map((row) => row.movement.id);
  const inFiles = await db
    .select({
      movementId: refunds.bankMovementId,
      fileId: refunds.fileId,
      amountCents: refunds.amountCents,
      paidAt: refunds.paidAt,
      createdAt: refundFiles.createdAt,
    })
    .from(refunds)
    .innerJoin(refundFiles, eq(refundFiles.id, refunds.fileId))
    .where(inArray(refunds.bankMovementId, movementIds))
    .orderBy(asc(refundFiles.createdAt), asc(refunds.id));
  const paymentIds = [...new Set(rows.flatMap((row) => (row.payment ? [row.payment.id] : [])))];
  const regs = paymentIds.length
    ? await db
        .select({
          id: registrations.id,
          paymentId: registrations.paymentId,
          isPrimary: registrations.isPrimary,
          status: registrations.status,
          priceCents: registrations.priceCents,
          priceReason: registrations.priceReason,
        })
        .from(registrations)
        .where(inArray(registrations.paymentId, paymentIds))
        .orderBy(desc(registrations.isPrimary), asc(registrations.createdAt))
    : [];
  return rows.map(({ movement, payment, activityTitle, share, ...parent }) => {
    const who = share?.payerName ?? parent.parentName ?? parent.parentEmail;
    const creditor = creditorOf(movement, share?.payerName ?? parent.parentName);
    const files = inFiles.filter((part) => part.movementId === movement.id);
    const held = files.reduce((sum, part) => sum + part.amountCents, 0);
    const ofPayment = payment ? regs.filter((registration) => registration.paymentId === payment.id) : [];
    const reason = refundReason(payment ? { ...payment, registrations: ofPayment } : null);
    return {
      movementId: movement.id,
      refundCents: movement.refundCents,
      outstandingCents: Math.max(movement.refundCents - held, 0),
      receivedCents: movement.amountCents,
      currency: movement.currency,
      valueDate: movement.valueDate,
      creditorName: movement.counterpartyName ?? share?.payerName ?? parent.parentName,
      sepaName: creditor.name,
      iban: creditor.iban,
      blocked: creditor.blocked,
      reason,
      reasonLabel: REFUND_REASON_LABELS[reason],
      activityTitle: share?.activityTitle ?? activityTitle,
      reference: ofPayment[0]
        ? registrationReference(ofPayment[0].id)
        : share?.registrationId
          ? registrationReference(share.registrationId)
          : null,
      parentName: who,
      communication: movement.structuredCommunication ? formatStructuredCommunication(movement.structuredCommunication) : null,
      inFiles: files.map((part) => ({
        fileId: part.fileId,
        createdAt: part.createdAt.toISOString(),
        amountCents: part.amountCents,
        paid: part.paidAt !== null,
      })),
    };
  });
}

const creatorName = sql<
  string | null
>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${users.email})`;
const fileDay = sql<string>`to_char(${refundFiles.createdAt} at time zone 'Europe/Brussels', 'YYYY-MM-DD')`;
/** Its rank among the files of its day in Brussels: 1 for the first. */
const fileNumber = sql<number>`(select count(*)::int from refund_files f
  where (f.created_at at time zone 'Europe/Brussels')::date = (${refundFiles.createdAt} at time zone 'Europe/Brussels')::date
    and (f.created_at, f.id) <= (${refundFiles.createdAt}, ${refundFiles.id}))`;
const paidTransfers = sql<number>`(select count(*)::int from refunds r where r.file_id = ${refundFiles.id} and r.paid_at is not null)`;

async function fileSummaries(db: Db, id?: string): Promise<RefundFileSummary[]> {
  const rows = await db
    .select({
      id: refundFiles.id,
      createdAt: refundFiles.createdAt,
      day: fileDay,
      number: fileNumber,
      messageId: refundFiles.messageId,
      format: refundFiles.format,
      transfers: refundFiles.transfers,
      totalCents: refundFiles.totalCents,
      paidTransfers,
      createdBy: creatorName,
    })
    .from(refundFiles)
    .leftJoin(users, eq(users.id, refundFiles.createdBy))
    .leftJoin(profiles, eq(profiles.id, refundFiles.createdBy))
    .where(id ? eq(refundFiles.id, id) : undefined)
    .orderBy(desc(refundFiles.createdAt), desc(refundFiles.id))
    .limit(REFUND_FILES_SHOWN);
  return rows.map(({ day, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    number: Number(row.number),
    paidTransfers: Number(row.paidTransfers),
    fileName: refundFileName(day, Number(row.number)),
  }));
}

/** GET /api/admin/refunds: the refunds due, the files made (newest first), the next file's version. */
export async function listRefunds(db: Db): Promise<RefundsResponse> {
  const due = await refundsDue(db);
  return {
    due: due.map(({ sepaName: _, ...refund }) => refund),
    files: await listRefundFiles(db),
    format: (await loadRefundSettings(db)).fileFormat,
  };
}

/** The files made so far, newest first: when, by whom, how many transfers, how much, how many made. */
async function listRefundFiles(db: Db): Promise<RefundFileSummary[]> {
  return fileSummaries(db);
}

/** A date and time as the file's creation stamp reads them: Brussels' wall clock, in the fields the library reads. */
function brusselsWallClock(now: Date): Date {
  const { date, time } = brusselsDateTime(now);
  const [y, m, d] = date.split("-").map(Number);
  const [h, min, s = 0] = time.split(":").map(Number);
  return new Date(y, m - 1, d, h, min, s);
}

interface Transfer {
  endToEndId: string;
  amountCents: number;
  name: string;
  iban: string;
  remittance: string;
}

/** The pain.001 XML of the transfers, from the association's account, asked for `executionDate`. */
function refundXml(input: {
  format: RefundFileFormat;
  messageId: string;
  now: Date;
  executionDate: string;
  initiator: string;
  debtor: { name: string; iban: string; bic: string };
  transfers: Transfer[];
}): string {
  const document = new SepaDocument(input.format);
  document.grpHdr.id = input.messageId;
  document.grpHdr.created = brusselsWallClock(input.now);
  document.grpHdr.initiatorName = input.initiator;
  const info = document.createPaymentInfo();
  const [y, m, d] = input.executionDate.split("-").map(Number);
  info.requestedExecutionDate = new Date(y, m - 1, d, 12);
  info.debtorName = input.debtor.name;
  info.debtorIBAN = input.debtor.iban;
  // A BIC of another country than the account's is left out (the bank knows its own).
  info.debtorBIC = input.debtor.bic.slice(4, 6) === input.debtor.iban.slice(0, 2) ? input.debtor.bic : "";
  document.addPaymentInfo(info);
  for (const transfer of input.transfers) {
    const tx = info.createTransaction();
    tx.end2endId = transfer.endToEndId;
    tx.amount = transfer.amountCents / 100;
    tx.currency = "EUR";
    tx.creditorName = transfer.name;
    tx.creditorIBAN = transfer.iban;
    tx.remittanceInfo = transfer.remittance;
    info.addTransaction(tx);
  }
  try {
    return document.toString();
  } catch {
    throw new HttpError("CONFLICT", NOT_WRITTEN);
  }
}

/**
 * A SEPA file of the refunds of these credits: one transaction, the credits locked in id order and
 * what is left to send recomputed under the lock. A credit with nothing left (in another file
 * meanwhile, marked as refunded, no valid IBAN) is left out; nothing left at all is a 409. The file
 * and its transfers are kept, each credit's history says which file holds its refund.
 */
export async function createRefundFile(
  db: Db,
  actor: AuditActor,
  movementIds: string[],
  now: Date = new Date(),
): Promise<RefundFileSummary> {
  const fileId = await db.transaction(async (tx) => {
    const ids = [...movementIds].sort();
    const locked = await tx
      .select({ id: bankMovements.id })
      .from(bankMovements)
      .where(inArray(bankMovements.id, ids))
      .orderBy(asc(bankMovements.id))
      .for("update");
    if (locked.length < ids.length) throw notFound(MOVEMENT_NOT_FOUND);
    const { identity, bank } = await loadAssociation(tx);
    if (!bank) throw new HttpError("CONFLICT", NO_ACCOUNT);
    const debtorIban = compactIban(bank.iban);
    if (!isValidIban(debtorIban)) throw new HttpError("CONFLICT", BAD_ACCOUNT);
    const debtorName = sepaText(bank.beneficiary, SEPA_NAME_MAX);
    if (!debtorName) throw new HttpError("CONFLICT", NO_NAME);

    const due = (await refundsDue(tx, ids)).filter((refund) => refund.outstandingCents > 0 && refund.blocked === null);
    if (due.length === 0) throw new HttpError("CONFLICT", NOTHING_LEFT);
    const transfers: (Transfer & { movementId: string })[] = due.map((refund) => ({
      movementId: refund.movementId,
      endToEndId: newEndToEndId(),
      amountCents: refund.outstandingCents,
      name: refund.sepaName,
      iban: refund.iban!,
      remittance: refundRemittance(refund.activityTitle, refund.reference),
    }));
    const today = brusselsToday(now);
    const format = (await loadRefundSettings(tx)).fileFormat;
    const messageId = newMessageId(today);
    const totalCents = transfers.reduce((sum, transfer) => sum + transfer.amountCents, 0);
    const xml = refundXml({
      format,
      messageId,
      now,
      executionDate: refundExecutionDate(today),
      initiator: sepaText(identity.name, SEPA_NAME_MAX) || debtorName,
      debtor: { name: debtorName, iban: debtorIban, bic: isValidBic(bank.bic) ? bank.bic.trim().toUpperCase() : "" },
      transfers,
    });
    const [file] = await tx
      .insert(refundFiles)
      .values({ messageId, format, transfers: transfers.length, totalCents, xml, createdBy: actor.id, createdAt: now })
      .returning({ id: refundFiles.id });
    await tx.insert(refunds).values(
      transfers.map((transfer) => ({
        bankMovementId: transfer.movementId,
        fileId: file.id,
        amountCents: transfer.amountCents,
        endToEndId: transfer.endToEndId,
        creditorName: transfer.name,
        creditorIban: transfer.iban,
      })),
    );
    await recordAudit(
      tx,
      ...transfers.map((transfer) => ({
        actor,
        entity: "bank_movement" as const,
        entityId: transfer.movementId,
        action: "update" as const,
        before: { refundFile: null },
        after: { refundFile: fileLine(transfer.amountCents, transfer.iban, today) },
      })),
    );
    return file.id;
  });
  const [summary] = await fileSummaries(db, fileId);
  return summary;
}

/**
 * A file the bank never carried out (refused, or downloaded and never uploaded) taken back: its
 * transfers leave it and their sums are to refund again, for a new file. One transaction: the
 * file's credits locked in id order (as createRefundFile and a statement's debit lock them), then
 * the file. Refused (409) once the bank carried out one of its transfers: a refund paid (by a
 * debit, or by hand), or a debit carrying one of its end-to-end identifiers. Nothing is added to
 * the schema to keep it: the file and its transfers are deleted, and each credit's history says
 * who took its transfer out of which file.
 */
export async function withdrawRefundFile(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const held = await tx.selectDistinct({ movementId: refunds.bankMovementId }).from(refunds).where(eq(refunds.fileId, id));
    const movementIds = held.map((row) => row.movementId).sort();
    if (movementIds.length > 0) {
      await tx
        .select({ id: bankMovements.id })
        .from(bankMovements)
        .where(inArray(bankMovements.id, movementIds))
        .orderBy(asc(bankMovements.id))
        .for("update");
    }
    const [file] = await tx
      .select({ id: refundFiles.id, createdAt: refundFiles.createdAt })
      .from(refundFiles)
      .where(eq(refundFiles.id, id))
      .for("update");
    if (!file) throw notFound(FILE_NOT_FOUND);
    // Read again under the locks: a debit marks a refund paid only under its credit's lock.
    const transfers = await tx.select().from(refunds).where(eq(refunds.fileId, id)).orderBy(asc(refunds.bankMovementId), asc(refunds.id));
    if (transfers.some((transfer) => transfer.paidAt !== null)) throw new HttpError("CONFLICT", ALREADY_CARRIED_OUT);
    const endToEndIds = transfers.map((transfer) => transfer.endToEndId);
    const debited = endToEndIds.length
      ? await tx.select({ id: bankDebits.id }).from(bankDebits).where(inArray(bankDebits.endToEndId, endToEndIds)).limit(1)
      : [];
    if (debited.length > 0) throw new HttpError("CONFLICT", ALREADY_CARRIED_OUT);

    await tx.delete(refundFiles).where(eq(refundFiles.id, id));
    const day = brusselsToday(file.createdAt);
    await recordAudit(
      tx,
      ...transfers.map((transfer) => ({
        actor,
        entity: "bank_movement" as const,
        entityId: transfer.bankMovementId,
        action: "update" as const,
        before: { refundFile: fileLine(transfer.amountCents, transfer.creditorIban, day) },
        after: { refundFile: null },
      })),
    );
  });
}

/** A refund file's XML exactly as it was made, and the name it is downloaded under. */
export async function refundFileXml(db: Db, id: string): Promise<{ xml: string; fileName: string }> {
  const [row] = await db.select({ xml: refundFiles.xml }).from(refundFiles).where(eq(refundFiles.id, id));
  if (!row) throw notFound(FILE_NOT_FOUND);
  const [summary] = await fileSummaries(db, id);
  return { xml: row.xml, fileName: summary.fileName };
}

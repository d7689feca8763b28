/**
 * The import of a bank statement file: each credit recorded once by its identity at the bank,
 * then matched on its structured communication (given as such, or typed in the free text) to its
 * payment. A file of thousands of movements is read, deduplicated and looked up in a few bulk
 * queries; the credits that name no payment (or are in another currency than the euro) are
 * recorded by batches, unmatched; each credit that pays something is settled in a transaction of
 * its own, so a plaine is locked for one credit at a time (decision 0029). A credit recorded by
 * another administrator's import of the same file meanwhile waits on its unique key, then counts
 * as already imported here. A credit whose identity is known but whose amount or communication is
 * not is neither recorded nor applied: the report lists it for review. Each debit is recorded
 * once by its identity too; one carrying the end-to-end identifier and amount of a refund sent by
 * file marks it paid (refund-paid.ts). Each import is kept with its report (imports.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import type { BankImportConflict, BankImportReport } from "../../../domain/contracts/admin-bank.ts";
import { type CreditEffect, findStructuredCommunication } from "../../../domain/bank-transfers.ts";
import { formatStructuredCommunication } from "../../../domain/structured-communication.ts";
import type { Db } from "../../db/client.ts";
import { bankDebits, bankMovements, payerShares, payments } from "../../db/schema.ts";
import type { AuditActor } from "../audit-log.ts";
import { afterCommit, type AfterCommitDeps } from "../after-commit.ts";
import { lockTransferByCommunication, receiveTransfer } from "../payments/index.ts";
import { type CreditDeps, recordCreditOutcome, settleShareCredit } from "./apply-credit.ts";
import type { SettleRefundDeps } from "./movements.ts";
import { recordStatementImport } from "./imports.ts";
import { readStatement } from "./read-statement.ts";
import {
  type DebitRow,
  markRefundsPaidByDebit,
  paysRefund,
  refundConflictOf,
  type RefundOnFile,
  refundsByEndToEndId,
} from "./refund-paid.ts";
import type { BankCredit, BankDebit, ParsedStatement } from "./statement.ts";

export interface BankImportDeps extends CreditDeps, AfterCommitDeps {
  db: Db;
  mailer: CreditDeps["mailer"] & AfterCommitDeps["mailer"];
  config: CreditDeps["config"] & SettleRefundDeps["config"];
}

/** Rows per bulk insert: each column goes as one array parameter, so a batch is one short statement. */
const BATCH = 2_000;

type SettleResult = "matched" | "partlyPaid" | "overpaid" | "unmatched" | "alreadyImported";

type MovementInsert = typeof bankMovements.$inferInsert & { currency: string };

/** One array parameter (`$1::text[]`), not the list of parameters drizzle makes of an array. */
const textArray = (values: (string | null)[]) => sql`${sql.param(values)}::text[]`;

function movementRow(actor: AuditActor, statement: ParsedStatement, credit: BankCredit, communication: string | null): MovementInsert {
  return {
    movementKey: credit.movementKey,
    format: statement.format,
    account: statement.account,
    amountCents: credit.amountCents,
    currency: credit.currency,
    valueDate: credit.valueDate,
    bookingDate: credit.bookingDate,
    structuredCommunication: communication,
    freeCommunication: credit.freeCommunication,
    counterpartyName: credit.counterpartyName,
    counterpartyAccount: credit.counterpartyAccount,
    outcome: "unmatched",
    importedBy: actor.id,
  };
}

/** What a credit says that its identity must always say again: amount, currency, communication. */
interface MovementFacts {
  valueDate: string;
  amountCents: number;
  currency: string;
  structuredCommunication: string | null;
  freeCommunication: string;
}

/** The movements among these keys that some import recorded before, with what they said: one query. */
async function knownMovements(db: Db, keys: string[]): Promise<Map<string, MovementFacts>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      key: bankMovements.movementKey,
      valueDate: bankMovements.valueDate,
      amountCents: bankMovements.amountCents,
      currency: bankMovements.currency,
      structuredCommunication: bankMovements.structuredCommunication,
      freeCommunication: bankMovements.freeCommunication,
    })
    .from(bankMovements)
    .where(sql`${bankMovements.movementKey} = any(${textArray(keys)})`);
  return new Map(rows.map(({ key, ...facts }) => [key, facts]));
}

/** The text the payer wrote, as two exports of one movement may space it. */
const sameText = (a: string, b: string) => a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim();

/** The same movement again (an overlapping statement, the same file twice), not another one under its identity. */
function sameMovement(recorded: MovementFacts, again: MovementFacts): boolean {
  return (
    recorded.amountCents === again.amountCents &&
    recorded.currency === again.currency &&
    recorded.structuredCommunication === again.structuredCommunication &&
    sameText(recorded.freeCommunication, again.freeCommunication)
  );
}

const communicationText = (digits: string | null) => (digits ? formatStructuredCommunication(digits) : null);

function conflictOf(credit: BankCredit, facts: MovementFacts, recorded: MovementFacts): BankImportConflict {
  return {
    valueDate: credit.valueDate,
    amountCents: credit.amountCents,
    currency: credit.currency,
    communication: communicationText(facts.structuredCommunication),
    freeCommunication: credit.freeCommunication,
    counterpartyName: credit.counterpartyName,
    recorded: {
      valueDate: recorded.valueDate,
      amountCents: recorded.amountCents,
      currency: recorded.currency,
      communication: communicationText(recorded.structuredCommunication),
      freeCommunication: recorded.freeCommunication,
    },
  };
}

/** The structured communications among these that name a bank-transfer payment or an organisation's share: one query each. */
async function paidCommunications(db: Db, communications: string[]): Promise<Map<string, "payment" | "share">> {
  const named = new Map<string, "payment" | "share">();
  if (communications.length === 0) return named;
  const asked = textArray([...new Set(communications)]);
  const shares = await db
    .select({ communication: payerShares.structuredCommunication })
    .from(payerShares)
    .where(sql`${payerShares.structuredCommunication} = any(${asked})`);
  for (const row of shares) named.set(row.communication, "share");
  const rows = await db
    .select({ communication: payments.structuredCommunication })
    .from(payments)
    .where(and(sql`${payments.structuredCommunication} = any(${asked})`, eq(payments.method, "bank_transfer")));
  for (const row of rows) if (row.communication) named.set(row.communication, "payment");
  return named;
}

/**
 * Credits nobody can match, recorded unmatched by batches of one statement each (no transaction
 * held, no plaine locked); the keys actually recorded (another import of the same movements may
 * have been first).
 */
async function recordUnmatched(db: Db, statement: ParsedStatement, actor: AuditActor, rows: MovementInsert[]): Promise<Set<string>> {
  const recorded = new Set<string>();
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const texts = (pick: (row: MovementInsert) => string | null | undefined) => textArray(batch.map((row) => pick(row) ?? null));
    const result = await db.execute(sql`
      insert into bank_movements (movement_key, format, account, amount_cents, currency, value_date, booking_date,
             structured_communication, free_communication, counterparty_name, counterparty_account, outcome, imported_by)
      select t.movement_key, ${statement.format}, ${statement.account}, t.amount_cents, t.currency, t.value_date::date,
             t.booking_date::date, t.structured_communication, t.free_communication, t.counterparty_name,
             t.counterparty_account, 'unmatched', ${actor.id}
        from unnest(${texts((row) => row.movementKey)}, ${sql.param(batch.map((row) => row.amountCents))}::integer[],
                    ${texts((row) => row.currency)}, ${texts((row) => row.valueDate)}, ${texts((row) => row.bookingDate)},
                    ${texts((row) => row.structuredCommunication)}, ${texts((row) => row.freeCommunication)},
                    ${texts((row) => row.counterpartyName)}, ${texts((row) => row.counterpartyAccount)})
          as t(movement_key, amount_cents, currency, value_date, booking_date, structured_communication, free_communication,
               counterparty_name, counterparty_account)
      on conflict (movement_key) do nothing
      returning movement_key`);
    for (const row of (result as { rows: { movement_key: string }[] }).rows) recorded.add(row.movement_key);
  }
  return recorded;
}

/**
 * One credit that names a payment: recorded and applied in its own transaction (the plaine, then
 * the payment, locked, found by the communication in the locking statements themselves).
 */
async function settleCredit(
  deps: BankImportDeps,
  actor: AuditActor,
  row: MovementInsert,
  communication: string,
  target: "payment" | "share",
): Promise<SettleResult> {
  return deps.db.transaction(async (tx) => {
    const [movement] = await tx.insert(bankMovements).values(row).onConflictDoNothing({ target: bankMovements.movementKey }).returning();
    if (!movement) return "alreadyImported";
    if (target === "share") return settledAs(await settleShareCredit(tx, actor, movement, communication));
    const locked = await lockTransferByCommunication(tx, communication);
    // Gone since the look-up (purged with its anonymised parent): the credit waits like any other.
    if (!locked) return "unmatched";
    const effect = await receiveTransfer(tx, deps, actor, locked, movement);
    await recordCreditOutcome(tx, movement, locked.payment.id, effect);
    return settledAs(effect);
  });
}

const settledAs = (effect: CreditEffect | null): SettleResult =>
  !effect ? "unmatched" : effect.outcome === "paid" ? "matched" : effect.outcome === "partly_paid" ? "partlyPaid" : "overpaid";

function debitRow(statement: ParsedStatement, debit: BankDebit): DebitRow {
  return {
    movementKey: debit.movementKey,
    format: statement.format,
    account: statement.account,
    amountCents: debit.amountCents,
    currency: debit.currency,
    valueDate: debit.valueDate,
    bookingDate: debit.bookingDate,
    endToEndId: debit.endToEndId,
    counterpartyName: debit.counterpartyName,
    counterpartyAccount: debit.counterpartyAccount,
    freeCommunication: debit.freeCommunication,
  };
}

/** Debits that pay no refund, recorded by batches; the keys actually recorded (another import may have been first). */
async function recordDebits(db: Db, rows: DebitRow[]): Promise<Set<string>> {
  const recorded = new Set<string>();
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const inserted = await db
      .insert(bankDebits)
      .values(batch)
      .onConflictDoNothing({ target: bankDebits.movementKey })
      .returning({ key: bankDebits.movementKey });
    for (const row of inserted) recorded.add(row.key);
  }
  return recorded;
}

/**
 * The file's debits, each recorded once: those that pay a refund sent by file (its end-to-end
 * identifier and amount) one by one, marking it paid; the others by batches. A debit naming a
 * refund with another amount is recorded and reported, the refund left unpaid.
 */
async function importDebits(deps: BankImportDeps, actor: AuditActor, statement: ParsedStatement, report: BankImportReport) {
  const fresh = new Map<string, BankDebit>();
  for (const debit of statement.debits) {
    if (fresh.has(debit.movementKey)) report.alreadyImported += 1;
    else fresh.set(debit.movementKey, debit);
  }
  const known = new Set<string>();
  const keys = [...fresh.keys()];
  if (keys.length > 0) {
    const rows = await deps.db
      .select({ key: bankDebits.movementKey })
      .from(bankDebits)
      .where(sql`${bankDebits.movementKey} = any(${textArray(keys)})`);
    for (const row of rows) known.add(row.key);
  }
  const candidates = [...fresh.values()].filter((debit) => !known.has(debit.movementKey));
  report.alreadyImported += fresh.size - candidates.length;
  const refundsOnFile = await refundsByEndToEndId(
    deps.db,
    candidates.flatMap((debit) => (debit.endToEndId ? [debit.endToEndId] : [])),
  );
  const paying: { row: DebitRow; refund: RefundOnFile }[] = [];
  const others: { debit: BankDebit; refund: RefundOnFile | undefined }[] = [];
  for (const debit of candidates) {
    const refund = debit.endToEndId ? refundsOnFile.get(debit.endToEndId) : undefined;
    if (refund && paysRefund(debit, refund)) paying.push({ row: debitRow(statement, debit), refund });
    else others.push({ debit, refund });
  }
  const recorded = await recordDebits(
    deps.db,
    others.map(({ debit }) => debitRow(statement, debit)),
  );
  for (const { debit, refund } of others) {
    if (!recorded.has(debit.movementKey)) {
      report.alreadyImported += 1;
      continue;
    }
    report.debits += 1;
    if (refund && debit.endToEndId) report.refundConflicts.push(refundConflictOf({ ...debit, endToEndId: debit.endToEndId }, refund));
  }
  for (const { row, refund } of paying) {
    const outcome = await markRefundsPaidByDebit(deps, actor, row, refund);
    if (outcome === "alreadyImported") report.alreadyImported += 1;
    else report.debits += 1;
    if (outcome === "recognised") report.refundsRecognised += 1;
  }
}

/**
 * Reads one file and applies its credits, then keeps the import and its report under the file's
 * name; a file that cannot be read changes nothing and says why.
 */
export async function importStatementFile(
  deps: BankImportDeps,
  actor: AuditActor,
  bytes: Uint8Array,
  fileName = "",
): Promise<BankImportReport> {
  const statement = readStatement(bytes);
  const report: BankImportReport = {
    format: statement.format,
    account: statement.account,
    credits: statement.credits.length,
    matched: 0,
    partlyPaid: 0,
    overpaid: 0,
    unmatched: 0,
    alreadyImported: 0,
    debits: 0,
    refundsRecognised: 0,
    refundConflicts: [],
    zeroAmountsIgnored: statement.zeroAmountsIgnored,
    foreignCurrency: [],
    conflicts: [],
  };

  // The same movement twice in one file (overlapping statements) or already recorded: once only.
  // Another amount or communication under a known identity is not the same movement: for review.
  const known = await knownMovements(
    deps.db,
    statement.credits.map((credit) => credit.movementKey),
  );
  const fresh = new Map<string, { credit: BankCredit; facts: MovementFacts }>();
  for (const credit of statement.credits) {
    const communication = credit.structuredCommunication ?? findStructuredCommunication(credit.freeCommunication);
    const facts: MovementFacts = { ...credit, structuredCommunication: communication };
    const recorded = known.get(credit.movementKey) ?? fresh.get(credit.movementKey)?.facts;
    if (!recorded) fresh.set(credit.movementKey, { credit, facts });
    else if (sameMovement(recorded, facts)) report.alreadyImported += 1;
    else report.conflicts.push(conflictOf(credit, facts, recorded));
  }

  const payable = await paidCommunications(
    deps.db,
    [...fresh.values()].flatMap(({ credit, facts }) => (credit.currency === "EUR" ? (facts.structuredCommunication ?? []) : [])),
  );
  const toSettle: { row: MovementInsert; communication: string; target: "payment" | "share" }[] = [];
  const waiting: MovementInsert[] = [];
  for (const { credit, facts } of fresh.values()) {
    const communication = facts.structuredCommunication;
    const row = movementRow(actor, statement, credit, communication);
    // A credit in another currency is never matched: a payment is in euros.
    const target = communication ? payable.get(communication) : undefined;
    if (credit.currency === "EUR" && communication && target) toSettle.push({ row, communication, target });
    else waiting.push(row);
  }

  try {
    const recorded = await recordUnmatched(deps.db, statement, actor, waiting);
    const foreign = new Map<string, number>();
    for (const row of waiting) {
      if (!recorded.has(row.movementKey)) report.alreadyImported += 1;
      else if (row.currency !== "EUR") foreign.set(row.currency, (foreign.get(row.currency) ?? 0) + 1);
      else report.unmatched += 1;
    }
    report.foreignCurrency = [...foreign].sort(([a], [b]) => a.localeCompare(b)).map(([currency, credits]) => ({ currency, credits }));
    for (const { row, communication, target } of toSettle) report[await settleCredit(deps, actor, row, communication, target)] += 1;
    await importDebits(deps, actor, statement, report);
  } finally {
    afterCommit(deps);
  }
  await recordStatementImport(deps.db, actor, { fileName, statement, report });
  return report;
}

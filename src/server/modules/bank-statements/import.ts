/**
 * The import of a bank statement file: each credit recorded once by its identity at the bank,
 * then matched on its structured communication (given as such, or typed in the free text) to its
 * payment. A file of thousands of movements is read, deduplicated and looked up in a few bulk
 * queries; the credits that name no payment (or are in another currency than the euro) are
 * recorded by batches, unmatched; each credit that pays something is settled in a transaction of
 * its own, so a plaine is locked for one credit at a time (decision 0029). A credit recorded by
 * another administrator's import of the same file meanwhile waits on its unique key, then counts
 * as already imported here.
 */
import { and, eq, sql } from "drizzle-orm";
import type { BankImportReport } from "../../../domain/contracts/admin-bank.ts";
import { findStructuredCommunication } from "../../../domain/bank-transfers.ts";
import type { Db } from "../../db/client.ts";
import { bankMovements, payments } from "../../db/schema.ts";
import type { AuditActor } from "../audit-log.ts";
import { afterCommit, type AfterCommitDeps } from "../after-commit.ts";
import { lockTransferByCommunication, receiveTransfer } from "../payments/index.ts";
import { type CreditDeps, recordCreditOutcome } from "./apply-credit.ts";
import { readStatement } from "./read-statement.ts";
import type { BankCredit, ParsedStatement } from "./statement.ts";

export interface BankImportDeps extends CreditDeps, AfterCommitDeps {
  db: Db;
  mailer: CreditDeps["mailer"] & AfterCommitDeps["mailer"];
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

/** The keys among these that some import recorded before: one query. */
async function knownKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: bankMovements.movementKey })
    .from(bankMovements)
    .where(sql`${bankMovements.movementKey} = any(${textArray(keys)})`);
  return new Set(rows.map((row) => row.key));
}

/** The structured communications among these that name a bank-transfer payment: one query. */
async function paidCommunications(db: Db, communications: string[]): Promise<Set<string>> {
  if (communications.length === 0) return new Set();
  const rows = await db
    .select({ communication: payments.structuredCommunication })
    .from(payments)
    .where(
      and(sql`${payments.structuredCommunication} = any(${textArray([...new Set(communications)])})`, eq(payments.method, "bank_transfer")),
    );
  return new Set(rows.flatMap((row) => (row.communication ? [row.communication] : [])));
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
async function settleCredit(deps: BankImportDeps, actor: AuditActor, row: MovementInsert, communication: string): Promise<SettleResult> {
  return deps.db.transaction(async (tx) => {
    const [movement] = await tx.insert(bankMovements).values(row).onConflictDoNothing({ target: bankMovements.movementKey }).returning();
    if (!movement) return "alreadyImported";
    const locked = await lockTransferByCommunication(tx, communication);
    // Gone since the look-up (purged with its anonymised parent): the credit waits like any other.
    if (!locked) return "unmatched";
    const effect = await receiveTransfer(tx, deps, actor, locked, movement);
    await recordCreditOutcome(tx, movement.id, locked.payment.id, effect);
    return effect.outcome === "paid" ? "matched" : effect.outcome === "partly_paid" ? "partlyPaid" : "overpaid";
  });
}

/** Reads one file and applies its credits; a file that cannot be read changes nothing and says why. */
export async function importStatementFile(deps: BankImportDeps, actor: AuditActor, bytes: Uint8Array): Promise<BankImportReport> {
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
    debitsIgnored: statement.debitsIgnored,
    zeroAmountsIgnored: statement.zeroAmountsIgnored,
    foreignCurrency: [],
  };

  // The same movement twice in one file (overlapping statements) or already recorded: once only.
  const known = await knownKeys(
    deps.db,
    statement.credits.map((credit) => credit.movementKey),
  );
  const fresh = new Map<string, BankCredit>();
  for (const credit of statement.credits) {
    if (known.has(credit.movementKey) || fresh.has(credit.movementKey)) report.alreadyImported += 1;
    else fresh.set(credit.movementKey, credit);
  }

  const communicationOf = new Map(
    [...fresh.values()].map((credit) => [
      credit.movementKey,
      credit.structuredCommunication ?? findStructuredCommunication(credit.freeCommunication),
    ]),
  );
  const payable = await paidCommunications(
    deps.db,
    [...fresh.values()].flatMap((credit) => (credit.currency === "EUR" ? (communicationOf.get(credit.movementKey) ?? []) : [])),
  );
  const toSettle: { row: MovementInsert; communication: string }[] = [];
  const waiting: MovementInsert[] = [];
  for (const credit of fresh.values()) {
    const communication = communicationOf.get(credit.movementKey) ?? null;
    const row = movementRow(actor, statement, credit, communication);
    // A credit in another currency is never matched: a payment is in euros.
    if (credit.currency === "EUR" && communication && payable.has(communication)) toSettle.push({ row, communication });
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
    for (const { row, communication } of toSettle) report[await settleCredit(deps, actor, row, communication)] += 1;
  } finally {
    afterCommit(deps);
  }
  return report;
}

/**
 * The import of a bank statement file: each credit recorded once by its identity at the bank,
 * then matched on its structured communication (given as such, or typed in the free text) to its
 * payment. One transaction per credit: a credit recorded by another administrator's import of the
 * same file waits on its unique key, then counts as already imported here.
 */
import { and, eq } from "drizzle-orm";
import type { BankImportReport } from "../../../domain/contracts/admin-bank.ts";
import { findStructuredCommunication } from "../../../domain/bank-transfers.ts";
import type { Db } from "../../db/client.ts";
import { bankMovements, payments } from "../../db/schema.ts";
import type { AuditActor } from "../audit-log.ts";
import { afterCommit, type AfterCommitDeps } from "../after-commit.ts";
import { applyCreditToPayment, type CreditDeps } from "./apply-credit.ts";
import { readStatement } from "./read-statement.ts";
import type { BankCredit, ParsedStatement } from "./statement.ts";

export interface BankImportDeps extends CreditDeps, AfterCommitDeps {
  db: Db;
  mailer: CreditDeps["mailer"] & AfterCommitDeps["mailer"];
}

type CreditResult = "matched" | "partlyPaid" | "overpaid" | "unmatched" | "alreadyImported";

async function importCredit(
  deps: BankImportDeps,
  actor: AuditActor,
  statement: ParsedStatement,
  credit: BankCredit,
): Promise<CreditResult> {
  return deps.db.transaction(async (tx) => {
    const communication = credit.structuredCommunication ?? findStructuredCommunication(credit.freeCommunication);
    const [movement] = await tx
      .insert(bankMovements)
      .values({
        movementKey: credit.movementKey,
        format: statement.format,
        account: statement.account,
        amountCents: credit.amountCents,
        valueDate: credit.valueDate,
        bookingDate: credit.bookingDate,
        structuredCommunication: communication,
        freeCommunication: credit.freeCommunication,
        counterpartyName: credit.counterpartyName,
        counterpartyAccount: credit.counterpartyAccount,
        outcome: "unmatched",
        importedBy: actor.id,
      })
      .onConflictDoNothing({ target: bankMovements.movementKey })
      .returning();
    if (!movement) return "alreadyImported";
    if (!communication) return "unmatched";
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.structuredCommunication, communication), eq(payments.method, "bank_transfer")));
    if (!payment) return "unmatched";
    const effect = await applyCreditToPayment(tx, deps, actor, movement, payment.id);
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
  };
  try {
    for (const credit of statement.credits) report[await importCredit(deps, actor, statement, credit)] += 1;
  } finally {
    afterCommit(deps);
  }
  return report;
}

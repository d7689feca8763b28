import { randomUUID } from "node:crypto";
import type { BankImportReport } from "../../src/domain/contracts/admin-bank.ts";
import type { Db } from "../../src/server/db/client.ts";
import { bankMovements, bankStatementImports } from "../../src/server/db/schema.ts";

/** A credit as an import records it, unmatched unless told otherwise (its identity at the bank is new). */
export async function insertBankMovement(db: Db, overrides: Partial<typeof bankMovements.$inferInsert> = {}): Promise<{ id: string }> {
  const [row] = await db
    .insert(bankMovements)
    .values({
      movementKey: `test:${randomUUID()}`,
      format: "coda",
      account: "BE68539007547034",
      amountCents: 12_500,
      valueDate: "2026-07-06",
      bookingDate: "2026-07-06",
      freeCommunication: "PLAINE JUILLET",
      counterpartyName: "DUPONT MARIE",
      outcome: "unmatched",
      ...overrides,
    })
    .returning({ id: bankMovements.id });
  return row;
}

/** The report of a file of no credit: what each report starts from. */
export const NOTHING_IMPORTED: BankImportReport = {
  format: "coda",
  account: "BE68539007547034",
  credits: 0,
  matched: 0,
  partlyPaid: 0,
  overpaid: 0,
  unmatched: 0,
  alreadyImported: 0,
  debitsIgnored: 0,
  zeroAmountsIgnored: 0,
  foreignCurrency: [],
  conflicts: [],
};

/** A statement file's import as the bank page lists it, with an empty report. */
export async function insertBankStatementImport(db: Db): Promise<{ id: string }> {
  const [row] = await db
    .insert(bankStatementImports)
    .values({
      fileName: "releve.cod",
      format: "coda",
      account: "BE68539007547034",
      movements: 0,
      credits: 0,
      report: NOTHING_IMPORTED,
    })
    .returning({ id: bankStatementImports.id });
  return row;
}

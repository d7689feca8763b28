import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { BankImportReport } from "../../src/domain/contracts/admin-bank.ts";
import type { Db } from "../../src/server/db/client.ts";
import { bankDebits, bankMovements, bankStatementImports, refundFiles, refunds } from "../../src/server/db/schema.ts";
import { codaFile } from "./coda-builder.ts";
import type { TestApp } from "./test-app.ts";

/** A CODA statement (its own sequence number) of credits from a family's account, imported by an administrator through the API; its report. */
export async function importCodaStatement(
  t: TestApp,
  adminCookie: string,
  statement: { sequence: string; credits: { communication: string; cents: number }[] },
): Promise<BankImportReport> {
  const file = codaFile({
    sequence: statement.sequence,
    movements: statement.credits.map((credit, index) => ({
      sequence: index + 1,
      cents: credit.cents,
      structured: credit.communication,
      counterpartyAccount: "BE71096123456769",
    })),
  });
  const imported = await t.app.inject({
    method: "POST",
    url: "/api/admin/payments/import",
    headers: { origin: t.config.publicUrl, cookie: adminCookie, "content-type": "application/octet-stream" },
    payload: Buffer.from(file, "latin1"),
  });
  expect(imported.statusCode, imported.body).toBe(200);
  return imported.json<BankImportReport>();
}

/** A CODA statement (its own sequence number) with one credit of a family's account, imported by an administrator through the API. */
export async function importCodaCredit(
  t: TestApp,
  adminCookie: string,
  { sequence, ...credit }: { communication: string; cents: number; sequence: string },
): Promise<BankImportReport> {
  return importCodaStatement(t, adminCookie, { sequence, credits: [credit] });
}

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
  debits: 0,
  refundsRecognised: 0,
  refundConflicts: [],
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

/**
 * A refund put in a SEPA file as the refund files do (one `refund_files` row of its own, one
 * `refunds` row), unpaid: what a statement's debit with its end-to-end identifier recognises.
 */
export async function insertRefundOnFile(
  db: Db,
  refund: { bankMovementId: string; amountCents: number; endToEndId?: string; creditorIban?: string },
): Promise<{ id: string; fileId: string; endToEndId: string }> {
  const endToEndId = refund.endToEndId ?? `RMB-${randomUUID().slice(0, 18)}`;
  const [file] = await db
    .insert(refundFiles)
    .values({
      messageId: `MSG-${randomUUID()}`,
      format: "pain.001.001.09",
      transfers: 1,
      totalCents: refund.amountCents,
      xml: "<Document/>",
    })
    .returning({ id: refundFiles.id });
  const [row] = await db
    .insert(refunds)
    .values({
      bankMovementId: refund.bankMovementId,
      fileId: file.id,
      amountCents: refund.amountCents,
      endToEndId,
      creditorName: "DUPONT MARIE",
      creditorIban: refund.creditorIban ?? "BE71096123456769",
    })
    .returning({ id: refunds.id });
  return { id: row.id, fileId: file.id, endToEndId };
}

/** A debit as an import records it (a transfer the association sent), linked to a refund when told. */
export async function insertBankDebit(db: Db, overrides: Partial<typeof bankDebits.$inferInsert> = {}): Promise<{ id: string }> {
  const [row] = await db
    .insert(bankDebits)
    .values({
      movementKey: `test:${randomUUID()}`,
      format: "coda",
      account: "BE68539007547034",
      amountCents: 2_000,
      valueDate: "2026-07-08",
      bookingDate: "2026-07-08",
      counterpartyName: "DUPONT MARIE",
      counterpartyAccount: "BE71096123456769",
      freeCommunication: "Remboursement plaine",
      ...overrides,
    })
    .returning({ id: bankDebits.id });
  return row;
}

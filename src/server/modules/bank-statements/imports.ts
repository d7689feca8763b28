/**
 * The statements imported so far: each file's import kept with its report, listed on the bank
 * page (when, which file, which account, how many movements, who imported it) and reopened.
 */
import { count, desc, eq, sql } from "drizzle-orm";
import {
  type BankImportReport,
  type BankStatementImportResponse,
  type BankStatementImportsResponse,
  type BankStatementImportSummary,
  STATEMENT_IMPORTS_PAGE_SIZE,
} from "../../../domain/contracts/admin-bank.ts";
import type { Db } from "../../db/client.ts";
import { bankStatementImports, profiles, users } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import type { AuditActor } from "../audit-log.ts";
import type { ParsedStatement } from "./statement.ts";

const IMPORT_NOT_FOUND = "Relevé importé non trouvé";

/** Keeps one file's import and its report. */
export async function recordStatementImport(
  db: Db,
  actor: AuditActor,
  { fileName, statement, report }: { fileName: string; statement: ParsedStatement; report: BankImportReport },
): Promise<void> {
  await db.insert(bankStatementImports).values({
    fileName,
    format: statement.format,
    account: statement.account,
    movements: statement.credits.length + statement.debits.length + statement.zeroAmountsIgnored,
    credits: statement.credits.length,
    conflicts: report.conflicts.length,
    report,
    importedBy: actor.id,
  });
}

const importerName = sql<
  string | null
>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${users.email})`;

function summaries(db: Db) {
  return db
    .select({ row: bankStatementImports, importedBy: importerName })
    .from(bankStatementImports)
    .leftJoin(users, eq(users.id, bankStatementImports.importedBy))
    .leftJoin(profiles, eq(profiles.id, bankStatementImports.importedBy));
}

function summaryOf({
  row,
  importedBy,
}: {
  row: typeof bankStatementImports.$inferSelect;
  importedBy: string | null;
}): BankStatementImportSummary {
  return {
    id: row.id,
    importedAt: row.createdAt.toISOString(),
    fileName: row.fileName,
    format: row.format,
    account: row.account,
    movements: row.movements,
    credits: row.credits,
    conflicts: row.conflicts,
    importedBy,
  };
}

/** One page of the imports, newest first, and how many there are. */
export async function listStatementImports(db: Db, page: number): Promise<BankStatementImportsResponse> {
  const [{ total }] = await db.select({ total: count() }).from(bankStatementImports);
  const rows = await summaries(db)
    .orderBy(desc(bankStatementImports.createdAt), desc(bankStatementImports.id))
    .limit(STATEMENT_IMPORTS_PAGE_SIZE)
    .offset((page - 1) * STATEMENT_IMPORTS_PAGE_SIZE);
  return { imports: rows.map(summaryOf), total, page, pageSize: STATEMENT_IMPORTS_PAGE_SIZE };
}

/** One import's report, as it was given when the file was imported. */
export async function statementImport(db: Db, id: string): Promise<BankStatementImportResponse> {
  const [found] = await summaries(db).where(eq(bankStatementImports.id, id));
  if (!found) throw notFound(IMPORT_NOT_FOUND);
  // A report kept before debits were recorded says nothing of them: none recorded, none recognised.
  const kept: Partial<BankImportReport> = found.row.report;
  const report: BankImportReport = {
    ...found.row.report,
    debits: kept.debits ?? 0,
    refundsRecognised: kept.refundsRecognised ?? 0,
    refundConflicts: kept.refundConflicts ?? [],
  };
  return { import: summaryOf(found), report };
}

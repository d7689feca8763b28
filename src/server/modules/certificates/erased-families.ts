/**
 * An erased family leaves the year's runs (decision 0036): each sealed ZIP that holds one of its
 * certificates is rebuilt without the family's PDFs (tax and mutualité certificates), its lines of
 * the summary CSV and its fiches of the Belcotax file (whose totals are counted again); every run's
 * report forgets the family. The
 * other families' files stay as they were. Runs in the erasure's transaction, rows locked; the
 * rebuilt ZIP goes to the document store under a new key, and the old one is removed once committed.
 */
import { eq, inArray, isNotNull, or } from "drizzle-orm";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import type { FieldCipher } from "../../crypto/field-encryption.ts";
import { certificateArchiveContext } from "../../crypto/sealed-fields.ts";
import type { Db } from "../../db/client.ts";
import { certificateRuns, children, users } from "../../db/schema.ts";
import { belcotaxWithout } from "./belcotax.ts";
import type { RetainedSequence } from "./retained.ts";
import type { DocumentStore } from "../../documents/document-store.ts";
import { ARCHIVE_FILES, NOTHING_TO_DECLARE, runArchiveKey, type RunReport } from "./runs.ts";

export interface ErasedFamily {
  debtorId: string;
  childIds: readonly string[];
  /** "First Last" of the parent and of each child: how reports written before ids were kept name them. */
  names: readonly string[];
  /** The family's certificates, as retainFamilyCertificates answers them. */
  certificates: readonly RetainedSequence[];
}

const CRLF = "\r\n";

/** The summary CSV without the lines of some sequence numbers (a cell may hold a line break, inside quotes). */
function summaryWithout(file: Uint8Array, sequences: ReadonlySet<number>): Uint8Array {
  const records: string[] = [];
  let pending: string | null = null;
  for (const piece of strFromU8(file).replace(/\r\n$/, "").split(CRLF)) {
    pending = pending === null ? piece : `${pending}${CRLF}${piece}`;
    if ((pending.match(/"/g)?.length ?? 0) % 2 === 0) {
      records.push(pending);
      pending = null;
    }
  }
  const kept = records.filter((record) => !sequences.has(Number(record.split(";")[0])));
  return strToU8(`${kept.join(CRLF)}${CRLF}`);
}

/**
 * A run's ZIP without the files and lines of some certificates and without some other files (the
 * family's mutualité certificates); says whether the Belcotax file went with them.
 */
function archiveWithout(
  zip: Uint8Array,
  year: number,
  sequences: ReadonlySet<number>,
  others: readonly string[],
): { zip: Uint8Array; belcotaxGone: boolean } {
  const files: Record<string, Uint8Array> = unzipSync(zip);
  for (const sequence of sequences) delete files[ARCHIVE_FILES.pdf(year, sequence)];
  for (const file of others) delete files[file];
  const summary = files[ARCHIVE_FILES.summary(year)];
  if (summary) files[ARCHIVE_FILES.summary(year)] = summaryWithout(summary, sequences);
  const belcotax = files[ARCHIVE_FILES.belcotax(year)];
  const xml = belcotax ? belcotaxWithout(strFromU8(belcotax), sequences) : null;
  if (xml) files[ARCHIVE_FILES.belcotax(year)] = strToU8(xml);
  else delete files[ARCHIVE_FILES.belcotax(year)];
  return { zip: zipSync(files, { level: 6 }), belcotaxGone: Boolean(belcotax) && xml === null };
}

type RunProblem = RunReport["problems"][number];
/** Whose a line of a report is: a problem (by ids, or by names in a report written before ids were kept), or a mutualité certificate. */
type ReportLine = Partial<Pick<RunProblem, "child" | "debtor" | "childId" | "debtorId">>;

function ofFamily(problem: ReportLine, family: ErasedFamily): boolean {
  if (problem.debtorId || problem.childId) {
    return problem.debtorId === family.debtorId || family.childIds.includes(problem.childId ?? "");
  }
  return family.names.includes(problem.debtor ?? "") || family.names.includes(problem.child ?? "");
}

type RunRow = Pick<typeof certificateRuns.$inferSelect, "id" | "year" | "archive" | "archiveKey" | "report">;

/** What forgetting a family in the runs needs: the ZIPs are in the document store (or, older, sealed in their row). */
export interface ForgetDeps {
  cipher: FieldCipher;
  documents: DocumentStore;
}

/** A run's ZIP as it is kept: in the store, or (a run written before it) in its row. */
async function zipOf(deps: ForgetDeps, run: RunRow): Promise<Uint8Array | null> {
  if (run.archiveKey) return deps.documents.readAll(run.archiveKey);
  if (run.archive) return Buffer.from(deps.cipher.open(run.archive, certificateArchiveContext(run.id)), "base64");
  return null;
}

/**
 * One run without some families: its ZIP rebuilt without their certificates (written to the store
 * under a new key), its report without their problems. Answers the key the ZIP leaves, to remove
 * once the transaction is committed.
 */
async function forgetInRun(
  tx: Db,
  deps: ForgetDeps,
  run: RunRow,
  gone: { problem: (line: ReportLine) => boolean; sequences: ReadonlySet<number> },
): Promise<string[]> {
  const before = run.report as RunReport | null;
  const mutualityGone = (before?.mutuality ?? []).filter((certificate) => gone.problem(certificate));
  const report = before && {
    ...before,
    problems: before.problems.filter((problem) => !gone.problem(problem)),
    ...(before.mutuality ? { mutuality: before.mutuality.filter((certificate) => !gone.problem(certificate)) } : {}),
  };
  const zip = gone.sequences.size > 0 || mutualityGone.length > 0 ? await zipOf(deps, run) : null;
  if (zip) {
    const rebuilt = archiveWithout(
      zip,
      run.year,
      gone.sequences,
      mutualityGone.map((certificate) => certificate.file),
    );
    const archiveKey = runArchiveKey(run.id);
    await deps.documents.write(archiveKey, rebuilt.zip);
    if (report && rebuilt.belcotaxGone) report.belcotax = { included: false, reason: NOTHING_TO_DECLARE, layout: null };
    await tx.update(certificateRuns).set({ archive: null, archiveKey, report }).where(eq(certificateRuns.id, run.id));
    return run.archiveKey ? [run.archiveKey] : [];
  }
  if (report?.problems.length !== before?.problems.length || mutualityGone.length > 0) {
    await tx.update(certificateRuns).set({ report }).where(eq(certificateRuns.id, run.id));
  }
  return [];
}

const runColumns = {
  id: certificateRuns.id,
  year: certificateRuns.year,
  archive: certificateRuns.archive,
  archiveKey: certificateRuns.archiveKey,
  report: certificateRuns.report,
};

/**
 * In the erasure's transaction. A run still at work is locked too: its final write then waits for
 * the erasure, which runs `forgetErasedDuringRun` below for it. Answers the ZIPs that hold the
 * family, to remove from the store once the erasure is committed.
 */
export async function forgetFamilyInRuns(tx: Db, deps: ForgetDeps, family: ErasedFamily): Promise<string[]> {
  const runs = await tx
    .select(runColumns)
    .from(certificateRuns)
    .where(
      or(
        isNotNull(certificateRuns.archive),
        isNotNull(certificateRuns.archiveKey),
        isNotNull(certificateRuns.report),
        inArray(certificateRuns.status, ["queued", "running"]),
      ),
    )
    .for("update");
  const replaced: string[] = [];
  for (const run of runs) {
    const sequences = new Set(family.certificates.filter((certificate) => certificate.year === run.year).map((kept) => kept.sequence));
    replaced.push(...(await forgetInRun(tx, deps, run, { problem: (problem) => ofFamily(problem, family), sequences })));
  }
  return replaced;
}

/** A family a run served: the ids of its child and debtor, the numbers of its certificates. */
export interface RunFamily {
  debtorId: string;
  childId: string;
  sequences: readonly number[];
}

/**
 * After a run's ZIP is sealed: a family erased while the run worked (its facts read before, the
 * erasure committed before the ZIP) leaves the ZIP and the report as the erasure would have done.
 */
export async function forgetErasedDuringRun(
  { db, ...deps }: ForgetDeps & { db: Db },
  runId: string,
  served: readonly RunFamily[],
): Promise<void> {
  const replaced = await db.transaction(async (tx): Promise<string[]> => {
    const [run] = await tx.select(runColumns).from(certificateRuns).where(eq(certificateRuns.id, runId)).for("update");
    const report = run?.report as RunReport | null | undefined;
    const lines: ReportLine[] = [...served, ...(report?.problems ?? []), ...(report?.mutuality ?? [])];
    const debtorIds = [...new Set(lines.flatMap((line) => line.debtorId ?? []))];
    const childIds = [...new Set(lines.flatMap((line) => line.childId ?? []))];
    if (!run || debtorIds.length + childIds.length === 0) return [];
    const liveDebtors = new Set(
      debtorIds.length ? (await tx.select({ id: users.id }).from(users).where(inArray(users.id, debtorIds))).map((row) => row.id) : [],
    );
    const liveChildren = new Set(
      childIds.length
        ? (await tx.select({ id: children.id }).from(children).where(inArray(children.id, childIds))).map((row) => row.id)
        : [],
    );
    const erased = (ids: ReportLine) =>
      Boolean((ids.debtorId && !liveDebtors.has(ids.debtorId)) || (ids.childId && !liveChildren.has(ids.childId)));
    const sequences = new Set(served.filter(erased).flatMap((family) => family.sequences));
    return forgetInRun(tx, deps, run, { problem: erased, sequences });
  });
  await deps.documents.remove(replaced);
}

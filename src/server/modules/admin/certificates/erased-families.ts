/**
 * An erased family leaves the year's runs (decision 0036): each sealed ZIP that holds one of its
 * certificates is rebuilt without the family's PDFs, its lines of the summary CSV and its fiches of
 * the Belcotax file (whose totals are counted again); every run's report forgets the family. The
 * other families' files stay as they were. Runs in the erasure's transaction, rows locked.
 */
import { eq, isNotNull, or } from "drizzle-orm";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import type { FieldCipher } from "../../../crypto/field-encryption.ts";
import { certificateArchiveContext } from "../../../crypto/sealed-fields.ts";
import type { Db } from "../../../db/client.ts";
import { certificateRuns } from "../../../db/schema.ts";
import { belcotaxWithout } from "../../certificates/belcotax.ts";
import type { RetainedSequence } from "../../certificates/retained.ts";
import { ARCHIVE_FILES, NOTHING_TO_DECLARE, type RunReport } from "./runs.ts";

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

/** A run's ZIP without the files and lines of some certificates; says whether the Belcotax file went with them. */
function archiveWithout(zip: Uint8Array, year: number, sequences: ReadonlySet<number>): { zip: Uint8Array; belcotaxGone: boolean } {
  const files: Record<string, Uint8Array> = unzipSync(zip);
  for (const sequence of sequences) delete files[ARCHIVE_FILES.pdf(year, sequence)];
  const summary = files[ARCHIVE_FILES.summary(year)];
  if (summary) files[ARCHIVE_FILES.summary(year)] = summaryWithout(summary, sequences);
  const belcotax = files[ARCHIVE_FILES.belcotax(year)];
  const xml = belcotax ? belcotaxWithout(strFromU8(belcotax), sequences) : null;
  if (xml) files[ARCHIVE_FILES.belcotax(year)] = strToU8(xml);
  else delete files[ARCHIVE_FILES.belcotax(year)];
  return { zip: zipSync(files, { level: 6 }), belcotaxGone: Boolean(belcotax) && xml === null };
}

function ofFamily(problem: RunReport["problems"][number], family: ErasedFamily): boolean {
  if (problem.debtorId || problem.childId) {
    return problem.debtorId === family.debtorId || family.childIds.includes(problem.childId ?? "");
  }
  return family.names.includes(problem.debtor) || family.names.includes(problem.child);
}

export async function forgetFamilyInRuns(tx: Db, cipher: FieldCipher, family: ErasedFamily): Promise<void> {
  const runs = await tx
    .select({ id: certificateRuns.id, year: certificateRuns.year, archive: certificateRuns.archive, report: certificateRuns.report })
    .from(certificateRuns)
    .where(or(isNotNull(certificateRuns.archive), isNotNull(certificateRuns.report)))
    .for("update");
  for (const run of runs) {
    const before = run.report as RunReport | null;
    const report = before && { ...before, problems: before.problems.filter((problem) => !ofFamily(problem, family)) };
    let { archive } = run;
    const sequences = new Set(family.certificates.filter((certificate) => certificate.year === run.year).map((kept) => kept.sequence));
    if (archive && sequences.size > 0) {
      const context = certificateArchiveContext(run.id);
      const rebuilt = archiveWithout(Buffer.from(cipher.open(archive, context), "base64"), run.year, sequences);
      archive = cipher.seal(Buffer.from(rebuilt.zip).toString("base64"), context);
      if (report && rebuilt.belcotaxGone) report.belcotax = { included: false, reason: NOTHING_TO_DECLARE };
    }
    if (archive === run.archive && report?.problems.length === before?.problems.length) continue;
    await tx.update(certificateRuns).set({ archive, report }).where(eq(certificateRuns.id, run.id));
  }
}

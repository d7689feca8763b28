/**
 * A year's certificates in one run (a job on the queue): every tax certificate 281.86 of the year
 * issued (or re-issued as a correction), then one ZIP with each certificate's PDF, the summary CSV
 * of amounts per debtor for the accounts, and the Belcotax-on-web file. The ZIP holds national
 * register numbers: it is sealed in the run's row and handed only to administrators.
 */
import { ADVISORY_LOCKS } from "../../db/advisory-locks.ts";
import type { Readable } from "node:stream";
import { and, desc, eq, inArray, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { type BelcotaxChoice, belcotaxChoiceText, readBelcotaxChoice } from "../../../domain/belcotax-layout.ts";
import type { BelcotaxLayoutUsed, CertificateRunView } from "../../../domain/contracts/certificates.ts";
import { BELCOTAX_CHOICE_INVALID } from "../../../domain/contracts/certificates-input.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { missingOrganiserDetails } from "../../../domain/organiser.ts";
import type { PublicAssociation } from "../../../domain/association.ts";
import { certificateArchiveContext } from "../../crypto/sealed-fields.ts";
import type { Db } from "../../db/client.ts";
import { certificateRuns, payments, profiles } from "../../db/schema.ts";
import { csvEuros, csvFile } from "../../http/csv.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { type BelcotaxFiche, BelcotaxError, buildBelcotaxXml } from "./belcotax.ts";
import { belcotaxLayoutFor } from "./belcotax-layouts.ts";
import { childcareCertificatesPdf } from "./documents/childcare-certificate-pdf.ts";
import type { IssuedChildcareCertificate } from "./documents/content.ts";
import { loadCertificateFacts } from "./facts.ts";
import type { DocumentStore } from "../../documents/document-store.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import { type AuditActor, recordAudit } from "../audit-log.ts";
import { issueFamilyCertificates, yearFigures } from "./issue.ts";
import { certificateRunJob } from "./jobs.ts";
import { type CertificateDeps, childcareAmountsOf } from "./service.ts";
import { forgetErasedDuringRun } from "./erased-families.ts";
import { type ArchivedMutualityCertificate, mutualityArchiveFiles } from "./mutuality.ts";
import { loadOrganiser } from "../organiser/index.ts";
import { loadPublicAssociation, pdfLetterhead } from "../association/index.ts";
import type { PdfLetterhead } from "../../pdf/pdf.ts";
import type { MediaStore } from "../../media/media-store.ts";

const RUN_NOT_FOUND = "Génération d'attestations non trouvée";
const RUN_NOT_READY = "Les attestations de cette génération ne sont pas prêtes, ou une génération plus récente les remplace";
const CERTIFICATE_RUN_FAILED =
  "La génération a échoué après plusieurs essais\u00a0: relancez-la, ou voyez les tâches de fond dans les paramètres.";
const RUN_IN_PROGRESS = "Les attestations de cette année sont déjà en cours de génération\u00a0: attendez qu'elle se termine.";
/** The advisory lock under which a year's run is created. */
const RUN_LOCK = ADVISORY_LOCKS.certificateRun;
const ORGANISER_MISSING = "Complétez d'abord, dans les paramètres, ce que les attestations demandent\u00a0:";

type RunRow = typeof certificateRuns.$inferSelect;

/** A family the run could not serve; its ids let an erasure find it (the page shows the rest). */
type RunProblem = CertificateRunView["problems"][number] & { childId?: string; debtorId?: string };

export interface RunReport {
  problems: RunProblem[];
  /** The mutualité certificates in the ZIP, with whose each is (missing from runs made before they were). */
  mutuality?: ArchivedMutualityCertificate[];
  /** `layout` is missing from the reports of runs made before layouts were recorded. */
  belcotax: Omit<CertificateRunView["belcotax"], "layout"> & { layout?: BelcotaxLayoutUsed | null };
}

/** The files of a run's ZIP. */
export const ARCHIVE_FILES = {
  /** A family's certificates, named by the first one's sequence number. */
  pdf: (year: number, sequence: number) => `attestations/281.86-${year}-${String(sequence).padStart(4, "0")}.pdf`,
  summary: (year: number) => `resume-${year}.csv`,
  belcotax: (year: number) => `belcotax-281.86-${year}.xml`,
};

export const NOTHING_TO_DECLARE = "aucune attestation à déclarer";
/** The administrator chose a run without the Belcotax file. */
const BELCOTAX_LEFT_OUT = "vous avez choisi une génération sans fichier Belcotax-on-web";

function runView(row: RunRow, requestedBy: string | null): CertificateRunView {
  const report = (row.report as RunReport | null) ?? { problems: [], belcotax: { included: false, reason: null, layout: null } };
  return {
    id: row.id,
    year: row.year,
    status: row.status,
    total: row.total,
    done: row.done,
    issued: row.issued,
    corrected: row.corrected,
    problems: report.problems.map(({ child, debtor, missing }) => ({ child, debtor, missing })),
    // A run finished before layouts were recorded says nothing of its layout.
    belcotax: { ...report.belcotax, layout: report.belcotax.layout ?? null },
    belcotaxChoice: readBelcotaxChoice(row.belcotaxLayout),
    downloadable: row.status === "done" && (row.archiveKey !== null || row.archive !== null),
    error: row.error,
    requestedBy,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The years an administrator may run: every year a plaine was paid in, and last year. */
export async function runnableYears(db: Db, today: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: sql<number>`extract(year from ${payments.paidAt} at time zone 'Europe/Brussels')::int` })
    .from(payments)
    .where(isNotNull(payments.paidAt));
  const last = Number(today.slice(0, 4)) - 1;
  return [...new Set([...rows.map((row) => Number(row.year)), last])].filter((year) => year >= 2022).sort((a, b) => b - a);
}

/** Runs with the name of the administrator who asked for each. */
function runsWithNames(db: Db) {
  return db
    .select({ run: certificateRuns, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(certificateRuns)
    .leftJoin(profiles, eq(profiles.id, certificateRuns.requestedBy));
}

const named = ({ run, firstName, lastName }: { run: RunRow; firstName: string | null; lastName: string | null }) =>
  runView(run, firstName === null ? null : `${firstName} ${lastName ?? ""}`.trim());

export async function listRuns(db: Db): Promise<CertificateRunView[]> {
  const rows = await runsWithNames(db).orderBy(desc(certificateRuns.createdAt)).limit(20);
  return rows.map(named);
}

export async function findRun(db: Db, id: string): Promise<CertificateRunView> {
  const [row] = await runsWithNames(db).where(eq(certificateRuns.id, id));
  if (!row) throw notFound(RUN_NOT_FOUND);
  return named(row);
}

/** What asking for a run needs: its row, its audit entry and its job go in one transaction. */
export interface RunRequestDeps {
  db: Db;
  jobs: Pick<JobQueue, "send">;
}

/**
 * A new run of a year, audited and its job sent, all in one transaction; refused while the
 * organiser's details are incomplete (no certificate could be issued), or for a Belcotax layout
 * the site does not know.
 */
export async function requestRun(
  deps: RunRequestDeps,
  { year, belcotaxLayout = "auto" }: { year: number; belcotaxLayout?: BelcotaxChoice },
  actor: AuditActor,
): Promise<CertificateRunView> {
  const { db, jobs } = deps;
  if (typeof belcotaxLayout === "number" && !belcotaxLayoutFor(year, belcotaxLayout)) {
    throw new HttpError("VALIDATION", BELCOTAX_CHOICE_INVALID, { belcotaxLayout: BELCOTAX_CHOICE_INVALID });
  }
  const missing = missingOrganiserDetails((await loadOrganiser(db)).organiser);
  if (missing.length > 0) throw new HttpError("CONFLICT", `${ORGANISER_MISSING} ${missing.join(", ")}.`);
  // One run of a year at a time: two would each issue, and the last to finish would empty the
  // other's ZIP. The check and the insert go together under a lock on the year.
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RUN_LOCK}, ${year})`);
    const [active] = await tx
      .select({ id: certificateRuns.id })
      .from(certificateRuns)
      .where(and(eq(certificateRuns.year, year), inArray(certificateRuns.status, ["queued", "running"])));
    if (active) throw new HttpError("CONFLICT", RUN_IN_PROGRESS);
    const choice = belcotaxChoiceText(belcotaxLayout);
    const [row] = await tx
      .insert(certificateRuns)
      .values({ year, requestedBy: actor.id, belcotaxLayout: choice })
      .returning({ id: certificateRuns.id });
    await recordAudit(tx, {
      actor,
      entity: "certificate_run",
      entityId: row.id,
      action: "create",
      before: null,
      after: { year, belcotaxLayout: choice },
    });
    await jobs.send(certificateRunJob, { runId: row.id }, { tx });
    return row.id;
  });
  return findRun(db, id);
}

/**
 * The ZIP of a finished run, opened from the document store as a stream (or, for a run written
 * before the store, from its sealed column).
 */
export async function runArchive(deps: Omit<CertificateRunDeps, "media">, id: string): Promise<{ year: number; zip: Readable | Buffer }> {
  const [row] = await deps.db.select().from(certificateRuns).where(eq(certificateRuns.id, id));
  if (!row) throw notFound(RUN_NOT_FOUND);
  if (row.status === "done" && row.archiveKey) {
    const zip = await deps.documents.read(row.archiveKey);
    if (zip) return { year: row.year, zip };
  }
  if (row.status !== "done" || !row.archive) throw new HttpError("CONFLICT", RUN_NOT_READY);
  return { year: row.year, zip: Buffer.from(deps.cipher.open(row.archive, certificateArchiveContext(row.id)), "base64") };
}

/** What a year's run needs: its ZIP goes to the private documents. */
export type CertificateRunDeps = CertificateDeps & { documents: DocumentStore; media: MediaStore };

/** A run's ZIP in the document store: a new key each time it is written (an erasure rebuilds it). */
export const runArchiveKey = (runId: string) => `certificate-runs/${runId}-${crypto.randomUUID()}.zip`;

interface IssuedForFamily {
  debtorId: string;
  childId: string;
  debtor: string;
  child: string;
  certificates: IssuedChildcareCertificate[];
}

const SUMMARY_HEADER = [
  "N° d'attestation",
  "Version",
  "Débiteur",
  "Enfant",
  "Périodes",
  "Jours",
  "Montant total (€)",
  "Montant déductible indicatif (€)",
];

/** One line per certificate: what the association's accounts need, without national numbers; amounts as numbers Excel adds up. */
function summaryCsv(families: readonly IssuedForFamily[]): Buffer {
  const lines = families.flatMap(({ debtor, child, certificates }) =>
    certificates.map(({ content, sequence, version }) => [
      String(sequence),
      version > 1 ? `rectificative (${version})` : "originale",
      debtor,
      child,
      content.periods.map((period) => period.title).join("\u00a0; "),
      String(content.periods.reduce((sum, period) => sum + period.days, 0)),
      csvEuros(content.totalCents),
      content.deductibleCents === null ? "" : csvEuros(content.deductibleCents),
    ]),
  );
  return csvFile([SUMMARY_HEADER, ...lines.sort((a, b) => Number(a[0]) - Number(b[0]))]);
}

function belcotaxFiche({ content, sequence, version }: IssuedChildcareCertificate): BelcotaxFiche {
  const digits = (value: string) => value.replace(/\D/g, "");
  return {
    sequence,
    treatment: version > 1 ? "correction" : "original",
    debtor: { ...content.debtor, nationalNumber: digits(content.debtor.nationalNumber) },
    child: { ...content.child, nationalNumber: digits(content.child.nationalNumber) },
    periods: content.periods,
  };
}

/** The Belcotax-on-web file, the layout it follows, or why the ZIP goes without it. */
function belcotaxFile(
  year: number,
  issued: readonly IssuedChildcareCertificate[],
  today: string,
  association: PublicAssociation,
  choice: BelcotaxChoice,
): { xml: string | null; reason: string | null; layout: BelcotaxLayoutUsed | null } {
  const none = (reason: string) => ({ xml: null, reason, layout: null });
  if (choice === "none") return none(BELCOTAX_LEFT_OUT);
  if (issued.length === 0) return none(NOTHING_TO_DECLARE);
  const organiser = issued[0].content.organiser;
  if (!organiser.companyNumber) return none("le numéro d'entreprise de l'association manque");
  const chosen = belcotaxLayoutFor(year, choice);
  if (!chosen) return none(`aucun format Belcotax-on-web connu ne convient à l'année ${year}`);
  const layout = { year: chosen.year, confirmedBy: chosen.layout.confirmedBy, chosen: choice !== "auto" };
  try {
    const xml = buildBelcotaxXml({
      year,
      layoutYear: chosen.year,
      createdOn: today,
      organiser: { ...organiser, companyNumber: organiser.companyNumber },
      // The association's contact as its settings say (the file's v0018 and v0023).
      contact: { name: organiser.signatoryName, phone: association.phone?.display ?? "", email: association.email ?? "" },
      fiches: issued.map(belcotaxFiche).sort((a, b) => a.sequence - b.sequence),
    });
    return { xml, reason: null, layout };
  } catch (error) {
    if (error instanceof BelcotaxError) return none(error.message);
    throw error;
  }
}

/** Which attempt of the run's job this is (pg-boss's retry count). */
export interface RunAttempt {
  /**
   * A later attempt: the queue started it only once the earlier one was over — failed, or dead
   * with its process (its heartbeats stopped) — so a run still marked running is taken over.
   */
  retry: boolean;
  /** No attempt comes after this one: a failure marks the run failed instead of queued. */
  last: boolean;
}

/**
 * The job: takes a queued run (or, on a later attempt, one whose earlier attempt died), issues the
 * year's certificates and seals the ZIP. Answers false when another attempt has it or it is
 * finished, so a job delivered twice does it once. The claim is fenced: when another attempt took
 * the run over (this one was taken for dead), this one stops at its next step and writes nothing
 * more. A run taken up again issues nothing twice: issuing the same content changes nothing.
 */
export async function runCertificateYear(
  deps: CertificateRunDeps,
  runId: string,
  attempt: RunAttempt = { retry: false, last: false },
  now = new Date(),
): Promise<boolean> {
  const { db } = deps;
  // The claim's time is its token: the steps below write only while the run is still this claim's.
  const claimedAt = new Date();
  const [run] = await db
    .update(certificateRuns)
    .set({ status: "running", startedAt: claimedAt })
    .where(
      and(
        eq(certificateRuns.id, runId),
        attempt.retry ? inArray(certificateRuns.status, ["queued", "running"]) : eq(certificateRuns.status, "queued"),
      ),
    )
    .returning();
  if (!run) return false;
  const ours = and(eq(certificateRuns.id, runId), eq(certificateRuns.status, "running"), eq(certificateRuns.startedAt, claimedAt));
  try {
    return await issueYear(deps, run, ours, now);
  } catch (error) {
    // The next attempt takes the run up at once; after the last one, the page says it failed.
    await db
      .update(certificateRuns)
      .set(
        attempt.last ? { status: "failed", error: CERTIFICATE_RUN_FAILED, finishedAt: new Date() } : { status: "queued", startedAt: null },
      )
      .where(ours);
    throw error;
  }
}

/** Thrown inside an issuing transaction whose run another attempt took over: nothing is issued. */
class RunTakenOver extends Error {}

/**
 * The run's ZIP: a PDF per family, the summary CSV, the Belcotax-on-web file when it can be made,
 * and the year's mutualité certificates.
 */
async function archiveFiles(
  deps: CertificateRunDeps,
  year: number,
  families: IssuedForFamily[],
  today: string,
  choice: BelcotaxChoice,
  mutuality: Record<string, Uint8Array>,
  letterhead: PdfLetterhead,
) {
  const files: Record<string, Uint8Array> = { ...mutuality };
  for (const family of families) {
    files[ARCHIVE_FILES.pdf(year, family.certificates[0].sequence)] = await childcareCertificatesPdf(family.certificates, letterhead);
  }
  files[ARCHIVE_FILES.summary(year)] = summaryCsv(families);
  const belcotax = belcotaxFile(
    year,
    families.flatMap((family) => family.certificates),
    today,
    await loadPublicAssociation(deps.db),
    choice,
  );
  if (belcotax.xml) files[ARCHIVE_FILES.belcotax(year)] = strToU8(belcotax.xml);
  return { files, belcotax };
}

/** The newest ZIP of a year replaces the earlier ones: national numbers are not kept twice. */
async function removeOlderArchives({ db, documents }: CertificateRunDeps, year: number, runId: string): Promise<void> {
  const older = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: certificateRuns.id, archiveKey: certificateRuns.archiveKey })
      .from(certificateRuns)
      .where(
        and(
          eq(certificateRuns.year, year),
          ne(certificateRuns.id, runId),
          or(isNotNull(certificateRuns.archive), isNotNull(certificateRuns.archiveKey)),
        ),
      )
      .for("update");
    if (rows.length > 0) {
      await tx
        .update(certificateRuns)
        .set({ archive: null, archiveKey: null })
        .where(
          inArray(
            certificateRuns.id,
            rows.map((row) => row.id),
          ),
        );
    }
    return rows;
  });
  await documents.remove(older.flatMap((row) => row.archiveKey ?? []));
}

/** The work of a claimed run; false when another attempt took it over meanwhile. */
async function issueYear(deps: CertificateRunDeps, run: RunRow, ours: SQL | undefined, now: Date): Promise<boolean> {
  const { db, documents } = deps;
  const runId = run.id;
  const { year } = run;
  const today = brusselsToday(now);
  const figures = await yearFigures(db, year, today);
  const yearFacts = await loadCertificateFacts(db, { year });
  const candidates = yearFacts.filter((facts) => childcareAmountsOf(facts, year, today, figures.dailyCapCents).periods.length > 0);
  const step = async (values: Partial<RunRow>) =>
    (await db.update(certificateRuns).set(values).where(ours).returning({ id: certificateRuns.id })).length > 0;
  if (!(await step({ total: candidates.length, done: 0 }))) return false;

  const families: IssuedForFamily[] = [];
  const problems: RunProblem[] = [];
  // An attempt that takes a run over starts from what the earlier ones issued and recorded in the
  // same transaction: issuing their certificates again changes nothing, so each counts once.
  let issuedCount = run.issued;
  let correctedCount = run.corrected;
  for (const [index, facts] of candidates.entries()) {
    const debtor = `${facts.debtor.firstName} ${facts.debtor.lastName}`;
    const child = `${facts.child.firstName} ${facts.child.lastName}`;
    const progress = { done: index + 1, issued: issuedCount, corrected: correctedCount };
    // Issued and counted in one transaction; an attempt taken over meanwhile issues nothing.
    const result = await issueFamilyCertificates(deps, facts, figures, {
      now,
      beforeCommit: async (tx, counts) => {
        progress.issued += counts.issued;
        progress.corrected += counts.corrected;
        const recorded = await tx.update(certificateRuns).set(progress).where(ours).returning({ id: certificateRuns.id });
        if (recorded.length === 0) throw new RunTakenOver();
      },
    }).catch((error: unknown) => {
      if (error instanceof RunTakenOver) return null;
      throw error;
    });
    if (!result) return false;
    if (result.outcome !== "issued") {
      if (result.outcome === "missing") {
        problems.push({ child, debtor, missing: result.missing, childId: facts.child.id, debtorId: facts.debtor.id });
      }
      if (!(await step({ done: index + 1 }))) return false;
      continue;
    }
    ({ issued: issuedCount, corrected: correctedCount } = progress);
    families.push({ debtorId: facts.debtor.id, childId: facts.child.id, debtor, child, certificates: result.certificates });
  }

  const letterhead = await pdfLetterhead(deps.db, deps.media);
  const mutuality = await mutualityArchiveFiles(yearFacts, year, figures.organiser, today, letterhead);
  const choice = readBelcotaxChoice(run.belcotaxLayout);
  const { files, belcotax } = await archiveFiles(deps, year, families, today, choice, mutuality.files, letterhead);
  const archiveKey = runArchiveKey(runId);
  await documents.write(archiveKey, zipSync(files, { level: 6 }));
  const finished = await step({
    status: "done",
    issued: issuedCount,
    corrected: correctedCount,
    report: {
      problems,
      mutuality: mutuality.certificates,
      belcotax: { included: belcotax.xml !== null, reason: belcotax.reason, layout: belcotax.layout },
    } satisfies RunReport,
    archiveKey,
    finishedAt: new Date(),
  });
  if (!finished) {
    await documents.remove([archiveKey]);
    return false;
  }
  await removeOlderArchives(deps, year, runId);
  const served = families.map(({ debtorId, childId, certificates }) => ({
    debtorId,
    childId,
    sequences: certificates.map((c) => c.sequence),
  }));
  await forgetErasedDuringRun(deps, runId, served);
  return true;
}

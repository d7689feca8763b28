/**
 * The mutualité's participation certificates (decision 0035: one generic form per child and
 * plaine, not numbered, not stored): one for a parent ('Mes attestations') or an administrator (the
 * child's sheet), and all those of an income year for the year's ZIP.
 */
import type { MutualityCertificateSummary } from "../../../domain/contracts/certificates.ts";
import { fileNameSlug } from "../../../domain/file-name.ts";
import type { OrganiserDetails } from "../../../domain/organiser.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { PdfLetterhead } from "../../pdf/pdf.ts";
import { loadOrganiser } from "../organiser/index.ts";
import type { PdfFile } from "./documents/content.ts";
import { mutualityCertificatePdf } from "./documents/mutuality-certificate-pdf.ts";
import { type ChildFacts, type FactsScope, loadCertificateFacts } from "./facts.ts";
import { activityYear, type CertificateDeps, mutualityContent, mutualityProblem, mutualitySummaries } from "./service.ts";

const NO_PARTICIPATION = "Cet enfant n'a pas participé à cette plaine";

/**
 * The certificate of a plaine that is over, paid and attended, found among the registrations of
 * the scope (the parent's own, or the child's for an administrator): anything else is not found.
 */
export async function mutualityPdf(
  deps: CertificateDeps,
  scope: FactsScope,
  { activityId, childId }: { activityId: string; childId: string },
  today: string,
  letterhead: PdfLetterhead | null,
): Promise<PdfFile> {
  const facts = (await loadCertificateFacts(deps.db, scope)).find(
    (entry) => entry.child.id === childId && entry.activities.some((activity) => activity.activityId === activityId),
  );
  const activity = facts?.activities.find((entry) => entry.activityId === activityId);
  if (!facts || !activity) throw notFound(NO_PARTICIPATION);
  const problem = mutualityProblem(activity, today);
  if (problem) throw new HttpError("CONFLICT", `L'attestation n'est pas encore disponible\u00a0: ${problem}.`);
  const { organiser } = await loadOrganiser(deps.db);
  return {
    filename: `attestation-mutualite-${activity.startDate}-${fileNameSlug(facts.child.firstName, "enfant")}.pdf`,
    pdf: await mutualityCertificatePdf(mutualityContent(facts, activity, organiser, today), letterhead),
  };
}

/** A child's mutualité certificates, newest plaine first, each with why it is not available yet. */
export async function childMutualityCertificates(
  deps: CertificateDeps,
  childId: string,
  today: string,
): Promise<MutualityCertificateSummary[]> {
  return mutualitySummaries(await loadCertificateFacts(deps.db, { childId }), today);
}

/** A mutualité certificate in a year's ZIP, and whose it is: an erasure takes it out again. */
export interface ArchivedMutualityCertificate {
  file: string;
  childId: string;
  debtorId: string;
}

/**
 * Every mutualité certificate of an income year that can be given (the plaines of that year, as
 * the tax certificates count them, over, paid and attended), one PDF each, named by plaine and child.
 */
export async function mutualityArchiveFiles(
  allFacts: readonly ChildFacts[],
  year: number,
  organiser: OrganiserDetails,
  today: string,
  letterhead: PdfLetterhead | null,
): Promise<{ files: Record<string, Uint8Array>; certificates: ArchivedMutualityCertificate[] }> {
  const files: Record<string, Uint8Array> = {};
  const certificates: ArchivedMutualityCertificate[] = [];
  for (const facts of allFacts) {
    for (const activity of facts.activities) {
      if (activityYear(activity) !== year || mutualityProblem(activity, today) !== null) continue;
      const folder = `${activity.startDate}-${fileNameSlug(activity.title, "plaine")}`;
      const name = fileNameSlug(`${facts.child.lastName} ${facts.child.firstName}`, "enfant");
      // Two children of the same name at one plaine each keep their own file.
      let file = MUTUALITY_FILE(folder, name);
      for (let copy = 2; file in files; copy += 1) file = MUTUALITY_FILE(folder, `${name}-${copy}`);
      files[file] = await mutualityCertificatePdf(mutualityContent(facts, activity, organiser, today), letterhead);
      certificates.push({ file, childId: facts.child.id, debtorId: facts.debtor.id });
    }
  }
  return { files, certificates };
}

/** Where a mutualité certificate goes in a year's ZIP: a folder per plaine. */
const MUTUALITY_FILE = (plaine: string, child: string) => `attestations-mutualite/${plaine}/${child}.pdf`;

/**
 * Issuing a family's tax certificates of a year: the one service behind the parent's 'Obtenir
 * l'attestation' and each family of the year's run. It issues (or corrects) what the facts give
 * today; the PDF's download only reads what it issued.
 */
import { asc } from "drizzle-orm";
import { brusselsToday } from "../../../domain/dates.ts";
import { missingOrganiserDetails, type OrganiserDetails } from "../../../domain/organiser.ts";
import { certificateContentContext } from "../../crypto/sealed-fields.ts";
import type { Db } from "../../db/client.ts";
import { childcareCertificates } from "../../db/schema.ts";
import type { ChildcareCertificateContent, IssuedChildcareCertificate } from "./documents/content.ts";
import type { ChildFacts } from "./facts.ts";
import {
  type CertificateDeps,
  certificatesOf,
  childcareAmountsOf,
  childcareContents,
  dailyCapFor,
  issueChildcareCertificates,
  missingFromFamily,
  ORGANISER_INCOMPLETE,
} from "./service.ts";
import { loadOrganiser } from "../organiser/index.ts";

/** What every certificate of an income year is computed with. */
export interface YearFigures {
  year: number;
  today: string;
  organiser: OrganiserDetails;
  dailyCapCents: number | null;
}

export async function yearFigures(db: Db, year: number, today: string): Promise<YearFigures> {
  const { organiser } = await loadOrganiser(db);
  return { year, today, organiser, dailyCapCents: await dailyCapFor(db, year) };
}

export type FamilyIssue =
  /** No day of the year counts: nothing to certify. */
  | { outcome: "nothing" }
  /** What still prevents it, in French, as a parent reads it. */
  | { outcome: "missing"; missing: string[] }
  | { outcome: "issued"; certificates: IssuedChildcareCertificate[]; issued: number; corrected: number };

/**
 * Issues one child's certificates of a year for the parent who pays (`facts`): a new sheet gets
 * the year's next number, a changed one becomes a correction, the same content changes nothing.
 */
export async function issueFamilyCertificates(
  deps: CertificateDeps,
  facts: ChildFacts,
  figures: YearFigures,
  options: { now?: Date; beforeCommit?: Parameters<typeof issueChildcareCertificates>[4] } = {},
): Promise<FamilyIssue> {
  const { year, today, organiser, dailyCapCents } = figures;
  const amounts = childcareAmountsOf(facts, year, today, dailyCapCents);
  if (amounts.periods.length === 0) return { outcome: "nothing" };
  const missing = [...missingFromFamily(facts), ...(missingOrganiserDetails(organiser).length > 0 ? [ORGANISER_INCOMPLETE] : [])];
  if (missing.length > 0) return { outcome: "missing", missing };
  const contents = childcareContents(facts, year, amounts, organiser, dailyCapCents, deps.cipher);
  const ids = { childId: facts.child.id, debtorId: facts.debtor.id };
  const result = await issueChildcareCertificates(deps, ids, contents, options.now, options.beforeCommit);
  return { outcome: "issued", ...result };
}

/** The certificates issued to a debtor for a child and a year, as last issued (empty: none yet). */
export async function issuedCertificates(
  deps: CertificateDeps,
  ids: { year: number; childId: string; debtorId: string },
): Promise<IssuedChildcareCertificate[]> {
  const rows = await deps.db.select().from(childcareCertificates).where(certificatesOf(ids)).orderBy(asc(childcareCertificates.sheet));
  return rows.map((row) => ({
    content: JSON.parse(deps.cipher.open(row.content, certificateContentContext(row.id))) as ChildcareCertificateContent,
    sequence: row.sequence,
    version: row.version,
    issuedOn: brusselsToday(row.correctedAt ?? row.issuedAt),
  }));
}

/**
 * 'Mes attestations': what a parent does with their own certificates, one function per route.
 * Every query starts from the signed-in parent, so another family's child or plaine is simply not
 * found.
 */
import { and, eq, or } from "drizzle-orm";
import type { ChildcareCertificateIssued, MyCertificatesView, NationalNumberSaved } from "../../../domain/contracts/certificates.ts";
import { CHILD_NOT_FOUND } from "../../../domain/child.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { formatNationalNumber, nationalNumberProblem } from "../../../domain/national-number.ts";
import { missingOrganiserDetails } from "../../../domain/organiser.ts";
import { sealChildNationalNumber, sealNationalNumber } from "../../crypto/sealed-fields.ts";
import { children, profiles } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { childcareCertificatesPdf } from "./documents/childcare-certificate-pdf.ts";
import type { PdfLetterhead } from "../../pdf/pdf.ts";
import type { PdfFile } from "./documents/content.ts";
import { mutualityPdf } from "./mutuality.ts";
import { loadCertificateFacts } from "./facts.ts";
import { issueFamilyCertificates, issuedCertificates, yearFigures } from "./issue.ts";
import { type CertificateDeps, childcareSummaries, mutualitySummaries } from "./service.ts";
import { loadOrganiser } from "../organiser/index.ts";

const NO_CERTIFICATE = "Aucune attestation pour cet enfant cette année-là";
const NOT_ISSUED_YET = "Cette attestation n'a pas encore été délivrée\u00a0: obtenez-la d'abord dans «\u00a0Mes attestations\u00a0».";

export type { PdfFile };

export async function myCertificates(deps: CertificateDeps, parentId: string): Promise<MyCertificatesView> {
  const { db } = deps;
  const today = brusselsToday();
  const facts = await loadCertificateFacts(db, { parentId });
  const { organiser } = await loadOrganiser(db);
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, parentId));
  const childrenSeen = new Map(facts.map((entry) => [entry.child.id, entry.child]));
  return {
    childcare: await childcareSummaries(deps, facts, organiser, today),
    mutuality: mutualitySummaries(facts, today),
    nationalNumbers: {
      parent: Boolean(profile?.nationalNumber),
      children: [...childrenSeen.values()]
        .map((child) => ({
          id: child.id,
          firstName: child.firstName,
          lastName: child.lastName,
          given: Boolean(child.sealedNationalNumber),
        }))
        .sort((a, b) => a.firstName.localeCompare(b.firstName, "fr")),
    },
    addressComplete: Boolean(profile?.addressStreet && profile.addressPostalCode && profile.addressCity),
    organiserIncomplete: missingOrganiserDetails(organiser).length > 0,
  };
}

/** 'Obtenir l'attestation': issues (or corrects) a child's tax certificate of a year for the parent who pays. */
export async function issueMyChildcareCertificate(
  deps: CertificateDeps,
  parentId: string,
  { year, childId }: { year: number; childId: string },
): Promise<ChildcareCertificateIssued> {
  const facts = (await loadCertificateFacts(deps.db, { parentId })).find(
    (entry) => entry.child.id === childId && entry.debtor.id === parentId,
  );
  if (!facts) throw notFound(NO_CERTIFICATE);
  const result = await issueFamilyCertificates(deps, facts, await yearFigures(deps.db, year, brusselsToday()));
  if (result.outcome === "nothing") throw notFound(NO_CERTIFICATE);
  if (result.outcome === "missing") throw new HttpError("CONFLICT", `L'attestation demande encore ${result.missing.join(", ")}.`);
  return { year, childId, sequences: result.certificates.map((certificate) => certificate.sequence) };
}

/** The PDF of a tax certificate already issued: reads, never issues. */
export async function myChildcarePdf(
  deps: CertificateDeps,
  parentId: string,
  { year, childId }: { year: number; childId: string },
  letterhead: PdfLetterhead,
): Promise<PdfFile> {
  const certificates = await issuedCertificates(deps, { year, childId, debtorId: parentId });
  if (certificates.length === 0) throw notFound(NOT_ISSUED_YET);
  return {
    filename: `attestation-fiscale-281-86-${year}-n${certificates[0].sequence}.pdf`,
    pdf: await childcareCertificatesPdf(certificates, letterhead),
  };
}

/** The mutualité's participation certificate of one of the parent's children's plaines (mutuality.ts). */
export function myMutualityPdf(
  deps: CertificateDeps,
  parentId: string,
  ids: { activityId: string; childId: string },
  letterhead: PdfLetterhead,
): Promise<PdfFile> {
  return mutualityPdf(deps, { parentId }, ids, brusselsToday(), letterhead);
}

export async function saveParentNationalNumber(
  deps: CertificateDeps,
  parentId: string,
  nationalNumber: string,
): Promise<NationalNumberSaved> {
  await deps.db
    .update(profiles)
    .set({ nationalNumber: sealNationalNumber(deps.cipher, parentId, nationalNumber), updatedAt: new Date() })
    .where(eq(profiles.id, parentId));
  return { nationalNumber: formatNationalNumber(nationalNumber) };
}

/** A child's number, checked against the birth date; only the parent's own children. */
export async function saveChildNationalNumber(
  deps: CertificateDeps,
  parentId: string,
  childId: string,
  nationalNumber: string,
): Promise<NationalNumberSaved> {
  const [child] = await deps.db
    .select({ birthDate: children.birthDate })
    .from(children)
    // Either parent of a shared file (decision 0058).
    .where(and(eq(children.id, childId), or(eq(children.parentId, parentId), eq(children.secondParentId, parentId))));
  if (!child) throw notFound(CHILD_NOT_FOUND);
  const problem = nationalNumberProblem(nationalNumber, child.birthDate);
  if (problem) throw new HttpError("VALIDATION", problem, { nationalNumber: problem });
  await deps.db
    .update(children)
    .set({ nationalNumber: sealChildNationalNumber(deps.cipher, childId, nationalNumber), updatedAt: new Date() })
    .where(eq(children.id, childId));
  return { nationalNumber: formatNationalNumber(nationalNumber) };
}

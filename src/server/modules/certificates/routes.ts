import { and, eq } from "drizzle-orm";
import { certificatePaths, type MyCertificatesView, type NationalNumberSaved } from "../../../domain/contracts/certificates.ts";
import {
  childcarePdfParams,
  childNationalNumberParams,
  mutualityPdfParams,
  nationalNumberInputSchema,
} from "../../../domain/contracts/certificates-input.ts";
import { CHILD_NOT_FOUND } from "../../../domain/child.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { formatNationalNumber, nationalNumberProblem } from "../../../domain/national-number.ts";
import { missingOrganiserDetails } from "../../../domain/organiser.ts";
import type { RoutePlugin } from "../../context.ts";
import { sealChildNationalNumber, sealNationalNumber } from "../../crypto/sealed-fields.ts";
import { children, profiles } from "../../db/schema.ts";
import { HttpError, notFound, parseInput } from "../../http/errors.ts";
import { routeOf } from "../../http/route-path.ts";
import { loadOrganiser } from "./settings.ts";
import { childcareCertificatesPdf } from "./documents/childcare-certificate-pdf.ts";
import { mutualityCertificatePdf } from "./documents/mutuality-certificate-pdf.ts";
import { loadCertificateFacts } from "./facts.ts";
import {
  childcareAmountsOf,
  childcareContents,
  childcareSummaries,
  dailyCapFor,
  issueChildcareCertificates,
  missingFromFamily,
  mutualityContent,
  mutualityProblem,
  mutualitySummaries,
  ORGANISER_INCOMPLETE,
} from "./service.ts";

const NO_CERTIFICATE = "Aucune attestation pour cet enfant cette année-là";
const NO_PARTICIPATION = "Cet enfant n'a pas participé à cette plaine";

const pdfReply = (filename: string) => ({ "content-type": "application/pdf", "content-disposition": `attachment; filename="${filename}"` });

/**
 * 'Mes attestations': a parent's own certificates only. Every query starts from the signed-in
 * parent's registrations, so another family's child or plaine is simply not found.
 */
export const certificateRoutes: RoutePlugin = (app, { context: { db, cipher } }, done) => {
  const deps = { db, cipher };

  app.get(routeOf(app, certificatePaths.list), async (request) => {
    const today = brusselsToday();
    const facts = await loadCertificateFacts(db, { parentId: request.user.id });
    const { organiser } = await loadOrganiser(db);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, request.user.id));
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
    } satisfies MyCertificatesView;
  });

  app.get(routeOf(app, certificatePaths.childcarePdf), async (request, reply) => {
    const { year, childId } = parseInput(childcarePdfParams, request.params);
    const today = brusselsToday();
    const facts = (await loadCertificateFacts(db, { parentId: request.user.id })).find(
      (entry) => entry.child.id === childId && entry.debtor.id === request.user.id,
    );
    if (!facts) throw notFound(NO_CERTIFICATE);
    const dailyCapCents = await dailyCapFor(db, year);
    const amounts = childcareAmountsOf(facts, year, today, dailyCapCents);
    if (amounts.periods.length === 0) throw notFound(NO_CERTIFICATE);
    const { organiser } = await loadOrganiser(db);
    const missing = [...missingFromFamily(facts), ...(missingOrganiserDetails(organiser).length > 0 ? [ORGANISER_INCOMPLETE] : [])];
    if (missing.length > 0) throw new HttpError("CONFLICT", `L'attestation demande encore ${missing.join(", ")}.`);
    const contents = childcareContents(facts, year, amounts, organiser, dailyCapCents, cipher);
    const { certificates } = await issueChildcareCertificates(deps, { childId, debtorId: request.user.id }, contents);
    const pdf = await childcareCertificatesPdf(certificates);
    return reply.headers(pdfReply(`attestation-fiscale-281-86-${year}-n${certificates[0].sequence}.pdf`)).send(pdf);
  });

  app.get(routeOf(app, certificatePaths.mutualityPdf), async (request, reply) => {
    const { activityId, childId } = parseInput(mutualityPdfParams, request.params);
    const today = brusselsToday();
    const facts = (await loadCertificateFacts(db, { parentId: request.user.id })).find((entry) => entry.child.id === childId);
    const plaine = facts?.plaines.find((entry) => entry.activityId === activityId);
    if (!facts || !plaine) throw notFound(NO_PARTICIPATION);
    const problem = mutualityProblem(plaine, today);
    if (problem) throw new HttpError("CONFLICT", `L'attestation n'est pas encore disponible : ${problem}.`);
    const { organiser } = await loadOrganiser(db);
    const pdf = await mutualityCertificatePdf(mutualityContent(facts, plaine, organiser, today));
    return reply.headers(pdfReply(`attestation-mutualite-${plaine.startDate}.pdf`)).send(pdf);
  });

  app.put(routeOf(app, certificatePaths.parentNationalNumber), async (request) => {
    const { nationalNumber } = parseInput(nationalNumberInputSchema, request.body ?? {});
    await db
      .update(profiles)
      .set({ nationalNumber: sealNationalNumber(cipher, request.user.id, nationalNumber), updatedAt: new Date() })
      .where(eq(profiles.id, request.user.id));
    return { nationalNumber: formatNationalNumber(nationalNumber) } satisfies NationalNumberSaved;
  });

  app.put(routeOf(app, certificatePaths.childNationalNumber), async (request) => {
    const { childId } = parseInput(childNationalNumberParams, request.params);
    const { nationalNumber } = parseInput(nationalNumberInputSchema, request.body ?? {});
    const [child] = await db
      .select({ birthDate: children.birthDate })
      .from(children)
      .where(and(eq(children.id, childId), eq(children.parentId, request.user.id)));
    if (!child) throw notFound(CHILD_NOT_FOUND);
    const problem = nationalNumberProblem(nationalNumber, child.birthDate);
    if (problem) throw new HttpError("VALIDATION", problem, { nationalNumber: problem });
    await db
      .update(children)
      .set({ nationalNumber: sealChildNationalNumber(cipher, childId, nationalNumber), updatedAt: new Date() })
      .where(eq(children.id, childId));
    return { nationalNumber: formatNationalNumber(nationalNumber) } satisfies NationalNumberSaved;
  });

  done();
};

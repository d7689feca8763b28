/**
 * The certificates of a family or of a year: what each says (the domain's rules on the facts),
 * what still prevents it, and issuing a tax certificate — its sequence number for the year, kept
 * across corrections (decision 0035).
 */
import { activityHeading } from "../../../domain/activity.ts";
import { ADVISORY_LOCKS } from "../../db/advisory-locks.ts";
import { and, eq, sql } from "drizzle-orm";
import {
  CERTIFICATE_REASONS,
  certificateSheets,
  type ChildcareAmounts,
  childcareAmounts,
  CHILDCARE_DAILY_CAPS,
} from "../../../domain/childcare-certificate.ts";
import type { ChildcareCertificateSummary, MutualityCertificateSummary } from "../../../domain/contracts/certificates.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { missingOrganiserDetails, type OrganiserDetails } from "../../../domain/organiser.ts";
import type { FieldCipher } from "../../crypto/field-encryption.ts";
import { certificateContentContext, openChildNationalNumber, openNationalNumber } from "../../crypto/sealed-fields.ts";
import type { Db } from "../../db/client.ts";
import { childcareCertificates, childcareDailyCaps } from "../../db/schema.ts";
import type {
  CertificatePerson,
  ChildcareCertificateContent,
  IssuedChildcareCertificate,
  MutualityCertificateContent,
} from "./documents/content.ts";
import type { ChildFacts, ChildActivity, FactDebtor } from "./facts.ts";

export interface CertificateDeps {
  db: Db;
  cipher: FieldCipher;
}

/** The year a plaine belongs to (decision 0034): the year its payment was completed, else the year it starts. */
export function activityYear(activity: ChildActivity): number {
  return Number((activity.paidOn ?? activity.startDate).slice(0, 4));
}

/** The years of a child's plaines, newest first. */
function yearsOf(facts: ChildFacts): number[] {
  return [...new Set(facts.activities.map(activityYear))].sort((a, b) => b - a);
}

/** The figure in force for an income year: the one entered in the settings, else the published one. */
export async function dailyCapFor(db: Db, year: number): Promise<number | null> {
  const [entered] = await db.select().from(childcareDailyCaps).where(eq(childcareDailyCaps.year, year));
  return entered?.cents ?? CHILDCARE_DAILY_CAPS[year]?.cents ?? null;
}

export function childcareAmountsOf(facts: ChildFacts, year: number, today: string, dailyCapCents: number | null): ChildcareAmounts {
  return childcareAmounts({ year, birthDate: facts.child.birthDate, today, activities: facts.activities, dailyCapCents });
}

function addressComplete(debtor: FactDebtor): boolean {
  return Boolean(debtor.street && debtor.postalCode && debtor.city);
}

/** What the certificate still needs from the family, in French (empty: it can be issued). */
export function missingFromFamily(facts: ChildFacts): string[] {
  const missing: string[] = [];
  const parent = `${facts.debtor.firstName} ${facts.debtor.lastName}`;
  if (!facts.debtor.sealedNationalNumber) missing.push(`le numéro de registre national du parent (${parent})`);
  if (!addressComplete(facts.debtor)) missing.push(`l'adresse du parent (${parent}), dans son profil`);
  if (!facts.child.sealedNationalNumber) missing.push(`le numéro de registre national de ${facts.child.firstName}`);
  return missing;
}

/** The organiser's part of what prevents a tax certificate, as a parent reads it. */
export const ORGANISER_INCOMPLETE = "les coordonnées de l'association, que ses administrateurs doivent compléter";

function summaryOf(
  facts: ChildFacts,
  year: number,
  amounts: ChildcareAmounts,
  organiser: OrganiserDetails,
  sequences: number[],
): ChildcareCertificateSummary {
  const missing = amounts.periods.length === 0 ? [] : missingFromFamily(facts);
  if (amounts.periods.length > 0 && missingOrganiserDetails(organiser).length > 0) missing.push(ORGANISER_INCOMPLETE);
  return {
    year,
    child: { id: facts.child.id, firstName: facts.child.firstName, lastName: facts.child.lastName },
    periods: amounts.periods,
    totalCents: amounts.totalCents,
    deductibleCents: amounts.deductibleCents,
    refused: amounts.refused,
    missing,
    sequences,
  };
}

/** The tax certificates a family's facts give, year by year (newest first), with what each lacks. */
export async function childcareSummaries(
  deps: CertificateDeps,
  allFacts: readonly ChildFacts[],
  organiser: OrganiserDetails,
  today: string,
): Promise<ChildcareCertificateSummary[]> {
  const issued = await issuedSequences(deps.db, allFacts);
  const summaries: ChildcareCertificateSummary[] = [];
  for (const facts of allFacts) {
    for (const year of yearsOf(facts)) {
      const amounts = childcareAmountsOf(facts, year, today, await dailyCapFor(deps.db, year));
      const sequences = issued.get(`${year}:${facts.child.id}:${facts.debtor.id}`) ?? [];
      summaries.push(summaryOf(facts, year, amounts, organiser, sequences));
    }
  }
  return summaries.sort((a, b) => b.year - a.year || a.child.firstName.localeCompare(b.child.firstName, "fr"));
}

async function issuedSequences(db: Db, allFacts: readonly ChildFacts[]): Promise<Map<string, number[]>> {
  const debtorIds = [...new Set(allFacts.map((facts) => facts.debtor.id))];
  const sequences = new Map<string, number[]>();
  for (const debtorId of debtorIds) {
    const rows = await db
      .select({
        year: childcareCertificates.year,
        childId: childcareCertificates.childId,
        sequence: childcareCertificates.sequence,
        sheet: childcareCertificates.sheet,
      })
      .from(childcareCertificates)
      .where(eq(childcareCertificates.debtorId, debtorId))
      .orderBy(childcareCertificates.sheet);
    for (const row of rows) {
      const key = `${row.year}:${row.childId}:${debtorId}`;
      sequences.set(key, [...(sequences.get(key) ?? []), row.sequence]);
    }
  }
  return sequences;
}

/** The mutualité certificates of a family: one per child and plaine, newest plaine first. */
export function mutualitySummaries(allFacts: readonly ChildFacts[], today: string): MutualityCertificateSummary[] {
  return allFacts
    .flatMap((facts) =>
      facts.activities.map((activity) => ({
        activity: { id: activity.activityId, title: activity.title, startDate: activity.startDate, endDate: activity.endDate },
        child: { id: facts.child.id, firstName: facts.child.firstName, lastName: facts.child.lastName },
        daysPresent: activity.presentDates.length,
        paidCents: activity.shareCents,
        unavailableReason: mutualityProblem(activity, today),
      })),
    )
    .sort((a, b) => b.activity.startDate.localeCompare(a.activity.startDate) || a.child.firstName.localeCompare(b.child.firstName, "fr"));
}

/** Why a plaine's participation certificate cannot be given yet (null: it can). */
export function mutualityProblem(activity: ChildActivity, today: string): string | null {
  if (activity.endDate >= today) return CERTIFICATE_REASONS.notOver;
  if (activity.paidOn === null) return CERTIFICATE_REASONS.notPaid;
  if (activity.presentDates.length === 0) return CERTIFICATE_REASONS.noAttendance;
  return null;
}

function person(facts: ChildFacts, cipher: FieldCipher): { debtor: CertificatePerson; child: ChildcareCertificateContent["child"] } {
  const { debtor, child } = facts;
  const address = { street: debtor.street ?? "", postalCode: debtor.postalCode ?? "", city: debtor.city ?? "" };
  return {
    debtor: {
      firstName: debtor.firstName,
      lastName: debtor.lastName,
      ...address,
      nationalNumber: openNationalNumber(cipher, debtor.id, debtor.sealedNationalNumber) ?? "",
    },
    // The child lives with the parent who pays: the model asks for the child's address too.
    child: {
      firstName: child.firstName,
      lastName: child.lastName,
      birthDate: child.birthDate,
      ...address,
      nationalNumber: openChildNationalNumber(cipher, child.id, child.sealedNationalNumber) ?? "",
    },
  };
}

/** The contents of a child's certificate(s) for a year: one per sheet of four periods. */
export function childcareContents(
  facts: ChildFacts,
  year: number,
  amounts: ChildcareAmounts,
  organiser: OrganiserDetails,
  dailyCapCents: number | null,
  cipher: FieldCipher,
): ChildcareCertificateContent[] {
  const { debtor, child } = person(facts, cipher);
  const sheets = certificateSheets(amounts.periods);
  return sheets.map((periods, sheet) => {
    const titles = new Set(periods.map((period) => period.title));
    const shares = facts.activities
      .filter((activity) => titles.has(activity.title) && activityYear(activity) === year)
      .map((activity) => ({
        title: activity.title,
        paidCents: activity.paymentCents,
        children: activity.paymentChildren,
        shareCents: activity.shareCents,
        excludedCents: activity.excludedCents,
      }));
    const totalCents = periods.reduce((sum, period) => sum + period.amountCents, 0);
    return {
      year,
      organiser,
      debtor,
      child,
      periods,
      totalCents,
      dailyCapCents,
      deductibleCents:
        dailyCapCents === null
          ? null
          : periods.reduce((sum, period) => sum + Math.min(period.dailyRateCents, dailyCapCents) * period.days, 0),
      shares,
      sheet: sheet + 1,
      sheets: sheets.length,
    };
  });
}

/** JSON with its keys in order, so that the same content always reads the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * What a certificate says, as stored and compared: canonical JSON, its plaines' shares in one set
 * order. The database returns a child's plaines in no set order (a plan changed by statistics
 * gathered meanwhile is enough), and the same certificate read in another order is no correction.
 */
function contentText(content: ChildcareCertificateContent): string {
  const shares = content.shares.map((share) => ({ share, text: canonical(share) }));
  return canonical({ ...content, shares: shares.sort((a, b) => a.text.localeCompare(b.text)).map(({ share }) => share) });
}

/** One advisory lock per income year: sequence numbers are given one certificate at a time. */
const SEQUENCE_LOCK = ADVISORY_LOCKS.certificateSequence;

/** Which rows are the certificates issued to a debtor for a child and a year. */
export function certificatesOf(ids: { year: number; childId: string; debtorId: string }) {
  return and(
    eq(childcareCertificates.year, ids.year),
    eq(childcareCertificates.childId, ids.childId),
    eq(childcareCertificates.debtorId, ids.debtorId),
  );
}

/**
 * Issues a child's certificates of a year for one debtor: a new sheet gets the year's next sequence
 * number; a sheet already issued keeps its number, and becomes a correction (version + 1) when what
 * it says changed. Idempotent: the same content issued again changes nothing, whoever asks, however
 * many processes ask at once.
 */
export async function issueChildcareCertificates(
  deps: CertificateDeps,
  ids: { childId: string; debtorId: string },
  contents: readonly ChildcareCertificateContent[],
  now = new Date(),
  /** Runs before the commit, with what was issued: a year's run records its progress with it. */
  beforeCommit?: (tx: Db, counts: { issued: number; corrected: number }) => Promise<void>,
): Promise<{ certificates: IssuedChildcareCertificate[]; issued: number; corrected: number }> {
  const { db, cipher } = deps;
  return db.transaction(async (tx) => {
    let issued = 0;
    let corrected = 0;
    const certificates: IssuedChildcareCertificate[] = [];
    for (const content of contents) {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEQUENCE_LOCK}, ${content.year})`);
      const sheet = content.sheet - 1;
      const [existing] = await tx
        .select()
        .from(childcareCertificates)
        .where(and(certificatesOf({ year: content.year, ...ids }), eq(childcareCertificates.sheet, sheet)));
      const text = contentText(content);
      if (!existing) {
        const [{ next }] = await tx
          .select({ next: sql<number>`coalesce(max(${childcareCertificates.sequence}), 0) + 1` })
          .from(childcareCertificates)
          .where(eq(childcareCertificates.year, content.year));
        const id = crypto.randomUUID();
        await tx.insert(childcareCertificates).values({
          id,
          year: content.year,
          sequence: Number(next),
          childId: ids.childId,
          debtorId: ids.debtorId,
          sheet,
          content: cipher.seal(text, certificateContentContext(id)),
          issuedAt: now,
        });
        issued += 1;
        certificates.push({ content, sequence: Number(next), version: 1, issuedOn: brusselsToday(now) });
        continue;
      }
      const before = cipher.open(existing.content, certificateContentContext(existing.id));
      // Compared in today's form: what an earlier version stored may list its shares in another order.
      if (before === text || contentText(JSON.parse(before) as ChildcareCertificateContent) === text) {
        certificates.push({
          content,
          sequence: existing.sequence,
          version: existing.version,
          issuedOn: brusselsToday(existing.correctedAt ?? existing.issuedAt),
        });
        continue;
      }
      await tx
        .update(childcareCertificates)
        .set({ content: cipher.seal(text, certificateContentContext(existing.id)), version: existing.version + 1, correctedAt: now })
        .where(eq(childcareCertificates.id, existing.id));
      corrected += 1;
      certificates.push({ content, sequence: existing.sequence, version: existing.version + 1, issuedOn: brusselsToday(now) });
    }
    await beforeCommit?.(tx, { issued, corrected });
    return { certificates, issued, corrected };
  });
}

/** The participation certificate's content for one plaine of a child. */
export function mutualityContent(
  facts: ChildFacts,
  activity: ChildActivity,
  organiser: OrganiserDetails,
  today: string,
): MutualityCertificateContent {
  const { debtor, child } = facts;
  return {
    organiser,
    parent: {
      firstName: debtor.firstName,
      lastName: debtor.lastName,
      street: debtor.street ?? "",
      postalCode: debtor.postalCode ?? "",
      city: debtor.city ?? "",
    },
    child: { firstName: child.firstName, lastName: child.lastName, birthDate: child.birthDate },
    activity: activityHeading(activity),
    presentDates: [...activity.presentDates],
    paidCents: activity.shareCents,
    paidOn: activity.paidOn ?? today,
    issuedOn: today,
  };
}

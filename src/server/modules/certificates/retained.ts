/**
 * The tax certificates of an erased family (decision 0036). A 281.86 already issued may have to be
 * corrected in Belcotax (f2028 = 1 states again both national numbers, the names, the address and
 * the amounts, under the same sequence number), so what a correction needs is kept: the row stays,
 * detached from the child and the debtor, its sealed content cut down to that record. No page, route,
 * export or run reads a detached row; the year's next sequence number still counts it, so its number
 * is never given to another certificate. The retention rule deletes it once the tax period is over.
 */
import { and, eq, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { CertificatePeriod } from "../../../domain/childcare-certificate.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import type { FieldCipher } from "../../crypto/field-encryption.ts";
import { certificateContentContext } from "../../crypto/sealed-fields.ts";
import type { Db } from "../../db/client.ts";
import { childcareCertificates } from "../../db/schema.ts";
import type { CertificatePerson, ChildcareCertificateContent } from "./documents/content.ts";

/** What a correcting run would state again: the certificate's identity, the two persons and the amounts. */
interface RetainedCertificate {
  year: number;
  sequence: number;
  version: number;
  issuedOn: string;
  debtor: CertificatePerson;
  child: CertificatePerson & { birthDate: string };
  periods: CertificatePeriod[];
  totalCents: number;
}

export interface RetainedSequence {
  year: number;
  sequence: number;
}

/**
 * Detaches the certificates of a family about to be erased (those of its debtor, and those of its
 * children whoever paid), keeping each one's record sealed; answers their years and numbers, for
 * the runs' archives to be rebuilt without them.
 */
export async function retainFamilyCertificates(
  tx: Db,
  cipher: FieldCipher,
  family: { debtorId: string; childIds: readonly string[] },
  now: Date,
): Promise<RetainedSequence[]> {
  const ofFamily = family.childIds.length
    ? or(eq(childcareCertificates.debtorId, family.debtorId), inArray(childcareCertificates.childId, [...family.childIds]))
    : eq(childcareCertificates.debtorId, family.debtorId);
  const rows = await tx
    .select()
    .from(childcareCertificates)
    .where(and(ofFamily, isNull(childcareCertificates.retainedAt)))
    .for("update");
  for (const row of rows) {
    const context = certificateContentContext(row.id);
    const content = JSON.parse(cipher.open(row.content, context)) as ChildcareCertificateContent;
    const record: RetainedCertificate = {
      year: row.year,
      sequence: row.sequence,
      version: row.version,
      issuedOn: brusselsToday(row.correctedAt ?? row.issuedAt),
      debtor: content.debtor,
      child: content.child,
      periods: content.periods,
      totalCents: content.totalCents,
    };
    await tx
      .update(childcareCertificates)
      .set({ childId: null, debtorId: null, retainedAt: now, content: cipher.seal(JSON.stringify(record), context) })
      .where(eq(childcareCertificates.id, row.id));
  }
  return rows.map((row) => ({ year: row.year, sequence: row.sequence }));
}

/**
 * Retained certificates whose income year ended `years` years ago or more: deleted. The period runs
 * from 1 January after the income year (a 2025 certificate kept 7 years goes on 1 January 2033).
 */
export async function purgeRetainedCertificates(db: Db, years: number, now: Date): Promise<number> {
  const thisYear = Number(brusselsToday(now).slice(0, 4));
  const purged = await db
    .delete(childcareCertificates)
    .where(and(isNotNull(childcareCertificates.retainedAt), lt(childcareCertificates.year, thisYear - years)))
    .returning({ id: childcareCertificates.id });
  return purged.length;
}

/**
 * What each sealed column's values are bound to (GCM's additional data): a value copied into
 * another row or column does not open. The medical file's is in modules/children/medical-file.ts.
 */
import { formatNationalNumber } from "../../domain/national-number.ts";
import type { FieldCipher } from "./field-encryption.ts";

export const nationalNumberContext = (profileId: string) => `profiles.national_number:${profileId}`;

export function sealNationalNumber(cipher: FieldCipher, profileId: string, digits: string | null): string | null {
  return digits === null ? null : cipher.seal(digits, nationalNumberContext(profileId));
}

/** The parent's number as they typed it back (YY.MM.DD-SSS.CC), or null. */
export function openNationalNumber(cipher: FieldCipher, profileId: string, sealed: string | null): string | null {
  return sealed === null ? null : formatNationalNumber(cipher.open(sealed, nationalNumberContext(profileId)));
}

export const childNationalNumberContext = (childId: string) => `children.national_number:${childId}`;

export function sealChildNationalNumber(cipher: FieldCipher, childId: string, digits: string | null): string | null {
  return digits === null ? null : cipher.seal(digits, childNationalNumberContext(childId));
}

/** The child's number, formatted (YY.MM.DD-SSS.CC), or null. */
export function openChildNationalNumber(cipher: FieldCipher, childId: string, sealed: string | null): string | null {
  return sealed === null ? null : formatNationalNumber(cipher.open(sealed, childNationalNumberContext(childId)));
}

/** What an issued tax certificate said (it holds national register numbers): bound to its row. */
export const certificateContentContext = (certificateId: string) => `childcare_certificates.content:${certificateId}`;

/** A certificate run's ZIP (base64), bound to its run. */
export const certificateArchiveContext = (runId: string) => `certificate_runs.archive:${runId}`;

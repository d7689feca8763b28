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

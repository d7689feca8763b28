/**
 * A child's medical file at rest: the five free-text fields sealed together in `medical_file`,
 * bound to the child's id, and the `has_medical_info` flag the lists use instead of the text.
 */
import type { Child } from "../../../domain/child.ts";
import { hasMedicalInfo } from "../../../domain/child.ts";
import type { FieldCipher } from "../../crypto/field-encryption.ts";

export type MedicalFile = Pick<Child, "allergies" | "medicalConditions" | "medications" | "doctorContact" | "additionalInfo">;

const EMPTY_MEDICAL_FILE: MedicalFile = {
  allergies: null,
  medicalConditions: null,
  medications: null,
  doctorContact: null,
  additionalInfo: null,
};

const FIELDS = Object.keys(EMPTY_MEDICAL_FILE) as (keyof MedicalFile)[];

/** What the sealed value is bound to: moved to another child's row, it does not open. */
const medicalFileContext = (childId: string) => `children.medical_file:${childId}`;

export function pickMedicalFile(input: Partial<MedicalFile>): MedicalFile {
  return Object.fromEntries(FIELDS.map((field) => [field, input[field] || null])) as MedicalFile;
}

/** The columns to write for a file: null and false when it is empty. */
export function sealMedicalFile(cipher: FieldCipher, childId: string, file: MedicalFile, now = new Date()) {
  const picked = pickMedicalFile(file);
  const empty = FIELDS.every((field) => picked[field] === null);
  return {
    medicalFile: empty ? null : cipher.sealJson(picked, medicalFileContext(childId)),
    hasMedicalInfo: hasMedicalInfo(picked),
    medicalUpdatedAt: now,
  };
}

export function openMedicalFile(cipher: FieldCipher, row: { id: string; medicalFile: string | null }): MedicalFile {
  if (!row.medicalFile) return EMPTY_MEDICAL_FILE;
  const value = cipher.openJson(row.medicalFile, medicalFileContext(row.id)) as Partial<MedicalFile>;
  return pickMedicalFile(value);
}

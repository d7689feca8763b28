/**
 * A child's medical file at rest: the five free-text fields and the rest of the fiche santé
 * (health-form.ts) sealed together in `medical_file`, bound to the child's id, and the
 * `has_medical_info` flag the lists use instead of the text.
 */
import { EMPTY_MEDICAL_FILE, hasMedicalInfo, type MedicalFile } from "../../../domain/medical-consent.ts";
import type { FieldCipher } from "../../crypto/field-encryption.ts";

export type { MedicalFile };

const FIELDS = Object.keys(EMPTY_MEDICAL_FILE) as (keyof MedicalFile)[];

/** What the sealed value is bound to: moved to another child's row, it does not open. */
const medicalFileContext = (childId: string) => `children.medical_file:${childId}`;

/** A field's value, or its empty value: "" and a missing field read as null, [] or false. */
function pickField(field: keyof MedicalFile, value: unknown): unknown {
  const empty = EMPTY_MEDICAL_FILE[field];
  if (Array.isArray(empty)) return Array.isArray(value) ? value : [];
  if (typeof empty === "boolean") return value === true;
  return value || null;
}

export function pickMedicalFile(input: Partial<MedicalFile>): MedicalFile {
  return Object.fromEntries(FIELDS.map((field) => [field, pickField(field, input[field])])) as unknown as MedicalFile;
}

/** Whether two files say the same: the file is sealed again only when it changed. */
export function sameMedicalFile(a: MedicalFile, b: MedicalFile): boolean {
  return FIELDS.every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));
}

function isEmpty(file: MedicalFile): boolean {
  return FIELDS.every((field) => JSON.stringify(file[field]) === JSON.stringify(EMPTY_MEDICAL_FILE[field]));
}

/** The columns to write for a file: null and false when it is empty. */
export function sealMedicalFile(cipher: FieldCipher, childId: string, file: MedicalFile, now = new Date()) {
  const picked = pickMedicalFile(file);
  return {
    medicalFile: isEmpty(picked) ? null : cipher.sealJson(picked, medicalFileContext(childId)),
    hasMedicalInfo: hasMedicalInfo(picked),
    medicalUpdatedAt: now,
  };
}

export function openMedicalFile(cipher: FieldCipher, row: { id: string; medicalFile: string | null }): MedicalFile {
  if (!row.medicalFile) return EMPTY_MEDICAL_FILE;
  const value = cipher.openJson(row.medicalFile, medicalFileContext(row.id)) as Partial<MedicalFile>;
  return pickMedicalFile(value);
}

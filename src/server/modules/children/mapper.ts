import type { Child } from "../../../domain/child.ts";
import type { MedicalConsentState } from "../../../domain/medical-consent.ts";
import type { FieldCipher } from "../../crypto/field-encryption.ts";
import type { children } from "../../db/schema.ts";
import { openMedicalFile } from "./medical-file.ts";

export type ChildRow = typeof children.$inferSelect;

/** The child as the API shows it: the medical file opened (the caller decides who may see it). */
export function toChild(row: ChildRow, cipher: FieldCipher, consent: MedicalConsentState | null): Child {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    ...openMedicalFile(cipher, row),
    medicalConsent: consent,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

import type { Child } from "../../../domain/child.ts";
import type { children } from "../../db/schema.ts";

export type ChildRow = typeof children.$inferSelect;

export function toChild(row: ChildRow): Child {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    allergies: row.allergies,
    medicalConditions: row.medicalConditions,
    medications: row.medications,
    doctorContact: row.doctorContact,
    additionalInfo: row.additionalInfo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

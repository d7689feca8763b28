import { z } from "zod";
import "./zod-locale.ts";
import { brusselsToday, isIsoDate } from "./dates.ts";

/** A child as the parent's pages see it (spec §3). Medical fields are free text, null when empty. */
export interface Child {
  id: string;
  firstName: string;
  lastName: string;
  birthDate: string; // YYYY-MM-DD
  allergies: string | null;
  medicalConditions: string | null;
  medications: string | null;
  doctorContact: string | null;
  additionalInfo: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A first or last name: enough for any real name, short enough for a badge and an e-mail line. */
export const CHILD_NAME_MAX = 100;

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(CHILD_NAME_MAX, `${CHILD_NAME_MAX} caractères au maximum`);

/** Optional free text: blank becomes null, so "no allergy" is one value, not three. */
const optionalText = (max: number) =>
  z
    .string({ error: "Ce champ doit être un texte" })
    .trim()
    .max(max, `${max} caractères au maximum`)
    .nullish()
    .transform((value) => value || null);

/** No child of a plaine was born before this; an earlier date is a typing mistake. */
export const EARLIEST_BIRTH_DATE = "1990-01-01";

export const BIRTH_DATE_REQUIRED = "La date de naissance est requise";

/**
 * The birth date: a real calendar date (2027-02-30 is refused), strictly before today in
 * Brussels. `today` is a parameter so the rule can be tested on a fixed day.
 */
export const birthDateSchema = (today: () => string = () => brusselsToday()) =>
  z
    .string({ error: BIRTH_DATE_REQUIRED })
    .trim()
    .min(1, BIRTH_DATE_REQUIRED)
    .refine(isIsoDate, "La date de naissance n'est pas une date valide")
    .refine((date) => date >= EARLIEST_BIRTH_DATE, "La date de naissance n'est pas vraisemblable")
    .refine((date) => date < today(), "La date de naissance doit être dans le passé");

/** How long each free-text field of the medical file may be (the form stops typing there too). */
export const CHILD_TEXT_LIMITS = {
  allergies: 1000,
  medicalConditions: 1000,
  medications: 1000,
  doctorContact: 300,
  additionalInfo: 2000,
} as const;

/** The child form (spec §5): names and birth date required, the medical file optional. */
export const childSchemaAt = (today?: () => string) =>
  z.object({
    firstName: requiredName("Le prénom est requis"),
    lastName: requiredName("Le nom est requis"),
    birthDate: birthDateSchema(today),
    allergies: optionalText(CHILD_TEXT_LIMITS.allergies),
    medicalConditions: optionalText(CHILD_TEXT_LIMITS.medicalConditions),
    medications: optionalText(CHILD_TEXT_LIMITS.medications),
    doctorContact: optionalText(CHILD_TEXT_LIMITS.doctorContact),
    additionalInfo: optionalText(CHILD_TEXT_LIMITS.additionalInfo),
  });

export const childSchema = childSchemaAt();
export type ChildInput = z.infer<typeof childSchema>;

export const CHILD_NOT_FOUND = "Enfant non trouvé";
export const CHILD_ADDED_MESSAGE = "Enfant ajouté avec succès";
export const CHILD_UPDATED_MESSAGE = "Enfant mis à jour avec succès";

/** Why a child cannot be deleted: the plaines they are still registered for (spec §5). */
export function childDeletionRefusal(activityTitles: string[]): string {
  return `Impossible de supprimer cet enfant car il est inscrit aux activités suivantes : ${activityTitles.join(", ")}`;
}

/** Whether the medical file has anything in it: admins see a flag, never a guess. */
export function hasMedicalInfo(child: Pick<Child, "allergies" | "medicalConditions" | "medications" | "doctorContact">): boolean {
  return Boolean(child.allergies || child.medicalConditions || child.medications || child.doctorContact);
}

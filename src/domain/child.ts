import type { HealthFormFields } from "./health-form.ts";
import type { MedicalConsentState } from "./medical-consent.ts";
import type { ChildFamily } from "./child-family.ts";

/**
 * A child as the parent's pages see it (spec §3). Medical fields are free text, null when empty;
 * the rest of the fiche santé (health-form.ts) comes with them.
 */
export interface Child extends HealthFormFields {
  id: string;
  firstName: string;
  lastName: string;
  birthDate: string; // YYYY-MM-DD
  allergies: string | null;
  medicalConditions: string | null;
  medications: string | null;
  doctorContact: string | null;
  additionalInfo: string | null;
  /** The consent under which the medical fields are kept; null when none stands (never given, or withdrawn). */
  medicalConsent: MedicalConsentState | null;
  /** How the signed-in parent stands to the file (first or second parent, the other, an invitation): in the parent's own answers only. */
  family?: ChildFamily;
  createdAt: string;
  updatedAt: string;
}

/** A first or last name: enough for any real name, short enough for a badge and an e-mail line. */
export const CHILD_NAME_MAX = 100;

/** No child of a plaine was born before this; an earlier date is a typing mistake. */
export const EARLIEST_BIRTH_DATE = "1990-01-01";

export const BIRTH_DATE_REQUIRED = "La date de naissance est requise";

/** How long each free-text field of the medical file may be (the form stops typing there too). */
export const CHILD_TEXT_LIMITS = {
  allergies: 1000,
  medicalConditions: 1000,
  medications: 1000,
  doctorContact: 300,
  additionalInfo: 2000,
} as const;

export const CHILD_NOT_FOUND = "Enfant non trouvé";
export const CHILD_ADDED_MESSAGE = "Enfant ajouté avec succès";
export const CHILD_UPDATED_MESSAGE = "Enfant mis à jour avec succès";

/** Why a child cannot be deleted: the plaines they are still registered for (spec §5). */
export function childDeletionRefusal(activityTitles: string[]): string {
  return `Impossible de supprimer cet enfant car il est inscrit aux activités suivantes\u00a0: ${activityTitles.join(", ")}`;
}

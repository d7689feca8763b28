/**
 * The consent a parent gives before the site keeps their child's medical information (GDPR
 * art. 9, 2, a): its text, versioned. A new text gets a new version; a consent given to an older
 * version still stands for what it covered, and the next change of the file asks again.
 */
import type { Child } from "./child.ts";
import { EMPTY_HEALTH_FORM, type HealthFormFields } from "./health-form.ts";

export const MEDICAL_CONSENT_VERSION = "2026-12";

/** What the parent reads beside the box, in the child's form. */
export const MEDICAL_CONSENT_TEXT = [
  "Ce que nous gardons\u00a0: les allergies, problèmes de santé, médicaments, le médecin, la vaccination contre le tétanos, le régime alimentaire et les besoins particuliers que vous indiquez pour cet enfant.",
  "Pourquoi\u00a0: pour que les animateurs protègent votre enfant et réagissent correctement en cas de problème pendant la plaine.",
  "Qui le voit\u00a0: vous, et les administrateurs de l'association qui organisent les plaines\u00a0; chaque consultation est enregistrée. Ces informations sont chiffrées et ne figurent dans aucun e-mail.",
  "Combien de temps\u00a0: jusqu'à 12 mois après la dernière plaine de l'enfant (délai réglé par l'association), ou jusqu'à ce que vous retiriez ce consentement ou supprimiez la fiche.",
  "Vous pouvez retirer ce consentement à tout moment depuis la fiche de l'enfant\u00a0: les informations médicales sont alors effacées.",
] as const;

export const MEDICAL_CONSENT_LABEL =
  "J'accepte que l'association conserve ces informations médicales de mon enfant aux conditions ci-dessus.";

export const MEDICAL_CONSENT_REQUIRED = "Cochez le consentement pour enregistrer des informations médicales";
export const MEDICAL_CONSENT_WITHDRAWN_MESSAGE = "Consentement retiré\u00a0: les informations médicales de l'enfant ont été effacées";
export const NO_CONSENT_TO_WITHDRAW = "Aucun consentement à retirer pour cet enfant";

/** The fields the consent covers: the notes are not medical, and stay when it is withdrawn. */
export const MEDICAL_FIELDS = [
  "allergies",
  "medicalConditions",
  "medications",
  "doctorContact",
  "tetanus",
  "tetanusLastBooster",
  "dietaryNeeds",
  "specialNeeds",
] as const;
type MedicalFields = Pick<Child, (typeof MEDICAL_FIELDS)[number]>;

/**
 * Whether a file holds medical information: any field the consent covers is filled. The one rule
 * behind the stored `has_medical_info` flag (the lists' marker, the retention purge, the
 * medical-access log) and the consent the form asks for; contacts, swimming, glasses, photos, the
 * care authorisation and the notes never make a file medical.
 */
export function hasMedicalInfo(file: Partial<MedicalFields>): boolean {
  return MEDICAL_FIELDS.some((field) => Boolean(file[field]));
}

/** A child's whole medical file: the five free-text fields of the child's form and the fiche santé's (health-form.ts). */
export type MedicalFile = Pick<Child, "allergies" | "medicalConditions" | "medications" | "doctorContact" | "additionalInfo"> &
  HealthFormFields;

/** A whole file with nothing in it. */
export const EMPTY_MEDICAL_FILE: MedicalFile = {
  allergies: null,
  medicalConditions: null,
  medications: null,
  doctorContact: null,
  additionalInfo: null,
  ...EMPTY_HEALTH_FORM,
};

/** Files kept before the fiche santé's health fields existed have none of them. */
export type StoredMedicalFields = Partial<MedicalFields> & Pick<Child, "allergies" | "medicalConditions" | "medications" | "doctorContact">;

/** A child's consent as the parent's pages and the administrators' sheet show it. */
export interface MedicalConsentState {
  version: string;
  givenAt: string;
  /** The account that ticked it. */
  accountEmail: string;
  /** Given to the text the site shows today. */
  current: boolean;
}

function sameMedicalFields(a: StoredMedicalFields, b: StoredMedicalFields): boolean {
  return MEDICAL_FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null));
}

/**
 * Whether saving these medical fields needs the box ticked: adding or changing medical
 * information does; keeping the file as it is under a consent to today's text does not.
 */
export function medicalConsentNeeded(
  before: StoredMedicalFields | null,
  after: StoredMedicalFields,
  consent: MedicalConsentState | null,
): boolean {
  if (!hasMedicalInfo(after)) return false;
  return !(before && sameMedicalFields(before, after) && consent?.current);
}

/**
 * The rest of the fiche santé Belgian youth organisations use (reference §4): whom to call, who
 * may take the child home, tetanus, diet, swimming, glasses or hearing aid, special needs, photo
 * consent and the authorisation to give a painkiller. Sealed with the medical file (decision 0022).
 */

/** A person to call, or a person who may pick the child up: phone in E.164 (phone.ts). */
export interface ContactPerson {
  name: string;
  relation: string;
  phone: string;
}

export const EMERGENCY_CONTACTS_MAX = 3;
export const PICKUP_PERSONS_MAX = 5;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_RELATION_MAX = 60;

export const TETANUS_VALUES = ["yes", "no", "unknown"] as const;
export type Tetanus = (typeof TETANUS_VALUES)[number];
export const TETANUS_LABELS: Record<Tetanus, string> = {
  yes: "Oui, en ordre (rappel il y a moins de 10 ans)",
  no: "Non",
  unknown: "Je ne sais pas",
};

export const SWIMMING_VALUES = ["yes", "a_little", "no"] as const;
export type Swimming = (typeof SWIMMING_VALUES)[number];
export const SWIMMING_LABELS: Record<Swimming, string> = { yes: "Oui", a_little: "Un peu", no: "Non" };

/** Photo permissions, from the widest to none (reference §4: "incl. group photos only"). */
export const PHOTO_CONSENT_VALUES = ["all", "group_only", "none"] as const;
export type PhotoConsent = (typeof PHOTO_CONSENT_VALUES)[number];
export const PHOTO_CONSENT_LABELS: Record<PhotoConsent, string> = {
  all: "Photos autorisées, y compris sur le site et les réseaux sociaux de l'association",
  group_only: "Photos de groupe uniquement, sans publication de mon enfant seul",
  none: "Aucune photo de mon enfant",
};
/** The short words the check-in screen and the printed lists use. */
export const PHOTO_CONSENT_SHORT: Record<PhotoConsent, string> = { all: "Oui", group_only: "Groupe", none: "Non" };

export const CARE_AUTHORISATION_LABEL =
  "J'autorise l'équipe d'animation à donner à mon enfant, si nécessaire, un antidouleur ou un antipyrétique en vente libre (ex.\u00a0: paracétamol) à la dose indiquée pour son âge.";

export const HEALTH_TEXT_LIMITS = { dietaryNeeds: 500, specialNeeds: 1000 } as const;

/** The fields a file without them reads as (files kept before the form had them). */
export interface HealthFormFields {
  emergencyContacts: ContactPerson[];
  pickupPersons: ContactPerson[];
  tetanus: Tetanus | null;
  tetanusLastBooster: string | null;
  dietaryNeeds: string | null;
  swimming: Swimming | null;
  wearsGlasses: boolean;
  wearsHearingAid: boolean;
  specialNeeds: string | null;
  photoConsent: PhotoConsent | null;
  careAuthorisation: boolean;
}

export const EMPTY_HEALTH_FORM: HealthFormFields = {
  emergencyContacts: [],
  pickupPersons: [],
  tetanus: null,
  tetanusLastBooster: null,
  dietaryNeeds: null,
  swimming: null,
  wearsGlasses: false,
  wearsHearingAid: false,
  specialNeeds: null,
  photoConsent: null,
  careAuthorisation: false,
};

export const EMERGENCY_CONTACT_MISSING =
  "La fiche de cet enfant n'a pas de personne à contacter en cas d'urgence\u00a0: complétez-la avant l'inscription.";

/** Whether the team can call someone: the registration asks for this before a plaine. */
export function hasEmergencyContact(file: Pick<HealthFormFields, "emergencyContacts">): boolean {
  return file.emergencyContacts.length > 0;
}

/** What the children's API accepts (contract: children.ts): the child form, the list's sort, a child's id. */
import { z } from "zod";
import "../zod-locale.ts";
import { MEDICAL_CONSENT_REQUIRED, type MedicalConsentState, medicalConsentNeeded, type StoredMedicalFields } from "../medical-consent.ts";
import { emailSchema } from "../account-schemas.ts";
import { BIRTH_DATE_REQUIRED, CHILD_NAME_MAX, CHILD_TEXT_LIMITS, EARLIEST_BIRTH_DATE } from "../child.ts";
import { DEFAULT_SECOND_PARENT_PERCENT } from "../child-family.ts";
import { typedWholeNumber } from "../typed-number.ts";
import { brusselsToday, isIsoDate } from "../dates.ts";
import { CHILDREN_SORTS, DEFAULT_CHILDREN_SORT } from "./children.ts";
import { idParams, optionalText } from "./common-input.ts";
import { healthFormShape } from "./health-form-input.ts";

export const EMERGENCY_CONTACT_REQUIRED = "Indiquez au moins une personne à contacter en cas d'urgence";

export const childrenListQuery = z.object({
  sort: z.enum(CHILDREN_SORTS, { error: "Le tri doit être newest ou firstName" }).default(DEFAULT_CHILDREN_SORT),
});

export const childParams = idParams("ID de l'enfant invalide");

const PERCENT_RANGE = "Un nombre entier de 0 à 100";

/** The invitation of a child's other parent: their e-mail, and their part of each registration (percent, half by default). */
export const childInvitationSchema = z.object({
  email: emailSchema,
  percent: typedWholeNumber(PERCENT_RANGE).pipe(
    z
      .number({ error: PERCENT_RANGE })
      .int(PERCENT_RANGE)
      .min(0, PERCENT_RANGE)
      .max(100, PERCENT_RANGE)
      .default(DEFAULT_SECOND_PARENT_PERCENT),
  ),
});
export type ChildInvitationInput = z.infer<typeof childInvitationSchema>;

/** An invitation's link token: 43 characters of base64url (32 random bytes), in the query string or a body. */
export const invitationToken = z.object({
  token: z.string({ error: "Lien d'invitation invalide" }).regex(/^[A-Za-z0-9_-]{43}$/, "Lien d'invitation invalide"),
});

const requiredName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(CHILD_NAME_MAX, `${CHILD_NAME_MAX} caractères au maximum`);

/**
 * The birth date: a real calendar date (2027-02-30 is refused), strictly before today in
 * Brussels. `today` is a parameter so the rule can be tested on a fixed day.
 */
const birthDateSchema = (today: () => string = () => brusselsToday()) =>
  z
    .string({ error: BIRTH_DATE_REQUIRED })
    .trim()
    .min(1, BIRTH_DATE_REQUIRED)
    .refine(isIsoDate, "La date de naissance n'est pas une date valide")
    .refine((date) => date >= EARLIEST_BIRTH_DATE, "La date de naissance n'est pas vraisemblable")
    .refine((date) => date < today(), "La date de naissance doit être dans le passé");

/** The child form (spec §5): names and birth date required, the medical file and the fiche santé optional. */
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
    ...healthFormShape(today),
    /** The consent box of the medical file (medical-consent.ts): the server decides when it is needed. */
    medicalConsent: z.boolean({ error: "Le consentement doit être coché ou non" }).default(false),
  });

export const childSchema = childSchemaAt();
export type ChildInput = z.infer<typeof childSchema>;

/**
 * The child form in the browser: the same schema, plus the consent rule the server applies
 * (medical-consent.ts), so the box is asked for before anything is sent, and at least one person
 * to call (files kept before the fiche santé have none: the API still takes them, decision 0025).
 */
export const childFormSchema = (before: StoredMedicalFields | null, consent: MedicalConsentState | null) =>
  childSchema.superRefine((input, context) => {
    if (input.emergencyContacts.length === 0) {
      context.addIssue({ code: "custom", path: ["emergencyContacts"], message: EMERGENCY_CONTACT_REQUIRED });
    }
    if (!input.medicalConsent && medicalConsentNeeded(before, input, consent)) {
      context.addIssue({ code: "custom", path: ["medicalConsent"], message: MEDICAL_CONSENT_REQUIRED });
    }
  });

/** What the association's settings accept (contract: association.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { ABOUT_MAX_LENGTH, ABOUT_MAX_LENGTH_TEXT, ONE_RECOGNITION_MAX_LENGTH } from "../association.ts";
import { EMAIL_MAX_LENGTH } from "../account.ts";
import { compactIban, isValidBic, isValidIban } from "../iban.ts";
import { normalizePhone, PHONE_INVALID } from "../phone.ts";
import { STAFFING_NORMS_IDS } from "../plaine/staffing-norms.ts";
import { typedWholeNumber } from "../typed-number.ts";
import { MESSAGES_PER_MINUTE_INVALID, MESSAGES_PER_MINUTE_MAX } from "../association.ts";
import { belgianPostalCode, requiredText } from "./admin-form-fields.ts";

export const IBAN_INVALID = "L'IBAN n'est pas valide\u00a0: vérifiez chaque chiffre (pour un compte belge, BE suivi de 14 chiffres)";
const BIC_INVALID = "Le BIC n'est pas valide\u00a0: 8 ou 11 lettres et chiffres (par ex. GEBABEBB)";
const BANK_INCOMPLETE = "Indiquez l'IBAN, le BIC et le bénéficiaire du compte, ou aucun des trois";
/** The SEPA limit of a beneficiary's name (and of the QR code's). */
const BENEFICIARY_MAX = 70;
const SOCIAL_URL_INVALID = "L'adresse de la page doit être un lien complet commençant par https://";
export const ABOUT_TOO_LONG = `La présentation de l'association compte ${ABOUT_MAX_LENGTH_TEXT} caractères au maximum`;
export const ONE_RECOGNITION_TOO_LONG = `La reconnaissance par l'ONE compte ${ONE_RECOGNITION_MAX_LENGTH} caractères au maximum`;
const ONE_RECOGNITION_ONE_LINE = "La reconnaissance par l'ONE s'écrit sur une seule ligne";
export const STAFFING_NORMS_INVALID = "Choisissez les normes d'encadrement de l'ONE ou de la VGC";

/** A text field that may be left blank: "" when it is. */
const blankable = (max: number, tooLong: string) =>
  z
    .string({ error: "Ce champ doit être un texte" })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value ?? "");

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};

/**
 * The settings form: the identity, then the account (all three of IBAN, BIC and beneficiary, or
 * none: no transfer is offered then). The output parses again to itself (phone in E.164, IBAN
 * compact, BIC in capitals), as the form sends what it checked.
 */
export const associationSchema = z
  .object({
    name: requiredText("Le nom de l'association est requis", 120),
    email: z
      .string({ error: "L'adresse e-mail de contact est requise" })
      .trim()
      .min(1, "L'adresse e-mail de contact est requise")
      .max(EMAIL_MAX_LENGTH, `${EMAIL_MAX_LENGTH} caractères au maximum`)
      .pipe(z.email({ error: "L'adresse e-mail de contact n'est pas valide" }))
      .transform((email) => email.toLowerCase()),
    phone: blankable(30, PHONE_INVALID).transform((value, context) => {
      if (!value) return "";
      const phone = normalizePhone(value);
      if (!phone) {
        context.addIssue({ code: "custom", message: PHONE_INVALID });
        return z.NEVER;
      }
      return phone;
    }),
    street: requiredText("La rue et le numéro sont requis", 200),
    postalCode: belgianPostalCode,
    city: requiredText("La commune est requise", 100),
    socialUrl: blankable(300, "300 caractères au maximum")
      .refine((value) => value === "" || isHttpsUrl(value), SOCIAL_URL_INVALID)
      .transform((value) => value || null),
    iban: blankable(42, IBAN_INVALID)
      .transform(compactIban)
      .refine((value) => value === "" || isValidIban(value), IBAN_INVALID),
    bic: blankable(11, BIC_INVALID)
      .transform((value) => value.toUpperCase())
      .refine((value) => value === "" || isValidBic(value), BIC_INVALID),
    beneficiary: blankable(BENEFICIARY_MAX, `${BENEFICIARY_MAX} caractères au maximum (la limite des virements européens)`),
    // 'À propos': the association's own words (paragraphs kept: line breaks stay) and its ONE recognition, both optional.
    about: blankable(ABOUT_MAX_LENGTH, ABOUT_TOO_LONG)
      .transform((value) => value.replace(/\r\n?/g, "\n"))
      .transform((value) => value || null),
    oneRecognition: blankable(ONE_RECOGNITION_MAX_LENGTH, ONE_RECOGNITION_TOO_LONG)
      .refine((value) => !/[\r\n]/.test(value), ONE_RECOGNITION_ONE_LINE)
      .transform((value) => value || null),
    // The staffing norms the plaines follow (decision 0059); left out, the saved ones stay.
    staffingNorms: z.enum(STAFFING_NORMS_IDS, { error: STAFFING_NORMS_INVALID }).optional(),
    // The outbox's rate for messages to families (decision 0061): digits only; left out, the saved one stays.
    messagesPerMinute: typedWholeNumber(MESSAGES_PER_MINUTE_INVALID).pipe(
      z
        .number()
        .int(MESSAGES_PER_MINUTE_INVALID)
        .min(1, MESSAGES_PER_MINUTE_INVALID)
        .max(MESSAGES_PER_MINUTE_MAX, MESSAGES_PER_MINUTE_INVALID)
        .optional(),
    ),
  })
  .superRefine((settings, context) => {
    const given = [settings.iban, settings.bic, settings.beneficiary].filter(Boolean).length;
    if (given === 0 || given === 3) return;
    for (const field of ["iban", "bic", "beneficiary"] as const) {
      if (!settings[field]) context.addIssue({ code: "custom", path: [field], message: BANK_INCOMPLETE });
    }
  });
export type AssociationInput = z.input<typeof associationSchema>;
export type AssociationSettingsInput = z.output<typeof associationSchema>;

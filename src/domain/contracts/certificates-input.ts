/** What the certificates' settings accept (contract: certificates.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { COMPANY_NUMBER_INVALID, parseCompanyNumber } from "../company-number.ts";
import { CERTIFICATION_CODES } from "../organiser.ts";
import { optionalText, requiredText, typedNumber } from "./admin-form-fields.ts";

const optionalCompanyNumber = optionalText(20, COMPANY_NUMBER_INVALID).transform((value, context) => {
  if (value === null) return null;
  const digits = parseCompanyNumber(value);
  if (digits === null) {
    context.addIssue({ code: "custom", message: COMPANY_NUMBER_INVALID });
    return z.NEVER;
  }
  return digits;
});

export const organiserSchema = z.object({
  legalName: requiredText("La dénomination de l'association est requise", 200),
  companyNumber: optionalCompanyNumber,
  street: requiredText("La rue et le numéro sont requis", 200),
  postalCode: z
    .string({ error: "Le code postal est requis" })
    .trim()
    .regex(/^\d{4}$/, "Le code postal belge a 4 chiffres"),
  city: requiredText("La commune est requise", 100),
  certificationCode: z.enum(CERTIFICATION_CODES, { error: "Choisissez la reconnaissance de l'association" }),
  certifyingBody: requiredText("L'organisme qui reconnaît l'association est requis", 200),
  certifyingBodyStreet: optionalText(200, "200 caractères au maximum").transform((value) => value ?? ""),
  certifyingBodyPostalCode: optionalText(4, "Le code postal belge a 4 chiffres")
    .refine((value) => value === null || /^\d{4}$/.test(value), "Le code postal belge a 4 chiffres")
    .transform((value) => value ?? ""),
  certifyingBodyCity: optionalText(100, "100 caractères au maximum").transform((value) => value ?? ""),
  certifyingBodyCompanyNumber: optionalCompanyNumber,
  recognitionNumber: optionalText(100, "100 caractères au maximum"),
  signatoryName: optionalText(200, "200 caractères au maximum").transform((value) => value ?? ""),
  signatoryRole: optionalText(100, "100 caractères au maximum").transform((value) => value ?? ""),
});
export type OrganiserInput = z.input<typeof organiserSchema>;

const DAILY_CAP_BOUNDS = { minEuros: 5, maxEuros: 50 };
const DAILY_CAP_INVALID = "Un montant de 5,00 à 50,00 € avec deux décimales au plus (vide : non publié)";

/**
 * One year's daily maximum in euros, as typed ("16,40") or as the form sends it (16.4): the
 * output parses again to itself. Blank clears the entered figure.
 */
const dailyCapAmount = typedNumber(DAILY_CAP_INVALID).pipe(
  z
    .number({ error: DAILY_CAP_INVALID })
    // Two decimals at most: 16,405 € is a typing slip, not a figure to round.
    .refine((euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6, DAILY_CAP_INVALID)
    .refine((euros) => euros >= DAILY_CAP_BOUNDS.minEuros && euros <= DAILY_CAP_BOUNDS.maxEuros, DAILY_CAP_INVALID)
    .optional(),
);

export const dailyCapsSchema = z.object({
  caps: z
    .array(
      z.object({
        year: z.number({ error: "Année invalide" }).int("Année invalide").min(2022, "Année invalide").max(2100, "Année invalide"),
        amount: dailyCapAmount,
      }),
      { error: "La liste des plafonds est invalide" },
    )
    .max(100, "La liste des plafonds est invalide"),
});
export type DailyCapsInput = z.input<typeof dailyCapsSchema>;
export type DailyCaps = z.output<typeof dailyCapsSchema>;

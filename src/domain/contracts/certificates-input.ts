/** What the certificates' settings accept (contract: certificates.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { COMPANY_NUMBER_INVALID, parseCompanyNumber } from "../company-number.ts";
import { isUuid } from "../ids.ts";
import { nationalNumberProblem, parseNationalNumber } from "../national-number.ts";
import { CERTIFICATION_CODES } from "../organiser.ts";
import { DEFAULT_VAT_MENTION, VAT_MENTION_MAX } from "../invoices.ts";
import type { BelcotaxChoice } from "../belcotax-layout.ts";
import { parseTypedNumber, typedNumber, typedWholeNumber } from "../typed-number.ts";
import { belgianPostalCode, optionalText, requiredText } from "./admin-form-fields.ts";

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
  postalCode: belgianPostalCode,
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
  thirdPartySharesCertified: z.boolean({ error: "Cette case doit être cochée ou non" }).default(false),
  /** Blank: the default mention (decision 0057). */
  vatMention: optionalText(VAT_MENTION_MAX, `${VAT_MENTION_MAX} caractères au maximum`).transform((value) => value ?? DEFAULT_VAT_MENTION),
});
export type OrganiserInput = z.input<typeof organiserSchema>;

const DAILY_CAP_BOUNDS = { minEuros: 5, maxEuros: 50 };
const DAILY_CAP_INVALID = "Un montant de 5,00 à 50,00 € avec deux décimales au plus (vide\u00a0: non publié)";

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

/** Income years the site can have certificates for: from the first daily maximum known to next year. */
const certificateYear = typedWholeNumber("L'année doit être un nombre entier (par ex. 2026)").pipe(
  z
    .number({ error: "L'année est requise" })
    .int("L'année doit être un nombre entier (par ex. 2026)")
    .min(2022, "Les attestations commencent en 2022")
    .max(2100, "Cette année n'est pas valide"),
);

const childId = z.string().refine(isUuid, { message: "Identifiant d'enfant invalide" });

/** `/api/certificates/childcare/:year/:childId`. */
export const childcarePdfParams = z.object({ year: certificateYear, childId });

/** `/api/certificates/mutuality/:activityId/:childId`. */
export const mutualityPdfParams = z.object({
  activityId: z.string().refine(isUuid, { message: "Identifiant de plaine invalide" }),
  childId,
});

/** `/api/certificates/children/:childId/national-number`. */
export const childNationalNumberParams = z.object({ childId });

/** PUT a national register number: required here (the page asks it because a certificate needs it). */
export const nationalNumberInputSchema = z.object({
  nationalNumber: z
    .string({ error: "Le numéro de registre national est requis" })
    .trim()
    .min(1, "Le numéro de registre national est requis")
    .max(30, "Le numéro de registre national n'est pas valide (11 chiffres, par ex. 85.07.30-033.28)")
    .transform((value, context) => {
      const problem = nationalNumberProblem(value);
      if (problem) {
        context.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return parseNationalNumber(value)?.digits ?? "";
    }),
});
export type NationalNumberInput = z.input<typeof nationalNumberInputSchema>;

/** Also the server's answer to a layout's year it has no layout for. */
export const BELCOTAX_CHOICE_INVALID = "Choisissez le format du fichier Belcotax-on-web dans la liste";

/** "auto" (or nothing), "none", or a layout's year ("2026", 2026). */
const belcotaxChoice = z
  .union([z.number(), z.string(), z.null()], { error: BELCOTAX_CHOICE_INVALID })
  .optional()
  .transform((value, context): BelcotaxChoice => {
    if (value === undefined || value === null || value === "" || value === "auto") return "auto";
    if (value === "none") return "none";
    const year = typeof value === "number" ? value : parseTypedNumber(value, "whole");
    if (year === null || !Number.isInteger(year) || year < 2022 || year > 2100) {
      context.addIssue({ code: "custom", message: BELCOTAX_CHOICE_INVALID });
      return z.NEVER;
    }
    return year;
  });

/**
 * POST /api/admin/certificates/runs: the income year to issue, and the layout of its Belcotax file
 * (decision 0047: by default the year's own, else the latest known).
 */
export const certificateRunSchema = z.object({ year: certificateYear, belcotaxLayout: belcotaxChoice });
export type CertificateRunInput = z.output<typeof certificateRunSchema>;

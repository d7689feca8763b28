/** What the organisations' endpoints accept (contract: admin-payers.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { emailSchema } from "../account-schemas.ts";
import { isIsoDate } from "../dates.ts";
import { compactIban, isValidIban } from "../iban.ts";
import { isUuid } from "../ids.ts";
import { PAYER_KINDS, PAYER_SHARE_STATUSES } from "../payers.ts";
import { typedNumber, typedWholeNumber } from "../typed-number.ts";
import { blankIsNone, eurosAmount, optionalText } from "./common-input.ts";

const IBAN_INVALID = "L'IBAN n'est pas valide";

const payerFields = {
  kind: z.enum(PAYER_KINDS, { error: "Choisissez le type d'organisme" }),
  name: z
    .string({ error: "Le nom est requis" })
    .trim()
    .min(1, "Le nom est requis")
    .max(120, "120 caractères au maximum")
    .refine((value) => !/[<>]/.test(value), "Le nom ne peut pas contenir < ni >"),
  contactName: optionalText(120),
  email: emailSchema,
  iban: z
    .string({ error: IBAN_INVALID })
    .max(42, IBAN_INVALID)
    .nullish()
    .transform((value) => compactIban(value ?? ""))
    .refine((value) => value === "" || isValidIban(value), IBAN_INVALID)
    .transform((value) => value || null),
  address: optionalText(300),
};

export const payerInput = z.object(payerFields);

export const payerUpdateInput = z.object({
  ...payerFields,
  archived: z.boolean({ error: "«\u00a0Archivé\u00a0» doit être vrai ou faux" }).optional(),
});

export const payerSharesQuery = z.object({
  payerId: z.preprocess(
    blankIsNone,
    z.string({ error: "ID de l'organisme invalide" }).refine(isUuid, "ID de l'organisme invalide").optional(),
  ),
  status: z.preprocess(
    blankIsNone,
    z.enum([...PAYER_SHARE_STATUSES, "all"], { error: "Le statut doit être due, paid, cancelled ou all" }).default("due"),
  ),
});

const AMOUNT_REQUIRED = "Indiquez le montant pris en charge";
const PERCENT_INVALID = "Le pourcentage doit être un nombre entier de 1 à 100";

export const payerShareInput = z.discriminatedUnion(
  "mode",
  [
    z.object({
      payerId: z.string({ error: "Choisissez l'organisme" }).refine(isUuid, "Choisissez l'organisme"),
      mode: z.literal("amount"),
      amount: typedNumber("Le montant doit être un nombre").pipe(
        z
          .number({ error: AMOUNT_REQUIRED })
          .pipe(eurosAmount)
          .refine((value) => value > 0, "Le montant doit être supérieur à 0 €"),
      ),
      dueDate: z.string({ error: "L'échéance est requise" }).refine(isIsoDate, "L'échéance doit être une date (AAAA-MM-JJ)"),
    }),
    z.object({
      payerId: z.string({ error: "Choisissez l'organisme" }).refine(isUuid, "Choisissez l'organisme"),
      mode: z.literal("percent"),
      percent: typedWholeNumber(PERCENT_INVALID).pipe(
        z.number({ error: PERCENT_INVALID }).int(PERCENT_INVALID).min(1, PERCENT_INVALID).max(100, PERCENT_INVALID),
      ),
      dueDate: z.string({ error: "L'échéance est requise" }).refine(isIsoDate, "L'échéance doit être une date (AAAA-MM-JJ)"),
    }),
  ],
  { error: "Choisissez un montant ou un pourcentage" },
);

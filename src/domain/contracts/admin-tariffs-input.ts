/**
 * What the Tarifs page sends (contract: admin-tariffs.ts): a category's form, its archive, the
 * categories' order and the charge setting. One schema for the page's form and the server's
 * handler; numbers are read as typed (typed-number.ts): digits only.
 */
import { z } from "zod";
import "../zod-locale.ts";
import { isUuid } from "../ids.ts";
import { TARIFF_CHARGES } from "../tariffs.ts";
import { typedWholeNumber } from "../typed-number.ts";
import { checkbox, optionalText, requiredText } from "./admin-form-fields.ts";
import { idParams } from "./common-input.ts";

export const TARIFF_NAME_MAX = 80;
export const TARIFF_QUALIFIES_MAX = 600;
export const TARIFF_PROOF_MAX = 300;
/** The longest a proof is kept after the plaine's end: two years (the table's check). */
export const PROOF_KEPT_DAYS_MAX = 730;

export const PROOF_DESCRIPTION_REQUIRED = "Dites quelle preuve joindre";
export const PROOF_KEPT_DAYS_REQUIRED = "Indiquez combien de jours la preuve est conservée après la fin de la plaine";
const PERCENT_INVALID = "Le pourcentage doit être un nombre entier de 0 à 100";
const KEPT_DAYS_INVALID = `La durée de conservation doit être un nombre entier de jours, de 0 à ${PROOF_KEPT_DAYS_MAX}`;

export const tariffCategorySchema = z
  .object({
    name: requiredText("Le nom du tarif est requis", TARIFF_NAME_MAX),
    qualifies: requiredText("Dites qui peut bénéficier de ce tarif", TARIFF_QUALIFIES_MAX),
    defaultPercent: typedWholeNumber(PERCENT_INVALID).pipe(
      z.number().int(PERCENT_INVALID).min(0, PERCENT_INVALID).max(100, PERCENT_INVALID).optional(),
    ),
    proofRequired: checkbox,
    proofDescription: optionalText(TARIFF_PROOF_MAX, `${TARIFF_PROOF_MAX} caractères au maximum`),
    proofKeptDays: typedWholeNumber(KEPT_DAYS_INVALID).pipe(
      z.number().int(KEPT_DAYS_INVALID).min(0, KEPT_DAYS_INVALID).max(PROOF_KEPT_DAYS_MAX, KEPT_DAYS_INVALID).optional(),
    ),
  })
  .superRefine((category, context) => {
    if (!category.proofRequired) return;
    if (category.proofDescription === null) {
      context.addIssue({ code: "custom", path: ["proofDescription"], message: PROOF_DESCRIPTION_REQUIRED });
    }
    if (category.proofKeptDays === undefined) {
      context.addIssue({ code: "custom", path: ["proofKeptDays"], message: PROOF_KEPT_DAYS_REQUIRED });
    }
  })
  // Without a proof, nothing to describe nor to keep.
  .transform((category) => ({
    name: category.name,
    qualifies: category.qualifies,
    defaultPercent: category.defaultPercent ?? null,
    proofRequired: category.proofRequired,
    proofDescription: category.proofRequired ? category.proofDescription : null,
    proofKeptDays: category.proofRequired ? (category.proofKeptDays ?? 0) : 0,
  }));
export type TariffCategoryInput = z.input<typeof tariffCategorySchema>;
export type TariffCategoryOutput = z.output<typeof tariffCategorySchema>;

export const tariffCategoryParams = idParams("Identifiant de catégorie de tarif invalide");

/** PUT …/:id/archive: 'Archiver' (true) or 'Rétablir' (false). */
export const tariffArchiveSchema = z.object({
  archived: z.boolean({ error: "Indiquez si la catégorie est archivée (oui ou non)" }),
});

const ORDER_INVALID = "Donnez l'ordre des catégories proposées, chacune une fois";

/** PUT …/order: every offered category, once each, in the new order. */
export const tariffOrderSchema = z.object({
  ids: z
    .array(z.string({ error: ORDER_INVALID }).refine(isUuid, ORDER_INVALID), { error: ORDER_INVALID })
    .max(100, ORDER_INVALID)
    .refine((ids) => new Set(ids).size === ids.length, ORDER_INVALID),
});

export const tariffChargeSchema = z.object({
  charge: z.enum(TARIFF_CHARGES, { error: "Choisissez ce qui est facturé en attendant la vérification" }),
});
export type TariffChargeInput = z.input<typeof tariffChargeSchema>;

/** What the administrators' API accepts (contract: admin.ts): the bulk status change, a payment's id. */
import { z } from "zod";
import "../zod-locale.ts";
import { isUuid } from "../ids.ts";
import { PAYMENT_METHODS, PAYMENT_STATUSES, REGISTRATION_STATUSES } from "../registration.ts";
import { REGISTRATION_PERIODS } from "../registration-filters.ts";
import { EXPORT_FORMATS } from "./admin.ts";
import { typedNumber } from "../typed-number.ts";
import { eurosAmount, idParams } from "./common-input.ts";

/** The longest reason an administrator may give for a cancellation (it goes into the family's e-mail). */
export const CANCEL_REASON_MAX_LENGTH = 500;

/**
 * Why an administrator cancels registrations, told to the family by e-mail: optional, trimmed,
 * at most 500 characters; blank is no reason.
 */
const cancelReasonSchema = z
  .string({ error: "La raison doit être un texte" })
  .trim()
  .max(CANCEL_REASON_MAX_LENGTH, `La raison ne doit pas dépasser ${CANCEL_REASON_MAX_LENGTH}\u00a0caractères`)
  .transform((reason) => (reason === "" ? undefined : reason));

/** The cancellation dialog's form: its one field, the reason. */
export const cancelReasonFormSchema = z.object({ reason: cancelReasonSchema });

/** The admin's bulk change (spec §4): any status to any value, for the selected registrations. */
export const adminRegistrationUpdateSchema = z
  .object({
    ids: z
      .array(z.string().refine(isUuid, "ID d'inscription invalide"), { error: "Sélectionnez au moins une inscription" })
      .min(1, "Sélectionnez au moins une inscription")
      .max(500, "500 inscriptions au maximum à la fois")
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    status: z.enum(REGISTRATION_STATUSES, { error: "Statut d'inscription inconnu" }).optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES, { error: "Statut de paiement inconnu" }).optional(),
    /** Only with status "cancelled": told to each family in the cancellation's e-mail. */
    cancelReason: cancelReasonSchema.optional(),
  })
  .refine((value) => value.status !== undefined || value.paymentStatus !== undefined, {
    message: "Indiquez le statut à modifier",
    path: ["status"],
  })
  .refine((value) => value.cancelReason === undefined || value.status === "cancelled", {
    message: "Une raison ne s'indique que pour une annulation",
    path: ["cancelReason"],
  });
export type AdminRegistrationUpdate = z.infer<typeof adminRegistrationUpdateSchema>;

export const paymentParams = idParams("ID du paiement invalide");
export const registrationParams = idParams("ID d'inscription invalide");

/** The longest reason for a price (it goes into the family's e-mail). */
export const PRICE_REASON_MAX_LENGTH = 500;

/** An administrator sets one child's price, with the reason the family reads (decision 0052). */
export const registrationPriceSchema = z.object({
  price: typedNumber("Le prix doit être un nombre").pipe(z.number({ error: "Le prix est requis" }).pipe(eurosAmount)),
  reason: z
    .string({ error: "La raison doit être un texte" })
    .trim()
    .min(1, "Indiquez la raison\u00a0: la famille la lira dans l'e-mail")
    .max(PRICE_REASON_MAX_LENGTH, `La raison ne doit pas dépasser ${PRICE_REASON_MAX_LENGTH}\u00a0caractères`),
});

/** The export's query (contract: RegistrationExportQuery); blank filters are no filter. */
const blankIsNone = (value: unknown) => (value === "" ? undefined : value);
export const registrationExportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "Le format doit être csv ou xlsx" }),
  q: z.string({ error: "La recherche doit être un texte" }).trim().max(200, "La recherche ne doit pas dépasser 200 caractères").optional(),
  status: z.preprocess(blankIsNone, z.enum(REGISTRATION_STATUSES, { error: "Statut d'inscription inconnu" }).optional()),
  paymentStatus: z.preprocess(blankIsNone, z.enum(PAYMENT_STATUSES, { error: "Statut de paiement inconnu" }).optional()),
  method: z.preprocess(blankIsNone, z.enum(PAYMENT_METHODS, { error: "Mode de paiement inconnu" }).optional()),
  period: z.preprocess(blankIsNone, z.enum(REGISTRATION_PERIODS, { error: "La période doit être upcoming, past ou all" }).optional()),
  activityId: z.preprocess(blankIsNone, z.string().refine(isUuid, "ID de la plaine invalide").optional()),
  medical: z.enum(["true", "false"], { error: "L'option médicale doit valoir true ou false" }).optional(),
});

/** The confirmation e-mail's test: made-up data, every field with a default the form shows. */
export const testConfirmationSchema = z.object({
  parentName: z.string().trim().min(1, "Le nom du parent est requis").max(100, "100 caractères au maximum"),
  childName: z.string().trim().min(1, "Le nom de l'enfant est requis").max(100, "100 caractères au maximum"),
  activityTitle: z.string().trim().min(1, "Le titre de la plaine est requis").max(200, "200 caractères au maximum"),
  amount: typedNumber("Le montant doit être un nombre").pipe(
    z
      .number({ error: "Le montant est requis" })
      .min(0, "Le montant ne peut pas être négatif")
      .max(10_000, "Le montant ne peut pas dépasser 10 000 €"),
  ),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "Mode de paiement inconnu" }),
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: "Statut de paiement inconnu" }),
});
export type TestConfirmationInput = z.infer<typeof testConfirmationSchema>;

/** What the administrators' API accepts (contract: admin.ts): the bulk status change, a payment's id. */
import { z } from "zod";
import "../zod-locale.ts";
import { isUuid } from "../ids.ts";
import { PAYMENT_STATUSES, REGISTRATION_STATUSES } from "../registration.ts";
import { idParams } from "./common-input.ts";

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
  })
  .refine((value) => value.status !== undefined || value.paymentStatus !== undefined, {
    message: "Indiquez le statut à modifier",
    path: ["status"],
  });
export type AdminRegistrationUpdate = z.infer<typeof adminRegistrationUpdateSchema>;

export const paymentParams = idParams("ID du paiement invalide");

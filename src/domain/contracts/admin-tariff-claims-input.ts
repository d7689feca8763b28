/** What the tariff claims' administration accepts (contract: admin-tariff-claims.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { TARIFF_REFUSAL_REASON_MAX_LENGTH } from "../tariff-claims.ts";
import { idParams } from "./common-input.ts";

export const tariffClaimParams = idParams("ID de la demande de tarif invalide");

/** A refusal says why: the family reads it in their e-mail and in 'Mes inscriptions'. */
export const tariffRefusalSchema = z.object({
  reason: z
    .string({ error: "La raison du refus est requise" })
    .trim()
    .min(1, "La raison du refus est requise")
    .max(TARIFF_REFUSAL_REASON_MAX_LENGTH, `La raison du refus ne peut pas dépasser ${TARIFF_REFUSAL_REASON_MAX_LENGTH}\u00a0caractères`),
});
export type TariffRefusal = z.infer<typeof tariffRefusalSchema>;

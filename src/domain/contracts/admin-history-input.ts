/** What the audit log's endpoints accept (contract: admin-history.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { isUuid } from "../ids.ts";
import { AUDIT_AREAS, AUDITED_ENTITIES } from "./admin-history.ts";
import { blankIsNone, periodFilters, periodInOrder } from "./common-input.ts";

export const historyParams = z.object({
  entity: z.enum(AUDITED_ENTITIES, { error: "Type d'enregistrement inconnu" }),
  id: z.string().refine(isUuid, { message: "ID invalide" }),
});

export const activityLogQuery = periodInOrder(
  z.object({
    actor: z.preprocess(
      blankIsNone,
      z.string({ error: "La personne doit être une adresse e-mail" }).trim().max(320, "L'adresse e-mail est trop longue").optional(),
    ),
    area: z.preprocess(blankIsNone, z.enum(AUDIT_AREAS, { error: "Domaine inconnu" }).optional()),
    ...periodFilters,
    before: z.preprocess(blankIsNone, z.string({ error: "Page invalide" }).refine(isUuid, "Page invalide").optional()),
  }),
);
export type ActivityLogFilters = z.infer<typeof activityLogQuery>;

/** What the audit log's endpoints accept (contract: admin-history.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { isIsoDate } from "../dates.ts";
import { isUuid } from "../ids.ts";
import { AUDIT_AREAS, AUDITED_ENTITIES } from "./admin-history.ts";

export const historyParams = z.object({
  entity: z.enum(AUDITED_ENTITIES, { error: "Type d'enregistrement inconnu" }),
  id: z.string().refine(isUuid, { message: "ID invalide" }),
});

/** A filter left blank in the page's form is no filter. */
const blankIsNone = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const day = (message: string) => z.preprocess(blankIsNone, z.string({ error: message }).refine(isIsoDate, message).optional());

export const activityLogQuery = z
  .object({
    actor: z.preprocess(
      blankIsNone,
      z.string({ error: "La personne doit être une adresse e-mail" }).trim().max(320, "L'adresse e-mail est trop longue").optional(),
    ),
    area: z.preprocess(blankIsNone, z.enum(AUDIT_AREAS, { error: "Domaine inconnu" }).optional()),
    from: day("La date de début doit être une date (AAAA-MM-JJ)"),
    to: day("La date de fin doit être une date (AAAA-MM-JJ)"),
    before: z.preprocess(blankIsNone, z.string({ error: "Page invalide" }).refine(isUuid, "Page invalide").optional()),
  })
  // Two dates in the wrong order; a date that is none has its own message.
  .refine((query) => !query.from || !query.to || !isIsoDate(query.from) || !isIsoDate(query.to) || query.from <= query.to, {
    message: "La date de fin doit être égale ou postérieure à la date de début",
    path: ["to"],
  });
export type ActivityLogFilters = z.infer<typeof activityLogQuery>;

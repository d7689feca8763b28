/** What the audit log's endpoint accepts (contract: admin-history.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { isUuid } from "../ids.ts";
import { AUDITED_ENTITIES } from "./admin-history.ts";

export const historyParams = z.object({
  entity: z.enum(AUDITED_ENTITIES, { error: "Type d'enregistrement inconnu" }),
  id: z.string().refine(isUuid, { message: "ID invalide" }),
});

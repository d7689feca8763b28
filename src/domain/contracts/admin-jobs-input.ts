/** What the jobs' endpoints accept (contract: admin-jobs.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { isUuid } from "../ids.ts";

export const JOB_NOT_RETRIABLE = "Cette tâche n'existe pas ou n'est plus en échec";

export const jobRetryParams = z.object({
  queue: z
    .string()
    .regex(/^[a-z]+(-[a-z]+)*$/, { message: "File de tâches inconnue" })
    .max(60, { message: "File de tâches inconnue" }),
  id: z.string().refine(isUuid, { message: "ID invalide" }),
});

/** What the news' API accepts (contract: news.ts), checked by the server with these schemas. */
import { z } from "zod";
import "../zod-locale.ts";
import { idParams, limitSchema } from "./common-input.ts";

export const newsListQuery = z.object({
  featured: z
    .enum(["true", "false"], { error: "Le filtre «\u00a0à la une\u00a0» doit valoir true ou false" })
    .transform((value) => value === "true")
    .optional(),
  limit: limitSchema,
});

export const articleParams = idParams("ID de l'actualité invalide");

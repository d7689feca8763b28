/** What the image upload accepts in its query string (contract: admin-images.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { UPLOAD_BUCKETS } from "./admin-images.ts";

export const imageUploadQuery = z.object({
  bucket: z.enum(UPLOAD_BUCKETS, { error: "Le dossier doit être activities ou news" }),
  name: z
    .string({ error: "Le nom du fichier est requis" })
    .trim()
    .min(1, "Le nom du fichier est requis")
    .max(255, "Le nom du fichier est trop long"),
});

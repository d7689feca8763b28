/**
 * The news form (spec §5), one schema for the administrators' form and the server's handler
 * (contract: admin-news.ts).
 */
import { z } from "zod";
import "../zod-locale.ts";
import { EXCERPT_MAX } from "./admin-activities-input.ts";
import { checkbox, optionalImageUrl, optionalText, optionalVideoUrl, requiredDate, requiredText } from "./admin-form-fields.ts";
import { idParams } from "./common-input.ts";

export const newsFormSchema = z.object({
  title: requiredText("Le titre est requis", 200),
  excerpt: optionalText(EXCERPT_MAX, "Le chapeau ne doit pas dépasser 300 caractères"),
  content: requiredText("Le contenu est requis", 50_000),
  imageUrl: optionalImageUrl,
  videoUrl: optionalVideoUrl,
  publishDate: requiredDate("La date de publication est requise"),
  featured: checkbox,
});

export type NewsFormInput = z.input<typeof newsFormSchema>;
export type NewsFormOutput = z.output<typeof newsFormSchema>;

export const adminArticleParams = idParams("ID de l'actualité invalide");

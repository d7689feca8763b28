import { optionalImageUrl } from "../../../../domain/contracts/admin-form-fields.ts";
import { type NewsFormInput, newsFormSchema } from "../../../../domain/contracts/admin-news-input.ts";
import type { NewsArticle } from "../../../../domain/news.ts";
import { paths } from "../../../../domain/paths.ts";
import { textFormValues } from "../../../components/form/text-form-values.ts";

export const BACK_TO_NEWS = { to: paths.adminNews, label: "Retour aux actualités" };

/** Each field's French label: the form's, and the history's ("Titre : … → …"). */
export const NEWS_FIELD_LABELS: Record<keyof NewsFormInput, string> = {
  title: "Titre",
  excerpt: "Chapeau",
  content: "Contenu",
  imageUrl: "Image",
  videoUrl: "Lien de la vidéo",
  publishDate: "Date de publication",
  featured: "À la une",
};

/** The form's starting values: the saved article, or a blank one published today and not featured. */
export function newsFormValues(article: NewsArticle | null, today: string): NewsFormInput {
  if (article) return textFormValues(newsFormSchema, article);
  return { ...textFormValues(newsFormSchema, null), publishDate: today, featured: false };
}

/** The image an address would show once saved: null while it is blank or not (yet) one the schema accepts. */
export function acceptedImageUrl(url: string | null | undefined): string | null {
  const parsed = optionalImageUrl.safeParse(url);
  return parsed.success ? parsed.data : null;
}

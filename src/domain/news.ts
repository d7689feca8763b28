/** A news article as screens see it (spec §3). */
export interface NewsArticle {
  id: string;
  title: string;
  excerpt: string | null;
  content: string;
  imageUrl: string | null;
  videoUrl: string | null;
  publishDate: string; // YYYY-MM-DD
  featured: boolean;
  createdAt: string;
  updatedAt: string;
}

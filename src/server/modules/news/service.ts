import { and, desc, eq, lte, type SQL } from "drizzle-orm";
import type { NewsArticle } from "../../../domain/news.ts";
import type { Db } from "../../db/client.ts";
import { news } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";

type NewsRow = typeof news.$inferSelect;

export function toArticle(row: NewsRow): NewsArticle {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    imageUrl: row.imageUrl,
    videoUrl: row.videoUrl,
    publishDate: row.publishDate,
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface NewsQuery {
  featured?: boolean;
  limit?: number;
  /** Articles dated after this day (YYYY-MM-DD, Brussels) are scheduled: visitors do not see them yet. */
  publishedBy: string;
}

export async function listNews(db: Db, query: NewsQuery): Promise<NewsArticle[]> {
  const conditions: SQL[] = [lte(news.publishDate, query.publishedBy)];
  if (query.featured) conditions.push(eq(news.featured, true));
  const rows = await db
    .select()
    .from(news)
    .where(and(...conditions))
    .orderBy(desc(news.publishDate), desc(news.createdAt))
    .limit(query.limit ?? 1000);
  return rows.map(toArticle);
}

export async function getPublishedArticle(db: Db, id: string, publishedBy: string): Promise<NewsArticle> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), lte(news.publishDate, publishedBy)));
  if (!row) throw notFound("Actualité non trouvée");
  return toArticle(row);
}

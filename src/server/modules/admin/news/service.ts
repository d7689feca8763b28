import { desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { NewsFormOutput } from "../../../../domain/contracts/admin-news-input.ts";
import type { NewsArticle } from "../../../../domain/news.ts";
import type { Db } from "../../../db/client.ts";
import { news } from "../../../db/schema.ts";
import { notFound } from "../../../http/errors.ts";
import { removeStoredImage } from "../../../media/images.ts";
import { afterCommit, type AfterCommitDeps } from "../../after-commit.ts";
import { toArticle } from "../../news/index.ts";
import type { MediaStore } from "../../../media/media-store.ts";
import { type AuditActor, type AuditSnapshot, recordAudit } from "../../audit-log.ts";

export interface AdminNewsDeps extends AfterCommitDeps {
  db: Db;
  media: MediaStore;
  log: Pick<FastifyBaseLogger, "warn">;
}

const ARTICLE_NOT_FOUND = "Actualité non trouvée";

type NewsRow = typeof news.$inferSelect;

/** The row as the audit log compares it: the article without its id and times, the form's fields. */
function newsSnapshot(row: NewsRow): AuditSnapshot {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = toArticle(row);
  return fields;
}

/** Every article, scheduled ones included, newest publish date first. */
export async function listAllNews(db: Db): Promise<NewsArticle[]> {
  const rows = await db.select().from(news).orderBy(desc(news.publishDate), desc(news.createdAt));
  return rows.map(toArticle);
}

export async function getAnyArticle(db: Db, id: string): Promise<NewsArticle> {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row) throw notFound(ARTICLE_NOT_FOUND);
  return toArticle(row);
}

export async function createArticle(deps: AdminNewsDeps, actor: AuditActor, input: NewsFormOutput): Promise<NewsArticle> {
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx.insert(news).values(input).returning();
    await recordAudit(tx, { actor, entity: "news", entityId: created.id, action: "create", before: null, after: newsSnapshot(created) });
    return created;
  });
  afterCommit(deps);
  return toArticle(row);
}

export async function updateArticle(deps: AdminNewsDeps, actor: AuditActor, id: string, input: NewsFormOutput): Promise<NewsArticle> {
  const { before, after } = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(news).where(eq(news.id, id)).for("update");
    if (!current) throw notFound(ARTICLE_NOT_FOUND);
    const [updated] = await tx
      .update(news)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(news.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      entity: "news",
      entityId: id,
      action: "update",
      before: newsSnapshot(current),
      after: newsSnapshot(updated),
    });
    return { before: current, after: updated };
  });
  if (before.imageUrl !== after.imageUrl) await removeStoredImage(deps.db, deps.media, before.imageUrl, deps.log);
  afterCommit(deps);
  return toArticle(after);
}

export async function deleteArticle(deps: AdminNewsDeps, actor: AuditActor, id: string): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(news).where(eq(news.id, id)).returning();
    if (!deleted) throw notFound(ARTICLE_NOT_FOUND);
    await recordAudit(tx, { actor, entity: "news", entityId: id, action: "delete", before: newsSnapshot(deleted), after: null });
    return deleted;
  });
  await removeStoredImage(deps.db, deps.media, row.imageUrl, deps.log);
  afterCommit(deps);
}

/**
 * The organiser's tariff categories ('Tarifs'): created, changed, put in order, archived (no
 * longer offered, kept for the claims that name them) or deleted while no claim names them, and
 * what a registration with a pending claim is charged. Each change is in the audit log (area
 * "settings"); the public answers are cleared once committed, the plaines' pages show it at once.
 */
import { asc, count, desc, eq, isNotNull, isNull, max, sql } from "drizzle-orm";
import type { TariffCategoriesView, TariffCategoryView, TariffChargeView } from "../../../../domain/contracts/admin-tariffs.ts";
import type { TariffCategoryOutput } from "../../../../domain/contracts/admin-tariffs-input.ts";
import type { TariffCharge } from "../../../../domain/tariffs.ts";
import { ADVISORY_LOCKS } from "../../../db/advisory-locks.ts";
import type { Db } from "../../../db/client.ts";
import { isForeignKeyViolation } from "../../../db/errors.ts";
import { activityTariffs, tariffCategories, tariffClaims, tariffSettings } from "../../../db/schema.ts";
import { HttpError, notFound } from "../../../http/errors.ts";
import { type AuditActor, recordAudit, type AuditSnapshot } from "../../audit-log.ts";

type CategoryRow = typeof tariffCategories.$inferSelect;

const TARIFF_CATEGORY_NOT_FOUND = "Catégorie de tarif introuvable";
export const TARIFF_NAME_TAKEN = "Un tarif proposé porte déjà ce nom";
export const TARIFF_CLAIMED =
  "Impossible de supprimer ce tarif\u00a0: des familles l'ont déjà demandé pour une inscription. Archivez-le plutôt.";
export const TARIFF_ORDER_CHANGED = "La liste des tarifs a changé entre-temps\u00a0: rechargez la page puis recommencez.";

/** The category as the audit log compares it: its form's fields, its place in the order and whether it is archived. */
function categorySnapshot(row: CategoryRow): AuditSnapshot {
  return {
    name: row.name,
    qualifies: row.qualifies,
    defaultPercent: row.defaultPercent,
    proofRequired: row.proofRequired,
    proofDescription: row.proofDescription,
    proofKeptDays: row.proofKeptDays,
    position: row.position + 1,
    archived: row.archivedAt !== null,
  };
}

function auditCategory(tx: Db, actor: AuditActor, id: string, before: CategoryRow | null, after: CategoryRow | null) {
  return recordAudit(tx, {
    actor,
    entity: "tariff_category",
    entityId: id,
    action: before === null ? "create" : after === null ? "delete" : "update",
    before: before && categorySnapshot(before),
    after: after && categorySnapshot(after),
  });
}

/** How many claims and plaines' own prices name each category. */
async function uses(db: Db): Promise<{ claims: Map<string, number>; plaines: Map<string, number> }> {
  const claims = await db.select({ id: tariffClaims.categoryId, count: count() }).from(tariffClaims).groupBy(tariffClaims.categoryId);
  const plaines = await db
    .select({ id: activityTariffs.categoryId, count: count() })
    .from(activityTariffs)
    .groupBy(activityTariffs.categoryId);
  return {
    claims: new Map(claims.map((row) => [row.id, row.count])),
    plaines: new Map(plaines.map((row) => [row.id, row.count])),
  };
}

function toView(row: CategoryRow, counts: Awaited<ReturnType<typeof uses>>): TariffCategoryView {
  return {
    id: row.id,
    name: row.name,
    qualifies: row.qualifies,
    defaultPercent: row.defaultPercent,
    proofRequired: row.proofRequired,
    proofDescription: row.proofDescription,
    proofKeptDays: row.proofKeptDays,
    position: row.position,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    claims: counts.claims.get(row.id) ?? 0,
    plaines: counts.plaines.get(row.id) ?? 0,
  };
}

/** The offered categories in their order, the archived ones apart (the latest first). */
export async function listCategories(db: Db): Promise<TariffCategoriesView> {
  const offered = await db
    .select()
    .from(tariffCategories)
    .where(isNull(tariffCategories.archivedAt))
    .orderBy(asc(tariffCategories.position), asc(tariffCategories.createdAt));
  const archived = await db
    .select()
    .from(tariffCategories)
    .where(isNotNull(tariffCategories.archivedAt))
    .orderBy(desc(tariffCategories.archivedAt));
  const counts = await uses(db);
  return { categories: offered.map((row) => toView(row, counts)), archived: archived.map((row) => toView(row, counts)) };
}

async function categoryView(db: Db, id: string): Promise<TariffCategoryView> {
  const [row] = await db.select().from(tariffCategories).where(eq(tariffCategories.id, id));
  if (!row) throw notFound(TARIFF_CATEGORY_NOT_FOUND);
  return toView(row, await uses(db));
}

/** The category's row, locked until the transaction ends; 404 when there is none. */
async function lockCategory(tx: Db, id: string): Promise<CategoryRow> {
  const [row] = await tx.select().from(tariffCategories).where(eq(tariffCategories.id, id)).for("update");
  if (!row) throw notFound(TARIFF_CATEGORY_NOT_FOUND);
  return row;
}

/** Two offered categories never share a name (whatever its case): families choose by it. */
async function checkNameFree(tx: Db, name: string, exceptId: string | null): Promise<void> {
  const offered = await tx
    .select({ id: tariffCategories.id, name: tariffCategories.name })
    .from(tariffCategories)
    .where(isNull(tariffCategories.archivedAt));
  const key = name.toLocaleLowerCase("fr-BE");
  if (offered.some((row) => row.id !== exceptId && row.name.toLocaleLowerCase("fr-BE") === key)) {
    throw new HttpError("VALIDATION", TARIFF_NAME_TAKEN, { name: TARIFF_NAME_TAKEN });
  }
}

/** The place after the last offered category. */
async function nextPosition(tx: Db): Promise<number> {
  const [{ last }] = await tx
    .select({ last: max(tariffCategories.position) })
    .from(tariffCategories)
    .where(isNull(tariffCategories.archivedAt));
  return last === null ? 0 : last + 1;
}

/**
 * Several changes of the categories at once (from two administrators) wait for each other: names
 * and positions are checked against the list as the other change left it.
 */
const lockCategoryList = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.tariffCategories})`);

/** A new category, offered last. */
export async function createCategory(db: Db, actor: AuditActor, input: TariffCategoryOutput): Promise<TariffCategoryView> {
  const id = await db.transaction(async (tx) => {
    await lockCategoryList(tx);
    await checkNameFree(tx, input.name, null);
    const [created] = await tx
      .insert(tariffCategories)
      .values({ ...input, position: await nextPosition(tx) })
      .returning();
    await auditCategory(tx, actor, created.id, null, created);
    return created.id;
  });
  return categoryView(db, id);
}

export async function updateCategory(db: Db, actor: AuditActor, id: string, input: TariffCategoryOutput): Promise<TariffCategoryView> {
  await db.transaction(async (tx) => {
    await lockCategoryList(tx);
    const current = await lockCategory(tx, id);
    if (current.archivedAt === null) await checkNameFree(tx, input.name, id);
    const [updated] = await tx
      .update(tariffCategories)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(tariffCategories.id, id))
      .returning();
    await auditCategory(tx, actor, id, current, updated);
  });
  return categoryView(db, id);
}

/** 'Archiver': no longer offered on any plaine (its prices kept); 'Rétablir': offered again, last. */
export async function setArchived(db: Db, actor: AuditActor, id: string, archived: boolean): Promise<TariffCategoryView> {
  await db.transaction(async (tx) => {
    await lockCategoryList(tx);
    const current = await lockCategory(tx, id);
    if ((current.archivedAt !== null) === archived) return;
    if (!archived) await checkNameFree(tx, current.name, id);
    const [updated] = await tx
      .update(tariffCategories)
      .set(
        archived
          ? { archivedAt: new Date(), updatedAt: new Date() }
          : { archivedAt: null, position: await nextPosition(tx), updatedAt: new Date() },
      )
      .where(eq(tariffCategories.id, id))
      .returning();
    await auditCategory(tx, actor, id, current, updated);
  });
  return categoryView(db, id);
}

/**
 * Deletes a category no claim names, with the plaines' own prices for it. One a claim names is
 * refused (409): archive it instead. The row is locked first, so a claim made meanwhile either
 * waits and then finds no category, or is counted here.
 */
export async function deleteCategory(db: Db, actor: AuditActor, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const current = await lockCategory(tx, id);
      const [{ claims }] = await tx.select({ claims: count() }).from(tariffClaims).where(eq(tariffClaims.categoryId, id));
      if (claims > 0) throw new HttpError("CONFLICT", TARIFF_CLAIMED);
      await tx.delete(activityTariffs).where(eq(activityTariffs.categoryId, id));
      await tx.delete(tariffCategories).where(eq(tariffCategories.id, id));
      await auditCategory(tx, actor, id, current, null);
    });
  } catch (error) {
    // A claim or a plaine's price written at the same moment: the category stays.
    if (isForeignKeyViolation(error)) throw new HttpError("CONFLICT", TARIFF_CLAIMED);
    throw error;
  }
}

/** The offered categories in a new order: every one of them, once. */
export async function reorderCategories(db: Db, actor: AuditActor, ids: readonly string[]): Promise<TariffCategoriesView> {
  await db.transaction(async (tx) => {
    await lockCategoryList(tx);
    const offered = await tx
      .select()
      .from(tariffCategories)
      .where(isNull(tariffCategories.archivedAt))
      .orderBy(asc(tariffCategories.position), asc(tariffCategories.createdAt))
      .for("update");
    const same = offered.length === ids.length && offered.every((row) => ids.includes(row.id));
    if (!same) throw new HttpError("CONFLICT", TARIFF_ORDER_CHANGED);
    for (const [position, id] of ids.entries()) {
      const current = offered.find((row) => row.id === id)!;
      if (current.position === position) continue;
      const [updated] = await tx
        .update(tariffCategories)
        .set({ position, updatedAt: new Date() })
        .where(eq(tariffCategories.id, id))
        .returning();
      await auditCategory(tx, actor, id, current, updated);
    }
  });
  return listCategories(db);
}

/** What a registration with a pending claim is charged (the single row; its default until saved). */
export async function loadTariffCharge(db: Db): Promise<TariffChargeView> {
  const [row] = await db.select({ charge: tariffSettings.charge }).from(tariffSettings).where(eq(tariffSettings.id, 1));
  return { charge: row?.charge ?? "tariff" };
}

export async function saveTariffCharge(tx: Db, charge: TariffCharge): Promise<TariffChargeView> {
  await tx
    .insert(tariffSettings)
    .values({ id: 1, charge })
    .onConflictDoUpdate({ target: tariffSettings.id, set: { charge, updatedAt: new Date() } });
  return { charge };
}

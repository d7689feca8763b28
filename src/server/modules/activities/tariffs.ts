/**
 * The tariffs of plaines: each offered category of the organiser, in order, with its price on
 * each plaine by the one rule (`tariffPriceCents`): the plaine's own price, else the category's
 * default percentage of the standard price, else not offered there.
 */
import { asc, inArray, isNull } from "drizzle-orm";
import type { ActivityTariff } from "../../../domain/contracts/activities.ts";
import { tariffPriceCents } from "../../../domain/tariffs.ts";
import type { Db } from "../../db/client.ts";
import { activityTariffs, tariffCategories } from "../../db/schema.ts";

type CategoryRow = typeof tariffCategories.$inferSelect;

/** A plaine's own price for a category (a row of activity_tariffs). */
export interface PlainePrice {
  categoryId: string;
  priceCents: number;
}

export interface PlaineTariffs {
  /** What a family may claim there, in the categories' order. */
  offered: ActivityTariff[];
  /** The plaine's own prices (archived categories' included), as its form holds them. */
  own: PlainePrice[];
}

/**
 * The offered categories (not archived), in their order. `lock`: each held (FOR SHARE) until the
 * transaction ends, so none is archived or deleted while a plaine's prices for it are saved.
 */
export function offeredCategories(db: Db, { lock = false }: { lock?: boolean } = {}): Promise<CategoryRow[]> {
  const query = db
    .select()
    .from(tariffCategories)
    .where(isNull(tariffCategories.archivedAt))
    .orderBy(asc(tariffCategories.position), asc(tariffCategories.createdAt));
  return lock ? query.for("share") : query;
}

/** The tariffs offered on a plaine of this standard price, from its own prices. */
export function offeredTariffs(categories: CategoryRow[], standardCents: number, own: readonly PlainePrice[]): ActivityTariff[] {
  const tariffs: ActivityTariff[] = [];
  for (const category of categories) {
    const priceCents = tariffPriceCents(standardCents, category, own.find((price) => price.categoryId === category.id)?.priceCents);
    if (priceCents === null) continue;
    tariffs.push({
      categoryId: category.id,
      name: category.name,
      qualifies: category.qualifies,
      priceCents,
      proofRequired: category.proofRequired,
      proofDescription: category.proofRequired ? category.proofDescription : null,
    });
  }
  return tariffs;
}

/** Each plaine's own prices, by plaine. */
export async function plainePrices(db: Db, activityIds: readonly string[]): Promise<Map<string, PlainePrice[]>> {
  const byPlaine = new Map<string, PlainePrice[]>();
  if (activityIds.length === 0) return byPlaine;
  const rows = await db
    .select()
    .from(activityTariffs)
    .where(inArray(activityTariffs.activityId, [...activityIds]));
  for (const row of rows) {
    const prices = byPlaine.get(row.activityId) ?? [];
    prices.push({ categoryId: row.categoryId, priceCents: row.priceCents });
    byPlaine.set(row.activityId, prices);
  }
  return byPlaine;
}

/** The tariffs of each plaine, in two queries whatever their number. */
export async function tariffsOfPlaines(
  db: Db,
  plaines: readonly { id: string; priceStandardCents: number }[],
): Promise<Map<string, PlaineTariffs>> {
  // One after the other: inside a transaction, one connection answers both.
  const categories = await offeredCategories(db);
  const prices = await plainePrices(
    db,
    plaines.map((plaine) => plaine.id),
  );
  return new Map(
    plaines.map((plaine) => {
      const own = prices.get(plaine.id) ?? [];
      return [plaine.id, { offered: offeredTariffs(categories, plaine.priceStandardCents, own), own }];
    }),
  );
}

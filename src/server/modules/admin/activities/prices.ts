/**
 * A plaine's own prices for the tariff categories, saved with its form in the same transaction:
 * one per offered category, a blank one removed (the category's default applies, or it is not
 * offered). Archived categories' prices are left as they were; a category that does not exist or
 * is archived is refused. The part of the price that is not childcare is at most every price a
 * family may pay there, the default ones included.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { ActivityFormOutput } from "../../../../domain/contracts/admin-activities-input.ts";
import { eurosToCents, formatEuros } from "../../../../domain/money.ts";
import type { Db } from "../../../db/client.ts";
import { activities, activityTariffs } from "../../../db/schema.ts";
import { HttpError } from "../../../http/errors.ts";
import { offeredCategories, offeredTariffs, type PlainePrice, plainePrices } from "../../activities/index.ts";
import type { PlaineRecord } from "./snapshot.ts";

const TARIFF_CATEGORY_GONE = "Cette catégorie de tarif n'est plus proposée\u00a0: rechargez la page";

/** The plaine's own prices, read in the transaction. */
export async function pricesOf(tx: Db, activityId: string): Promise<PlainePrice[]> {
  return (await plainePrices(tx, [activityId])).get(activityId) ?? [];
}

/** The plaine as its history compares it: its row and its own prices. */
export async function plaineRecord(tx: Db, activityId: string): Promise<PlaineRecord> {
  const [row] = await tx.select().from(activities).where(eq(activities.id, activityId));
  return { row, prices: await pricesOf(tx, activityId) };
}

function nonChildcareAboveTariff(name: string, priceCents: number): string {
  return `La part hors frais de garde ne peut dépasser le prix du tarif «\u00a0${name}\u00a0» (${formatEuros(priceCents)})`;
}

/**
 * Saves the form's tariffs of the plaine (left out of the form: its prices stay), then checks the
 * part that is not childcare against every tariff offered there. Throws the API's 400 (nothing
 * saved: the caller's transaction is rolled back).
 */
export async function savePlainePrices(tx: Db, activityId: string, input: ActivityFormOutput): Promise<void> {
  const categories = await offeredCategories(tx, { lock: true });
  if (input.tariffs !== undefined) {
    const fields: Record<string, string> = {};
    input.tariffs.forEach((tariff, index) => {
      if (!categories.some((category) => category.id === tariff.categoryId)) fields[`tariffs.${index}.categoryId`] = TARIFF_CATEGORY_GONE;
    });
    if (Object.keys(fields).length > 0) throw new HttpError("VALIDATION", TARIFF_CATEGORY_GONE, fields);
    const offeredIds = categories.map((category) => category.id);
    if (offeredIds.length > 0) {
      await tx
        .delete(activityTariffs)
        .where(and(eq(activityTariffs.activityId, activityId), inArray(activityTariffs.categoryId, offeredIds)));
    }
    const rows = input.tariffs.flatMap((tariff) =>
      tariff.price === undefined ? [] : [{ activityId, categoryId: tariff.categoryId, priceCents: eurosToCents(tariff.price) }],
    );
    if (rows.length > 0) await tx.insert(activityTariffs).values(rows);
  }
  const nonChildcareCents = eurosToCents(input.nonChildcare);
  const below = offeredTariffs(categories, eurosToCents(input.priceStandard), await pricesOf(tx, activityId)).find(
    (tariff) => tariff.priceCents < nonChildcareCents,
  );
  if (below) {
    const message = nonChildcareAboveTariff(below.name, below.priceCents);
    throw new HttpError("VALIDATION", message, { nonChildcare: message });
  }
}

/** 'Dupliquer': the copy gets the original's prices for the categories still offered. */
export async function copyPlainePrices(tx: Db, fromId: string, toId: string): Promise<void> {
  const offered = new Set((await offeredCategories(tx)).map((category) => category.id));
  const rows = (await pricesOf(tx, fromId))
    .filter((price) => offered.has(price.categoryId))
    .map((price) => ({ activityId: toId, categoryId: price.categoryId, priceCents: price.priceCents }));
  if (rows.length > 0) await tx.insert(activityTariffs).values(rows);
}

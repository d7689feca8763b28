import { addDaysIso, brusselsToday } from "../../src/domain/dates.ts";
import type { Db } from "../../src/server/db/client.ts";
import { activities, activityTariffs, news, tariffCategories } from "../../src/server/db/schema.ts";

type NewActivity = typeof activities.$inferInsert;
type NewArticle = typeof news.$inferInsert;
type NewTariffCategory = typeof tariffCategories.$inferInsert;

let sequence = 0;

/** A valid upcoming plaine; override what the test is about. */
export async function insertActivity(db: Db, overrides: Partial<NewActivity> = {}) {
  sequence += 1;
  const start = addDaysIso(brusselsToday(), 30 + sequence);
  const [row] = await db
    .insert(activities)
    .values({
      title: `Plaine ${sequence}`,
      description: "Une semaine de jeux.",
      startDate: start,
      endDate: addDaysIso(start, 4),
      locationName: "École communale",
      locationAddress: "Rue de l'École 1",
      locationPostalCode: "1348",
      locationCity: "Louvain-la-Neuve",
      ageMin: 3,
      ageMax: 12,
      priceStandardCents: 8000,
      capacity: 30,
      remainingSpots: 30,
      ...overrides,
    })
    .returning();
  return row;
}

export async function insertArticle(db: Db, overrides: Partial<NewArticle> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(news)
    .values({
      title: `Article ${sequence}`,
      content: "Contenu de l'article.",
      publishDate: brusselsToday(),
      ...overrides,
    })
    .returning();
  return row;
}

/** An offered tariff category, last in the order, without a default price (override what the test is about). */
export async function insertTariffCategory(db: Db, overrides: Partial<NewTariffCategory> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(tariffCategories)
    .values({
      name: `Tarif ${sequence}`,
      qualifies: "Les familles qui y ont droit.",
      position: 1000 + sequence,
      ...overrides,
    })
    .returning();
  return row;
}

/** A plaine's own price for a tariff category. */
export async function insertPlainePrice(db: Db, activityId: string, categoryId: string, priceCents: number) {
  await db.insert(activityTariffs).values({ activityId, categoryId, priceCents });
}

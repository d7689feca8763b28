import { activityStatus } from "../../../../domain/activity.ts";
import { brusselsDateTime, brusselsInstant } from "../../../../domain/date-time.ts";
import type { AdminActivity } from "../../../../domain/contracts/admin-activities.ts";
import type { ActivityFormOutput } from "../../../../domain/contracts/admin-activities-input.ts";
import { eurosToCents } from "../../../../domain/money.ts";
import type { activities } from "../../../db/schema.ts";
import { tariffAuditField } from "../../../../domain/tariff-categories.ts";
import { type PlainePrice, type PlaineTariffs, toActivity } from "../../activities/index.ts";
import type { Db } from "../../../db/client.ts";
import { type AuditActor, recordAudit, type AuditSnapshot } from "../../audit-log.ts";

type ActivityRow = typeof activities.$inferSelect;

/** A plaine's row and its own prices for the tariff categories: what its form and its history hold. */
export interface PlaineRecord {
  row: ActivityRow;
  prices: PlainePrice[];
}

/** A plaine as administrators see it: its status today, the places its registrations hold, its tariffs. */
export function toAdminActivity(row: ActivityRow, tariffs: PlaineTariffs, today: string): AdminActivity {
  return {
    ...toActivity(row, tariffs.offered),
    status: activityStatus(row, today),
    draft: row.draft,
    takenPlaces: row.capacity - row.remainingSpots,
    nonChildcareCents: row.nonChildcareCents,
    tariffPrices: tariffs.own,
  };
}

/** The form's values as columns; remaining places are the server's (capacity − taken). */
export function activityColumns(input: ActivityFormOutput) {
  return {
    title: input.title,
    excerpt: input.excerpt,
    description: input.description,
    startDate: input.startDate,
    endDate: input.endDate,
    locationName: input.locationName,
    locationAddress: input.locationAddress,
    locationPostalCode: input.locationPostalCode,
    locationCity: input.locationCity,
    locationLat: input.locationLat ?? null,
    locationLng: input.locationLng ?? null,
    ageMin: input.ageMin,
    ageMax: input.ageMax,
    priceStandardCents: eurosToCents(input.priceStandard),
    nonChildcareCents: eurosToCents(input.nonChildcare),
    capacity: input.capacity,
    imageUrl: input.imageUrl,
    videoUrl: input.videoUrl,
    alertePlacesLimitees: input.alertePlacesLimitees,
    registrationsOpenAt:
      input.registrationsOpenDate !== null && input.registrationsOpenTime !== null
        ? brusselsInstant(input.registrationsOpenDate, input.registrationsOpenTime)
        : null,
    practicalHours: input.practicalHours,
    practicalDaycare: input.practicalDaycare,
    practicalMeals: input.practicalMeals,
    practicalBring: input.practicalBring,
    practicalAccess: input.practicalAccess,
  };
}

/** What the audit log says of a draft and of a published plaine. */
const PUBLICATION_LABELS = { draft: "Brouillon", published: "Publiée" } as const;

/**
 * The row as the audit log compares it: the form's fields, prices in euros as typed; a price per
 * tariff category in `categories` (its own, or null: none), after the standard price.
 */
function activitySnapshot({ row, prices }: PlaineRecord, categories: readonly string[]): AuditSnapshot {
  const opening = row.registrationsOpenAt ? brusselsDateTime(row.registrationsOpenAt) : null;
  return {
    title: row.title,
    excerpt: row.excerpt,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    locationName: row.locationName,
    locationAddress: row.locationAddress,
    locationPostalCode: row.locationPostalCode,
    locationCity: row.locationCity,
    locationLat: row.locationLat,
    locationLng: row.locationLng,
    ageMin: Number(row.ageMin),
    ageMax: Number(row.ageMax),
    priceStandard: row.priceStandardCents / 100,
    ...Object.fromEntries(
      categories.map((categoryId) => {
        const own = prices.find((price) => price.categoryId === categoryId);
        return [tariffAuditField(categoryId), own ? own.priceCents / 100 : null];
      }),
    ),
    nonChildcare: row.nonChildcareCents / 100,
    capacity: row.capacity,
    imageUrl: row.imageUrl,
    videoUrl: row.videoUrl,
    alertePlacesLimitees: row.alertePlacesLimitees,
    registrationsOpenDate: opening?.date ?? null,
    registrationsOpenTime: opening?.time ?? null,
    practicalHours: row.practicalHours,
    practicalDaycare: row.practicalDaycare,
    practicalMeals: row.practicalMeals,
    practicalBring: row.practicalBring,
    practicalAccess: row.practicalAccess,
    publication: row.draft ? PUBLICATION_LABELS.draft : PUBLICATION_LABELS.published,
  };
}

/** A plaine's change in the audit log: its fields before and after (null when created, or deleted). */
export function auditActivity(tx: Db, actor: AuditActor, id: string, before: PlaineRecord | null, after: PlaineRecord | null) {
  // Every category priced before or after: a price removed shows as "60 → —".
  const categories = [...new Set([...(before?.prices ?? []), ...(after?.prices ?? [])].map((price) => price.categoryId))].sort();
  return recordAudit(tx, {
    actor,
    entity: "activity",
    entityId: id,
    action: before === null ? "create" : after === null ? "delete" : "update",
    before: before && activitySnapshot(before, categories),
    after: after && activitySnapshot(after, categories),
  });
}

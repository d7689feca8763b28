import type { Activity } from "../../../domain/activity.ts";
import type { ActivityTariff } from "../../../domain/contracts/activities.ts";
import { practicalInfoOf } from "../../../domain/practical-info.ts";
import type { activities } from "../../db/schema.ts";

type ActivityRow = typeof activities.$inferSelect;

/**
 * The database row in the nested shape of spec §3; coordinates only when both are known. The
 * reduced price of the spec is the price of the first tariff offered on the plaine (tariffs.ts).
 */
export function toActivity(row: ActivityRow, tariffs: readonly ActivityTariff[]): Activity {
  const hasCoordinates = row.locationLat !== null && row.locationLng !== null;
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    location: {
      name: row.locationName,
      address: row.locationAddress,
      postalCode: row.locationPostalCode,
      city: row.locationCity,
      ...(hasCoordinates ? { coordinates: { lat: row.locationLat!, lng: row.locationLng! } } : {}),
    },
    ageRange: { min: Number(row.ageMin), max: Number(row.ageMax) },
    price: { standard: row.priceStandardCents, reduced: tariffs[0]?.priceCents ?? null },
    capacity: row.capacity,
    remainingSpots: row.remainingSpots,
    imageUrl: row.imageUrl,
    videoUrl: row.videoUrl,
    alertePlacesLimitees: row.alertePlacesLimitees,
    registrationsOpenAt: row.registrationsOpenAt?.toISOString() ?? null,
    practicalInfo: practicalInfoOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

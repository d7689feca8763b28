import type { AgeRange } from "./age.ts";
import type { PracticalInfo } from "./practical-info.ts";

/** A plaine as every screen sees it (spec §3, nested shape). Prices are integer cents. */
export interface Activity {
  id: string;
  title: string;
  excerpt: string | null;
  description: string;
  startDate: string; // YYYY-MM-DD, a calendar date in Brussels
  endDate: string;
  location: {
    name: string;
    address: string;
    postalCode: string;
    city: string;
    /** Present only when both latitude and longitude are known. */
    coordinates?: { lat: number; lng: number };
  };
  ageRange: AgeRange;
  price: { standard: number; reduced: number | null };
  capacity: number;
  remainingSpots: number;
  imageUrl: string | null;
  videoUrl: string | null;
  alertePlacesLimitees: boolean;
  /** When registrations open (ISO instant, set in Brussels time), or null: open once published (registration-opening.ts). */
  registrationsOpenAt: string | null;
  /** Hours, garderie, meals, what to bring, how to come: each in the organiser's words, or null (practical-info.ts). */
  practicalInfo: PracticalInfo;
  createdAt: string;
  updatedAt: string;
}

export const ACTIVITY_NOT_FOUND = "Plaine non trouvée";

/** What an e-mail or a certificate says of a plaine: its title, dates and place (a row's flat columns). */
export interface ActivityHeading {
  title: string;
  startDate: string;
  endDate: string;
  locationName: string;
  locationCity: string;
}

/** The heading of a plaine's row, and nothing else of it (what is kept in an e-mail or a document). */
export function activityHeading(row: ActivityHeading): ActivityHeading {
  return {
    title: row.title,
    startDate: row.startDate,
    endDate: row.endDate,
    locationName: row.locationName,
    locationCity: row.locationCity,
  };
}

/** A plaine is full when no place remains (spec §4). */
export function isFull(activity: Pick<Activity, "remainingSpots">): boolean {
  return activity.remainingSpots <= 0;
}

/** Archived once its end date is before today's Brussels date; active until the evening of its last day. */
export function isArchived(activity: Pick<Activity, "endDate">, today: string): boolean {
  return activity.endDate < today;
}

export type ActivityStatus = "active" | "archived";

export function activityStatus(activity: Pick<Activity, "endDate">, today: string): ActivityStatus {
  return isArchived(activity, today) ? "archived" : "active";
}

/** "Aucune plaine trouvée" / "1 plaine trouvée" / "3 plaines trouvées" (never "0 plaine"). */
export function formatResultCount(count: number): string {
  if (count <= 0) return "Aucune plaine trouvée";
  return count === 1 ? "1 plaine trouvée" : `${count} plaines trouvées`;
}

/**
 * The plaines' API contract, shared by the server and the browser: paths, what the list accepts
 * in its query string, and what each endpoint answers. No zod here: the public pages load this
 * file; the input schemas are in activities-input.ts.
 */
import type { Activity } from "../activity.ts";
import type { RegistrationOpening } from "../registration-opening.ts";
import { apiPath } from "./api-path.ts";

export const activityPaths = {
  list: apiPath("/api/activities"),
  one: apiPath("/api/activities/:id"),
  opening: apiPath("/api/activities/:id/opening"),
};

/** Which plaines the list keeps: upcoming and running ones (the default), past ones, or all. */
export const ACTIVITY_SCOPES = ["active", "archived", "all"] as const;
export type ActivityScope = (typeof ACTIVITY_SCOPES)[number];
export const DEFAULT_ACTIVITY_SCOPE: ActivityScope = "active";

/** GET /api/activities's query string, as the browser sends it (the search filters as typed). */
export type ActivityListQuery = {
  scope?: ActivityScope;
  limit?: number;
  city?: string;
  /** The child's age in years; or their birth date (YYYY-MM-DD), counted on each plaine's first day. */
  age?: string;
  birthDate?: string;
  /** The spec's filters (search-filters.ts), kept in the API; the search page no longer sends them. */
  minAge?: string;
  maxAge?: string;
  maxPrice?: string;
};

/** GET /api/activities */
export interface ActivityListResponse {
  activities: Activity[];
}

/**
 * A tariff a family may claim on a plaine: an offered category of the organiser (admin-tariffs.ts),
 * in their order, with its price there (`tariffPriceCents`, domain/tariffs.ts), who qualifies and
 * the proof to attach. `price.reduced` of the plaine is the first one's price.
 */
export interface ActivityTariff {
  categoryId: string;
  name: string;
  /** Who qualifies, in the organiser's words. */
  qualifies: string;
  priceCents: number;
  proofRequired: boolean;
  /** What to attach when a proof is asked, else null. */
  proofDescription: string | null;
}

/** A plaine's page: the plaine and the tariffs offered on it. */
export interface ActivityDetail extends Activity {
  tariffs: ActivityTariff[];
}

/** GET /api/activities/:id */
export interface ActivityResponse {
  activity: ActivityDetail;
}

/**
 * GET /api/activities/:id/opening: whether registrations are open by the server's clock, and in
 * how many milliseconds they open; never stored by a cache (the countdown starts from it).
 */
export interface ActivityOpeningResponse {
  opening: RegistrationOpening;
}

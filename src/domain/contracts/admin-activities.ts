/**
 * The administrators' plaines: paths, the list's tabs and what each endpoint answers. The form's
 * schema is in admin-activities-input.ts. POST and PUT take ActivityFormOutput (prices in euros).
 */
import type { Activity, ActivityStatus } from "../activity.ts";
import type { ActivityScope } from "./activities.ts";
import { apiPath } from "./api-path.ts";

export const adminActivityPaths = {
  list: apiPath("/api/admin/activities"),
  one: apiPath("/api/admin/activities/:id"),
  /** PUT { published }: 'Publier' or 'Repasser en brouillon'. */
  publication: apiPath("/api/admin/activities/:id/publication"),
  /** POST { startDate }: 'Dupliquer', the copy saved as a draft (201). */
  duplicate: apiPath("/api/admin/activities/:id/duplicate"),
};

/** GET /api/admin/activities?scope=: 'Plaines à venir' (active), 'Plaines passées' (archived), 'Toutes les plaines' (all). */
export type AdminActivityListQuery = { scope?: ActivityScope };

/** A plaine as administrators see it: its status (Brussels date) and the places its live registrations hold. */
export interface AdminActivity extends Activity {
  status: ActivityStatus;
  /** A draft: seen by administrators only, neither by the public pages, search engines nor the public API. */
  draft: boolean;
  takenPlaces: number;
  /**
   * The part of the price per child that is not childcare (meals, membership, material), in cents:
   * left out of the tax certificate 281.86 (decision 0034). 0 when the whole price is childcare.
   */
  nonChildcareCents: number;
  /**
   * The plaine's own prices for the organiser's tariff categories (admin-tariffs.ts), in cents,
   * archived categories' included; a category without one has its default price, or is not offered.
   */
  tariffPrices: { categoryId: string; priceCents: number }[];
  /** Families on the waiting list (waiting or holding an offer); given by the list (decision 0031). */
  waitingFamilies?: number;
}

/** GET /api/admin/activities */
export interface AdminActivityListResponse {
  activities: AdminActivity[];
}

/** GET, POST, PUT /api/admin/activities[/:id], PUT …/:id/publication, POST …/:id/duplicate (the copy) */
export interface AdminActivityResponse {
  activity: AdminActivity;
}

/**
 * DELETE /api/admin/activities/:id. "deleted": the plaine had no registration and is gone.
 * "archived": it only had cancelled registrations, so its row stays for the parents' history but
 * it is removed from every list and its public page. A plaine with live registrations is refused (409).
 */
export interface AdminActivityDeleteResponse {
  outcome: "deleted" | "archived";
}

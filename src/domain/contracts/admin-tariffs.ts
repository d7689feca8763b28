/**
 * The administrators' tariffs ('Tarifs'): the organiser's categories (who qualifies, the default
 * price, the proof asked), their order, their archive, and what a registration with a pending
 * claim is charged. The inputs are in admin-tariffs-input.ts; the price rule in domain/tariffs.ts.
 */
import type { TariffCharge } from "../tariffs.ts";
import { apiPath } from "./api-path.ts";

export const adminTariffPaths = {
  /** GET the categories, active ones in order and archived ones apart (TariffCategoriesView); POST creates one (201, TariffCategoryResponse). */
  categories: apiPath("/api/admin/tariffs/categories"),
  /** PUT { ids }: the active categories in their new order (TariffCategoriesView). */
  order: apiPath("/api/admin/tariffs/categories/order"),
  /** PUT the form (TariffCategoryResponse); DELETE a category no claim names (TariffCategoryDeleteResponse), else 409. */
  category: apiPath("/api/admin/tariffs/categories/:id"),
  /** PUT { archived }: 'Archiver' (no longer offered anywhere) or 'Rétablir' (last in the order). */
  archive: apiPath("/api/admin/tariffs/categories/:id/archive"),
  /** GET and PUT { charge }: what a registration with a pending claim is charged (TariffChargeView). */
  charge: apiPath("/api/admin/tariffs/charge"),
};

/** One category as the Tarifs page shows it. */
export interface TariffCategoryView {
  id: string;
  name: string;
  /** Who qualifies, in plain words (shown on the plaines' pages). */
  qualifies: string;
  /** The price by default, as a percentage of a plaine's standard price; null: offered only where a plaine gives its own price. */
  defaultPercent: number | null;
  proofRequired: boolean;
  /** What to attach (null when no proof is asked). */
  proofDescription: string | null;
  /** Days after the end of the plaine the proof is kept (0 when no proof is asked). */
  proofKeptDays: number;
  position: number;
  /** When it was archived (ISO instant), or null while offered. */
  archivedAt: string | null;
  /** Registrations whose claim names it: such a category is archived, never deleted. */
  claims: number;
  /** Plaines with a price of their own for it. */
  plaines: number;
}

/** GET /api/admin/tariffs/categories, PUT …/order. */
export interface TariffCategoriesView {
  /** Offered, in the order the plaines' pages and forms list them. */
  categories: TariffCategoryView[];
  /** Archived, the latest first. */
  archived: TariffCategoryView[];
}

/** POST /api/admin/tariffs/categories, PUT …/:id, PUT …/:id/archive. */
export interface TariffCategoryResponse {
  category: TariffCategoryView;
}

/** DELETE /api/admin/tariffs/categories/:id: gone, with the plaines' own prices for it. */
export interface TariffCategoryDeleteResponse {
  outcome: "deleted";
}

/** GET and PUT /api/admin/tariffs/charge. */
export interface TariffChargeView {
  charge: TariffCharge;
}

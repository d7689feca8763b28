import type { ExportFormat, RegistrationExportQuery } from "../../../../domain/contracts/admin.ts";
import { adminPaths } from "../../../../domain/contracts/admin.ts";
import { PAYMENT_METHODS, PAYMENT_STATUSES, REGISTRATION_STATUSES } from "../../../../domain/registration.ts";
import { REGISTRATION_PERIODS, type RegistrationFilters } from "../../../../domain/registration-filters.ts";
import { apiUrl } from "../../../lib/api-client.ts";

/**
 * The list's filters live in the address (?q=&status=&paymentStatus=&method=&period=), under the
 * names the export's query uses, so a reload or "back" keeps them and an export holds what the
 * list shows. A value the address misspells is no filter.
 */
export type ListFilters = Required<Pick<RegistrationFilters, "period">> & Omit<RegistrationFilters, "period" | "activityId">;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function filtersFromSearch(search: URLSearchParams): ListFilters {
  const q = search.get("q")?.trim();
  return {
    q: q || undefined,
    status: oneOf(REGISTRATION_STATUSES, search.get("status")),
    paymentStatus: oneOf(PAYMENT_STATUSES, search.get("paymentStatus")),
    method: oneOf(PAYMENT_METHODS, search.get("method")),
    period: oneOf(REGISTRATION_PERIODS, search.get("period")) ?? "upcoming",
  };
}

/** The address's query string for these filters: the default period and empty filters are left out. */
export function searchFromFilters(filters: ListFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q) search.set("q", filters.q);
  if (filters.status) search.set("status", filters.status);
  if (filters.paymentStatus) search.set("paymentStatus", filters.paymentStatus);
  if (filters.method) search.set("method", filters.method);
  if (filters.period !== "upcoming") search.set("period", filters.period);
  return search;
}

/** Whether anything narrows the list beyond the period (the empty state then offers to clear them). */
export function hasNarrowingFilters(filters: ListFilters): boolean {
  return Boolean(filters.q || filters.status || filters.paymentStatus || filters.method);
}

/**
 * The export's address for the list as filtered (one plaine's group with `activityId`); a plain
 * link to it downloads the file with the session cookie.
 */
export function exportUrl(format: ExportFormat, filters: ListFilters, options: { activityId?: string; medical: boolean }): string {
  const query: RegistrationExportQuery = {
    format,
    q: filters.q,
    status: filters.status,
    paymentStatus: filters.paymentStatus,
    method: filters.method,
    period: filters.period,
    activityId: options.activityId,
    medical: options.medical ? "true" : undefined,
  };
  return apiUrl(adminPaths.registrationExport.url(), query);
}

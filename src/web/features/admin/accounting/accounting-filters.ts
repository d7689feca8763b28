import { type AccountingExportQuery, adminAccountingPaths } from "../../../../domain/contracts/admin-accounting.ts";
import type { ExportFormat } from "../../../../domain/contracts/admin.ts";
import { brusselsToday, isIsoDate } from "../../../../domain/dates.ts";
import { apiUrl } from "../../../lib/api-client.ts";

/** The ledger's query: the period (YYYY-MM-DD, blank: no bound) and one plaine (blank: all). */
export type AccountingQuery = Omit<AccountingExportQuery, "format">;

/** The filters as the page shows them: each one a string, blank for no bound or every plaine. */
export interface AccountingFilters {
  from: string;
  to: string;
  activityId: string;
}

/**
 * The filters as the address holds them (?from=&to=&activityId=). A day the address does not name
 * is the default, the year so far in Brussels (from the 1st of January to today); a day named
 * blank, or misspelt, is no bound.
 */
export function accountingFiltersFromSearch(search: URLSearchParams, today: string = brusselsToday()): AccountingFilters {
  const day = (key: "from" | "to", fallback: string) => {
    const value = search.get(key);
    if (value === null) return fallback;
    return isIsoDate(value) ? value : "";
  };
  return {
    from: day("from", `${today.slice(0, 4)}-01-01`),
    to: day("to", today),
    activityId: search.get("activityId") ?? "",
  };
}

/** What the ledger and its export are asked: blank filters are left out (no bound, every plaine). */
export function accountingQuery(filters: AccountingFilters): AccountingQuery {
  return {
    from: filters.from || undefined,
    to: filters.to || undefined,
    activityId: filters.activityId || undefined,
  };
}

/** The file of the lines shown, as CSV or XLSX: a plain link to it downloads it with the session cookie. */
export function accountingExportUrl(format: ExportFormat, filters: AccountingFilters): string {
  const query: AccountingExportQuery = { format, ...accountingQuery(filters) };
  return apiUrl(adminAccountingPaths.export.url(), { ...query });
}

/**
 * The administrators' registration filters (search box, statuses, method, period), one rule for
 * the list in the browser and the exports on the server, so an export holds exactly what the
 * filtered list shows.
 */
import type { PaymentMethod, PaymentStatus, RegistrationStatus } from "./registration.ts";

export const REGISTRATION_PERIODS = ["upcoming", "past", "all"] as const;
export type RegistrationPeriod = (typeof REGISTRATION_PERIODS)[number];

export const REGISTRATION_PERIOD_LABELS: Record<RegistrationPeriod, string> = {
  upcoming: "Plaines à venir",
  past: "Plaines passées",
  all: "Toutes les plaines",
};

export type RegistrationFilters = {
  /** Child, parent, e-mail, reference or structured communication; case and accents ignored. */
  q?: string;
  status?: RegistrationStatus;
  paymentStatus?: PaymentStatus;
  method?: PaymentMethod;
  /** Plaines not yet over (the default), over, or all. */
  period?: RegistrationPeriod;
  activityId?: string;
};

/** What a row offers to the filters: the texts the search box looks in, its statuses, its plaine. */
export interface FilterableRegistration {
  status: RegistrationStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  activityId: string;
  endDate: string;
  searchText: (string | null | undefined)[];
}

/** Lower case without accents or the communication's "+/" punctuation: "Zoë" finds "zoe", "123/4567" finds "+++123/4567/…". */
function searchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("fr")
    .replace(/[+/]/g, "")
    .trim();
}

export function matchesRegistrationFilters(row: FilterableRegistration, filters: RegistrationFilters, today: string): boolean {
  const period = filters.period ?? "upcoming";
  if (period === "upcoming" && row.endDate < today) return false;
  if (period === "past" && row.endDate >= today) return false;
  if (filters.activityId && row.activityId !== filters.activityId) return false;
  if (filters.status && row.status !== filters.status) return false;
  if (filters.paymentStatus && row.paymentStatus !== filters.paymentStatus) return false;
  if (filters.method && row.paymentMethod !== filters.method) return false;
  const query = filters.q ? searchKey(filters.q) : "";
  if (!query) return true;
  return row.searchText.some((text) => text && searchKey(text).includes(query));
}

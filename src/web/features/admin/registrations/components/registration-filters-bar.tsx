import Search from "lucide-react/icons/search";
import { Link, useSearchParams } from "react-router";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
} from "../../../../../domain/registration.ts";
import { REGISTRATION_PERIOD_LABELS, REGISTRATION_PERIODS } from "../../../../../domain/registration-filters.ts";
import { cn } from "../../../../lib/cn.ts";
import { FilterSelect } from "../../shared/components/filter-fields.tsx";
import { type ListFilters, searchFromFilters } from "../registration-filters-url.ts";

export const SEARCH_LABEL = "Rechercher un enfant, un parent, un e-mail, une référence ou une communication";

/** The period as links (each is an address), the current one marked with aria-current. */
function PeriodNav({ filters }: { filters: ListFilters }) {
  return (
    <nav aria-label="Période des plaines">
      <ul className="grid grid-cols-3 gap-1 rounded-2xl border border-slate-200 bg-slate-100 p-1 sm:inline-flex sm:rounded-full">
        {REGISTRATION_PERIODS.map((period) => {
          const active = period === filters.period;
          return (
            <li key={period}>
              <Link
                to={{ search: searchFromFilters({ ...filters, period }).toString() }}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-full min-h-9 items-center justify-center rounded-xl px-2 py-1.5 text-center text-sm leading-tight font-semibold transition-colors sm:rounded-full sm:px-4",
                  active ? "bg-white text-brand-900 shadow-sm" : "text-slate-700 hover:text-ink",
                )}
              >
                {REGISTRATION_PERIOD_LABELS[period]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The search box, the three filters and the period, all kept in the address: a reload, a shared
 * link or "back" shows the same list. Typing replaces the address instead of adding a step per letter.
 */
export function RegistrationFiltersBar({ filters }: { filters: ListFilters }) {
  const [search, setSearch] = useSearchParams();
  const set = (key: string, value: string, replace = false) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace });
  };
  return (
    <div className="space-y-4">
      <PeriodNav filters={filters} />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] md:items-end">
        <div className="relative col-span-2 md:col-span-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <input
            type="search"
            aria-label={SEARCH_LABEL}
            placeholder="Enfant, parent, e-mail, référence, communication..."
            value={search.get("q") ?? ""}
            onChange={(event) => set("q", event.target.value, true)}
            className="h-10 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-9 text-sm text-ink placeholder:text-slate-500 focus:border-brand-700"
          />
        </div>
        <FilterSelect label="Inscription" value={filters.status ?? ""} onChange={(value) => set("status", value)}>
          {REGISTRATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {REGISTRATION_STATUS_LABELS[status]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Paiement" value={filters.paymentStatus ?? ""} onChange={(value) => set("paymentStatus", value)}>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PAYMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          className="col-span-2 md:col-span-1"
          label="Mode de paiement"
          value={filters.method ?? ""}
          onChange={(value) => set("method", value)}
        >
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </FilterSelect>
      </div>
    </div>
  );
}

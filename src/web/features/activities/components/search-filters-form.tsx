import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import type { FormEvent, InputHTMLAttributes } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import type { ActivityListParams } from "../api/activity-keys.ts";
import { type SearchFilterKey, filtersToSearchParams } from "../search-params.ts";

interface SearchFiltersFormProps {
  filters: Pick<ActivityListParams, SearchFilterKey>;
  onSubmit: (params: URLSearchParams) => void;
}

function Field({ label, name, ...input }: { label: string; name: SearchFilterKey } & InputHTMLAttributes<HTMLInputElement>) {
  const id = `filter-${name}`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-700"
        {...input}
      />
    </div>
  );
}

/**
 * The filter bar. Its values live in the URL (shareable, back button works); the fields are
 * uncontrolled and re-created by the page when the URL changes. No browser validation:
 * the server's French message explains what is wrong.
 */
export function SearchFiltersForm({ filters, onSubmit }: SearchFiltersFormProps) {
  const hasFilters = Object.keys(filters).length > 0;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(filtersToSearchParams(new FormData(event.currentTarget)));
  };

  return (
    <form
      role="search"
      aria-label="Filtrer les plaines"
      noValidate
      onSubmit={handleSubmit}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Ville" name="city" type="text" autoComplete="address-level2" placeholder="Ex. : Namur" defaultValue={filters.city ?? ""} />
        <Field label="Âge minimum" name="minAge" type="number" inputMode="decimal" min={0} step={0.5} placeholder="Ex. : 3" defaultValue={filters.minAge ?? ""} />
        <Field label="Âge maximum" name="maxAge" type="number" inputMode="decimal" min={0} step={0.5} placeholder="Ex. : 12" defaultValue={filters.maxAge ?? ""} />
        <Field label="Prix maximum (€)" name="maxPrice" type="number" inputMode="decimal" min={0} step="any" placeholder="Ex. : 100" defaultValue={filters.maxPrice ?? ""} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filtrer
        </Button>
        {hasFilters && (
          <Link to="/search" className={buttonClasses({ variant: "ghost" })}>
            Effacer les filtres
          </Link>
        )}
      </div>
    </form>
  );
}

import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import type { FormEvent, InputHTMLAttributes } from "react";
import { Link } from "react-router";
import { paths } from "../../../../domain/paths.ts";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import type { ActivityListParams } from "../../../lib/query-keys.ts";
import { type SearchFilterKey, filtersToSearchParams, SEARCH_FORM_ID } from "../search-params.ts";

export const FILTER_ERROR_ID = "search-filters-error";

interface SearchFiltersFormProps {
  filters: Pick<ActivityListParams, SearchFilterKey>;
  /** The server's French message per refused filter, to point at the field concerned. */
  fieldErrors?: Record<string, string>;
  onSubmit: (params: URLSearchParams) => void;
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: SearchFilterKey;
  /** The filters in force and the refused ones: the field shows its value and whether it was refused. */
  state: Pick<SearchFiltersFormProps, "filters" | "fieldErrors">;
}

function Field({ label, name, state, className, ...input }: FieldProps) {
  const id = `filter-${name}`;
  const invalid = name in (state.fieldErrors ?? {});
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? FILTER_ERROR_ID : undefined}
        className={cn(
          "h-11 w-full min-w-0 rounded-xl border bg-white px-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-700",
          invalid ? "border-red-600" : "border-slate-300",
        )}
        defaultValue={state.filters[name] ?? ""}
        {...input}
      />
    </div>
  );
}

/** A filter on an age or a price: a positive number. */
function AmountField(props: Omit<FieldProps, "type" | "inputMode" | "min">) {
  return <Field type="number" inputMode="decimal" min={0} {...props} />;
}

/**
 * The filter bar. Its values live in the URL (shareable, back button works); the fields are
 * uncontrolled and re-created by the page when the URL changes. No browser validation:
 * the server's French message explains what is wrong.
 */
export function SearchFiltersForm({ filters, fieldErrors = {}, onSubmit }: SearchFiltersFormProps) {
  const hasFilters = Object.keys(filters).length > 0;
  const state = { filters, fieldErrors };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(filtersToSearchParams(new FormData(event.currentTarget)));
  };

  return (
    <form
      id={SEARCH_FORM_ID}
      role="search"
      aria-label="Filtrer les plaines"
      // Without JavaScript the form is a plain GET of this page, which the server renders filtered.
      method="get"
      action={paths.search}
      noValidate
      onSubmit={handleSubmit}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      {/* Two columns even on phones: the filter bar must not push the results off the first screen. */}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Field
          label="Ville"
          name="city"
          type="text"
          autoComplete="address-level2"
          placeholder="Ex. : Namur"
          state={state}
          className="col-span-2 lg:col-span-1"
        />
        <AmountField label="Âge minimum" name="minAge" step={0.5} placeholder="Ex. : 3" state={state} />
        <AmountField label="Âge maximum" name="maxAge" step={0.5} placeholder="Ex. : 12" state={state} />
        <AmountField
          label="Prix maximum (€)"
          name="maxPrice"
          step="any"
          placeholder="Ex. : 100"
          state={state}
          className="col-span-2 lg:col-span-1"
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filtrer
        </Button>
        {hasFilters && (
          <Link to={paths.search} className={buttonClasses({ variant: "ghost" })}>
            Effacer les filtres
          </Link>
        )}
      </div>
    </form>
  );
}

import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { type FormEvent, type InputHTMLAttributes, useEffect, useRef } from "react";
import { Link } from "react-router";
import { formatDateFr, isIsoDate } from "../../../../domain/dates.ts";
import { paths } from "../../../../domain/paths.ts";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { CHILD_PICKER_ATTRIBUTE, followChildPicker, type PickableChild } from "../child-picker.ts";
import { type SearchFilterKey, type SearchFilterValues, filtersToSearchParams, SEARCH_FORM_ID } from "../search-params.ts";

export const FILTER_ERROR_ID = "search-filters-error";

interface SearchFiltersFormProps {
  filters: SearchFilterValues;
  /** The server's French message per refused filter, to point at the field concerned. */
  fieldErrors?: Record<string, string>;
  /**
   * The signed-in parent's children, for 'Ou choisir un de mes enfants'; none (a visitor, a
   * parent without children, the page drawn by the server) hides the picker.
   */
  pickableChildren?: readonly PickableChild[];
  onSubmit: (params: URLSearchParams) => void;
}

const fieldClasses = (invalid: boolean) =>
  cn(
    "h-11 w-full min-w-0 rounded-xl border bg-white px-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-700",
    invalid ? "border-red-600" : "border-slate-300",
  );

/** A birth date as a person reads it ("14 mars 2021"), or as typed when it is no date. */
const readableDate = (date: string) => (isIsoDate(date) ? formatDateFr(date) : date);

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
        className={fieldClasses(invalid)}
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
 * 'Ou choisir un de mes enfants': the `birthDate` filter, an option per child (first name, birth
 * date as value). Drawn hidden unless there are children to pick; on the page drawn by the server
 * the public pages' script fills and shows it for a parent (child-picker.ts). A birth date of the
 * address that is none of the children's keeps an option of its own, so it stays in force.
 */
function ChildPicker({ filters, fieldErrors, pickableChildren = [] }: Omit<SearchFiltersFormProps, "onSubmit">) {
  const chosen = filters.birthDate;
  const invalid = "birthDate" in (fieldErrors ?? {});
  const chosenIsAChild = pickableChildren.some((child) => child.birthDate === chosen);
  return (
    <div
      {...{ [CHILD_PICKER_ATTRIBUTE]: "" }}
      hidden={pickableChildren.length === 0}
      className="col-span-2 flex flex-col gap-1.5 lg:col-span-1"
    >
      <label htmlFor="filter-birthDate" className="text-sm font-medium text-ink">
        Ou choisir un de mes enfants
      </label>
      <select
        // Re-created when the children arrive, so the address's child is the one chosen.
        key={pickableChildren.length}
        id="filter-birthDate"
        name="birthDate"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? FILTER_ERROR_ID : undefined}
        className={fieldClasses(invalid)}
        defaultValue={chosen ?? ""}
      >
        <option value="">—</option>
        {chosen && !chosenIsAChild && <option value={chosen}>Date de naissance&nbsp;: {readableDate(chosen)}</option>}
        {pickableChildren.map((child, index) => (
          <option key={`${child.birthDate}-${index}`} value={child.birthDate}>
            {child.firstName}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filter bar. Its values live in the URL (shareable, back button works); the fields are
 * uncontrolled and re-created by the page when the URL changes. No browser validation:
 * the server's French message explains what is wrong.
 */
export function SearchFiltersForm({ filters, fieldErrors = {}, pickableChildren, onSubmit }: SearchFiltersFormProps) {
  const hasFilters = Object.keys(filters).length > 0;
  const state = { filters, fieldErrors };
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => (formRef.current ? followChildPicker(formRef.current) : undefined), []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(filtersToSearchParams(new FormData(event.currentTarget)));
  };

  return (
    <form
      ref={formRef}
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
      {/*
        Two columns even on phones: the filter bar must not push the results off the first screen.
        On wide screens the fields share one row, three or four of them (the picker is often hidden).
      */}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[repeat(auto-fit,minmax(11rem,1fr))]">
        <Field
          label="Ville"
          name="city"
          type="text"
          autoComplete="address-level2"
          placeholder="Ex.&nbsp;: Namur"
          state={state}
          className="col-span-2 lg:col-span-1"
        />
        <AmountField label="Âge de l'enfant (ans)" name="age" step={0.5} placeholder="Ex.&nbsp;: 4" state={state} />
        <AmountField label="Prix maximum (€)" name="maxPrice" step="any" placeholder="Ex.&nbsp;: 100" state={state} />
        <ChildPicker filters={filters} fieldErrors={fieldErrors} pickableChildren={pickableChildren} />
      </div>
      {filters.birthDate && isIsoDate(filters.birthDate) && (
        <p className="mt-3 text-sm text-muted">
          Date de naissance&nbsp;: {readableDate(filters.birthDate)}. L'âge est compté au premier jour de chaque plaine.
        </p>
      )}
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

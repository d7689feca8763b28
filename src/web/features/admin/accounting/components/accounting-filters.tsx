import Download from "lucide-react/icons/download";
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import { useSearchParams } from "react-router";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { buttonClasses } from "../../../../components/ui/button.tsx";
import { FilterDate, FilterSelect } from "../../shared/components/filter-fields.tsx";
import { type AccountingFilters, accountingExportUrl } from "../accounting-filters.ts";

/** A plaine the filter offers. */
export interface PlaineChoice {
  id: string;
  title: string;
  startDate: string;
}

/**
 * The period and the plaine, each kept in the address as it changes (a reload or a shared link
 * shows the same lines); a day emptied stays empty there, and means no bound. Below them, the
 * lines shown as a file.
 */
export function AccountingFiltersForm({ filters, plaines }: { filters: AccountingFilters; plaines: PlaineChoice[] }) {
  const [search, setSearch] = useSearchParams();
  // A day is typed in parts: each change replaces the address, where choosing a plaine adds a step "back" undoes.
  const set = (key: keyof AccountingFilters, value: string, replace = false) => {
    const next = new URLSearchParams(search);
    // A blank day is written (no bound), where a missing one would mean the default period again.
    if (value || key !== "activityId") next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace });
  };
  // A plaine the address names but the list does not (yet) hold stays chosen, and shown.
  const listed =
    filters.activityId && !plaines.some((plaine) => plaine.id === filters.activityId)
      ? [...plaines, { id: filters.activityId, title: "Plaine choisie", startDate: "" }]
      : plaines;
  const link = buttonClasses({ variant: "outline", size: "sm" });
  return (
    <form role="search" aria-label="Période et plaine" onSubmit={(event) => event.preventDefault()} className="space-y-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(2,minmax(0,1fr))_minmax(0,2fr)] md:items-end">
        <FilterDate label="Du" value={filters.from} onChange={(value) => set("from", value, true)} />
        <FilterDate label="Au" value={filters.to} onChange={(value) => set("to", value, true)} />
        <FilterSelect
          className="col-span-2 md:col-span-1"
          label="Plaine"
          allLabel="Toutes les plaines"
          value={filters.activityId}
          onChange={(value) => set("activityId", value)}
        >
          {listed.map((plaine) => (
            <option key={plaine.id} value={plaine.id}>
              {plaine.startDate ? `${plaine.title} · ${formatDateFr(plaine.startDate)}` : plaine.title}
            </option>
          ))}
        </FilterSelect>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={accountingExportUrl("csv", filters)} download className={link}>
          <Download aria-hidden="true" className="size-4" />
          Télécharger (CSV)
        </a>
        <a href={accountingExportUrl("xlsx", filters)} download className={link}>
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          Télécharger (XLSX)
        </a>
      </div>
    </form>
  );
}

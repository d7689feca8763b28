import { Link, useSearchParams } from "react-router";
import { AUDIT_AREA_LABELS } from "../../../../../domain/activity-log.ts";
import { type ActivityLogQuery, type ActivityLogResponse, AUDIT_AREAS } from "../../../../../domain/contracts/admin-history.ts";
import { FilterDate, FilterSelect } from "../../shared/components/filter-fields.tsx";

const personLabel = (person: ActivityLogResponse["people"][number]) => (person.name ? `${person.name} (${person.email})` : person.email);

/**
 * Who, which area, from and to which day (in Brussels): each filter kept in the address, so a
 * reload or a shared link shows the same lines.
 */
export function ActivityLogFilters({ filters, people }: { filters: ActivityLogQuery; people: ActivityLogResponse["people"] }) {
  const [search, setSearch] = useSearchParams();
  const set = (key: keyof ActivityLogQuery, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next);
  };
  // A person the address names but the log no longer lists stays chosen, and shown.
  const listed =
    filters.actor && !people.some((person) => person.email === filters.actor) ? [...people, { email: filters.actor, name: null }] : people;
  const filtered = Boolean(filters.actor || filters.area || filters.from || filters.to);
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_repeat(2,minmax(0,1fr))] md:items-end">
        <FilterSelect
          className="col-span-2 md:col-span-1"
          label="Personne"
          allLabel="Tout le monde"
          value={filters.actor ?? ""}
          onChange={(value) => set("actor", value)}
        >
          {listed.map((person) => (
            <option key={person.email} value={person.email}>
              {personLabel(person)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          className="col-span-2 md:col-span-1"
          label="Domaine"
          value={filters.area ?? ""}
          onChange={(value) => set("area", value)}
        >
          {AUDIT_AREAS.map((area) => (
            <option key={area} value={area}>
              {AUDIT_AREA_LABELS[area]}
            </option>
          ))}
        </FilterSelect>
        <FilterDate label="Du" value={filters.from ?? ""} onChange={(value) => set("from", value)} />
        <FilterDate label="Au" value={filters.to ?? ""} onChange={(value) => set("to", value)} />
      </div>
      {filtered && (
        <Link to={{ search: "" }} className="inline-block text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
          Effacer les filtres
        </Link>
      )}
    </div>
  );
}

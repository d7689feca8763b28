import { useSearchParams } from "react-router";
import type { PayerView } from "../../../../../domain/contracts/admin-payers.ts";
import { FilterSelect } from "../../shared/components/filter-fields.tsx";
import { DUE_LABEL, SHARE_STATUS_CHOICES, type SharesQuery } from "../payer-shares-filters.ts";

/** The organisation and the status of the shares listed, each kept in the address as it changes. */
export function PayerSharesFilters({ query, payers }: { query: SharesQuery; payers: PayerView[] }) {
  const [search, setSearch] = useSearchParams();
  const set = (key: keyof SharesQuery, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next);
  };
  return (
    <form role="search" aria-label="Organisme et statut" onSubmit={(event) => event.preventDefault()}>
      <div className="grid gap-3 sm:grid-cols-2">
        <FilterSelect
          label="Organisme"
          allLabel="Tous les organismes"
          value={query.payerId ?? ""}
          onChange={(value) => set("payerId", value)}
        >
          {payers.map((payer) => (
            <option key={payer.id} value={payer.id}>
              {payer.archived ? `${payer.name} (archivé)` : payer.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Statut"
          allLabel={DUE_LABEL}
          value={query.status === "due" ? "" : query.status}
          onChange={(value) => set("status", value)}
        >
          {/* The first choice (blank in the address) is the default: the shares still to receive. */}
          {SHARE_STATUS_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </FilterSelect>
      </div>
    </form>
  );
}

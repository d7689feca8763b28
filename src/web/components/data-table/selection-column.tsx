import type { Row, RowData } from "@tanstack/react-table";
import { useEffect, useRef } from "react";
import type { DataTableColumn, DataTableFeatures } from "./columns.ts";

export const SELECT_ALL_LABEL = "Tout sélectionner";
export const SELECT_ROW_LABEL = "Sélectionner la ligne";
export const SELECTION_COLUMN_ID = "select";

/** A checkbox that can show "some but not all" (the header's, when part of the page is selected). */
function Checkbox({
  checked,
  indeterminate = false,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: (event: unknown) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" aria-label={label} checked={checked} onChange={onChange} className="size-4 accent-brand-700" />;
}

/** The first column of a table with bulk actions: a box per row, and one in the header for the whole page. */
export function selectionColumn<TData extends RowData>(): DataTableColumn<TData> {
  return {
    id: SELECTION_COLUMN_ID,
    enableSorting: false,
    // On a phone there is no header row above the cards: the box says in words what it does.
    header: ({ table }) => (
      <label className="inline-flex items-center gap-2">
        <Checkbox
          label={SELECT_ALL_LABEL}
          checked={table.getIsAllPageRowsSelected()}
          // TanStack Table's "some" includes "all": the dash only while part of the page is selected.
          indeterminate={table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected()}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
        <span aria-hidden="true" className="text-sm font-medium tracking-normal text-ink normal-case md:hidden">
          {SELECT_ALL_LABEL}
        </span>
      </label>
    ),
    cell: ({ row }: { row: Row<DataTableFeatures, TData> }) => (
      <Checkbox label={SELECT_ROW_LABEL} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
    ),
  };
}

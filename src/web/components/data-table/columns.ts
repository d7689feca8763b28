import {
  columnFilteringFeature,
  type ColumnDef,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  metaHelper,
  type RowData,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
} from "@tanstack/react-table";

/** What a column tells the table about its layout, beyond its header and cell. */
export interface DataTableColumnMeta {
  /** Numbers are right-aligned in the table (still label/value on a phone card). */
  align?: "start" | "end";
  /** Extra classes for the column's cells, e.g. "whitespace-nowrap" or "break-all". */
  cellClassName?: string;
}

/**
 * The features every data table has: sorting by a header, one search across the columns, and
 * row selection. One registry for all tables, so their column definitions share one type.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, basic: sortFn_basic },
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { includesString: filterFn_includesString },
  rowSelectionFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of columns mixes value types; the helper checks each one
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/**
 * The typed way to declare a table's columns: `const col = dataTableColumns<Mail>()`, then
 * `col.columns([col.accessor("to", { header: "Destinataire" }), ...])`. Keep the result at module
 * scope (or memoised): a new array on every render makes the table recompute everything.
 */
export function dataTableColumns<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

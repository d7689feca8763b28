import { FlexRender, type Header, type Row, type RowData, useTable } from "@tanstack/react-table";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import ChevronsUpDown from "lucide-react/icons/chevrons-up-down";
import Search from "lucide-react/icons/search";
import { type ReactNode, useMemo } from "react";
import { cn } from "../../lib/cn.ts";
import { BulkActionBar } from "./bulk-action-bar.tsx";
import { type DataTableColumn, type DataTableFeatures, dataTableFeatures } from "./columns.ts";
import { SELECTION_COLUMN_ID, selectionColumn } from "./selection-column.tsx";

const DEFAULT_SEARCH_PLACEHOLDER = "Rechercher...";
const NO_MATCH_MESSAGE = "Aucun résultat pour cette recherche.";

export interface DataTableProps<TData extends RowData> {
  data: TData[];
  /** Declared with dataTableColumns<TData>(), at module scope or memoised. */
  columns: DataTableColumn<TData>[];
  /** A stable id per row, so a selection survives sorting, searching and refetches. */
  getRowId: (row: TData) => string;
  /** The accessible name of the table's scrolling region. */
  label: string;
  /** Shown instead of the table while there is no row at all. */
  emptyMessage: string;
  /** The search box's placeholder; `false` for a table too short to need one. */
  searchPlaceholder?: string | false;
  /** Given: rows get checkboxes, and this draws the actions for the selected rows above the table. */
  bulkActions?: (selected: TData[], clearSelection: () => void) => ReactNode;
  /** data-testid of each row, for end-to-end tests. */
  rowTestId?: string;
  /**
   * A click anywhere on a row but its own controls opens it. A pointer convenience only: a cell
   * must also hold a link or button to the same place, for the keyboard and screen readers.
   */
  onRowClick?: (row: TData) => void;
  /** E.g. a minimum width for a wide table ("md:min-w-[56rem]") or a negative margin to reach a card's edges. */
  className?: string;
  tableClassName?: string;
}

/** The column's header as text: a phone card's label for each value (none for the checkbox column). */
function columnLabel(header: unknown) {
  return typeof header === "string" ? header : undefined;
}

function SortIcon({ direction }: { direction: false | "asc" | "desc" }) {
  const Icon = direction === "asc" ? ArrowUp : direction === "desc" ? ArrowDown : ChevronsUpDown;
  return <Icon aria-hidden="true" className={cn("size-3.5", !direction && "text-slate-400")} />;
}

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/** The search box across the columns. */
function TableSearch({ placeholder, value, onChange }: { placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative max-w-sm">
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
      <input
        type="search"
        aria-label={placeholder}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-9 text-sm text-ink placeholder:text-slate-500 focus:border-brand-700"
      />
    </div>
  );
}

/**
 * The headers, each sortable one a button that says how the rows are sorted. On a phone they are
 * only read aloud, except the box that selects every row, which stays in sight.
 */
function DataTableHead<TData extends RowData>({
  headers,
  selectable,
}: {
  headers: Header<DataTableFeatures, TData, unknown>[];
  selectable: boolean;
}) {
  return (
    <thead
      className={cn(
        "border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-muted uppercase",
        selectable ? "max-md:block max-md:border-0 max-md:bg-transparent" : "max-md:sr-only",
      )}
    >
      <tr className="max-md:block">
        {headers.map((header) => {
          const direction = header.column.getIsSorted();
          const canSort = header.column.getCanSort();
          return (
            <th
              key={header.id}
              scope="col"
              aria-sort={canSort ? (direction ? ARIA_SORT[direction] : "none") : undefined}
              className={cn(
                "px-3 py-3 font-semibold md:first:pl-6 md:last:pr-6",
                header.column.columnDef.meta?.align === "end" && "text-right",
                header.column.id === SELECTION_COLUMN_ID ? "max-md:block max-md:px-0 max-md:pt-0 max-md:pb-1" : "max-md:sr-only",
              )}
            >
              {canSort ? (
                <button
                  type="button"
                  onClick={header.column.getToggleSortingHandler()}
                  className="inline-flex items-center gap-1 font-semibold tracking-wide uppercase hover:text-ink"
                >
                  <FlexRender header={header} />
                  <SortIcon direction={direction} />
                </button>
              ) : (
                <FlexRender header={header} />
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/**
 * The administration's lists: sort by a header, search across the columns, select rows for a
 * bulk action. On a phone (below md) each row becomes a card of label/value lines; it stays a
 * table underneath (the headers only hidden from sight), so screen readers and tests see the
 * same rows and cells at every width.
 */
export function DataTable<TData extends RowData>({
  data,
  columns,
  getRowId,
  label,
  emptyMessage,
  searchPlaceholder = DEFAULT_SEARCH_PLACEHOLDER,
  bulkActions,
  rowTestId,
  onRowClick,
  className,
  tableClassName,
}: DataTableProps<TData>) {
  const selectable = bulkActions !== undefined;
  const allColumns = useMemo(() => (selectable ? [selectionColumn<TData>(), ...columns] : columns), [selectable, columns]);
  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data,
    getRowId,
    globalFilterFn: "includesString",
    // Every column with a value takes part in the search (the default looks only at the first row,
    // and a column empty there, like "Dernière erreur", would never be searched).
    getColumnCanGlobalFilter: (column) => column.accessorFn !== undefined,
    enableRowSelection: selectable,
  });

  if (data.length === 0) return <p className="text-muted">{emptyMessage}</p>;

  const rows = table.getRowModel().rows;
  const selected = table.getSelectedRowModel().rows;
  const headers = table.getHeaderGroups().at(-1)?.headers ?? [];

  return (
    <div className="space-y-3">
      {searchPlaceholder !== false && (
        <TableSearch
          placeholder={searchPlaceholder}
          value={String(table.state.globalFilter ?? "")}
          onChange={(value) => table.setGlobalFilter(value)}
        />
      )}
      {selectable && selected.length > 0 && (
        <BulkActionBar count={selected.length}>
          {bulkActions(
            selected.map((row) => row.original),
            () => table.resetRowSelection(),
          )}
        </BulkActionBar>
      )}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling table must take focus so the keyboard can scroll it (axe: scrollable-region-focusable) */}
      <div role="region" aria-label={label} tabIndex={0} className={cn("md:overflow-x-auto", className)}>
        <table className={cn("w-full text-left text-sm max-md:block", tableClassName)}>
          <DataTableHead headers={headers} selectable={selectable} />
          <tbody className="divide-slate-100 max-md:block max-md:space-y-3 md:divide-y">
            {rows.length === 0 ? (
              <tr className="max-md:block">
                <td colSpan={headers.length} className="px-3 py-6 text-center text-muted max-md:block">
                  {NO_MATCH_MESSAGE}
                </td>
              </tr>
            ) : (
              rows.map((row) => <DataTableRow key={row.id} row={row} testId={rowTestId} onClick={onRowClick} />)
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A click on a row's own link, button or checkbox does what that control does, not the row's action. */
const ROW_CONTROLS = "a, button, input, select, textarea, label";

function DataTableRow<TData extends RowData>({
  row,
  testId,
  onClick,
}: {
  row: Row<DataTableFeatures, TData>;
  testId?: string;
  onClick?: (row: TData) => void;
}) {
  return (
    <tr
      data-testid={testId}
      onClick={
        onClick &&
        ((event) => {
          if (!(event.target instanceof Element) || !event.target.closest(ROW_CONTROLS)) onClick(row.original);
        })
      }
      className={cn(
        "align-top max-md:block max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-4 max-md:shadow-sm",
        onClick && "cursor-pointer hover:bg-slate-50",
        row.getIsSelected() && "bg-brand-50",
      )}
    >
      {row.getAllCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        return (
          <td
            key={cell.id}
            data-label={columnLabel(cell.column.columnDef.header)}
            className={cn(
              "px-3 py-3 md:first:pl-6 md:last:pr-6",
              meta?.align === "end" && "md:text-right md:tabular-nums",
              // The card: the header's text before each value, drawn by CSS so it is not part of the cell's text.
              "max-md:flex max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1.5 max-md:text-right",
              "max-md:before:shrink-0 max-md:before:text-left max-md:before:font-medium max-md:before:text-muted max-md:before:content-[attr(data-label)]",
              meta?.cellClassName,
            )}
          >
            <FlexRender cell={cell} />
          </td>
        );
      })}
    </tr>
  );
}

import { DataTable, type DataTableProps } from "../../../../components/data-table/data-table.tsx";

/**
 * A list of the administration inside a card: on wide screens its rows reach the card's edges;
 * a row is known by its record's id, so a selection survives sorting, searching and refetches.
 */
export function CardTable<TData extends { id: string }>(props: Omit<DataTableProps<TData>, "getRowId" | "className">) {
  return <DataTable {...props} getRowId={(row) => row.id} className="md:-mx-6" />;
}

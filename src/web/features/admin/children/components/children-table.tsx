import { Link } from "react-router";
import type { AdminChildListItem } from "../../../../../domain/contracts/admin-children.ts";
import { dataTableColumns } from "../../../../components/data-table/columns.ts";
import { registrationCountLabel, medicalFlagLabel } from "../children-labels.ts";
import { MedicalFlag } from "./medical-flag.tsx";
import { CardTable } from "../../shared/components/card-table.tsx";

/** The address of a child's sheet over the list: the id only, never anything of the file. */
function childSheetSearch(id: string): string {
  return `?child=${encodeURIComponent(id)}`;
}

const col = dataTableColumns<AdminChildListItem>();

// Each column's value is the text it shows, so the search finds a parent's e-mail or "Infos
// médicales"; the age sorts by birth date (its label, "10 ans", would sort before "7 ans").
const CHILD_COLUMNS = col.columns([
  col.accessor((child) => `${child.firstName} ${child.lastName}`, {
    id: "name",
    header: "Enfant",
    cell: ({ row, getValue }) => (
      <Link
        to={{ search: childSheetSearch(row.original.id) }}
        className="font-semibold text-brand-800 underline-offset-4 hover:underline"
        aria-label={`Voir la fiche de ${getValue()}`}
      >
        {getValue()}
      </Link>
    ),
  }),
  col.accessor("ageLabel", {
    header: "Âge",
    sortFn: (a, b) => b.original.birthDate.localeCompare(a.original.birthDate),
    meta: { cellClassName: "md:whitespace-nowrap" },
  }),
  col.accessor((child) => `${child.parent.firstName} ${child.parent.lastName} ${child.parent.email}`, {
    id: "parent",
    header: "Parent",
    cell: ({ row }) => (
      <span className="min-w-0">
        {row.original.parent.firstName} {row.original.parent.lastName}
        <span className="block text-muted break-all">{row.original.parent.email}</span>
      </span>
    ),
  }),
  col.accessor("liveRegistrations", {
    header: "Inscriptions actives / total",
    cell: ({ row }) => registrationCountLabel(row.original.liveRegistrations, row.original.totalRegistrations),
    meta: { align: "end" },
  }),
  col.accessor((child) => medicalFlagLabel(child.hasMedicalInfo), {
    id: "medical",
    header: "Infos médicales",
    cell: ({ row }) => <MedicalFlag hasMedicalInfo={row.original.hasMedicalInfo} />,
  }),
]);

/** Every child, newest first; a row (or the child's name) opens the sheet. */
export function ChildrenTable({ items, onOpen }: { items: AdminChildListItem[]; onOpen: (id: string) => void }) {
  return (
    <CardTable
      data={items}
      columns={CHILD_COLUMNS}
      label="Liste des enfants"
      emptyMessage="Aucun enfant inscrit pour l'instant."
      searchPlaceholder="Rechercher un enfant, un parent..."
      rowTestId="child-row"
      onRowClick={(child) => onOpen(child.id)}
      tableClassName="md:min-w-[44rem]"
    />
  );
}

import ClipboardCheck from "lucide-react/icons/clipboard-check";
import Copy from "lucide-react/icons/copy";
import ExternalLink from "lucide-react/icons/external-link";
import EyeOff from "lucide-react/icons/eye-off";
import Pencil from "lucide-react/icons/pencil";
import Send from "lucide-react/icons/send";
import Sun from "lucide-react/icons/sun";
import Trash2 from "lucide-react/icons/trash-2";
import type { LucideIcon } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { formatAgeRange } from "../../../../../domain/age.ts";
import type { AdminActivity } from "../../../../../domain/contracts/admin-activities.ts";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { activityPath, adminActivityEditPath, adminPresencesPath } from "../../../../../domain/paths.ts";
import { dataTableColumns } from "../../../../components/data-table/columns.ts";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button, buttonClasses } from "../../../../components/ui/button.tsx";
import { ResponsiveImage } from "../../../../components/ui/responsive-image.tsx";
import { alertLabel, openingShort, statusBadge } from "../activity-labels.ts";
import { useSetPublication } from "../api/publish-activity.ts";
import { CardTable } from "../../shared/components/card-table.tsx";

function Thumbnail({ url }: { url: string | null }) {
  const box = "h-12 w-20 shrink-0 rounded-lg";
  if (!url) {
    return (
      <div aria-hidden="true" className={`${box} grid place-items-center bg-gradient-to-br from-brand-100 to-amber-100`}>
        <Sun className="size-5 text-brand-700" />
      </div>
    );
  }
  // The title beside it says what the plaine is; the picture adds nothing for a screen reader.
  return <ResponsiveImage url={url} alt="" sizes="80px" className={`${box} bg-slate-100 object-cover`} />;
}

/** The first day, then the last under it: two short lines keep the column narrow. */
function Dates({ activity }: { activity: AdminActivity }) {
  if (activity.startDate === activity.endDate) return <>{formatDateFr(activity.startDate)}</>;
  return (
    <span>
      <span className="block">{formatDateFr(activity.startDate)}</span>
      <span className="block text-muted">au {formatDateFr(activity.endDate)}</span>
    </span>
  );
}

const col = dataTableColumns<AdminActivity>();

/** On a phone card, this cell is the card's heading or its footer: no label before it, full width. */
const CARD_WIDE = "max-md:block max-md:text-left max-md:before:content-none";

/** What a row's buttons open: the deletion's confirmation, the copy's dialog. */
interface RowHandlers {
  onDelete: (activity: AdminActivity) => void;
  onDuplicate: (activity: AdminActivity) => void;
}

/** Draft or published, upcoming or past, and when registrations open. */
function StatusCell({ activity }: { activity: AdminActivity }) {
  const badge = statusBadge(activity);
  return (
    <span className="inline-flex flex-col items-start gap-1 max-md:items-end">
      <Badge tone={badge.tone}>{badge.label}</Badge>
      {activity.registrationsOpenAt && <span className="text-xs text-muted">{openingShort(activity.registrationsOpenAt)}</span>}
    </span>
  );
}

function activityColumns(handlers: RowHandlers) {
  return col.columns([
    col.accessor("title", {
      header: "Plaine",
      cell: ({ row }) => (
        <div className="flex items-center gap-3">
          <Thumbnail url={row.original.imageUrl} />
          <div className="min-w-0">
            <Link
              to={adminActivityEditPath(row.original.id)}
              className="font-semibold break-words text-ink underline-offset-4 hover:text-brand-800 hover:underline"
            >
              {row.original.title}
            </Link>
            <p className="text-muted">{formatAgeRange(row.original.ageRange)}</p>
          </div>
        </div>
      ),
      meta: { cellClassName: `md:min-w-56 ${CARD_WIDE} max-md:pb-3` },
    }),
    // ISO dates sort as text; the cell shows them in French.
    col.accessor("startDate", {
      header: "Dates",
      cell: ({ row }) => <Dates activity={row.original} />,
      meta: { cellClassName: "md:whitespace-nowrap" },
    }),
    col.accessor((activity) => activity.location.city, { id: "city", header: "Ville" }),
    col.accessor("remainingSpots", {
      header: "Places",
      cell: ({ row }) => (
        <span className={row.original.remainingSpots <= 0 ? "font-semibold text-red-700" : undefined}>
          {row.original.remainingSpots} / {row.original.capacity}
          {row.original.waitingFamilies ? (
            <span className="block text-xs font-medium text-amber-800">{row.original.waitingFamilies} en attente</span>
          ) : null}
        </span>
      ),
      meta: { align: "end", cellClassName: "whitespace-nowrap" },
    }),
    col.accessor((activity) => alertLabel(activity.alertePlacesLimitees), {
      id: "alert",
      header: "Alerte places",
      cell: ({ row }) => (
        <Badge tone={row.original.alertePlacesLimitees ? "warning" : "neutral"}>{alertLabel(row.original.alertePlacesLimitees)}</Badge>
      ),
    }),
    col.accessor((activity) => statusBadge(activity).label, {
      id: "status",
      header: "Statut",
      cell: ({ row }) => <StatusCell activity={row.original} />,
    }),
    col.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) => <RowActions activity={row.original} handlers={handlers} />,
      meta: { cellClassName: `${CARD_WIDE} max-md:mt-2 max-md:border-t max-md:border-slate-100 max-md:pt-3` },
    }),
  ]);
}

// Icons only on a wide screen, three to a line (their names stay for screen readers and as tooltips); words on a phone card.
const ACTION = buttonClasses({ variant: "ghost", size: "sm", className: "md:px-2.5 max-md:border max-md:border-slate-300" });
const ICON = "size-4";

/** An action's icon, its word (on a phone) and what it acts on (for screen readers): "Publier la plaine …". */
function ActionLabel({ icon: Icon, word, about }: { icon: LucideIcon; word: string; about: string }) {
  return (
    <>
      <Icon aria-hidden="true" className={ICON} />
      <span className="md:sr-only">{word}</span>
      <span className="sr-only"> {about}</span>
    </>
  );
}

function RowActions({ activity, handlers }: { activity: AdminActivity; handlers: RowHandlers }) {
  const publication = useSetPublication();
  const thePlaine = `la plaine ${activity.title}`;
  const button = (word: string, icon: LucideIcon, onClick: () => void, disabled = false) => (
    <Button variant="ghost" size="sm" title={word} className={ACTION} disabled={disabled} onClick={onClick}>
      <ActionLabel icon={icon} word={word} about={thePlaine} />
    </Button>
  );
  return (
    // relative: the visually hidden words stay inside the table's scrolling box instead of widening the page.
    <div className="relative flex items-center gap-2 max-md:flex-wrap md:grid md:grid-cols-[repeat(3,auto)] md:justify-end md:gap-1">
      <Link to={adminActivityEditPath(activity.id)} title="Modifier" className={ACTION}>
        <ActionLabel icon={Pencil} word="Modifier" about={thePlaine} />
      </Link>
      <Link to={adminPresencesPath(activity.id)} title="Présences" className={ACTION}>
        <ActionLabel icon={ClipboardCheck} word="Présences" about={`de ${activity.title}`} />
      </Link>
      {activity.draft ? (
        button("Publier", Send, () => publication.mutate({ activity, published: true }), publication.isPending)
      ) : (
        <>
          <Link to={activityPath(activity.id)} title="Voir la page publique" className={ACTION}>
            <ActionLabel icon={ExternalLink} word="Voir la page" about={`publique de ${activity.title}`} />
          </Link>
          {button("Repasser en brouillon", EyeOff, () => publication.mutate({ activity, published: false }), publication.isPending)}
        </>
      )}
      {button("Dupliquer", Copy, () => handlers.onDuplicate(activity))}
      <Button
        variant="ghost"
        size="sm"
        title="Supprimer"
        className="text-red-700 hover:bg-red-50 max-md:border max-md:border-red-200 md:px-2.5"
        onClick={() => handlers.onDelete(activity)}
      >
        <ActionLabel icon={Trash2} word="Supprimer" about={thePlaine} />
      </Button>
    </div>
  );
}

/** The plaines of one tab: sortable, searchable, and a card per plaine on a phone. */
export function ActivityTable({ activities, onDelete, onDuplicate }: { activities: AdminActivity[] } & RowHandlers) {
  // The handlers are state setters: stable, so the columns are built once.
  const columns = useMemo(() => activityColumns({ onDelete, onDuplicate }), [onDelete, onDuplicate]);
  return (
    <CardTable
      data={activities}
      columns={columns}
      label="Liste des plaines"
      emptyMessage="Aucune plaine."
      searchPlaceholder="Rechercher une plaine, une ville..."
      rowTestId="admin-activity-row"
      tableClassName="md:min-w-[46rem]"
    />
  );
}

import Pencil from "lucide-react/icons/pencil";
import Star from "lucide-react/icons/star";
import Trash2 from "lucide-react/icons/trash-2";
import { useMemo } from "react";
import { Link } from "react-router";
import { formatDateFr } from "../../../../../domain/dates.ts";
import type { NewsArticle } from "../../../../../domain/news.ts";
import { adminNewsEditPath } from "../../../../../domain/paths.ts";
import { dataTableColumns } from "../../../../components/data-table/columns.ts";
import { cn } from "../../../../lib/cn.ts";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button, buttonClasses } from "../../../../components/ui/button.tsx";
import { isScheduled, SCHEDULED_LABEL } from "../publication.ts";
import { CardTable } from "../../shared/components/card-table.tsx";

/** What the table needs beside the rows: today in Brussels (scheduled or not) and the delete action. */
interface NewsTableProps {
  news: NewsArticle[];
  today: string;
  onDelete: (article: NewsArticle) => void;
}

const col = dataTableColumns<NewsArticle>();

/** The cells sit on the middle line of the row's buttons. */
const MIDDLE = "md:align-middle";

function newsColumns(today: string, onDelete: (article: NewsArticle) => void) {
  return col.columns([
    col.accessor("title", {
      header: "Titre",
      cell: ({ row }) => <span className="font-semibold text-ink">{row.original.title}</span>,
      // On a phone card the title is the card's heading line: no "Titre" label before it.
      meta: { cellClassName: cn(MIDDLE, "break-words md:max-w-md max-md:text-left max-md:text-base max-md:before:hidden") },
    }),
    // Sorted and searched on the ISO date (sorts as text); shown in French with its state.
    col.accessor("publishDate", {
      header: "Publication",
      cell: ({ getValue }) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-2 md:justify-start">
          <time dateTime={getValue()} className="whitespace-nowrap">
            {formatDateFr(getValue())}
          </time>
          {isScheduled(getValue(), today) && <Badge tone="warning">{SCHEDULED_LABEL}</Badge>}
        </span>
      ),
      meta: { cellClassName: MIDDLE },
    }),
    col.accessor((article) => (article.featured ? "Oui" : "Non"), {
      id: "featured",
      header: "À la une",
      cell: ({ row }) =>
        row.original.featured ? (
          <Badge tone="brand">
            <Star aria-hidden="true" className="size-3 fill-current" />
            Oui
          </Badge>
        ) : (
          <span className="text-muted">Non</span>
        ),
      meta: { cellClassName: MIDDLE },
    }),
    col.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) => (
        <span className="flex flex-1 flex-wrap justify-end gap-2 md:flex-nowrap">
          <Link
            to={adminNewsEditPath(row.original.id)}
            aria-label={`Modifier «\u00a0${row.original.title}\u00a0»`}
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Modifier
          </Link>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            aria-label={`Supprimer «\u00a0${row.original.title}\u00a0»`}
            onClick={() => onDelete(row.original)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Supprimer
          </Button>
        </span>
      ),
      // On a phone card the buttons close the card, without an "Actions" label.
      meta: {
        align: "end",
        cellClassName: cn(MIDDLE, "max-md:mt-2 max-md:border-t max-md:border-slate-100 max-md:pt-3 max-md:before:hidden"),
      },
    }),
  ]);
}

/** The articles, newest publish date first as the server sends them; sortable and searchable. */
export function NewsTable({ news, today, onDelete }: NewsTableProps) {
  // Recomputed only when the day or the callback changes (the page passes a state setter).
  const columns = useMemo(() => newsColumns(today, onDelete), [today, onDelete]);
  return (
    <CardTable
      data={news}
      columns={columns}
      label="Liste des articles"
      emptyMessage="Aucun article pour l'instant."
      searchPlaceholder="Rechercher un article..."
      rowTestId="news-row"
      tableClassName="md:min-w-[40rem]"
    />
  );
}

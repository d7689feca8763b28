import { formatDateTimeFr } from "../../../../../domain/date-time.ts";
import { dataTableColumns } from "../../../../components/data-table/columns.ts";
import { Badge } from "../../../../components/ui/badge.tsx";
import type { OutboxMail } from "../../../../../domain/contracts/admin.ts";
import { MAIL_STATUS_LABELS, MAIL_STATUS_TONES, mailKindLabel } from "../mail-labels.ts";
import { CardTable } from "../../shared/components/card-table.tsx";

function Time({ instant }: { instant: string }) {
  return <time dateTime={instant}>{formatDateTimeFr(instant)}</time>;
}

/** When the message left, or when the next try is due (never for one given up). */
function Delivery({ mail }: { mail: OutboxMail }) {
  if (mail.sentAt) return <Time instant={mail.sentAt} />;
  if (mail.status === "pending") {
    return (
      <>
        Prochain essai&nbsp;: <Time instant={mail.nextAttemptAt} />
      </>
    );
  }
  return <>—</>;
}

const col = dataTableColumns<OutboxMail>();

// Each column's value is what it shows in words (the kind's and state's French names), so the
// search finds "Échec" or "Confirmation d'adresse"; dates are ISO instants, which sort as text.
const MAIL_COLUMNS = col.columns([
  col.accessor("createdAt", {
    header: "Créé le",
    cell: ({ getValue }) => <Time instant={getValue()} />,
    meta: { cellClassName: "md:whitespace-nowrap" },
  }),
  col.accessor((mail) => mailKindLabel(mail.kind), { id: "kind", header: "Type" }),
  col.accessor("to", {
    header: "Destinataire",
    cell: ({ row }) => (
      <span>
        {row.original.to}
        {row.original.cc && <span className="block text-muted">Copie&nbsp;: {row.original.cc}</span>}
      </span>
    ),
    meta: { cellClassName: "break-all" },
  }),
  col.accessor("subject", { header: "Objet" }),
  col.accessor((mail) => MAIL_STATUS_LABELS[mail.status], {
    id: "status",
    header: "État",
    cell: ({ row }) => <Badge tone={MAIL_STATUS_TONES[row.original.status]}>{MAIL_STATUS_LABELS[row.original.status]}</Badge>,
  }),
  col.accessor("attempts", { header: "Tentatives", meta: { align: "end" } }),
  col.accessor((mail) => mail.sentAt ?? mail.nextAttemptAt, {
    id: "delivery",
    header: "Envoi",
    cell: ({ row }) => <Delivery mail={row.original} />,
  }),
  col.accessor((mail) => mail.lastError ?? "", {
    id: "lastError",
    header: "Dernière erreur",
    cell: ({ getValue }) => getValue() || <span className="text-muted">—</span>,
    meta: { cellClassName: "break-words text-red-800" },
  }),
]);

/** The outbox, newest first: who, what, and whether it left. */
export function MailTable({ mails }: { mails: OutboxMail[] }) {
  return (
    <CardTable
      data={mails}
      columns={MAIL_COLUMNS}
      label="Liste des e-mails"
      emptyMessage="Aucun e-mail pour l'instant."
      searchPlaceholder="Rechercher un destinataire, un objet..."
      rowTestId="mail-row"
      tableClassName="md:min-w-[56rem]"
    />
  );
}

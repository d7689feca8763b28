import { formatDateTimeFr } from "../../../../domain/date-time.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import type { OutboxMail } from "../../../../domain/contracts/admin.ts";
import { MAIL_STATUS_LABELS, MAIL_STATUS_TONES, mailKindLabel } from "../mail-labels.ts";

function Time({ instant }: { instant: string }) {
  return <time dateTime={instant}>{formatDateTimeFr(instant)}</time>;
}

/** When the message left, or when the next try is due (never for one given up). */
function Delivery({ mail }: { mail: OutboxMail }) {
  if (mail.sentAt) return <Time instant={mail.sentAt} />;
  if (mail.status === "pending") {
    return (
      <>
        Prochain essai : <Time instant={mail.nextAttemptAt} />
      </>
    );
  }
  return <>—</>;
}

/**
 * The outbox, newest first: who, what, and whether it left. The table scrolls sideways on a
 * phone; the scrolling region can take keyboard focus so it can be scrolled without a mouse.
 */
export function MailTable({ mails }: { mails: OutboxMail[] }) {
  if (mails.length === 0) return <p className="text-muted">Aucun e-mail pour l'instant.</p>;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling table must take focus so the keyboard can scroll it (axe: scrollable-region-focusable)
    <div role="region" aria-label="Liste des e-mails" tabIndex={0} className="-mx-5 overflow-x-auto sm:-mx-6">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold sm:px-6">
              Créé le
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Type
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Destinataire
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Objet
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              État
            </th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">
              Tentatives
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Envoi
            </th>
            <th scope="col" className="px-5 py-3 font-semibold sm:px-6">
              Dernière erreur
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {mails.map((mail) => (
            <tr key={mail.id} data-testid="mail-row" className="align-top">
              <td className="px-5 py-3 whitespace-nowrap sm:px-6">
                <Time instant={mail.createdAt} />
              </td>
              <td className="px-3 py-3">{mailKindLabel(mail.kind)}</td>
              <td className="px-3 py-3 break-all">
                {mail.to}
                {mail.cc && <span className="block text-muted">Copie : {mail.cc}</span>}
              </td>
              <td className="px-3 py-3">{mail.subject}</td>
              <td className="px-3 py-3">
                <Badge tone={MAIL_STATUS_TONES[mail.status]}>{MAIL_STATUS_LABELS[mail.status]}</Badge>
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{mail.attempts}</td>
              <td className="px-3 py-3">
                <Delivery mail={mail} />
              </td>
              <td className="px-5 py-3 break-words text-red-800 sm:px-6">{mail.lastError ?? <span className="text-muted">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

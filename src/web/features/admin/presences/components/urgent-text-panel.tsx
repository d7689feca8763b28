import { useQuery } from "@tanstack/react-query";
import MessageSquareWarning from "lucide-react/icons/message-square-warning";
import { useState } from "react";
import { Link } from "react-router";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { paths } from "../../../../../domain/paths.ts";
import { URGENT_TEXT_MAX } from "../../../../../domain/urgent-texts.ts";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../../components/ui/dialog.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { TextArea } from "../../../../components/ui/textarea.tsx";
import { isApiError } from "../../../../lib/api-client.ts";
import { urgentTextPreviewQueryOptions, useSendUrgentText } from "../api/urgent-texts.ts";

const familiesLabel = (count: number) => (count === 1 ? "1 famille" : `${count} familles`);

/** "3 familles aujourd'hui : 2 par SMS, 1 par e-mail (sans GSM)". */
function countsLine(preview: { recipientCount: number; bySms: number; byEmail: number }): string {
  return `${familiesLabel(preview.recipientCount)} aujourd'hui\u00a0: ${preview.bySms} par SMS, ${preview.byEmail} par e-mail (sans GSM)`;
}

/**
 * 'Message urgent (SMS)': today's parents of a plaine (children present or expected), how many by
 * SMS and by e-mail, a text of 320 characters at most, and a confirmation before it leaves.
 */
export function UrgentTextPanel({ activityId, activityTitle }: { activityId: string; activityTitle: string }) {
  const preview = useQuery(urgentTextPreviewQueryOptions(activityId));
  const [text, setText] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [sentTo, setSentTo] = useState<number | null>(null);
  // Its families are counted by its job a moment after this answer: the count confirmed is the preview's.
  const send = useSendUrgentText(() => {
    setConfirming(false);
    setText("");
    setSentTo(preview.data?.recipientCount ?? 0);
  });
  const problem = preview.error && isApiError(preview.error) ? preview.error.message : null;
  const data = preview.data;
  const length = text.trim().length;
  const tooLong = length > URGENT_TEXT_MAX;

  return (
    <section aria-labelledby={`urgent-${activityId}`} className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <h2 id={`urgent-${activityId}`} className="flex items-center gap-2 text-lg font-bold text-ink">
        <MessageSquareWarning aria-hidden="true" className="size-5 text-amber-700" />
        Message urgent (SMS)
      </h2>
      <p className="text-sm text-ink">
        Pour aujourd'hui seulement (fermeture anticipée, enfant perdu, nouveau lieu de rendez-vous)&nbsp;: un SMS aux parents des enfants
        présents ou attendus, un e-mail à ceux qui n'ont pas de GSM dans leur profil. Il reste dans «&nbsp;Messages&nbsp;» de leur espace.
      </p>
      {preview.isPending && <Skeleton className="h-6 w-2/3" />}
      {problem && <Alert tone="warning">{problem}</Alert>}
      {data && (
        <>
          {!data.smsConfigured && (
            <Alert tone="warning" title="L'envoi de SMS n'est pas configuré">
              Toutes les familles recevront ce message par e-mail. Pour les SMS, l'hébergeur du site renseigne les identifiants du
              fournisseur (VONAGE_API_KEY et VONAGE_API_SECRET).
            </Alert>
          )}
          <p className="font-semibold text-ink" data-testid="urgent-counts">
            {countsLine(data)}
          </p>
          <TextArea
            id={`urgent-text-${activityId}`}
            label="Message"
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={tooLong ? `${URGENT_TEXT_MAX} caractères au maximum` : undefined}
            hint={`${length}/${URGENT_TEXT_MAX} caractères. Court et clair\u00a0: l'heure, le lieu, qui appeler.`}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              disabled={length === 0 || tooLong || data.recipientCount === 0}
              onClick={() => {
                setSentTo(null);
                setConfirming(true);
              }}
            >
              Envoyer le message urgent
            </Button>
            {sentTo !== null && (
              <p role="status" className="text-sm text-ink">
                Envoyé à {familiesLabel(sentTo)}.{" "}
                <Link to={paths.adminMessages} className="font-semibold text-brand-800 underline">
                  Suivre l'envoi
                </Link>
              </p>
            )}
          </div>
          <ConfirmDialog
            open={confirming}
            title={"Envoyer ce message urgent\u00a0?"}
            confirmLabel="Envoyer maintenant"
            pendingLabel="Envoi..."
            pending={send.isPending}
            tone="primary"
            onConfirm={() => send.mutate({ activityId, text })}
            onCancel={() => setConfirming(false)}
          >
            <p>
              {activityTitle}, {formatDateFr(data.day)}&nbsp;: {countsLine(data)}.
            </p>
            <blockquote className="rounded-xl border border-slate-200 bg-slate-50 p-3 whitespace-pre-line">{text.trim()}</blockquote>
            <p>Un SMS envoyé ne se reprend pas.</p>
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import Download from "lucide-react/icons/download";
import Undo2 from "lucide-react/icons/undo-2";
import { useState } from "react";
import type { RefundDue, RefundFileSummary } from "../../../../../domain/contracts/admin-bank.ts";
import { brusselsDateTime, formatDateTimeFr } from "../../../../../domain/date-time.ts";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { formatIban } from "../../../../../domain/iban.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { shortDateFr } from "../../../../../domain/sepa-text.ts";
import { QueryView } from "../../../../components/query-view.tsx";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button, buttonClasses } from "../../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../../components/ui/dialog.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { settleRefund, useMovementAction } from "../api/bank.ts";
import { refundFileUrl, refundsQueryOptions, useCreateRefundFile, useWithdrawRefundFile } from "../api/refund-files.ts";
import { movementAmount } from "../bank-labels.ts";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const fileDay = (instant: string) => shortDateFr(brusselsDateTime(instant).date);

/** A refund a file may still send: a valid IBAN and something no file holds yet. */
const selectable = (refund: RefundDue) => refund.blocked === null && refund.outstandingCents > 0;

/** Where the refund stands with the files: in one (paid or not), partly, or in none. */
function FileState({ refund }: { refund: RefundDue }) {
  if (refund.inFiles.length === 0) return null;
  const last = refund.inFiles[refund.inFiles.length - 1];
  const paid = refund.inFiles.every((part) => part.paid);
  if (refund.outstandingCents === 0) {
    return (
      <Badge tone={paid ? "success" : "brand"} data-testid="refund-file-state">
        {paid ? `Payé par le fichier du ${fileDay(last.createdAt)}` : `Dans le fichier du ${fileDay(last.createdAt)}`}
      </Badge>
    );
  }
  const held = refund.inFiles.reduce((sum, part) => sum + part.amountCents, 0);
  return (
    <Badge tone="warning" data-testid="refund-file-state">
      {formatEuros(held)} dans le fichier du {fileDay(last.createdAt)}, {formatEuros(refund.outstandingCents)} encore à rembourser
    </Badge>
  );
}

/** One refund: the box that puts it in the next file, to whom, how much, why, and 'Marquer comme remboursé'. */
function RefundItem({
  refund,
  checked,
  onCheck,
  onSettle,
  settling,
}: {
  refund: RefundDue;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onSettle: () => void;
  settling: boolean;
}) {
  const amount = refund.outstandingCents > 0 ? refund.outstandingCents : refund.refundCents;
  const who = refund.creditorName ?? "Donneur d'ordre inconnu";
  const boxId = `refund-${refund.movementId}`;
  const details = [
    refund.reasonLabel,
    refund.activityTitle,
    refund.reference ? `réf. ${refund.reference}` : null,
    refund.parentName,
  ].filter(Boolean);
  return (
    <li data-testid="refund-movement" className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <input
          id={boxId}
          type="checkbox"
          checked={checked}
          disabled={!selectable(refund)}
          onChange={(event) => onCheck(event.target.checked)}
          aria-describedby={refund.blocked ? `${boxId}-blocked` : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700 disabled:opacity-40"
        />
        <div className="min-w-0 space-y-1">
          <label htmlFor={boxId} className="block">
            <span className="text-lg font-bold text-ink tabular-nums">{movementAmount(amount, refund.currency)}</span>
            <span className="sr-only"> à rembourser à </span>
            <span className="block font-semibold break-words text-ink">{who}</span>
          </label>
          {refund.iban && (
            <p className="font-mono text-sm break-all text-muted">{refund.blocked ? refund.iban : formatIban(refund.iban)}</p>
          )}
          <p className="text-sm break-words text-ink">{details.join(" · ")}</p>
          <p className="text-sm text-muted">
            Virement du {formatDateFr(refund.valueDate)} ({movementAmount(refund.receivedCents, refund.currency)})
            {refund.communication ? <span className="font-mono"> {refund.communication}</span> : null}
          </p>
          {refund.blocked && (
            <p id={`${boxId}-blocked`} className="text-sm font-medium text-amber-900">
              {refund.blocked}
            </p>
          )}
          <FileState refund={refund} />
        </div>
      </div>
      <Button size="sm" variant="outline" className="self-start" disabled={settling} onClick={onSettle}>
        Marquer comme remboursé
      </Button>
    </li>
  );
}

/**
 * The files made: when, which of the day, how many transfers and how much, how many the bank showed
 * made; each downloaded again, and one none of whose transfers is made withdrawn (the bank refused it).
 */
function RefundFiles({
  files,
  onWithdraw,
  withdrawing,
}: {
  files: RefundFileSummary[];
  onWithdraw: (file: RefundFileSummary) => void;
  withdrawing: boolean;
}) {
  return (
    <section aria-labelledby="refund-files-title" className="space-y-3">
      <h3 id="refund-files-title" className="text-lg font-semibold text-ink">
        Fichiers de remboursement
      </h3>
      {files.length === 0 ? (
        <p className="text-muted">Aucun fichier pour l'instant.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {files.map((file) => (
            <li key={file.id} data-testid="refund-file" className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 space-y-0.5">
                <p className="font-semibold text-ink">
                  <time dateTime={file.createdAt}>{formatDateTimeFr(file.createdAt)}</time> · n°&nbsp;{file.number}
                </p>
                <p className="text-sm text-ink">
                  {plural(file.transfers, "virement", "virements")} · <span className="tabular-nums">{formatEuros(file.totalCents)}</span> ·{" "}
                  {file.paidTransfers} sur {file.transfers} {file.paidTransfers > 1 ? "payés" : "payé"}
                </p>
                <p className="text-xs break-words text-muted">
                  <span className="break-all">{file.fileName}</span> · par {file.createdBy ?? "un compte supprimé"}
                </p>
              </div>
              <div className="flex flex-wrap gap-2 sm:shrink-0">
                <a href={refundFileUrl(file.id)} download={file.fileName} className={buttonClasses({ variant: "outline", size: "sm" })}>
                  <Download aria-hidden="true" className="size-4" />
                  Télécharger<span className="sr-only"> le fichier {file.fileName}</span>
                </a>
                {file.paidTransfers === 0 && (
                  <Button size="sm" variant="outline" disabled={withdrawing} onClick={() => onWithdraw(file)}>
                    <Undo2 aria-hidden="true" className="size-4" />
                    Retirer<span className="sr-only"> le fichier {file.fileName}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Sums received beyond what was due (or for nothing due): the treasurer picks those to send back,
 * downloads their SEPA file for the bank's application, and the list says which file holds each;
 * one given back another way is marked by hand. The files made are listed under it.
 */
export function RefundsToMake() {
  const refunds = useQuery(refundsQueryOptions());
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [settling, setSettling] = useState<RefundDue | null>(null);
  const settle = useMovementAction(settleRefund, "Remboursement noté", "Le remboursement n'a pas été noté");
  const create = useCreateRefundFile(() => setChosen(new Set()));
  const [withdrawing, setWithdrawing] = useState<RefundFileSummary | null>(null);
  const withdraw = useWithdrawRefundFile(() => setWithdrawing(null));

  return (
    <QueryView query={refunds} loading={<Skeleton className="h-32 w-full" />} errorTitle="Impossible de charger les remboursements">
      {(data) => {
        const open = data.due.filter(selectable);
        const picked = open.filter((refund) => chosen.has(refund.movementId));
        const total = picked.reduce((sum, refund) => sum + refund.outstandingCents, 0);
        const allPicked = open.length > 0 && picked.length === open.length;
        const toggle = (id: string, on: boolean) =>
          setChosen((current) => {
            const next = new Set(current);
            if (on) next.add(id);
            else next.delete(id);
            return next;
          });
        return (
          <div className="space-y-6">
            {data.due.length === 0 ? (
              <p className="text-muted">Aucun trop-perçu à rembourser.</p>
            ) : (
              <div className="space-y-3">
                <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="space-y-1">
                    <label className="flex items-center gap-3 font-medium text-ink">
                      <input
                        type="checkbox"
                        checked={allPicked}
                        disabled={open.length === 0}
                        onChange={(event) => setChosen(new Set(event.target.checked ? open.map((refund) => refund.movementId) : []))}
                        className="size-5 accent-brand-700 disabled:opacity-40"
                      />
                      Tout sélectionner
                    </label>
                    <p className="text-sm text-ink" data-testid="refund-selection" aria-live="polite">
                      {picked.length === 0
                        ? "Aucun remboursement choisi"
                        : `${plural(picked.length, "remboursement choisi", "remboursements choisis")} · ${formatEuros(total)}`}
                    </p>
                  </div>
                  <Button
                    disabled={picked.length === 0 || create.isPending}
                    onClick={() => create.mutate(picked.map((refund) => refund.movementId))}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    {create.isPending ? "Fichier en cours..." : "Télécharger le fichier SEPA"}
                  </Button>
                </div>
                <p className="text-sm text-muted">
                  Le fichier ({data.format}) se dépose dans l'application de la banque. L'import du relevé suivant marque les virements
                  comme remboursés.
                </p>
                <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Trop-perçus à rembourser">
                  {data.due.map((refund) => (
                    <RefundItem
                      key={refund.movementId}
                      refund={refund}
                      checked={chosen.has(refund.movementId) && selectable(refund)}
                      onCheck={(on) => toggle(refund.movementId, on)}
                      onSettle={() => setSettling(refund)}
                      settling={settle.isPending}
                    />
                  ))}
                </ul>
              </div>
            )}
            <RefundFiles files={data.files} onWithdraw={setWithdrawing} withdrawing={withdraw.isPending} />
            <ConfirmDialog
              open={withdrawing !== null}
              title={"Retirer ce fichier\u00a0?"}
              confirmLabel="Retirer le fichier"
              pendingLabel="Retrait en cours..."
              pending={withdraw.isPending}
              onConfirm={() => withdrawing && withdraw.mutate(withdrawing)}
              onCancel={() => setWithdrawing(null)}
            >
              {withdrawing && (
                <>
                  <p>
                    Fichier du <time dateTime={withdrawing.createdAt}>{formatDateTimeFr(withdrawing.createdAt)}</time> · n°&nbsp;
                    {withdrawing.number} · <span className="tabular-nums">{formatEuros(withdrawing.totalCents)}</span>
                    <span className="block text-muted break-all">{withdrawing.fileName}</span>
                  </p>
                  <p>
                    {withdrawing.transfers === 1
                      ? "Son virement redevient à rembourser."
                      : `Ses ${withdrawing.transfers} virements redeviennent à rembourser.`}{" "}
                    Ne le faites que si la banque ne l'a pas exécuté (refusé, ou jamais déposé).
                  </p>
                  <p className="text-muted">Le fichier quitte la liste et ne se télécharge plus.</p>
                </>
              )}
            </ConfirmDialog>
            <ConfirmDialog
              open={settling !== null}
              title={settling ? `Marquer ${movementAmount(settling.refundCents, settling.currency)} comme remboursés\u00a0?` : ""}
              confirmLabel="Marquer comme remboursé"
              pendingLabel="Enregistrement en cours..."
              pending={settle.isPending}
              onConfirm={() => settling && settle.mutate(settling.movementId, { onSettled: () => setSettling(null) })}
              onCancel={() => setSettling(null)}
            >
              {settling && (
                <>
                  <p>
                    Confirmez que l'association a rendu <strong>{movementAmount(settling.refundCents, settling.currency)}</strong> à{" "}
                    {settling.creditorName ?? "ce donneur d'ordre"}
                    {settling.iban ? (
                      <>
                        {" "}
                        (<span className="font-mono">{settling.iban}</span>)
                      </>
                    ) : null}{" "}
                    par virement.
                  </p>
                  <p className="text-muted">Le montant quitte la liste des trop-perçus à rembourser.</p>
                </>
              )}
            </ConfirmDialog>
          </div>
        );
      }}
    </QueryView>
  );
}

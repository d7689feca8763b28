import { useQuery } from "@tanstack/react-query";
import FileText from "lucide-react/icons/file-text";
import { useState } from "react";
import type { QualificationView } from "../../../../../domain/contracts/staff.ts";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { QUALIFICATION_LABELS } from "../../../../../domain/staff/qualifications.ts";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { DeleteDialog } from "../../../../components/ui/dialog.tsx";
import { SkeletonStack } from "../../../../components/ui/skeleton.tsx";
import { personQualificationsQueryOptions, proofUrl, useConfirmQualification, useDeleteQualification } from "../api/qualifications.ts";
import { AddQualificationForm } from "./add-qualification-form.tsx";

/** One qualification: its kind, dates and issuer, its state today, and its proof to open. */
export function QualificationItem({
  qualification,
  scope,
  onDelete,
  onConfirm,
}: {
  qualification: QualificationView;
  scope: "admin" | "staff";
  onDelete?: () => void;
  onConfirm?: () => void;
}) {
  const q = qualification;
  return (
    <li className="space-y-1 rounded-xl border border-slate-200 bg-white p-3" data-testid="qualification">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-ink">{QUALIFICATION_LABELS[q.kind]}</p>
        {!q.validToday ? <Badge tone="danger">Expirée</Badge> : q.expiringSoon ? <Badge tone="warning">À renouveler</Badge> : null}
        {scope === "admin" && q.declaredBySelf && <Badge tone="warning">Déclarée par la personne, à vérifier</Badge>}
      </div>
      <p className="text-sm text-muted">
        Obtenue le {formatDateFr(q.obtainedOn)} · {q.issuer} ·{" "}
        {q.expiresOn ? `valable jusqu'au ${formatDateFr(q.expiresOn)}` : "sans date d'expiration"}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={proofUrl(scope, q.id)}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 underline [overflow-wrap:anywhere]"
        >
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          Voir la preuve<span className="sr-only"> ({q.fileName})</span>
        </a>
        {onConfirm && q.declaredBySelf && (
          <Button variant="outline" size="sm" onClick={onConfirm}>
            Confirmer après vérification<span className="sr-only"> {QUALIFICATION_LABELS[q.kind]}</span>
          </Button>
        )}
        {onDelete && (
          <Button variant="outline" size="sm" onClick={onDelete}>
            Supprimer<span className="sr-only"> {QUALIFICATION_LABELS[q.kind]}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** A person's qualifications on 'Équipe' (decision 0065): listed, each proof opened (logged), added and deleted. */
export function QualificationsPanel({ profileId, name }: { profileId: string; name: string }) {
  const list = useQuery(personQualificationsQueryOptions(profileId));
  const remove = useDeleteQualification(profileId);
  const confirm = useConfirmQualification(profileId);
  const [deleting, setDeleting] = useState<QualificationView | null>(null);
  return (
    <section className="space-y-3 rounded-xl bg-slate-50 p-3" aria-label={`Qualifications de ${name}`}>
      {list.isPending ? (
        <SkeletonStack busy className="space-y-2" bars={["h-12 w-full"]} />
      ) : !list.data ? (
        <Alert tone="error">Impossible de charger les qualifications.</Alert>
      ) : list.data.length === 0 ? (
        <p className="text-sm text-muted">Aucune qualification enregistrée.</p>
      ) : (
        <ul className="space-y-2">
          {list.data.map((qualification) => (
            <QualificationItem
              key={qualification.id}
              qualification={qualification}
              scope="admin"
              onDelete={() => setDeleting(qualification)}
              onConfirm={() => confirm.mutate(qualification.id)}
            />
          ))}
        </ul>
      )}
      <AddQualificationForm profileId={profileId} />
      <DeleteDialog
        target={deleting}
        title={(target) => `Supprimer «\u00a0${QUALIFICATION_LABELS[target.kind]}\u00a0»\u00a0?`}
        pending={remove.isPending}
        onDelete={(target) => remove.mutate(target.id, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      >
        {() => <p>La qualification et sa preuve sont supprimées pour de bon.</p>}
      </DeleteDialog>
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import FileText from "lucide-react/icons/file-text";
import { type FormEvent, useState } from "react";
import type { QualificationView } from "../../../../../domain/contracts/staff.ts";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { ATTACHMENT_SIGNATURE_LENGTH, MESSAGE_ATTACHMENT_TYPES, messageAttachmentError } from "../../../../../domain/family-messages.ts";
import { QUALIFICATION_KINDS, QUALIFICATION_LABELS, type QualificationKind } from "../../../../../domain/staff/qualifications.ts";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { DeleteDialog } from "../../../../components/ui/dialog.tsx";
import { SelectField } from "../../../../components/ui/select-field.tsx";
import { SkeletonStack } from "../../../../components/ui/skeleton.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { isApiError } from "../../../../lib/api-client.ts";
import { personQualificationsQueryOptions, proofUrl, useAddQualification, useDeleteQualification } from "../api/qualifications.ts";

/** One qualification: its kind, dates and issuer, its state today, and its proof to open. */
export function QualificationItem({
  qualification,
  scope,
  onDelete,
}: {
  qualification: QualificationView;
  scope: "admin" | "staff";
  onDelete?: () => void;
}) {
  const q = qualification;
  return (
    <li className="space-y-1 rounded-xl border border-slate-200 bg-white p-3" data-testid="qualification">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-ink">{QUALIFICATION_LABELS[q.kind]}</p>
        {!q.validToday ? <Badge tone="danger">Expirée</Badge> : q.expiringSoon ? <Badge tone="warning">À renouveler</Badge> : null}
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
        {onDelete && (
          <Button variant="outline" size="sm" onClick={onDelete}>
            Supprimer<span className="sr-only"> {QUALIFICATION_LABELS[q.kind]}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** 'Ajouter une qualification': the kind, the dates, the issuer and the proof (checked here as the server checks it). */
function AddQualificationForm({ profileId }: { profileId: string }) {
  const [kind, setKind] = useState<QualificationKind>("brevet-animateur");
  const [obtainedOn, setObtainedOn] = useState("");
  const [issuer, setIssuer] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const add = useAddQualification(profileId, () => {
    setObtainedOn("");
    setIssuer("");
    setExpiresOn("");
    setFile(null);
    setFormKey((key) => key + 1);
  });
  const fields = isApiError(add.error) ? add.error.fields : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem("Joignez la preuve (PDF ou image).");
    const head = new Uint8Array(await file.slice(0, ATTACHMENT_SIGNATURE_LENGTH).arrayBuffer());
    const refused = messageAttachmentError(head, file.size);
    setProblem(refused);
    if (!refused) add.mutate({ kind, obtainedOn, issuer, expiresOn, file });
  };
  const fileError = problem ?? fields?.file;
  return (
    <form key={formKey} onSubmit={(event) => void submit(event)} className="space-y-3" noValidate aria-label="Ajouter une qualification">
      {add.error && !fields && (
        <Alert tone="error" title="La qualification n'a pas été ajoutée">
          {isApiError(add.error) ? add.error.message : "Réessayez dans un instant."}
        </Alert>
      )}
      <SelectField
        label="Qualification"
        value={kind}
        onChange={(event) => setKind(event.target.value as QualificationKind)}
        options={QUALIFICATION_KINDS.map((value) => ({ value, label: QUALIFICATION_LABELS[value] }))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          type="date"
          label="Obtenue le"
          value={obtainedOn}
          onChange={(event) => setObtainedOn(event.target.value)}
          error={fields?.obtainedOn}
          markRequired
        />
        <TextField
          type="date"
          label="Valable jusqu'au"
          hint="Laissez vide si elle n'expire pas."
          value={expiresOn}
          onChange={(event) => setExpiresOn(event.target.value)}
          error={fields?.expiresOn}
        />
      </div>
      <TextField
        label="Délivrée par"
        hint="L'organisme de formation ou l'école."
        value={issuer}
        onChange={(event) => setIssuer(event.target.value)}
        error={fields?.issuer}
        markRequired
      />
      <label className="block space-y-1">
        <span className="text-sm font-medium text-ink">Preuve (PDF, PNG, JPEG ou WebP, 5&nbsp;Mo au maximum)</span>
        <input
          type="file"
          accept={MESSAGE_ATTACHMENT_TYPES.join(",")}
          className="block w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800"
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setProblem(null);
          }}
        />
        {fileError && <span className="block text-sm font-medium text-red-700">{fileError}</span>}
      </label>
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? "Ajout..." : "Ajouter la qualification"}
      </Button>
    </form>
  );
}

/** A person's qualifications on 'Équipe' (decision 0065): listed, each proof opened (logged), added and deleted. */
export function QualificationsPanel({ profileId, name }: { profileId: string; name: string }) {
  const list = useQuery(personQualificationsQueryOptions(profileId));
  const remove = useDeleteQualification(profileId);
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

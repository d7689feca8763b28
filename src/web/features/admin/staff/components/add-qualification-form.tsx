import { type FormEvent, useState } from "react";
import { ATTACHMENT_SIGNATURE_LENGTH, MESSAGE_ATTACHMENT_TYPES, messageAttachmentError } from "../../../../../domain/family-messages.ts";
import { QUALIFICATION_KINDS, QUALIFICATION_LABELS, type QualificationKind } from "../../../../../domain/staff/qualifications.ts";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { SelectField } from "../../../../components/ui/select-field.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { isApiError } from "../../../../lib/api-client.ts";
import { useAddQualification } from "../api/qualifications.ts";

interface Details {
  kind: QualificationKind;
  obtainedOn: string;
  issuer: string;
  expiresOn: string;
}

const EMPTY: Details = { kind: "brevet-animateur", obtainedOn: "", issuer: "", expiresOn: "" };

/** The kind, the dates and the issuer, each with the server's message under it. */
function DetailsFields({
  details,
  onChange,
  fields,
}: {
  details: Details;
  onChange: (change: Partial<Details>) => void;
  fields: Record<string, string> | undefined;
}) {
  return (
    <>
      <SelectField
        label="Qualification"
        value={details.kind}
        onChange={(event) => onChange({ kind: event.target.value as QualificationKind })}
        options={QUALIFICATION_KINDS.map((value) => ({ value, label: QUALIFICATION_LABELS[value] }))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          type="date"
          label="Obtenue le"
          value={details.obtainedOn}
          onChange={(event) => onChange({ obtainedOn: event.target.value })}
          error={fields?.obtainedOn}
          markRequired
        />
        <TextField
          type="date"
          label="Valable jusqu'au"
          hint="Laissez vide si elle n'expire pas."
          value={details.expiresOn}
          onChange={(event) => onChange({ expiresOn: event.target.value })}
          error={fields?.expiresOn}
        />
      </div>
      <TextField
        label="Délivrée par"
        hint="L'organisme de formation ou l'école."
        value={details.issuer}
        onChange={(event) => onChange({ issuer: event.target.value })}
        error={fields?.issuer}
        markRequired
      />
    </>
  );
}

/** The proof's file picker, with what is wrong with the file chosen. */
function ProofField({ onPick, error }: { onPick: (file: File | null) => void; error: string | undefined }) {
  return (
    <label className="block space-y-1">
      <span className="text-sm font-medium text-ink">Preuve (PDF, PNG, JPEG ou WebP, 5&nbsp;Mo au maximum)</span>
      <input
        type="file"
        accept={MESSAGE_ATTACHMENT_TYPES.join(",")}
        className="block w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800"
        onChange={(event) => onPick(event.currentTarget.files?.[0] ?? null)}
      />
      {error && <span className="block text-sm font-medium text-red-700">{error}</span>}
    </label>
  );
}

/**
 * 'Ajouter une qualification' (decision 0065): the kind, the dates, the issuer and the proof
 * (checked here as the server checks it); for a person of the team by an administrator
 * (`profileId`), or for oneself in 'Mes qualifications' (`profileId` null).
 */
export function AddQualificationForm({ profileId }: { profileId: string | null }) {
  const [details, setDetails] = useState<Details>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const add = useAddQualification(profileId, () => {
    setDetails((current) => ({ ...EMPTY, kind: current.kind }));
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
    if (!refused) add.mutate({ ...details, file });
  };
  return (
    <form key={formKey} onSubmit={(event) => void submit(event)} className="space-y-3" noValidate aria-label="Ajouter une qualification">
      {add.error && !fields && (
        <Alert tone="error" title="La qualification n'a pas été ajoutée">
          {isApiError(add.error) ? add.error.message : "Réessayez dans un instant."}
        </Alert>
      )}
      <DetailsFields details={details} onChange={(change) => setDetails((current) => ({ ...current, ...change }))} fields={fields} />
      <ProofField
        onPick={(picked) => {
          setFile(picked);
          setProblem(null);
        }}
        error={problem ?? fields?.file}
      />
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? "Ajout..." : "Ajouter la qualification"}
      </Button>
    </form>
  );
}

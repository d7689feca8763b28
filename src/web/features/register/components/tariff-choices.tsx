import FileText from "lucide-react/icons/file-text";
import Upload from "lucide-react/icons/upload";
import { type ChangeEvent, useId, useState } from "react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import type { z } from "zod";
import { formatEuros } from "../../../../domain/money.ts";
import type { PaymentMethod } from "../../../../domain/registration.ts";
import {
  TARIFF_PROOF_SIGNATURE_LENGTH,
  TARIFF_PROOF_TYPES,
  tariffChargeNotice,
  tariffDeclaration,
  tariffProofUploadError,
} from "../../../../domain/tariff-claims.ts";
import type { TariffCharge } from "../../../../domain/tariffs.ts";
import type { RegistrationPageChild, RegistrationTariff } from "../../../../domain/contracts/registrations.ts";
import type { registrationSchema } from "../../../../domain/contracts/registrations-input.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { cn } from "../../../lib/cn.ts";
import { useUploadTariffProof } from "../api/upload-tariff-proof.ts";

type FormValues = z.input<typeof registrationSchema>;
type Claim = NonNullable<FormValues["tariffs"]>[number];

const PROOF_NOT_SENT = "La preuve n'a pas été envoyée. Réessayez.";

/** A proof chosen for a child: sending, or sent (its name as the server kept it). */
export interface ProofState {
  sending: boolean;
  fileName: string | null;
}

interface TariffChoicesProps {
  tariffs: RegistrationTariff[];
  standardCents: number;
  /** The ticked children, in the page's order. */
  chosen: RegistrationPageChild[];
  paymentMethod: PaymentMethod | undefined;
  charge: TariffCharge;
  disabled: boolean;
  proofs: Record<string, ProofState>;
  onProof: (childId: string, state: ProofState | null) => void;
}

/**
 * Per ticked child, where the plaine offers tariffs: 'Tarif' (the standard price or a tariff, each
 * with its price), then the declaration on the parent's honour the tariff needs, and its proof where
 * one is asked, sent as soon as it is chosen. The claims live in the form's `tariffs`, one per child
 * that has one; the standard price is no claim.
 */
export function TariffChoices({ tariffs, standardCents, chosen, paymentMethod, charge, disabled, proofs, onProof }: TariffChoicesProps) {
  const { setValue, clearErrors, control } = useFormContext<FormValues>();
  const claims = useWatch({ control, name: "tariffs" }) ?? [];
  if (tariffs.length === 0 || chosen.length === 0) return null;

  const write = (next: Claim[]) => setValue("tariffs", next, { shouldValidate: false, shouldDirty: true });
  const claimed = claims.some((claim) => chosen.some((child) => child.id === claim.childId));

  return (
    <section aria-labelledby="tariffs-heading" className="space-y-3">
      <div className="space-y-1">
        <h2 id="tariffs-heading" className="text-lg font-bold text-ink">
          Tarif
        </h2>
        <p className="text-sm text-muted">
          Votre famille remplit les conditions d'un tarif&nbsp;? Choisissez-le pour l'enfant concerné&nbsp;: l'association le vérifie
          ensuite.
        </p>
      </div>
      <ul className="space-y-3">
        {chosen.map((child) => {
          const index = claims.findIndex((claim) => claim.childId === child.id);
          return (
            <li key={child.id}>
              <ChildTariff
                child={child}
                tariffs={tariffs}
                standardCents={standardCents}
                claim={index >= 0 ? claims[index] : null}
                index={index}
                disabled={disabled}
                proof={proofs[child.id] ?? null}
                onChoose={(categoryId) => {
                  const others = claims.filter((claim) => claim.childId !== child.id);
                  clearErrors("tariffs");
                  onProof(child.id, null);
                  // Unticked until the parent declares it: the schema refuses the claim with its message until then.
                  const fresh = { childId: child.id, categoryId, declaration: false } as unknown as Claim;
                  write(categoryId ? [...others, fresh] : others);
                }}
                onChange={(changes) => {
                  clearErrors(`tariffs.${index}`);
                  write(claims.map((claim, at) => (at === index ? { ...claim, ...changes } : claim)));
                }}
                onProof={(state) => onProof(child.id, state)}
              />
            </li>
          );
        })}
      </ul>
      {claimed && paymentMethod && <Alert tone="info">{tariffChargeNotice(charge, paymentMethod)}</Alert>}
    </section>
  );
}

interface ChildTariffProps {
  child: RegistrationPageChild;
  tariffs: RegistrationTariff[];
  standardCents: number;
  claim: Claim | null;
  /** The claim's place in the form's `tariffs` (its errors are there); -1 without one. */
  index: number;
  disabled: boolean;
  proof: ProofState | null;
  onChoose: (categoryId: string | null) => void;
  onChange: (changes: Partial<Claim>) => void;
  onProof: (state: ProofState | null) => void;
}

function ChildTariff({ child, tariffs, standardCents, claim, index, disabled, proof, onChoose, onChange, onProof }: ChildTariffProps) {
  const { control } = useFormContext<FormValues>();
  const { errors } = useFormState({ control, name: "tariffs" });
  const claimErrors = index >= 0 ? errors.tariffs?.[index] : undefined;
  const tariff = tariffs.find((candidate) => candidate.categoryId === claim?.categoryId) ?? null;
  const selectId = `tariff-${child.id}`;
  const declarationId = `tariff-${child.id}-declaration`;
  const declarationError = claimErrors?.declaration?.message ?? claimErrors?.categoryId?.message;

  return (
    <fieldset
      aria-label={`Tarif de ${child.firstName} ${child.lastName}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-ink">
          Tarif de <span className="font-semibold">{child.firstName}</span>
        </label>
        <select
          id={selectId}
          value={claim?.categoryId ?? ""}
          disabled={disabled}
          onChange={(event) => onChoose(event.target.value || null)}
          className="h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-base text-ink focus:border-brand-700"
        >
          <option value="">Prix standard — {formatEuros(standardCents)}</option>
          {tariffs.map((option) => (
            <option key={option.categoryId} value={option.categoryId}>
              {option.name} — {formatEuros(option.priceCents)}
            </option>
          ))}
        </select>
      </div>

      {tariff && claim && (
        <>
          <div className="space-y-1.5">
            <label htmlFor={declarationId} className="flex cursor-pointer items-start gap-3 text-sm text-ink">
              <input
                id={declarationId}
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
                checked={claim.declaration === true}
                disabled={disabled}
                aria-invalid={declarationError ? true : undefined}
                aria-describedby={declarationError ? `${declarationId}-error` : undefined}
                onChange={(event) => onChange({ declaration: event.target.checked as true })}
              />
              <span className="[overflow-wrap:anywhere]">{tariffDeclaration(child.firstName, tariff.qualifies)}</span>
            </label>
            {declarationError && (
              <p id={`${declarationId}-error`} role="alert" className="text-sm font-medium text-red-700">
                {declarationError}
              </p>
            )}
          </div>
          {tariff.proofRequired && (
            <ProofField
              id={`tariff-${child.id}-proof`}
              description={tariff.proofDescription}
              proof={proof}
              error={claimErrors?.proofId?.message}
              disabled={disabled}
              onSent={(proofId, fileName) => {
                onChange({ proofId });
                onProof({ sending: false, fileName });
              }}
              onSending={() => onProof({ sending: true, fileName: proof?.fileName ?? null })}
              onFailed={() => onProof(proof?.fileName ? { sending: false, fileName: proof.fileName } : null)}
            />
          )}
        </>
      )}
    </fieldset>
  );
}

interface ProofFieldProps {
  id: string;
  description: string | null;
  proof: ProofState | null;
  /** The form's message (the proof missing, or refused by the server). */
  error?: string;
  disabled: boolean;
  onSent: (proofId: string, fileName: string) => void;
  onSending: () => void;
  onFailed: () => void;
}

/** The proof a tariff asks: a PDF, JPEG or PNG of 5 MB at most, checked here as the server checks it, sent at once, replaceable. */
function ProofField({ id, description, proof, error, disabled, onSent, onSending, onFailed }: ProofFieldProps) {
  const upload = useUploadTariffProof();
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();
  const shown = problem ?? error;
  const sending = proof?.sending === true;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, TARIFF_PROOF_SIGNATURE_LENGTH).arrayBuffer());
    const refused = tariffProofUploadError(head, file.size);
    setProblem(refused);
    if (refused) return;
    onSending();
    upload.mutate(file, {
      onSuccess: (sent) => onSent(sent.proofId, sent.fileName),
      onError: (failure) => {
        setProblem(isApiError(failure) ? failure.message : PROOF_NOT_SENT);
        onFailed();
      },
    });
  }

  return (
    <div className="space-y-1.5">
      <p id={labelId} className="text-sm font-medium text-ink [overflow-wrap:anywhere]">
        Preuve{description ? <>&nbsp;: {description}</> : null}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className={cn(
            "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800",
            "hover:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600",
            (disabled || sending) && "cursor-not-allowed opacity-60",
          )}
        >
          <Upload aria-hidden="true" className="size-4" />
          {sending ? "Envoi en cours..." : proof?.fileName ? "Remplacer le fichier" : "Choisir un fichier"}
          <input
            id={id}
            type="file"
            accept={TARIFF_PROOF_TYPES.join(",")}
            className="sr-only"
            disabled={disabled || sending}
            aria-labelledby={labelId}
            aria-invalid={shown ? true : undefined}
            aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ""}`}
            onChange={(event) => void choose(event)}
          />
        </label>
        {proof?.fileName && !sending && (
          <span className="inline-flex min-w-0 items-center gap-1.5 text-sm text-ink" data-testid="proof-file-name">
            <FileText aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
            <span className="[overflow-wrap:anywhere]">{proof.fileName}</span>
          </span>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        PDF, JPEG ou PNG, 5&nbsp;Mo au maximum. Seule l'association la consulte&nbsp;; elle est supprimée après la plaine.
      </p>
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {shown}
        </p>
      )}
    </div>
  );
}

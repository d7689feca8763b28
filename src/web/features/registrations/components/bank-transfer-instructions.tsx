import { type ReactNode, useState } from "react";
import { DEMO_ACCOUNT_NOTICE } from "../../../../domain/association.ts";
import { formatEuros } from "../../../../domain/money.ts";
import type { BankTransferInstructions as Instructions } from "../../../../domain/contracts/registrations.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { cn } from "../../../lib/cn.ts";
import { amountForCopy, ibanForCopy } from "../copy-values.ts";
import { CopyButton, useCanCopy } from "./copy-button.tsx";

const AMOUNT_LABEL = "Montant à virer";
const QR_ALT =
  "Code QR du virement\u00a0: scannez-le avec l'application de votre banque pour remplir le montant, l'IBAN et la communication";

interface Field {
  label: string;
  value: string;
  copy: string;
  copyLabel: string;
  /** Read out by screen readers once copied. */
  copied: string;
  mono?: boolean;
  strong?: boolean;
}

/** The transfer's details, each with how it is copied and what is announced once it is. */
function transferFields(instructions: Instructions): Field[] {
  return [
    {
      label: AMOUNT_LABEL,
      value: formatEuros(instructions.amountCents),
      copy: amountForCopy(instructions.amountCents),
      copyLabel: "Copier le montant",
      copied: "Montant copié",
      strong: true,
    },
    {
      label: "Bénéficiaire",
      value: instructions.beneficiary,
      copy: instructions.beneficiary,
      copyLabel: "Copier le bénéficiaire",
      copied: "Bénéficiaire copié",
    },
    {
      label: "IBAN",
      value: instructions.iban,
      copy: ibanForCopy(instructions.iban),
      copyLabel: "Copier l'IBAN",
      copied: "IBAN copié",
      mono: true,
    },
    { label: "BIC", value: instructions.bic, copy: instructions.bic, copyLabel: "Copier le BIC", copied: "BIC copié", mono: true },
    {
      label: "Communication structurée",
      value: instructions.communication,
      copy: instructions.communication,
      copyLabel: "Copier la communication structurée",
      copied: "Communication structurée copiée",
      mono: true,
      strong: true,
    },
  ];
}

/** One detail: its label, its value (wrapping on a phone), and its copy button where the browser allows it. */
function TransferField({
  field,
  copyAvailable,
  onCopied,
}: {
  field: Field;
  copyAvailable: boolean;
  onCopied: (announcement: string) => void;
}) {
  return (
    <div className="px-4 py-3">
      <dt className="text-sm text-muted">{field.label}</dt>
      <dd className="flex items-center justify-between gap-3">
        <span
          className={cn(
            "min-w-0 text-ink [overflow-wrap:anywhere]",
            field.mono && "font-mono",
            field.strong ? "font-bold sm:text-lg" : "font-semibold",
            field.strong && !field.mono && "text-lg",
          )}
        >
          {field.value}
        </span>
        {copyAvailable && <CopyButton value={field.copy} label={field.copyLabel} onCopied={() => onCopied(field.copied)} />}
      </dd>
    </div>
  );
}

/** The EPC QR code that fills the transfer in a banking app, or a sentence where there is none or it failed to load. */
function TransferQr({ url, eager }: { url: string | null; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed)
    return <p className="text-sm text-muted md:max-w-60">Pas de code QR pour ce virement&nbsp;: utilisez les informations indiquées.</p>;
  return (
    <figure className="mx-auto flex max-w-60 flex-col items-center gap-2 text-center">
      <img
        src={url}
        alt={QR_ALT}
        width={240}
        height={240}
        loading={eager ? "eager" : "lazy"}
        onError={() => setFailed(true)}
        className="size-52 rounded-lg border border-slate-200 bg-white [image-rendering:pixelated] sm:size-60"
      />
      <figcaption className="text-sm text-muted">
        Scannez ce code avec l'application de votre banque&nbsp;: le virement est rempli pour vous.
      </figcaption>
    </figure>
  );
}

/**
 * How to pay a registration by bank transfer: the amount, to whom, the IBAN and BIC, the
 * structured communication, and the EPC QR code that fills all of it in a banking app. Shared
 * by the success page and the history. Long values wrap instead of overflowing a phone, and each
 * one can be copied where the browser allows it. A demonstration site's sample account says so first.
 */
export function BankTransferInstructions({
  instructions,
  qrEager = false,
  className,
  footer,
}: {
  instructions: Instructions;
  /** The success page shows the QR at once; the history loads it when it comes into view. */
  qrEager?: boolean;
  className?: string;
  footer?: ReactNode;
}) {
  const copyAvailable = useCanCopy();
  const [announcement, setAnnouncement] = useState("");

  return (
    <div className={cn("grid gap-6 md:grid-cols-[1fr_auto] md:items-start", className)}>
      <div className="min-w-0 space-y-4">
        {instructions.demo && <Alert tone="warning" title={DEMO_ACCOUNT_NOTICE} />}
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {transferFields(instructions).map((field) => (
            <TransferField key={field.label} field={field} copyAvailable={copyAvailable} onCopied={setAnnouncement} />
          ))}
        </dl>
        <p className="text-sm text-muted">
          Indiquez exactement la communication structurée&nbsp;: c'est elle qui relie votre virement à l'inscription.
        </p>
        {footer}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>

      <TransferQr url={instructions.qrCodeUrl} eager={qrEager} />
    </div>
  );
}

import FileText from "lucide-react/icons/file-text";
import type { ParentShareView } from "../../../../domain/contracts/registrations.ts";
import { formatDateFr, formatDateRangeFr } from "../../../../domain/dates.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { receiptPaths } from "../../../../domain/contracts/receipts.ts";
import { registrationPaths } from "../../../../domain/contracts/registrations.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { BankTransferInstructions } from "./bank-transfer-instructions.tsx";

/**
 * 'Vos parts à payer' (decision 0058): what this parent pays of registrations the child's other
 * parent made — the child, the plaine, their part, by when — with the transfer's details while
 * something is due, and the payment request in PDF.
 */
export function ParentShares({ shares }: { shares: ParentShareView[] }) {
  return (
    <section aria-labelledby="parent-shares-heading" className="space-y-3">
      <h2 id="parent-shares-heading" className="text-xl font-bold text-ink">
        Vos parts des inscriptions faites par l'autre parent
      </h2>
      {shares.map((share) => (
        <ParentShareCard key={share.id} share={share} />
      ))}
    </section>
  );
}

function ParentShareCard({ share }: { share: ParentShareView }) {
  const paid = share.status === "paid";
  const cancelled = share.registrationStatus === "cancelled";
  return (
    <Card data-testid="parent-share">
      <CardBody className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <h3 className="text-lg font-bold text-ink">
              {share.childName} — «&nbsp;{share.activity.title}&nbsp;»
            </h3>
            <p className="text-sm text-muted">
              {formatDateRangeFr(share.activity.startDate, share.activity.endDate)} · réf. {share.reference}
              {share.registeredBy && <> faite par {share.registeredBy}</>} · {share.registrationStatusLabel}
            </p>
          </div>
          <Badge tone={paid ? "success" : share.overdue ? "danger" : "warning"} className="self-start" data-testid="parent-share-status">
            {cancelled && !paid ? "Inscription annulée" : share.statusLabel}
          </Badge>
        </div>
        <p className="text-ink" data-testid="parent-share-amount">
          Votre part{share.percent !== null && <> ({share.percent}&nbsp;%)</>}&nbsp;: <strong>{formatEuros(share.amountCents)}</strong>
          {share.receivedCents > 0 && !paid && <> · déjà reçu {formatEuros(share.receivedCents)}</>}
          {share.outstandingCents > 0 && (
            <>
              {" "}
              · à payer au plus tard le <strong>{formatDateFr(share.dueDate)}</strong>
            </>
          )}
        </p>
        {share.outstandingCents > 0 && share.bank && (
          <BankTransferInstructions
            instructions={{
              amountCents: share.outstandingCents,
              beneficiary: share.bank.beneficiary,
              iban: share.bank.iban,
              bic: share.bank.bic,
              communication: share.communication,
              qrPayload: null,
              qrCodeUrl: null,
              demo: share.bank.demo,
            }}
          />
        )}
        <a
          href={registrationPaths.parentSharePdf.url({ id: share.id })}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 underline underline-offset-4"
        >
          <FileText aria-hidden="true" className="size-4" />
          Demande de paiement n°&nbsp;{share.number} (PDF)
        </a>
        {share.receipts.map((receipt) => (
          <a
            key={receipt.id}
            href={receiptPaths.pdf.url({ id: receipt.id })}
            target="_blank"
            rel="noopener"
            className="ml-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-800 underline underline-offset-4"
            data-testid="parent-share-receipt"
          >
            <FileText aria-hidden="true" className="size-4" />
            Reçu n°&nbsp;{receipt.number} (PDF)
          </a>
        ))}
      </CardBody>
    </Card>
  );
}

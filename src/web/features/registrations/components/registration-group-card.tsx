import ChevronDown from "lucide-react/icons/chevron-down";
import FileText from "lucide-react/icons/file-text";
import { useId } from "react";
import { Link } from "react-router";
import { type CheckoutState, holdNotice } from "../../../../domain/checkout.ts";
import { transferDeadlineSentence } from "../../../../domain/bank-transfers.ts";
import { brusselsToday, formatDateFr, formatDateRangeFr } from "../../../../domain/dates.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { activityPath } from "../../../../domain/paths.ts";
import type { PaymentStatus, RegistrationStatus } from "../../../../domain/registration.ts";
import { shareLabel } from "../../../../domain/payers.ts";
import type { TariffClaimStatus } from "../../../../domain/tariffs.ts";
import { receiptPaths, type ReceiptView } from "../../../../domain/contracts/receipts.ts";
import { invoicePaths } from "../../../../domain/contracts/invoices.ts";
import { invoiceTitle } from "../../../../domain/invoices.ts";
import type { PaymentSummary, RegistrationGroup, RegistrationRow } from "../../../../domain/contracts/registrations.ts";
import { Badge, type BadgeTone } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { cn } from "../../../lib/cn.ts";
import { useRequestInvoice } from "../api/request-invoice.ts";
import { BankTransferInstructions } from "./bank-transfer-instructions.tsx";
import { PayButton } from "./pay-button.tsx";

/** A claimed tariff's words in the colour of where it stands. */
const CLAIM_COLOURS: Record<TariffClaimStatus, string> = {
  pending: "text-amber-900",
  approved: "text-emerald-800",
  refused: "text-red-700",
};
const REGISTRATION_TONES: Record<RegistrationStatus, BadgeTone> = { pending: "warning", confirmed: "success", cancelled: "neutral" };
const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = { pending: "warning", paid: "success", refunded: "neutral" };

/** A transfer none of whose children is still registered, nothing paid: nothing is waited for. */
const WITHDRAWN_LABEL = "Annulé";

const inscriptions = (count: number) => (count === 1 ? "1 inscription" : `${count} inscriptions`);

/** '2 inscriptions', '1 inscription · 1 annulée', '2 inscriptions annulées': a cancelled one is not counted as active. */
function countLabel(rows: readonly RegistrationRow[]): string {
  const cancelled = rows.filter((row) => row.status === "cancelled").length;
  const active = rows.length - cancelled;
  if (cancelled === 0) return inscriptions(active);
  if (active === 0) return cancelled === 1 ? "1 inscription annulée" : `${cancelled} inscriptions annulées`;
  return `${inscriptions(active)} · ${cancelled === 1 ? "1 annulée" : `${cancelled} annulées`}`;
}

const CHECKOUT_TONES: Record<CheckoutState, BadgeTone> = {
  open: "warning",
  processing: "warning",
  paid: "success",
  failed: "warning",
  expired: "neutral",
  cancelled: "neutral",
  refund_due: "warning",
  refunding: "warning",
  refunded: "neutral",
};

/** The numbered receipts of the money received (decision 0055): each a PDF, opened in a new tab to keep or print. */
function ReceiptLinks({ receipts }: { receipts: readonly ReceiptView[] }) {
  return (
    <ul className="space-y-1.5 text-sm" data-testid="payment-receipts">
      {receipts.map((receipt) => (
        <li key={receipt.id} className="flex flex-wrap items-center gap-x-2">
          <a
            href={receiptPaths.pdf.url({ id: receipt.id })}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-2"
          >
            <FileText aria-hidden="true" className="size-4 shrink-0" />
            Reçu n°&nbsp;{receipt.number} (PDF)
          </a>
          <span className="text-muted">
            {formatEuros(receipt.amountCents)} reçus le {formatDateFr(receipt.receivedOn)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The payment's invoices and credit notes (decision 0057), each a PDF; before the first, 'Obtenir
 * la facture' asks the server to issue it (a POST: opening a page never issues anything).
 */
function InvoiceLinks({ payment }: { payment: PaymentSummary }) {
  const request = useRequestInvoice();
  if (payment.invoices.length === 0) {
    // Nothing asked (every child cancelled before paying, or refunded whole): nothing to invoice.
    if (payment.amountCents === 0 || payment.status === "refunded" || (payment.cancelled && payment.status === "pending")) return null;
    return (
      <Button variant="outline" size="sm" onClick={() => request.mutate(payment.id)} disabled={request.isPending}>
        <FileText aria-hidden="true" className="size-4 shrink-0" />
        Obtenir la facture
      </Button>
    );
  }
  return (
    <ul className="space-y-1.5 text-sm" data-testid="payment-invoices">
      {payment.invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-wrap items-center gap-x-2">
          <a
            href={invoicePaths.pdf.url({ id: invoice.id })}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-2"
          >
            <FileText aria-hidden="true" className="size-4 shrink-0" />
            {invoiceTitle(invoice.kind, invoice.number)} (PDF)
          </a>
          <span className="text-muted">
            {formatEuros(invoice.amountCents)} le {formatDateFr(invoice.issuedOn)}
            {invoice.correctsNumber && <> · corrige la facture n°&nbsp;{invoice.correctsNumber}</>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One payment of the card. Its amount is shown only beside other payments (the card's total says it
 * once otherwise), and never for a payment whose children were all cancelled before paying: no
 * '0,00 €' waiting, it is 'Annulé'.
 */
function PaymentItem({ payment, activityTitle, showAmount }: { payment: PaymentSummary; activityTitle: string; showAmount: boolean }) {
  const { checkout } = payment;
  const withdrawn = payment.cancelled && payment.status === "pending";
  return (
    <li className="space-y-3 py-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5">
        <span className="font-semibold text-ink">{payment.methodLabel}</span>
        {/* A card payment says where its checkout stands ('Délai de paiement dépassé'); a transfer, that it is off. */}
        <Badge tone={checkout ? CHECKOUT_TONES[checkout.state] : withdrawn ? "neutral" : PAYMENT_TONES[payment.status]}>
          <span className="sr-only">Paiement&nbsp;: </span>
          {checkout ? checkout.stateLabel : withdrawn ? WITHDRAWN_LABEL : payment.statusLabel}
        </Badge>
        {showAmount && !withdrawn && <span className="font-semibold text-ink">{payment.amountLabel}</span>}
        <span className="text-sm text-muted">
          Réf. <span className="font-mono text-ink">{payment.reference}</span>
        </span>
        {payment.communication && (
          <span className="text-sm text-muted" data-testid="payment-communication">
            Communication <span className="font-mono whitespace-nowrap text-ink">{payment.communication}</span>
          </span>
        )}
      </div>
      <p className="text-sm text-muted">
        {payment.childNames.join(", ")}
        {/* The day of payment as it was in Brussels, not in UTC. */}
        {payment.paidAt ? ` · payé le ${formatDateFr(brusselsToday(new Date(payment.paidAt)))}` : null}
      </p>
      {payment.receipts.length > 0 && <ReceiptLinks receipts={payment.receipts} />}
      <InvoiceLinks payment={payment} />
      {payment.partialLabel && <p className="text-sm font-semibold text-amber-900">{payment.partialLabel}</p>}
      {payment.deadline && (
        <p className="text-sm text-ink" data-testid="payment-deadline">
          {transferDeadlineSentence(payment.deadline)}
        </p>
      )}
      {checkout && checkout.state !== "paid" && checkout.state !== "refunded" && checkout.state !== "cancelled" && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
          <p className="text-sm text-ink">
            {checkout.canPay && checkout.holdExpiresAt
              ? `${checkout.state === "failed" ? "Le paiement a été refusé. " : ""}${holdNotice(payment.childNames.length)}`
              : checkout.message}
          </p>
          {checkout.canPay && (
            <PayButton
              registrationId={payment.primaryRegistrationId}
              holdExpiresAt={checkout.holdExpiresAt}
              size="sm"
              label={`l'inscription à ${activityTitle}`}
            />
          )}
        </div>
      )}
      {payment.bankTransfer && (
        <details className="group rounded-xl border border-amber-300 bg-amber-50/60">
          <summary className="flex items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-amber-950 [&::-webkit-details-marker]:hidden">
            Instructions de virement (IBAN, communication, code QR)
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-4 pb-4">
            <BankTransferInstructions instructions={payment.bankTransfer} />
          </div>
        </details>
      )}
    </li>
  );
}

/**
 * What a child costs: its share of the family payment ('Part' beside brothers and sisters,
 * 'Montant' alone), as the certificates count it; nothing once cancelled.
 */
function amountOf(row: RegistrationRow, siblings: number): { label: string; value: string } | null {
  if (row.status === "cancelled" || row.shareCents === null) return null;
  if (row.shareCents === undefined) return { label: "Montant", value: row.amountLabel };
  return { label: siblings > 1 ? "Part" : "Montant", value: formatEuros(row.shareCents) };
}

function RegistrationItem({
  row,
  siblings,
  onCancel,
}: {
  row: RegistrationRow;
  /** The children of its payment still registered. */
  siblings: number;
  onCancel: (row: RegistrationRow) => void;
}) {
  const name = `${row.child.firstName} ${row.child.lastName}`;
  const amount = amountOf(row, siblings);
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0 flex-1 space-y-1.5 sm:flex sm:flex-wrap sm:items-center sm:gap-x-4 sm:gap-y-1 sm:space-y-0">
        <p className="font-semibold text-ink [overflow-wrap:anywhere] sm:flex-1">{name}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5">
          <Badge tone={REGISTRATION_TONES[row.status]}>{row.statusLabel}</Badge>
          {amount && (
            <span className="text-sm" data-testid="registration-amount">
              <span className="text-muted">{amount.label}&nbsp;: </span>
              <span className="font-semibold text-ink">{amount.value}</span>
            </span>
          )}
          <span className="text-sm text-muted">
            Réf. <span className="font-mono text-ink">{row.reference}</span>
          </span>
        </div>
        {row.cancelReason && (
          <p className="text-sm text-muted [overflow-wrap:anywhere] sm:basis-full">
            Motif de l'annulation&nbsp;: <span className="text-ink">{row.cancelReason}</span>
          </p>
        )}
        {row.tariffClaim && row.status !== "cancelled" && (
          <p className="text-sm [overflow-wrap:anywhere] sm:basis-full" data-testid="tariff-claim">
            <span className={cn("font-medium", CLAIM_COLOURS[row.tariffClaim.status])}>{row.tariffClaim.label}</span>
          </p>
        )}
        {/* What an organisation (CPAS, employer…) or a voucher pays for the child: the family's amount is already the rest. */}
        {row.status !== "cancelled" &&
          row.payerShares
            .filter((share) => share.status !== "cancelled")
            .map((share) => (
              <p
                key={share.id}
                className="text-sm font-medium text-brand-900 [overflow-wrap:anywhere] sm:basis-full"
                data-testid="payer-share"
              >
                {shareLabel(share.payerName, share.amountCents, share.voucherNumber, share.byParent)}
                {/* A voucher's paper is the family's to hand in: whether the association has it. */}
                {share.voucherNumber && " "}
                {share.voucherNumber && (
                  <span
                    className={cn("ml-1 text-xs font-semibold", share.status === "paid" ? "text-emerald-800" : "text-amber-900")}
                    data-testid="payer-share-status"
                  >
                    {share.statusLabel}
                  </span>
                )}
              </p>
            ))}
      </div>
      {row.canCancel && (
        <Button variant="outline" size="sm" className="shrink-0" onClick={() => onCancel(row)}>
          Annuler<span className="sr-only"> l'inscription de {name}</span>
        </Button>
      )}
    </li>
  );
}

/** One plaine and start date of the parent's history: the children, what was paid and how, and each registration. */
export function RegistrationGroupCard({
  group,
  onCancel,
}: {
  group: RegistrationGroup;
  onCancel: (row: RegistrationRow, group: RegistrationGroup) => void;
}) {
  const headingId = useId();
  const paymentsId = useId();
  const registrationsId = useId();
  const { activity } = group;
  const standing = (paymentId: string) =>
    group.registrations.filter((row) => row.paymentId === paymentId && row.status !== "cancelled").length;
  // Nothing was asked or paid for a plaine whose children were all cancelled before paying.
  const nothingAsked = group.totalCents === 0 && group.payments.every((payment) => payment.cancelled);
  return (
    <Card>
      <article aria-labelledby={headingId}>
        <CardBody className="space-y-5 sm:p-6">
          <header className="space-y-2">
            <h2 id={headingId} className="text-xl font-bold text-ink">
              <Link to={activityPath(activity.id)} className="text-brand-800 underline-offset-4 hover:underline">
                {activity.title}
              </Link>
            </h2>
            <p className="text-muted">{formatDateRangeFr(activity.startDate, activity.endDate)}</p>
            <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
              <p className="text-sm text-muted">
                <span className="font-semibold text-ink">{countLabel(group.registrations)}</span> · {group.childNames.join(", ")}
              </p>
              {!nothingAsked && (
                <p className="text-ink">
                  Total&nbsp;: <span className="font-bold">{group.totalLabel}</span>
                </p>
              )}
            </div>
          </header>

          <div>
            <h3 id={paymentsId} className="text-sm font-bold tracking-wide text-muted uppercase">
              {group.payments.length > 1 ? "Paiements" : "Paiement"}
            </h3>
            <ul aria-labelledby={paymentsId} className="divide-y divide-slate-100">
              {group.payments.map((payment) => (
                <PaymentItem key={payment.id} payment={payment} activityTitle={activity.title} showAmount={group.payments.length > 1} />
              ))}
            </ul>
          </div>

          <div>
            <h3 id={registrationsId} className="text-sm font-bold tracking-wide text-muted uppercase">
              Enfants inscrits
            </h3>
            <ul aria-labelledby={registrationsId} className="divide-y divide-slate-100">
              {group.registrations.map((row) => (
                <RegistrationItem
                  key={row.id}
                  row={row}
                  siblings={standing(row.paymentId)}
                  onCancel={(target) => onCancel(target, group)}
                />
              ))}
            </ul>
          </div>
        </CardBody>
      </article>
    </Card>
  );
}

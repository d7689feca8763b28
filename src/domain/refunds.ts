/**
 * Refunds: the organiser's rule for a family's cancellation, and the SEPA files that send transfer
 * refunds back (decision 0053).
 */
import { addDaysIso } from "./dates.ts";
import { formatEuros } from "./money.ts";
import { priceFamily } from "./pricing.ts";

/** The SEPA credit-transfer versions a refund file is written in: .09 by default, .03 for banks that still ask for it. */
export const REFUND_FILE_FORMATS = ["pain.001.001.09", "pain.001.001.03"] as const;
export type RefundFileFormat = (typeof REFUND_FILE_FORMATS)[number];

// ---------------------------------------------------------------------------------------------
// The cancellation rule (decision 0053): what a family gets back when it cancels one child of a
// paid registration. The organiser's settings (`refund_settings`) give a fee and a number of days.
// ---------------------------------------------------------------------------------------------

/** The organiser's rule: a fee kept on each child cancelled, and no refund from so many days before the start (null: always). */
export interface CancellationRule {
  feeCents: number;
  noRefundDaysBefore: number | null;
}

export const DEFAULT_CANCELLATION_RULE: CancellationRule = { feeCents: 0, noRefundDaysBefore: null };

type CancellationRefundReason = "full" | "fee" | "too_late" | "nothing_paid";

export interface CancellationRefund {
  refundCents: number;
  keptCents: number;
  reason: CancellationRefundReason;
}

/** The first day (YYYY-MM-DD) nothing is refunded any more: `days` before the start; null when the rule has no such day. */
export function noRefundFrom(startDate: string, noRefundDaysBefore: number | null): string | null {
  return noRefundDaysBefore === null ? null : addDaysIso(startDate, -noRefundDaysBefore);
}

/**
 * What goes back of a child's share (what the payment loses when that child no longer counts):
 * the share less the fee, never below 0; nothing from `noRefundDaysBefore` days before the start
 * (that day included).
 */
export function cancellationRefund(input: {
  shareCents: number;
  feeCents: number;
  noRefundDaysBefore: number | null;
  startDate: string;
  today: string;
}): CancellationRefund {
  const shareCents = Math.max(input.shareCents, 0);
  if (shareCents === 0) return { refundCents: 0, keptCents: 0, reason: "nothing_paid" };
  const from = noRefundFrom(input.startDate, input.noRefundDaysBefore);
  if (from !== null && input.today >= from) return { refundCents: 0, keptCents: shareCents, reason: "too_late" };
  const refundCents = Math.max(shareCents - Math.max(input.feeCents, 0), 0);
  return { refundCents, keptCents: shareCents - refundCents, reason: input.feeCents > 0 ? "fee" : "full" };
}

/**
 * A child's share of a paid payment: what the payment loses when that child no longer counts — its
 * amount less `priceFamily` of the children still registered (the family discount follows them).
 */
export function shareOnCancellation(amountCents: number, remainingLivePricesCents: readonly number[]): number {
  return Math.max(amountCents - priceFamily(remainingLivePricesCents).totalCents, 0);
}

const dayCount = (days: number) => (days <= 1 ? `${days}\u00a0jour` : `${days}\u00a0jours`);

/** The rule in one French sentence, for the terms and the settings: 'Remboursement intégral…'. */
export function cancellationRuleSentence(rule: CancellationRule): string {
  const refund = rule.feeCents > 0 ? `Remboursé, moins ${formatEuros(rule.feeCents)} de frais par enfant` : "Remboursement intégral";
  if (rule.noRefundDaysBefore === null) return `${refund}.`;
  const late =
    rule.noRefundDaysBefore === 0
      ? "aucun remboursement à partir du premier jour de la plaine"
      : `aucun remboursement à partir de ${dayCount(rule.noRefundDaysBefore)} avant le début de la plaine`;
  return `${refund}\u00a0; ${late}.`;
}

/** What one cancellation gives back, in one French sentence for the parent (dialog, e-mail). */
export function cancellationRefundSentence(refund: CancellationRefund, rule: CancellationRule): string {
  switch (refund.reason) {
    case "nothing_paid":
      return "Aucun montant payé pour cette inscription n'est à rembourser.";
    case "too_late":
      return rule.noRefundDaysBefore === 0
        ? "Aucun remboursement\u00a0: la plaine a commencé."
        : `Aucun remboursement à partir de ${dayCount(rule.noRefundDaysBefore ?? 0)} avant le début de la plaine.`;
    case "fee":
      return refund.refundCents > 0
        ? `${formatEuros(refund.refundCents)} vous seront remboursés (${formatEuros(refund.keptCents)} de frais d'annulation retenus).`
        : `Aucun remboursement\u00a0: les frais d'annulation (${formatEuros(rule.feeCents)}) couvrent le montant payé.`;
    case "full":
      return `${formatEuros(refund.refundCents)} vous seront remboursés.`;
  }
}

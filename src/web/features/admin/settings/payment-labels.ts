/** What a webhook did, in words, for the settings page. */
const WEBHOOK_OUTCOME_LABELS: Record<string, string> = {
  paid: "paiement confirmé",
  paid_refund_due: "payé après libération des places\u00a0: à rembourser",
  already_paid: "déjà payé",
  duplicate_payment: "second paiement du même envoi",
  already_settled: "paiement déjà clôturé",
  processing: "paiement en cours de traitement",
  failed: "paiement refusé",
  expired: "session expirée",
  expired_released: "session expirée, places libérées",
  refunded: "remboursé",
  already_refunded: "déjà remboursé",
  refund_pending: "remboursement en attente",
  refund_failed: "remboursement refusé",
  partial_refund_ignored: "remboursement partiel (à traiter à la main)",
  unknown_session: "session inconnue",
  unknown_payment: "paiement inconnu",
  ignored: "événement non traité",
};

export function webhookOutcomeLabel(outcome: string): string {
  return WEBHOOK_OUTCOME_LABELS[outcome] ?? outcome;
}

export function refundsDueLabel(count: number): string {
  if (count === 0) return "Aucun paiement à rembourser";
  return count === 1 ? "1 paiement reçu trop tard à rembourser" : `${count} paiements reçus trop tard à rembourser`;
}

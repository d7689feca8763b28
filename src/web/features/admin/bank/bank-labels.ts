/** The words of the bank-statement screen: counts said in French, singular or plural. */
import type { BankImportConflict, BankImportReport, BankRefundConflict } from "../../../../domain/contracts/admin-bank.ts";
import { formatDateFr } from "../../../../domain/dates.ts";
import { formatEuros } from "../../../../domain/money.ts";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 paiements reçus en entier · 1 remboursement reconnu · 3 débits enregistrés": only what happened. */
export function importReportLines(report: BankImportReport): string[] {
  return [
    report.matched > 0 ? count(report.matched, "paiement reçu en entier", "paiements reçus en entier") : null,
    report.partlyPaid > 0 ? count(report.partlyPaid, "paiement partiel", "paiements partiels") : null,
    report.overpaid > 0 ? count(report.overpaid, "trop-perçu à rembourser", "trop-perçus à rembourser") : null,
    report.unmatched > 0 ? count(report.unmatched, "virement non rapproché", "virements non rapprochés") : null,
    report.alreadyImported > 0 ? count(report.alreadyImported, "mouvement déjà importé", "mouvements déjà importés") : null,
    report.conflicts.length > 0
      ? count(
          report.conflicts.length,
          "mouvement à vérifier\u00a0: déjà importé avec un autre montant ou une autre communication",
          "mouvements à vérifier\u00a0: déjà importés avec un autre montant ou une autre communication",
        )
      : null,
    report.refundsRecognised > 0
      ? count(
          report.refundsRecognised,
          "remboursement reconnu\u00a0: marqué comme remboursé",
          "remboursements reconnus\u00a0: marqués comme remboursés",
        )
      : null,
    report.refundConflicts.length > 0
      ? count(
          report.refundConflicts.length,
          "débit à vérifier\u00a0: référence d'un remboursement, mais un autre montant",
          "débits à vérifier\u00a0: référence d'un remboursement, mais un autre montant",
        )
      : null,
    report.debits > 0 ? count(report.debits, "débit enregistré", "débits enregistrés") : null,
    report.zeroAmountsIgnored > 0 ? count(report.zeroAmountsIgnored, "ligne à 0,00 € ignorée", "lignes à 0,00 € ignorées") : null,
    ...report.foreignCurrency.map(
      ({ currency, credits }) =>
        `${count(credits, `crédit en ${currency} à vérifier`, `crédits en ${currency} à vérifier`)} (jamais rapproché d'un paiement en euros)`,
    ),
  ].filter((line): line is string => line !== null);
}

export function importReportTitle(report: BankImportReport): string {
  const format = report.format === "coda" ? "CODA" : "CAMT.053";
  return `Relevé ${format} du compte ${report.account}\u00a0: ${count(report.credits, "crédit", "crédits")}`;
}

/** "125,00 €", or "80,00 GBP" for a credit the bank gave in another currency. */
export function movementAmount(cents: number, currency: string): string {
  if (currency === "EUR") return formatEuros(cents);
  return new Intl.NumberFormat("fr-BE", { style: "currency", currency, currencyDisplay: "code" }).format(cents / 100);
}

/** "Page 2 sur 5 · 212 virements": where a paged list is and how long it is (virements unless said otherwise). */
export function pageLabel(
  page: number,
  pageSize: number,
  total: number,
  noun: [one: string, many: string] = ["virement", "virements"],
): string {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return `Page ${page} sur ${pages} · ${count(total, ...noun)}`;
}

/** What a credit said: "130,00 € · valeur 6 juillet 2026 · +++090/9337/55493+++ · PLAINE LEA". */
function movementFacts(facts: BankImportConflict["recorded"]): string {
  return [
    movementAmount(facts.amountCents, facts.currency),
    `valeur ${formatDateFr(facts.valueDate)}`,
    facts.communication,
    facts.freeCommunication.trim() || (facts.communication ? null : "sans communication"),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** A credit reported for review: what this file says, and what was imported before under the same identity. */
export function conflictLines(conflict: BankImportConflict): { payer: string; now: string; before: string } {
  return {
    payer: conflict.counterpartyName ?? "Donneur d'ordre inconnu",
    now: `Dans ce relevé\u00a0: ${movementFacts(conflict)}`,
    before: `Déjà importé\u00a0: ${movementFacts(conflict.recorded)}`,
  };
}

/** A debit reported for review: who it went to, and why (its amount is not the refund's). */
export function refundConflictLines(conflict: BankRefundConflict): { payee: string; facts: string; why: string } {
  return {
    payee: conflict.counterpartyName ?? "Bénéficiaire inconnu",
    facts: `${movementAmount(conflict.amountCents, conflict.currency)} · valeur ${formatDateFr(conflict.valueDate)} · référence ${conflict.endToEndId}`,
    why: conflict.message,
  };
}

/** "2 mouvements · 1 crédit": what one imported file held. */
export function movementsLabel(movements: number, credits: number): string {
  return `${count(movements, "mouvement", "mouvements")} · ${count(credits, "crédit", "crédits")}`;
}

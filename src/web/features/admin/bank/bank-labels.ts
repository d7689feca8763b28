/** The words of the bank-statement screen: counts said in French, singular or plural. */
import type { BankImportReport } from "../../../../domain/contracts/admin-bank.ts";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 payés · 1 payé en partie · 1 non rapproché · 3 débits ignorés": only what happened. */
export function importReportLines(report: BankImportReport): string[] {
  return [
    report.matched > 0 ? count(report.matched, "paiement reçu en entier", "paiements reçus en entier") : null,
    report.partlyPaid > 0 ? count(report.partlyPaid, "paiement partiel", "paiements partiels") : null,
    report.overpaid > 0 ? count(report.overpaid, "trop-perçu à rembourser", "trop-perçus à rembourser") : null,
    report.unmatched > 0 ? count(report.unmatched, "virement non rapproché", "virements non rapprochés") : null,
    report.alreadyImported > 0 ? count(report.alreadyImported, "mouvement déjà importé", "mouvements déjà importés") : null,
    report.debitsIgnored > 0 ? count(report.debitsIgnored, "débit ignoré", "débits ignorés") : null,
  ].filter((line): line is string => line !== null);
}

export function importReportTitle(report: BankImportReport): string {
  const format = report.format === "coda" ? "CODA" : "CAMT.053";
  return `Relevé ${format} du compte ${report.account} : ${count(report.credits, "crédit", "crédits")}`;
}

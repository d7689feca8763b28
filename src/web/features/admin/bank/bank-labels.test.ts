import { describe, expect, it } from "vitest";
import { formatEuros } from "../../../../domain/money.ts";
import { CONFLICT } from "./test-bank.ts";
import {
  conflictLines,
  importReportLines,
  importReportTitle,
  movementAmount,
  movementsLabel,
  pageLabel,
  refundConflictLines,
} from "./bank-labels.ts";

const report = {
  format: "coda" as const,
  account: "BE68539007547034",
  credits: 4,
  matched: 2,
  partlyPaid: 1,
  overpaid: 0,
  unmatched: 1,
  alreadyImported: 0,
  debits: 1,
  refundsRecognised: 0,
  refundConflicts: [],
  zeroAmountsIgnored: 0,
  foreignCurrency: [],
  conflicts: [],
};

describe("import report labels", () => {
  it("writes a credit's amount in euros, or with the code of its other currency; says which page of how many credits", () => {
    expect(movementAmount(12_500, "EUR").replace(/\s/g, " ")).toBe("125,00 €");
    expect(movementAmount(8_000, "GBP").replace(/\s/g, " ")).toBe("80,00 GBP");
    expect(pageLabel(2, 50, 101)).toBe("Page 2 sur 3 · 101 virements");
    expect(pageLabel(1, 50, 1)).toBe("Page 1 sur 1 · 1 virement");
    expect(pageLabel(1, 20, 21, ["relevé importé", "relevés importés"])).toBe("Page 1 sur 2 · 21 relevés importés");
    expect(movementsLabel(3, 1)).toBe("3 mouvements · 1 crédit");
  });

  it("says only what happened, in the singular or the plural", () => {
    expect(importReportLines(report)).toEqual([
      "2 paiements reçus en entier",
      "1 paiement partiel",
      "1 virement non rapproché",
      "1 débit enregistré",
    ]);
    expect(importReportLines({ ...report, matched: 0, partlyPaid: 0, unmatched: 0, debits: 3, refundsRecognised: 2 })).toEqual([
      "2 remboursements reconnus\u00a0: marqués comme remboursés",
      "3 débits enregistrés",
    ]);
    expect(importReportLines({ ...report, matched: 0, partlyPaid: 0, unmatched: 0, refundsRecognised: 1 })).toEqual([
      "1 remboursement reconnu\u00a0: marqué comme remboursé",
      "1 débit enregistré",
    ]);
    expect(
      importReportLines({
        ...report,
        matched: 0,
        partlyPaid: 0,
        unmatched: 0,
        debits: 0,
        zeroAmountsIgnored: 2,
        foreignCurrency: [
          { currency: "GBP", credits: 1 },
          { currency: "USD", credits: 3 },
        ],
      }),
    ).toEqual([
      "2 lignes à 0,00 € ignorées",
      "1 crédit en GBP à vérifier (jamais rapproché d'un paiement en euros)",
      "3 crédits en USD à vérifier (jamais rapproché d'un paiement en euros)",
    ]);
    expect(importReportTitle(report)).toBe("Relevé CODA du compte BE68539007547034\u00a0: 4 crédits");
    expect(importReportTitle({ ...report, format: "camt053", credits: 1 })).toBe(
      "Relevé CAMT.053 du compte BE68539007547034\u00a0: 1 crédit",
    );
  });

  it("reports a credit known by its identity with another amount or communication, what it says and what was imported", () => {
    expect(importReportLines({ ...report, matched: 0, partlyPaid: 0, unmatched: 0, debits: 0, conflicts: [CONFLICT, CONFLICT] })).toEqual([
      "2 mouvements à vérifier\u00a0: déjà importés avec un autre montant ou une autre communication",
    ]);
    const lines = conflictLines(CONFLICT);
    expect(lines.payer).toBe("PEETERS ZOE");
    expect(lines.now).toBe(`Dans ce relevé\u00a0: ${formatEuros(13000)} · valeur 6 juillet 2026 · +++090/9337/55493+++`);
    expect(lines.before).toBe(`Déjà importé\u00a0: ${formatEuros(12500)} · valeur 6 juillet 2026 · +++090/9337/55493+++`);
  });

  it("reports a debit that names a refund sent by file with another amount: who it went to, what it says and why", () => {
    const conflict = {
      valueDate: "2026-07-08",
      amountCents: 2_000,
      currency: "EUR",
      endToEndId: "RMB-2026-0001",
      counterpartyName: null,
      refundCents: 2_500,
      message: "Le débit ne correspond pas.",
    };
    expect(importReportLines({ ...report, matched: 0, partlyPaid: 0, unmatched: 0, refundConflicts: [conflict] })).toEqual([
      "1 débit à vérifier\u00a0: référence d'un remboursement, mais un autre montant",
      "1 débit enregistré",
    ]);
    expect(refundConflictLines(conflict)).toEqual({
      payee: "Bénéficiaire inconnu",
      facts: `${formatEuros(2_000)} · valeur 8 juillet 2026 · référence RMB-2026-0001`,
      why: "Le débit ne correspond pas.",
    });
  });
});

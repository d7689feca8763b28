import { describe, expect, it } from "vitest";
import { importReportLines, importReportTitle } from "./bank-labels.ts";

const report = {
  format: "coda" as const,
  account: "BE68539007547034",
  credits: 4,
  matched: 2,
  partlyPaid: 1,
  overpaid: 0,
  unmatched: 1,
  alreadyImported: 0,
  debitsIgnored: 1,
};

describe("import report labels", () => {
  it("says only what happened, in the singular or the plural", () => {
    expect(importReportLines(report)).toEqual([
      "2 paiements reçus en entier",
      "1 paiement partiel",
      "1 virement non rapproché",
      "1 débit ignoré",
    ]);
    expect(importReportTitle(report)).toBe("Relevé CODA du compte BE68539007547034 : 4 crédits");
    expect(importReportTitle({ ...report, format: "camt053", credits: 1 })).toBe("Relevé CAMT.053 du compte BE68539007547034 : 1 crédit");
  });
});

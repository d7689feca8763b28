import { describe, expect, it } from "vitest";
import { billedCents, invoiceNumberLabel, invoiceTitle, invoiceToIssue } from "./invoices.ts";

describe("invoiceToIssue", () => {
  it("bills the whole amount when nothing was billed yet", () => {
    expect(invoiceToIssue(0, 12000)).toEqual({ kind: "invoice", amountCents: 12000 });
  });

  it("bills an increase by a further invoice and a decrease by a credit note", () => {
    expect(invoiceToIssue(12000, 15000)).toEqual({ kind: "invoice", amountCents: 3000 });
    expect(invoiceToIssue(12000, 9000)).toEqual({ kind: "credit_note", amountCents: 3000 });
  });

  it("issues nothing when what was billed is what is asked", () => {
    expect(invoiceToIssue(12000, 12000)).toBeNull();
    expect(invoiceToIssue(0, 0)).toBeNull();
  });

  it("credits everything when nothing is asked any more, never below zero", () => {
    expect(invoiceToIssue(12000, 0)).toEqual({ kind: "credit_note", amountCents: 12000 });
    expect(invoiceToIssue(12000, -500)).toEqual({ kind: "credit_note", amountCents: 12000 });
    expect(invoiceToIssue(0, -500)).toBeNull();
  });
});

describe("billedCents", () => {
  it("is the invoices less the credit notes", () => {
    expect(billedCents([])).toBe(0);
    expect(
      billedCents([
        { kind: "invoice", amountCents: 12000 },
        { kind: "credit_note", amountCents: 3000 },
        { kind: "invoice", amountCents: 500 },
      ]),
    ).toBe(9500);
  });
});

describe("labels", () => {
  it("writes the number with its year and the title with a non-breaking space", () => {
    expect(invoiceNumberLabel(2026, 3)).toBe("2026-0003");
    expect(invoiceNumberLabel(2026, 12345)).toBe("2026-12345");
    expect(invoiceTitle("invoice", "2026-0003")).toBe("Facture n°\u00a02026-0003");
    expect(invoiceTitle("credit_note", "2026-0001")).toBe("Note de crédit n°\u00a02026-0001");
  });
});

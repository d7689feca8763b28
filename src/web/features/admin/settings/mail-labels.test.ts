import { describe, expect, it } from "vitest";
import { MAIL_KINDS } from "../../../../domain/contracts/admin.ts";
import { countByStatus, MAIL_KIND_LABELS, mailKindLabel } from "./mail-labels.ts";

describe("mail labels", () => {
  it("names every kind the server sends in French, never by its code", () => {
    for (const kind of MAIL_KINDS) {
      expect(MAIL_KIND_LABELS[kind], kind).toMatch(/^[A-ZÀ-Ý]/u);
      expect(mailKindLabel(kind), kind).not.toContain("-");
    }
    expect(Object.keys(MAIL_KIND_LABELS).sort()).toEqual([...MAIL_KINDS].sort());
    expect(new Set(Object.values(MAIL_KIND_LABELS)).size).toBe(MAIL_KINDS.length);
    expect(mailKindLabel("payment-reminder")).toBe("Rappel de paiement");
    expect(mailKindLabel("email-verification")).toBe("Confirmation d'adresse");
  });

  it("calls a kind it does not know another message, rather than showing its code", () => {
    expect(mailKindLabel("newsletter")).toBe("Autre message");
    expect(mailKindLabel("toString")).toBe("Autre message");
  });

  it("counts messages per state", () => {
    expect(countByStatus([{ status: "sent" }, { status: "pending" }, { status: "sent" }])).toEqual({ pending: 1, sent: 2, failed: 0 });
    expect(countByStatus([])).toEqual({ pending: 0, sent: 0, failed: 0 });
  });
});

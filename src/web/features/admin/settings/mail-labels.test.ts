import { describe, expect, it } from "vitest";
import { countByStatus, mailKindLabel } from "./mail-labels.ts";

describe("mail labels", () => {
  it("names known kinds and shows an unknown one as it is", () => {
    expect(mailKindLabel("email-verification")).toBe("Confirmation d'adresse");
    expect(mailKindLabel("password-reset")).toBe("Mot de passe oublié");
    expect(mailKindLabel("test")).toBe("Test");
    expect(mailKindLabel("test-confirmation")).toBe("Test de confirmation");
    expect(mailKindLabel("newsletter")).toBe("newsletter");
  });

  it("counts messages per state", () => {
    expect(countByStatus([{ status: "sent" }, { status: "pending" }, { status: "sent" }])).toEqual({ pending: 1, sent: 2, failed: 0 });
    expect(countByStatus([])).toEqual({ pending: 0, sent: 0, failed: 0 });
  });
});

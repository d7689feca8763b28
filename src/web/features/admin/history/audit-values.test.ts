import { describe, expect, it } from "vitest";
import { REGISTRATION_AUDIT_FIELDS } from "../../../../domain/contracts/admin-history.ts";
import { PAYMENT_STATUSES, REGISTRATION_STATUSES } from "../../../../domain/registration.ts";
import { auditActorLabel, EMPTY_VALUE, formatAuditValue, REGISTRATION_FIELD_LABELS, REGISTRATION_VALUE_LABELS } from "./audit-values.ts";

describe("formatAuditValue", () => {
  it("reads booleans as yes or no, and nothing as a dash", () => {
    expect(formatAuditValue(true)).toBe("Oui");
    expect(formatAuditValue(false)).toBe("Non");
    expect(formatAuditValue(null)).toBe(EMPTY_VALUE);
    expect(formatAuditValue("")).toBe(EMPTY_VALUE);
  });

  it("writes numbers the Belgian way and texts as they are", () => {
    expect(formatAuditValue(2.5)).toBe("2,5");
    expect(formatAuditValue(120)).toBe("120");
    expect(formatAuditValue("Namur")).toBe("Namur");
    expect(formatAuditValue("2026-07-01T08:00:00.000Z")).toBe("1er juillet 2026 à 10:00");
  });

  it("writes a calendar date (a payment deadline, a plaine's first day) in French", () => {
    expect(formatAuditValue("2026-07-06")).toBe("6 juillet 2026");
    expect(formatAuditValue("2026-07-06 au matin")).toBe("2026-07-06 au matin");
  });
});

describe("auditActorLabel", () => {
  it("names the administrator, or says the account is gone", () => {
    expect(auditActorLabel({ name: "Claire Admin", email: "claire@example.test" })).toBe("Claire Admin (claire@example.test)");
    expect(auditActorLabel({ name: null, email: "claire@example.test" })).toBe("claire@example.test (compte supprimé)");
  });
});

describe("a registration's history in French", () => {
  it("names every field the server records, never by its code", () => {
    expect(Object.keys(REGISTRATION_FIELD_LABELS).sort()).toEqual([...REGISTRATION_AUDIT_FIELDS].sort());
    for (const field of REGISTRATION_AUDIT_FIELDS) {
      expect(REGISTRATION_FIELD_LABELS[field], field).toMatch(/^[A-ZÀ-Ý][a-zà-ÿ' ]+$/u);
    }
    expect(REGISTRATION_FIELD_LABELS.received).toBe("Montant reçu");
  });

  it("reads every status code as a French word", () => {
    for (const status of REGISTRATION_STATUSES) expect(REGISTRATION_VALUE_LABELS.status[status], status).not.toBe(status);
    for (const status of PAYMENT_STATUSES) expect(REGISTRATION_VALUE_LABELS.paymentStatus[status], status).not.toBe(status);
  });
});

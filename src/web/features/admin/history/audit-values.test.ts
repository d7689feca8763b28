import { describe, expect, it } from "vitest";
import { auditActorLabel, EMPTY_VALUE, formatAuditValue } from "./audit-values.ts";

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

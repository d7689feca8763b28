import { describe, expect, it } from "vitest";
import { REGISTRATION_AUDIT_FIELDS } from "../../../../domain/contracts/admin-history.ts";
import { PAYMENT_STATUSES, REGISTRATION_STATUSES } from "../../../../domain/registration.ts";
import { REGISTRATION_FIELD_LABELS, REGISTRATION_VALUE_LABELS } from "./registration-history-labels.ts";

describe("a registration's history in French", () => {
  it("names every field the server records, never by its code", () => {
    expect(Object.keys(REGISTRATION_FIELD_LABELS).sort()).toEqual([...REGISTRATION_AUDIT_FIELDS].sort());
    for (const field of REGISTRATION_AUDIT_FIELDS) {
      expect(REGISTRATION_FIELD_LABELS[field], field).toMatch(/^[A-ZÀ-Ý][a-zà-ÿ' ]+$/u);
    }
    expect(REGISTRATION_FIELD_LABELS.received).toBe("Montant reçu");
    expect(REGISTRATION_FIELD_LABELS.source).toBe("Origine du paiement");
  });

  it("reads every status code as a French word", () => {
    for (const status of REGISTRATION_STATUSES) expect(REGISTRATION_VALUE_LABELS.status[status], status).not.toBe(status);
    for (const status of PAYMENT_STATUSES) expect(REGISTRATION_VALUE_LABELS.paymentStatus[status], status).not.toBe(status);
  });
});

import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { BANK_TRANSFER_RULE_MESSAGES } from "./bank-transfers.ts";
import { activityFormSchema } from "./contracts/admin-activities-input.ts";
import { bankTransferRulesSchema } from "./contracts/admin-bank-input.ts";
import { testConfirmationSchema } from "./contracts/admin-input.ts";
import { certificateRunSchema, childcarePdfParams, dailyCapsSchema } from "./contracts/certificates-input.ts";
import { limitSchema } from "./contracts/common-input.ts";
import { retentionSettingsSchema } from "./contracts/privacy-input.ts";
import { waitlistSettingsSchema } from "./contracts/waitlist-input.ts";
import { searchFiltersSchema } from "./search-filters.ts";
import { parseTypedNumber, typedNumber, typedWholeNumber } from "./typed-number.ts";
import { typedActivityForm } from "../../tests/support/activity-form.ts";

/** What Number() reads as a number and no person types: each must be refused. */
const NOT_DECIMAL = [
  "0x10",
  "0X1F",
  "0x7EA",
  "1e1",
  "1E3",
  "2.026e3",
  "0b101",
  "0o7",
  "0O17",
  "Infinity",
  "-Infinity",
  "+3",
  ".5",
  "12.",
  "1_000",
  "1 000",
  "١٢",
  "12,5,0",
  "--1",
  "-",
  "1" + "0".repeat(400),
];

describe("parseTypedNumber", () => {
  it.each([
    ["48", "whole", 48],
    [" 48 ", "whole", 48],
    ["007", "whole", 7],
    ["-3", "whole", -3],
    ["2026", "whole", 2026],
    ["12,50", "decimal", 12.5],
    ["12.50", "decimal", 12.5],
    ["-4,35", "decimal", -4.35],
    ["80", "decimal", 80],
  ] as const)("reads %j as a %s number: %d", (text, kind, number) => {
    expect(parseTypedNumber(text, kind)).toBe(number);
  });

  it.each(NOT_DECIMAL.flatMap((text) => [[text, "whole"] as const, [text, "decimal"] as const]))("refuses %j (%s)", (text, kind) => {
    expect(parseTypedNumber(text, kind)).toBeNull();
  });

  it("keeps the decimal separator to the fields with fractions", () => {
    expect(parseTypedNumber("2,5", "whole")).toBeNull();
    expect(parseTypedNumber("2.0", "whole")).toBeNull();
    expect(parseTypedNumber("2,5", "decimal")).toBe(2.5);
  });

  it("reads a JSON number as sent and blank as nothing, in both kinds", () => {
    for (const schema of [typedNumber("Pas un nombre"), typedWholeNumber("Pas un nombre")]) {
      expect(schema.parse(16)).toBe(16);
      expect(schema.parse("")).toBeUndefined();
      expect(schema.parse(null)).toBeUndefined();
      expect(schema.parse(undefined)).toBeUndefined();
      expect(schema.safeParse(true).error?.issues[0].message).toBe("Pas un nombre");
      expect(schema.safeParse(["16"]).error?.issues[0].message).toBe("Pas un nombre");
    }
  });
});

/** Each numeric field of the contracts: a valid input, the field's path, and its French message for a non-decimal form. */
const FIELDS: { name: string; schema: z.ZodType; valid: Record<string, unknown>; path: string[]; message: string; reads: number }[] = [
  {
    name: "PUT /api/admin/waitlist-settings offerHours",
    schema: waitlistSettingsSchema,
    valid: { offerHours: "48" },
    path: ["offerHours"],
    message: "La durée doit être un nombre entier d'heures",
    reads: 48,
  },
  {
    name: "POST /api/admin/certificates/runs year",
    schema: certificateRunSchema,
    valid: { year: "2026" },
    path: ["year"],
    message: "L'année doit être un nombre entier (par ex. 2026)",
    reads: 2026,
  },
  {
    name: "GET /api/certificates/childcare/:year/:childId year",
    schema: childcarePdfParams,
    valid: { year: "2026", childId: "5f0c3c1e-2b7a-4f7e-9a55-1d2f3e4a5b6c" },
    path: ["year"],
    message: "L'année doit être un nombre entier (par ex. 2026)",
    reads: 2026,
  },
  {
    name: "?limit=",
    schema: searchFiltersSchema.extend({ limit: limitSchema }),
    valid: { limit: "12" },
    path: ["limit"],
    message: "La limite doit être un nombre entier",
    reads: 12,
  },
  {
    name: "GET /api/activities maxPrice",
    schema: searchFiltersSchema,
    valid: { maxPrice: "99,99" },
    path: ["maxPrice"],
    message: "Le prix maximum doit être un nombre",
    reads: 99.99,
  },
  {
    name: "GET /api/activities minAge",
    schema: searchFiltersSchema,
    valid: { minAge: "2.5" },
    path: ["minAge"],
    message: "L'âge minimum doit être un nombre",
    reads: 2.5,
  },
  {
    name: "PUT /api/admin/privacy/retention medicalMonths",
    schema: retentionSettingsSchema,
    valid: {
      medicalMonths: "12",
      inactiveAccountMonths: "36",
      paymentYears: "7",
      mailBodyDays: "30",
      medicalAccessLogMonths: "24",
      auditLogMonths: "60",
      taxCertificateYears: "7",
      familyMessageMonths: "12",
    },
    path: ["medicalMonths"],
    message: "Un nombre entier de 1 à 60 mois",
    reads: 12,
  },
  {
    name: "PUT /api/admin/bank-transfer-rules deadlineDays",
    schema: bankTransferRulesSchema,
    valid: { reminderDays: "7, 14", deadlineDays: "10", deadlineDaysBeforeStart: "5" },
    path: ["deadlineDays"],
    message: BANK_TRANSFER_RULE_MESSAGES.deadlineDays,
    reads: 10,
  },
  {
    name: "PUT /api/admin/certificates/daily-caps amount",
    schema: dailyCapsSchema,
    valid: { caps: [{ year: 2026, amount: "16,90" }] },
    path: ["caps", "0", "amount"],
    message: "Un montant de 5,00 à 50,00 € avec deux décimales au plus (vide\u00a0: non publié)",
    reads: 16.9,
  },
  {
    name: "POST /api/admin/mails/test-confirmation amount",
    schema: testConfirmationSchema,
    valid: {
      parentName: "Camille",
      childName: "Léa",
      activityTitle: "Plaine",
      amount: "85,50",
      paymentMethod: "stripe",
      paymentStatus: "paid",
    },
    path: ["amount"],
    message: "Le montant doit être un nombre",
    reads: 85.5,
  },
];

function withValue(input: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(input);
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

function valueAt(output: unknown, path: string[]): unknown {
  return path.reduce((value, key) => (value as Record<string, unknown>)[key], output);
}

describe.each(FIELDS)("$name", ({ schema, valid, path, message, reads }) => {
  it("reads the decimal number typed", () => {
    expect(valueAt(schema.parse(valid), path)).toBe(reads);
  });

  it.each(NOT_DECIMAL)("refuses %j with the field's French message", (text) => {
    const result = schema.safeParse(withValue(valid, path, text));
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((candidate) => candidate.path.join(".") === path.join("."));
    expect(issue, JSON.stringify(result.error!.issues)).toBeDefined();
    expect(issue!.message).toBe(message);
  });
});

describe("the administrators' plaine form", () => {
  it("takes a whole capacity and decimal prices, ages and coordinates", () => {
    const activity = typedActivityForm("2030-07-01", { locationLat: "50,46", locationLng: "-4.87", ageMin: "2,5", priceStandard: "80,50" });
    expect(activityFormSchema.parse(activity)).toMatchObject({ locationLat: 50.46, locationLng: -4.87, ageMin: 2.5, capacity: 30 });
    for (const [field, text] of [
      ["capacity", "0x1E"],
      ["capacity", "30,5"],
      ["ageMin", "0b11"],
      ["priceStandard", "8e1"],
      ["locationLat", "0o62"],
    ]) {
      expect(activityFormSchema.safeParse({ ...activity, [field]: text }).success, `${field}: ${text}`).toBe(false);
    }
  });
});

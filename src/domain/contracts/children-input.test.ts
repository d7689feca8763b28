import { describe, expect, it } from "vitest";
import { MEDICAL_CONSENT_REQUIRED, MEDICAL_CONSENT_VERSION } from "../medical-consent.ts";
import { childFormSchema, childSchemaAt } from "./children-input.ts";

const schema = childSchemaAt(() => "2027-07-01");
const valid = { firstName: " Léa ", lastName: "Dupont", birthDate: "2021-03-14" };

describe("childSchema", () => {
  it("trims names and keeps empty medical fields as null", () => {
    expect(schema.parse({ ...valid, allergies: "  ", medications: "Ventolin" })).toEqual({
      firstName: "Léa",
      lastName: "Dupont",
      birthDate: "2021-03-14",
      allergies: null,
      medicalConditions: null,
      medications: "Ventolin",
      doctorContact: null,
      additionalInfo: null,
      medicalConsent: false,
    });
  });

  it("asks for the consent box in the browser's form when medical fields are added or changed", () => {
    const newChild = childFormSchema(null, null);
    expect(newChild.safeParse({ ...valid, allergies: "Pollen" }).error?.issues[0]).toMatchObject({
      path: ["medicalConsent"],
      message: MEDICAL_CONSENT_REQUIRED,
    });
    expect(newChild.safeParse({ ...valid, allergies: "Pollen", medicalConsent: true }).success).toBe(true);
    expect(newChild.safeParse(valid).success).toBe(true);
    const saved = { allergies: "Pollen", medicalConditions: null, medications: null, doctorContact: null };
    const current = { version: MEDICAL_CONSENT_VERSION, givenAt: "2026-11-01T10:00:00.000Z", accountEmail: "p@example.org", current: true };
    expect(childFormSchema(saved, current).safeParse({ ...valid, allergies: "Pollen" }).success).toBe(true);
    expect(childFormSchema(saved, current).safeParse({ ...valid, allergies: "Lactose" }).success).toBe(false);
    expect(childFormSchema(saved, { ...current, current: false }).safeParse({ ...valid, allergies: "Pollen" }).success).toBe(false);
  });

  it("requires names and birth date with the spec's messages", () => {
    const result = schema.safeParse({ firstName: "", lastName: " " });
    expect(result.error!.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["firstName", "Le prénom est requis"],
      ["lastName", "Le nom est requis"],
      ["birthDate", "La date de naissance est requise"],
    ]);
    expect(schema.safeParse({ ...valid, birthDate: "" }).error!.issues[0].message).toBe("La date de naissance est requise");
  });

  it.each([
    ["2021-02-30", "La date de naissance n'est pas une date valide"],
    ["14/03/2021", "La date de naissance n'est pas une date valide"],
    ["2027-07-01", "La date de naissance doit être dans le passé"],
    ["2028-01-01", "La date de naissance doit être dans le passé"],
    ["1850-01-01", "La date de naissance n'est pas vraisemblable"],
  ])("refuses the birth date %s", (birthDate, message) => {
    expect(schema.safeParse({ ...valid, birthDate }).error!.issues[0].message).toBe(message);
  });

  it("accepts yesterday", () => {
    expect(schema.safeParse({ ...valid, birthDate: "2027-06-30" }).success).toBe(true);
  });

  it("limits the length of the medical fields", () => {
    expect(schema.safeParse({ ...valid, allergies: "x".repeat(1001) }).error!.issues[0].message).toBe("1000 caractères au maximum");
    expect(schema.safeParse({ ...valid, doctorContact: "x".repeat(301) }).success).toBe(false);
    expect(schema.safeParse({ ...valid, additionalInfo: "x".repeat(2000) }).success).toBe(true);
  });
});

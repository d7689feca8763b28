import { describe, expect, it } from "vitest";
import type { Child } from "../../../domain/child.ts";
import { childSchemaAt } from "../../../domain/contracts/children-input.ts";
import { childFormValues, EMPTY_CHILD_FORM } from "./child-form-values.ts";

const child: Child = {
  id: "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01",
  firstName: "Léa",
  lastName: "Dupont",
  birthDate: "2019-04-12",
  allergies: "Arachides",
  medicalConditions: null,
  medications: null,
  doctorContact: "Dr Martin, 081 22 33 44",
  additionalInfo: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
};

const schema = childSchemaAt(() => "2026-06-01");

describe("childFormValues", () => {
  it("starts a new child from empty fields", () => {
    expect(childFormValues(null)).toEqual(EMPTY_CHILD_FORM);
    expect(Object.values(EMPTY_CHILD_FORM).every((value) => value === "")).toBe(true);
  });

  it("shows missing medical values as empty fields", () => {
    expect(childFormValues(child)).toEqual({
      firstName: "Léa",
      lastName: "Dupont",
      birthDate: "2019-04-12",
      allergies: "Arachides",
      medicalConditions: "",
      medications: "",
      doctorContact: "Dr Martin, 081 22 33 44",
      additionalInfo: "",
    });
  });

  it("gives back the same child once the form is validated", () => {
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...saved } = child;
    expect(schema.parse(childFormValues(child))).toEqual(saved);
  });

  it("sends an untouched form back with the three required messages", () => {
    const result = schema.safeParse(EMPTY_CHILD_FORM);
    expect(result.success).toBe(false);
    // The form shows the first message of each field, as the resolver does.
    const first: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) first[issue.path.join(".")] ??= issue.message;
    expect(first).toEqual({
      firstName: "Le prénom est requis",
      lastName: "Le nom est requis",
      birthDate: "La date de naissance est requise",
    });
  });
});

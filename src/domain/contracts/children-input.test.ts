import { describe, expect, it } from "vitest";
import { MEDICAL_CONSENT_REQUIRED, MEDICAL_CONSENT_VERSION } from "../medical-consent.ts";
import { childFormSchema, childSchemaAt, EMERGENCY_CONTACT_REQUIRED } from "./children-input.ts";
import { EMPTY_HEALTH_FORM } from "../health-form.ts";
import { PHONE_INVALID } from "../phone.ts";

const schema = childSchemaAt(() => "2027-07-01");
const validChild = { firstName: " Léa ", lastName: "Dupont", birthDate: "2021-03-14" };
const valid = validChild;

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
      ...EMPTY_HEALTH_FORM,
      medicalConsent: false,
    });
  });

  it("asks the browser's form for at least one person to call; the API keeps files without", () => {
    expect(childFormSchema(null, null).safeParse(validChild).error?.issues[0]).toMatchObject({
      path: ["emergencyContacts"],
      message: EMERGENCY_CONTACT_REQUIRED,
    });
    expect(schema.safeParse(validChild).success).toBe(true);
  });

  it("keeps the fiche santé: phones normalised, choices checked, an empty select is null", () => {
    const parsed = schema.parse({
      ...valid,
      emergencyContacts: [{ name: " Marie Dupont ", relation: "Maman", phone: "0470/12.34.56" }],
      pickupPersons: [{ name: "Jean Dupont", relation: "Grand-père", phone: "+32 (0)81 22 33 44" }],
      tetanus: "yes",
      tetanusLastBooster: "2024-05-02",
      swimming: "a_little",
      photoConsent: "",
      wearsGlasses: true,
      careAuthorisation: true,
    });
    expect(parsed.emergencyContacts).toEqual([{ name: "Marie Dupont", relation: "Maman", phone: "+32470123456" }]);
    expect(parsed.pickupPersons[0].phone).toBe("+3281223344");
    expect(parsed).toMatchObject({ tetanus: "yes", swimming: "a_little", photoConsent: null, wearsGlasses: true, careAuthorisation: true });
  });

  it("refuses a wrong phone, a missing contact name, a fourth contact, a booster in the future and an unknown choice", () => {
    const contact = { name: "Marie", relation: "Maman", phone: "0470123456" };
    const issues = (input: object) =>
      schema.safeParse({ ...valid, ...input }).error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues({ emergencyContacts: [{ ...contact, phone: "12345" }] })).toEqual([["emergencyContacts.0.phone", PHONE_INVALID]]);
    expect(issues({ emergencyContacts: [{ ...contact, name: " " }] })).toEqual([
      ["emergencyContacts.0.name", "Le nom de la personne est requis"],
    ]);
    expect(issues({ emergencyContacts: [contact, contact, contact, contact] })).toEqual([
      ["emergencyContacts", "3 personnes à contacter au maximum"],
    ]);
    expect(issues({ tetanusLastBooster: "2027-07-02" })).toEqual([
      ["tetanusLastBooster", "La date du dernier rappel ne peut pas être dans le futur"],
    ]);
    expect(issues({ swimming: "beaucoup" })).toEqual([["swimming", "Choisissez une réponse pour la natation"]]);
  });

  it("asks for the consent box in the browser's form when medical fields are added or changed", () => {
    const newChild = childFormSchema(null, null);
    const valid = { ...validChild, emergencyContacts: [{ name: "Marie", relation: "Maman", phone: "0470123456" }] };
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

import { describe, expect, it } from "vitest";
import { EMPTY_MEDICAL_FILE, hasMedicalInfo, MEDICAL_FIELDS, medicalConsentNeeded } from "./medical-consent.ts";

describe("hasMedicalInfo", () => {
  it("is false for an empty file, true as soon as one of the five first fields is filled", () => {
    expect(hasMedicalInfo(EMPTY_MEDICAL_FILE)).toBe(false);
    expect(hasMedicalInfo({ ...EMPTY_MEDICAL_FILE, allergies: "Arachides" })).toBe(true);
    expect(hasMedicalInfo({ ...EMPTY_MEDICAL_FILE, doctorContact: "Dr Martin" })).toBe(true);
  });

  it("is true for a file holding only the diet, only the tetanus, only the booster date or only special needs", () => {
    expect(hasMedicalInfo({ ...EMPTY_MEDICAL_FILE, dietaryNeeds: "Sans gluten" })).toBe(true);
    expect(hasMedicalInfo({ ...EMPTY_MEDICAL_FILE, tetanus: "yes" })).toBe(true);
    expect(hasMedicalInfo({ ...EMPTY_MEDICAL_FILE, tetanus: "unknown" })).toBe(true);
    expect(hasMedicalInfo({ ...EMPTY_MEDICAL_FILE, tetanusLastBooster: "2024-05-02" })).toBe(true);
    expect(hasMedicalInfo({ ...EMPTY_MEDICAL_FILE, specialNeeds: "Trouble de l'attention" })).toBe(true);
  });

  it("is false for a file holding only what the consent does not cover: contacts, pick-up, swimming, glasses, photos, care, notes", () => {
    const contact = { name: "Marie Dupont", relation: "Maman", phone: "+32470123456" };
    const outsideTheConsent = {
      ...EMPTY_MEDICAL_FILE,
      emergencyContacts: [contact],
      pickupPersons: [contact],
      swimming: "no" as const,
      wearsGlasses: true,
      wearsHearingAid: true,
      photoConsent: "none" as const,
      careAuthorisation: true,
      additionalInfo: "Aime le foot",
    };
    expect(hasMedicalInfo(outsideTheConsent)).toBe(false);
    expect(medicalConsentNeeded(null, outsideTheConsent, null)).toBe(false);
  });

  it("follows exactly the fields the consent covers: each one alone holds medical information and needs the consent", () => {
    const filled = { tetanus: "no", tetanusLastBooster: "2024-05-02" } as Record<string, string>;
    for (const field of MEDICAL_FIELDS) {
      const file = { ...EMPTY_MEDICAL_FILE, [field]: filled[field] ?? "Quelque chose" };
      expect(hasMedicalInfo(file), field).toBe(true);
      expect(medicalConsentNeeded(null, file, null), field).toBe(true);
    }
  });
});

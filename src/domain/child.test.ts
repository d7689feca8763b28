import { describe, expect, it } from "vitest";
import { childDeletionRefusal, hasMedicalInfo } from "./child.ts";

describe("childDeletionRefusal", () => {
  it("names every plaine, joined with commas", () => {
    expect(childDeletionRefusal(["Les petits explorateurs", "Nature"])).toBe(
      "Impossible de supprimer cet enfant car il est inscrit aux activités suivantes : Les petits explorateurs, Nature",
    );
  });
});

describe("hasMedicalInfo", () => {
  it("is true as soon as one medical field is filled", () => {
    expect(hasMedicalInfo({ allergies: null, medicalConditions: null, medications: null, doctorContact: null })).toBe(false);
    expect(hasMedicalInfo({ allergies: "Arachides", medicalConditions: null, medications: null, doctorContact: null })).toBe(true);
  });
});

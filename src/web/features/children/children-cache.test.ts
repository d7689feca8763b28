import { EMPTY_MEDICAL_FILE } from "../../../domain/medical-consent.ts";
import { describe, expect, it } from "vitest";
import type { Child } from "../../../domain/child.ts";
import { withoutChild, withSavedChild } from "./children-cache.ts";

function child(id: string, firstName: string): Child {
  return {
    id,
    firstName,
    lastName: "Dupont",
    birthDate: "2019-04-12",
    ...EMPTY_MEDICAL_FILE,
    medicalConsent: null,
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
  };
}

const list = [child("b", "Bruno"), child("a", "Alice")];

describe("withSavedChild", () => {
  it("puts a new child first, as the newest", () => {
    expect(withSavedChild(list, child("c", "Chloé"))?.map((c) => c.id)).toEqual(["c", "b", "a"]);
  });

  it("replaces a changed child where it was", () => {
    const saved = withSavedChild(list, { ...child("a", "Alicia"), allergies: "Pollen" });
    expect(saved?.map((c) => [c.id, c.firstName])).toEqual([
      ["b", "Bruno"],
      ["a", "Alicia"],
    ]);
    expect(saved?.[1].allergies).toBe("Pollen");
  });

  it("leaves a list not loaded yet alone", () => {
    expect(withSavedChild(undefined, child("c", "Chloé"))).toBeUndefined();
  });
});

describe("withoutChild", () => {
  it("drops the deleted child only", () => {
    expect(withoutChild(list, "b")?.map((c) => c.id)).toEqual(["a"]);
    expect(withoutChild(undefined, "b")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { DAY_FIELD_WITHOUT_DAY, describeFilter, mergeFieldProblem, mergeText, UNKNOWN_MERGE_FIELD } from "./family-messages.ts";

const family = {
  parentFirstName: "Camille",
  childFirstNames: ["Léa", "Tom", "Zoé"],
  groups: ["Petits", "Moyens", "Petits"],
  day: "2026-07-06",
};

describe("messages to families' merge fields", () => {
  it("writes each family's copy with its own values", () => {
    expect(mergeText("Bonjour {prenom}, {enfants} ({groupe}) le {jour}.", family)).toBe(
      "Bonjour Camille, Léa, Tom et Zoé (Petits, Moyens) le 6 juillet 2026.",
    );
    expect(mergeText("{enfants}", { ...family, childFirstNames: ["Léa"] })).toBe("Léa");
    expect(mergeText("{enfants}", { ...family, childFirstNames: ["Léa", "Tom"] })).toBe("Léa et Tom");
    // Braces that are no field stay as they are.
    expect(mergeText("{ prenom } {}", family)).toBe("{ prenom } {}");
  });

  it("refuses a field that does not exist, and {jour} outside a message to the parents of a day", () => {
    expect(mergeFieldProblem("Bonjour {prenom}", "all")).toBeNull();
    expect(mergeFieldProblem("Allergies : {allergies}", "all")).toBe(UNKNOWN_MERGE_FIELD("allergies"));
    expect(mergeFieldProblem("Le {jour}", "group")).toBe(DAY_FIELD_WITHOUT_DAY);
    expect(mergeFieldProblem("Le {jour}", "day")).toBeNull();
  });

  it("says in words to whom a message went", () => {
    expect(describeFilter({ kind: "group", group: "Petits" })).toBe("Les parents d'un groupe — Petits");
    expect(describeFilter({ kind: "day", day: "2026-07-06" })).toBe("Les parents d'un jour — 6 juillet 2026");
    expect(describeFilter({ kind: "parents", parentIds: ["a", "b"] })).toBe("Des parents choisis (2)");
  });
});

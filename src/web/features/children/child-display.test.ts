import { describe, expect, it } from "vitest";
import { childAgeOn, childFullName } from "./child-display.ts";

describe("childFullName", () => {
  it("puts the first name before the last name", () => {
    expect(childFullName({ firstName: "Léa", lastName: "Dupont" })).toBe("Léa Dupont");
  });
});

describe("childAgeOn", () => {
  it("says years, and months when there are some", () => {
    expect(childAgeOn("2019-04-12", "2026-04-12")).toBe("7 ans");
    expect(childAgeOn("2019-04-12", "2026-07-20")).toBe("7 ans et 3 mois");
    expect(childAgeOn("2025-03-01", "2026-04-15")).toBe("1 an et 1 mois");
  });

  it("counts the first year in months", () => {
    expect(childAgeOn("2026-01-10", "2026-06-10")).toBe("5 mois");
    expect(childAgeOn("2026-05-20", "2026-06-10")).toBe("moins d'un mois");
  });
});

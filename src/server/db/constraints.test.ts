import { describe, expect, it } from "vitest";
import { ENGINES } from "../../../tests/support/databases.ts";
import { insertActivity } from "../../../tests/support/factories.ts";
import { suiteTestDatabase } from "../../../tests/support/suite.ts";

/** The database itself refuses impossible plaines, whatever code writes to it. */
describe.each(ENGINES)("database constraints on %s", (engine) => {
  const database = suiteTestDatabase(engine);

  it("accepts a valid plaine", async () => {
    await expect(insertActivity(database.db, { ageMin: 2.5, ageMax: 14, capacity: 1, remainingSpots: 0 })).resolves.toBeTruthy();
  });

  it.each([
    ["capacity below 1", { capacity: 0, remainingSpots: 0 }],
    ["negative remaining places", { remainingSpots: -1 }],
    ["more remaining places than capacity", { capacity: 10, remainingSpots: 11 }],
    ["a minimum age under 2.5", { ageMin: 2 }],
    ["a maximum age over 14", { ageMax: 14.5 }],
    ["an age not in half-year steps", { ageMin: 3.3 }],
    ["a minimum age above the maximum", { ageMin: 10, ageMax: 6 }],
    ["a negative price", { priceStandardCents: -1 }],
    ["an end before the start", { startDate: "2027-07-10", endDate: "2027-07-09" }],
    ["an excerpt over 300 characters", { excerpt: "x".repeat(301) }],
  ])("refuses %s", async (_, values) => {
    await expect(insertActivity(database.db, values)).rejects.toThrow();
  });
});

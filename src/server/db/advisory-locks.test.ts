import { describe, expect, it } from "vitest";
import { ADVISORY_LOCKS } from "./advisory-locks.ts";

describe("the advisory locks", () => {
  it("give each use its own id", () => {
    const ids = Object.values(ADVISORY_LOCKS);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

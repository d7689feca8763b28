import { describe, expect, it } from "vitest";
import { uptimeLabel } from "./system-labels.ts";

describe("uptimeLabel", () => {
  it("says how long the server has run, in French units", () => {
    expect(uptimeLabel(0)).toBe("moins d'une minute");
    expect(uptimeLabel(59)).toBe("moins d'une minute");
    expect(uptimeLabel(60)).toBe("1 min");
    expect(uptimeLabel(3 * 3600 + 12 * 60 + 59)).toBe("3 h 12 min");
    expect(uptimeLabel(3600)).toBe("1 h 0 min");
    expect(uptimeLabel(2 * 86400 + 5 * 3600 + 30 * 60)).toBe("2 j 5 h");
  });
});

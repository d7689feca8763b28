import { describe, expect, it } from "vitest";
import { scheduleLabel } from "./job-labels.ts";

describe("scheduleLabel", () => {
  it("says the site's schedules in words, and any other as written", () => {
    expect(scheduleLabel("* * * * *")).toBe("Chaque minute");
    expect(scheduleLabel("17 * * * *")).toBe("Chaque heure, à la minute 17");
    expect(scheduleLabel("5 9 * * *")).toBe("Chaque jour à 9 h 05");
    expect(scheduleLabel("0 9 20 * *")).toBe("Planifiée\u00a0: 0 9 20 * *");
    expect(scheduleLabel(null)).toBe("À la demande");
  });
});

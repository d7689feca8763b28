import { describe, expect, it } from "vitest";
import { upcomingPlainesFirst } from "./plaine-order.ts";

const plaine = (title: string, startDate: string, endDate: string) => ({ title, startDate, endDate });

describe("upcomingPlainesFirst", () => {
  it("puts the plaines to come (and the one running) first, the nearest first, then those over, the latest first", () => {
    const list = [
      plaine("Pâques passée", "2026-04-06", "2026-04-10"),
      plaine("Été", "2026-08-03", "2026-08-07"),
      plaine("Carnaval passé", "2026-02-16", "2026-02-20"),
      plaine("En cours", "2026-07-06", "2026-07-10"),
      plaine("Juillet", "2026-07-13", "2026-07-17"),
      plaine("Finie hier", "2026-06-29", "2026-07-07"),
    ];
    expect(list.sort(upcomingPlainesFirst("2026-07-08")).map((p) => p.title)).toEqual([
      "En cours",
      "Juillet",
      "Été",
      "Finie hier",
      "Pâques passée",
      "Carnaval passé",
    ]);
  });

  it("counts a plaine ending today as still running, and orders two plaines of the same dates by title", () => {
    const list = [
      plaine("B", "2026-07-06", "2026-07-08"),
      plaine("A", "2026-07-06", "2026-07-08"),
      plaine("Z", "2026-07-01", "2026-07-07"),
    ];
    expect(list.sort(upcomingPlainesFirst("2026-07-08")).map((p) => p.title)).toEqual(["A", "B", "Z"]);
  });
});

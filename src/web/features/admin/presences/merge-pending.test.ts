import { describe, expect, it } from "vitest";
import type { RosterChild, RosterGroup } from "../../../../domain/contracts/admin-presences.ts";
import { shownGroups, withPendingTaps } from "./merge-pending.ts";

const child = (childId: string, firstName: string, status: RosterChild["status"] = null): RosterChild => ({
  childId,
  firstName,
  lastName: "Dupont",
  ageLabel: "6 ans",
  hasAllergy: false,
  hasMedication: false,
  photoConsent: null,
  moved: false,
  status,
  arrivedAt: status ? "2026-07-06T07:00:00.000Z" : null,
  leftAt: null,
  recordedByName: null,
  recordedAt: null,
});
const tap = (childId: string, action: "arrived" | "left" | "absent" | "clear", tappedAt: string) => ({
  idempotencyKey: crypto.randomUUID(),
  childId,
  date: "2026-07-06",
  action,
  tappedAt,
});

describe("taps not yet saved", () => {
  it("show on top of the server's state and say how many wait", () => {
    const shown = withPendingTaps(child("a", "Léa", "present"), "2026-07-06", [tap("a", "left", "2026-07-06T15:00:00.000Z")]);
    expect(shown).toMatchObject({ status: "left", arrivedAt: "2026-07-06T07:00:00.000Z", leftAt: "2026-07-06T15:00:00.000Z", unsaved: 1 });
    expect(withPendingTaps(child("b", "Tom"), "2026-07-06", [tap("a", "left", "2026-07-06T15:00:00.000Z")]).unsaved).toBe(0);
  });

  it("show the time stated for a day entered later, never the typing time", () => {
    const typedLater = { ...tap("a", "left", "2026-07-09T18:00:00.000Z"), happenedAt: "2026-07-06T14:45:00.000Z" };
    expect(withPendingTaps(child("a", "Léa", "present"), "2026-07-06", [typedLater])).toMatchObject({
      status: "left",
      leftAt: "2026-07-06T14:45:00.000Z",
    });
    expect(withPendingTaps(child("b", "Tom"), "2026-07-06", [tap("b", "arrived", "2026-07-09T18:00:00.000Z")])).toMatchObject({
      status: "present",
      arrivedAt: null,
    });
  });

  it("count the groups again and find a child by name, accents or not", () => {
    const groups: RosterGroup[] = [
      {
        name: "Petits",
        ages: "2,5 - 5 ans",
        children: [child("a", "Léa"), child("b", "Tom")],
        counts: { expected: 2, present: 0, absent: 0, left: 0 },
        animateursGuide: 1,
      },
    ];
    const [petits] = shownGroups(groups, "2026-07-06", [tap("b", "arrived", "2026-07-06T07:30:00.000Z")], "lea");
    expect(petits.children.map((c) => c.firstName)).toEqual(["Léa"]);
    expect(petits.counts).toEqual({ expected: 2, present: 1, absent: 0, left: 0 });
  });
});

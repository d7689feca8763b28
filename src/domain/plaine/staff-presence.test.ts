import { describe, expect, it } from "vitest";
import { staffCheckedIn } from "./staff-presence.ts";
import { staffingOfDay, staffingWarning } from "./staffing.ts";

const arrived = (leftAt: string | null = null) => ({ arrivedAt: "2026-07-06T07:00:00Z", leftAt });

describe("the team checked in on a day", () => {
  it("is nobody's figure before any arrival: the number entered then counts", () => {
    expect(staffCheckedIn([], false)).toBeNull();
    expect(staffCheckedIn([], true)).toBeNull();
  });

  it("counts, live, those arrived and not yet left; once the day is over, everyone who came", () => {
    const rows = [arrived(), arrived("2026-07-06T15:00:00Z"), arrived()];
    expect(staffCheckedIn(rows, false)).toBe(2);
    expect(staffCheckedIn(rows, true)).toBe(3);
    // Everyone gone on a running day: checked in, none present (0, not the number entered).
    expect(staffCheckedIn([arrived("2026-07-06T15:00:00Z")], false)).toBe(0);
  });

  it("weighs the day by the team checked in over the number entered, and says so in the warning", () => {
    const ages = { expected: [Array.from({ length: 9 }, () => 48)], present: [[]], attended: [[]] };
    const entered = staffingOfDay("one", ages, 5, false, null);
    expect(entered).toMatchObject({ staffCount: 5, staffSource: "entered", enteredStaffCount: 5, belowRequired: false });
    const checkedIn = staffingOfDay("one", ages, 5, false, 1);
    expect(checkedIn).toMatchObject({ staffCount: 1, staffSource: "checked-in", enteredStaffCount: 5, belowRequired: true });
    expect(staffingWarning(checkedIn)).toBe(
      "Encadrement insuffisant\u00a0: 1 animateur pointé pour 2 requis par les normes de l'ONE (1 pour 8 enfants de moins de 6 ans, 1 pour 12 à partir de 6 ans).",
    );
    expect(staffingOfDay("one", ages, null, false, null)).toMatchObject({ staffCount: null, staffSource: null, belowRequired: false });
  });
});

import { describe, expect, it } from "vitest";
import type { StaffingNormsId } from "./staffing-norms.ts";
import { staffingOfDay, staffingWarning } from "./staffing.ts";

const years = (n: number) => n * 12;
const many = (count: number, months: number): number[] => Array.from({ length: count }, () => months);

describe("a day's staffing", () => {
  const day = (
    expected: number[],
    present: number[],
    attended: number[],
    staff: number | null,
    past = false,
    norms: StaffingNormsId = "one",
  ) => staffingOfDay(norms, { expected: [expected], present: [present], attended: [attended] }, staff, past);

  it("warns when the staff entered is below what the expected or present children need, naming the ONE's rule", () => {
    const today = day(many(20, years(4)), many(9, years(4)), many(11, years(4)), 2);
    expect(today).toMatchObject({
      norms: "one",
      requiredForExpected: 3,
      requiredForPresent: 2,
      requiredForAttended: 2,
      belowRequired: true,
    });
    expect(staffingWarning(today)).toBe(
      "Encadrement insuffisant\u00a0: 2 animateurs pour 3 requis par les normes de l'ONE (1 pour 8 enfants de moins de 6 ans, 1 pour 12 à partir de 6 ans).",
    );
    expect(day(many(20, years(4)), [], [], 3).belowRequired).toBe(false);
    expect(staffingWarning(day(many(20, years(4)), [], [], null))).toBeNull();
  });

  it("counts a mixed plaine band by band: 1 under 6 and 24 older need 3, no longer 4", () => {
    const mixed = [years(5), ...many(24, years(8))];
    const enough = day(mixed, [], [], 3);
    expect(enough).toMatchObject({ requiredForExpected: 3, belowRequired: false });
    expect(staffingWarning(enough)).toBeNull();
    expect(staffingWarning(day(mixed, [], [], 2))).toBe(
      "Encadrement insuffisant\u00a0: 2 animateurs pour 3 requis par les normes de l'ONE (1 pour 8 enfants de moins de 6 ans, 1 pour 12 à partir de 6 ans).",
    );
  });

  it("follows the VGC's norms when they are the association's: at least 2 per group", () => {
    const vgc = day(many(5, years(9)), [], [], 1, false, "vgc");
    expect(vgc).toMatchObject({ norms: "vgc", requiredForExpected: 2, belowRequired: true });
    expect(staffingWarning(vgc)).toBe(
      "Encadrement insuffisant\u00a0: 1 animateur pour 2 requis par les normes de la VGC (1 par tranche de 8 enfants entamée, au moins 2 par groupe).",
    );
  });

  it("weighs a past day by the children who came, not those expected", () => {
    // 20 expected, 11 came (every one gone home since): 2 animateurs were enough, 1 was not.
    expect(staffingWarning(day(many(20, years(4)), [], many(11, years(4)), 2, true))).toBeNull();
    const past = day(many(20, years(4)), [], many(11, years(4)), 1, true);
    expect(past).toMatchObject({ presentChildren: 0, attendedChildren: 11, requiredForAttended: 2, belowRequired: true });
    expect(staffingWarning(past)).toBe(
      "Encadrement insuffisant\u00a0: 1 animateur pour 2 requis par les normes de l'ONE (1 pour 8 enfants de moins de 6 ans, 1 pour 12 à partir de 6 ans).",
    );
  });
});

import { describe, expect, it } from "vitest";
import { allowanceYear, type AllowanceInput } from "./allowances.ts";

const caps = { dailyCents: 4000, yearlyCents: 154838 };
const days = (count: number) => Array.from({ length: count }, (_, at) => `2026-07-${String(at + 1).padStart(2, "0")}`);
const yanis = (plaineCents: number | null, count: number, personCents: number | null = null): AllowanceInput => ({
  name: "Yanis Lambert",
  personCents,
  plaines: [{ activityTitle: "Plaine d'été", days: days(count), plaineCents }],
});

describe("a volunteer's allowance for a year", () => {
  it("pays the days worked × the plaine's amount per day", () => {
    const year = allowanceYear(yanis(2500, 3), caps, 2026);
    expect(year).toMatchObject({ days: 3, totalCents: 7500, dueCents: 7500, warnings: [] });
    expect(year.lines).toEqual([{ activityTitle: "Plaine d'été", days: 3, dayCents: 2500, cents: 7500 }]);
  });

  it("accepts an amount exactly at the daily cap and keeps one cent over to the cap, with a warning", () => {
    expect(allowanceYear(yanis(4000, 2), caps, 2026)).toMatchObject({ dueCents: 8000, warnings: [] });
    const over = allowanceYear(yanis(4001, 2), caps, 2026);
    expect(over.dueCents).toBe(8000);
    expect(over.warnings).toEqual([
      "Le montant de 40,01\u00a0€ par jour (Plaine d'été) dépasse le plafond journalier de 40,00\u00a0€\u00a0: 40,00\u00a0€ par jour est retenu",
    ]);
  });

  it("accepts a total exactly at the yearly cap and keeps one cent over to the cap, saying by how much", () => {
    const exact = { dailyCents: 4000, yearlyCents: 8000 };
    expect(allowanceYear(yanis(4000, 2), exact, 2026)).toMatchObject({
      totalCents: 8000,
      dueCents: 8000,
      warnings: ["Yanis Lambert approche du plafond annuel\u00a0: 80,00\u00a0€ sur 80,00\u00a0€"],
    });
    const over = allowanceYear(yanis(4000, 2), { dailyCents: 4000, yearlyCents: 7999 }, 2026);
    expect(over).toMatchObject({ totalCents: 8000, dueCents: 7999 });
    expect(over.warnings).toEqual(["Yanis Lambert dépasserait le plafond annuel de 79,99\u00a0€ de 0,01\u00a0€"]);
  });

  it("says the yearly warning in the words of the issue, amounts the Belgian way", () => {
    const year = allowanceYear(yanis(4000, 42), { dailyCents: 4000, yearlyCents: 154838 }, 2026);
    expect(year.warnings).toEqual(["Yanis Lambert dépasserait le plafond annuel de 1\u202f548,38\u00a0€ de 131,62\u00a0€"]);
  });

  it("warns from nine tenths of the yearly cap on, before it is passed", () => {
    const caps = { dailyCents: 4000, yearlyCents: 100_000 };
    expect(allowanceYear(yanis(4000, 22), caps, 2026).warnings).toEqual([]);
    expect(allowanceYear(yanis(4500, 20), { ...caps, dailyCents: 5000 }, 2026).warnings).toEqual([
      "Yanis Lambert approche du plafond annuel\u00a0: 900,00\u00a0€ sur 1\u202f000,00\u00a0€",
    ]);
  });

  it("pays nothing for a plaine without an amount", () => {
    expect(allowanceYear(yanis(null, 4), caps, 2026)).toMatchObject({ days: 4, dueCents: 0, lines: [{ dayCents: null, cents: 0 }] });
  });

  it("lets the person's own amount replace the plaine's, 0 meaning none (paid under a contract)", () => {
    expect(allowanceYear(yanis(2500, 2, 1000), caps, 2026).dueCents).toBe(2000);
    expect(allowanceYear(yanis(null, 2, 1000), caps, 2026).dueCents).toBe(2000);
    expect(allowanceYear(yanis(2500, 2, 0), caps, 2026)).toMatchObject({ dueCents: 0, lines: [{ dayCents: null }] });
  });

  it("adds up several plaines and warns when the year's caps are not entered", () => {
    const year = allowanceYear(
      {
        name: "Yanis Lambert",
        personCents: null,
        plaines: [
          { activityTitle: "Pâques", days: ["2026-04-06", "2026-04-07"], plaineCents: 2000 },
          { activityTitle: "Été", days: days(3), plaineCents: 3000 },
        ],
      },
      null,
      2026,
    );
    expect(year).toMatchObject({ days: 5, totalCents: 13000, dueCents: 13000 });
    expect(year.warnings).toEqual(["Les plafonds de 2026 ne sont pas encore saisis (page «\u00a0Équipe\u00a0»)"]);
  });

  it("pays a day worked on two plaines once, by the plaine paying the most, and never over the daily cap", () => {
    const year = allowanceYear(
      {
        name: "Inès Moreau",
        personCents: null,
        plaines: [
          { activityTitle: "Petits", days: days(2), plaineCents: 2000 },
          { activityTitle: "Grands", days: days(3), plaineCents: 3000 },
        ],
      },
      caps,
      2026,
    );
    // 1 to 3 July on the Grands (30 €), the 1st and 2nd on the Petits too: three days, not five.
    expect(year).toMatchObject({
      days: 3,
      totalCents: 9000,
      lines: [
        { days: 0, cents: 0 },
        { days: 3, cents: 9000 },
      ],
    });
    expect(year.warnings).toEqual(["2 jours prestés sur deux plaines le même jour\u00a0: chacun compté une fois"]);
  });
});

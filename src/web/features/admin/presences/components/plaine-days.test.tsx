import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminPresencePaths, type PlaineDaysResponse } from "../../../../../domain/contracts/admin-presences.ts";
import { staffingOfDay } from "../../../../../domain/plaine/staffing.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { EXACT_SPACES } from "../../../../../../tests/support/french-text.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { PlaineDays } from "./plaine-days.tsx";

const ID = "0b8e6a51-5f1d-4c1e-9d0a-3c2b7f1e4a10";
const months = (count: number, age: number) => Array.from({ length: count }, () => age);

const days = (childDays: PlaineDaysResponse["childDays"]): PlaineDaysResponse => ({
  days: [
    {
      date: "2026-07-06",
      off: false,
      // A Petit of 5 and 24 Grands of 8, 2 animateurs entered: ⌈1/8⌉ + ⌈24/12⌉ = 3 by the ONE's norms.
      staffing: staffingOfDay("one", { expected: [[65], months(24, 100)], present: [[], []], attended: [[65], months(24, 100)] }, 2, true),
    },
    { date: "2026-07-07", off: true, staffing: null },
  ],
  childDays,
});

afterEach(() => vi.unstubAllGlobals());

describe("PlaineDays", () => {
  it("says each day's figures by the norms, and the child-days counted so far by age on the day", async () => {
    fakeApi({ [on.get(adminPresencePaths.days, { id: ID })]: { body: days({ underSix: 5, sixAndOver: 7, children: 4 }) } });
    renderWithApp(<PlaineDays activityId={ID} />);
    expect((await screen.findByTestId("child-days")).textContent).toBe(
      "12 journées/enfants comptées (5 de moins de 6 ans, 7 de 6 ans et plus, l'âge pris le jour même), 4 enfants.",
    );
    const [monday, tuesday] = screen.getAllByTestId("plaine-day");
    expect(monday.textContent).toContain("25 attendus · 25 venus (3 anim. requis) · 2 animateurs");
    expect(
      within(monday).getByText(
        "Encadrement insuffisant\u00a0: 2 animateurs pour 3 requis par les normes de l'ONE (1 pour 8 enfants de moins de 6 ans, 1 pour 12 à partir de 6 ans).",
        EXACT_SPACES,
      ),
    ).toBeTruthy();
    expect(tuesday.textContent).toContain("Pas d'activité ce jour-là");
  });

  it("says so when no child-day is counted yet", async () => {
    fakeApi({ [on.get(adminPresencePaths.days, { id: ID })]: { body: days({ underSix: 0, sixAndOver: 0, children: 0 }) } });
    renderWithApp(<PlaineDays activityId={ID} />);
    expect((await screen.findByTestId("child-days")).textContent).toBe("Aucune journée/enfant comptée pour l'instant.");
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TodayOnTheGround } from "../../../../../domain/contracts/admin-presences.ts";
import { staffingOfDay } from "../../../../../domain/plaine/staffing.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { EXACT_SPACES } from "../../../../../../tests/support/french-text.ts";
import { adminPresencePaths } from "../../../../../domain/contracts/admin-presences.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { TodayOnTheGroundPanel } from "./today-on-the-ground.tsx";

const months = (count: number, age: number) => Array.from({ length: count }, () => age);

const today: TodayOnTheGround = {
  date: "2027-07-06",
  plaines: [
    {
      id: "p1",
      title: "Plaine d'été",
      // 25 children expected, one of them 5 years old: ⌈1/8⌉ + ⌈24/12⌉ = 3 animateurs (not ⌈25/8⌉ = 4); 2 entered.
      staffing: staffingOfDay(
        "one",
        { expected: [[65], months(24, 100)], present: [[65], months(20, 100)], attended: [months(17, 100)] },
        2,
        false,
      ),
    },
    {
      id: "p2",
      title: "Plaine nature",
      staffing: staffingOfDay("one", { expected: [months(12, 110)], present: [months(10, 110)], attended: [months(10, 110)] }, 1, false),
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("TodayOnTheGroundPanel", () => {
  it("shows each plaine running today with what the ONE's norms ask, the way to its check-in, and warns when the staff is below it", async () => {
    fakeApi({ [on.get(adminPresencePaths.today)]: { body: today } });
    renderWithApp(<TodayOnTheGroundPanel />);
    const block = await screen.findByRole("region", { name: "Aujourd'hui sur le terrain" });
    const [summer, nature] = within(block).getAllByRole("listitem");

    expect(within(summer).getByRole("link", { name: "Plaine d'été — présences" }).getAttribute("href")).toBe(
      "/admin/activities/p1/presences",
    );
    expect(summer.textContent).toContain("25 attendus (3 anim. requis) · 21 présents (3 requis) · 2 animateurs");
    expect(
      within(summer).getByText(
        "Encadrement insuffisant\u00a0: 2 animateurs pour 3 requis par les normes de l'ONE (1 pour 8 enfants de moins de 6 ans, 1 pour 12 à partir de 6 ans).",
        EXACT_SPACES,
      ),
    ).toBeTruthy();

    // One per 12 children of 6 and over: one animateur is enough, and nothing is said.
    expect(within(nature).getByRole("link", { name: "Plaine nature — présences" }).getAttribute("href")).toBe(
      "/admin/activities/p2/presences",
    );
    expect(nature.textContent).toContain("12 attendus (1 anim. requis) · 10 présents (1 requis)");
    expect(nature.textContent).not.toContain("Encadrement insuffisant");
  });

  it("shows nothing on a day without a plaine", async () => {
    const api = fakeApi({ [on.get(adminPresencePaths.today)]: { body: { date: "2027-07-10", activities: [] } } });
    const { container } = renderWithApp(<TodayOnTheGroundPanel />);
    await waitFor(() => expect(api.calls).toContainEqual({ method: "GET", path: "/api/admin/presences/today", body: undefined }));
    await waitFor(() => expect(container.textContent).toBe(""));
    expect(screen.queryByRole("region", { name: "Aujourd'hui sur le terrain" })).toBeNull();
  });
});

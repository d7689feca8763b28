import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type StaffAvailability, type StaffHomeResponse, staffPaths } from "../../../../domain/contracts/staff.ts";
import { fakeApi, on } from "../../../../../tests/support/fake-api.ts";
import { renderWithApp } from "../../../../../tests/support/render.tsx";
import { TeamHomePage } from "./team-home-page.tsx";

const PLAINE = "0b8e3a10-5a4c-4f7e-9d61-2f6c0e7a1b01";
const HOME: StaffHomeResponse = {
  plaines: [{ id: PLAINE, title: "Plaine d'été", startDate: "2026-07-06", endDate: "2026-07-08", role: "animateur", days: [] }],
};
const AVAILABILITY: StaffAvailability = {
  activity: { id: PLAINE, title: "Plaine d'été" },
  days: [
    { date: "2026-07-06", available: true, past: true },
    { date: "2026-07-07", available: false, past: false },
    { date: "2026-07-08", available: true, past: false },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("TeamHomePage: 'Mes disponibilités'", () => {
  it("ticks the saved days, keeps a past day as it was, and sends the whole set", async () => {
    const { calls } = fakeApi({
      [on.get(staffPaths.home)]: { body: HOME },
      [on.get(staffPaths.myQualifications)]: { body: { qualifications: [] } },
      [on.get(staffPaths.availability, { id: PLAINE })]: { body: AVAILABILITY },
      [on.put(staffPaths.availability, { id: PLAINE })]: ({ body }) => ({
        body: {
          ...AVAILABILITY,
          days: AVAILABILITY.days.map((day) => ({ ...day, available: (body as { days: string[] }).days.includes(day.date) })),
        },
      }),
    });
    renderWithApp(<TeamHomePage />);
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Mes disponibilités" })).toBeTruthy();
    const monday = await screen.findByRole<HTMLInputElement>("checkbox", { name: /lundi 6 juillet/ });
    const tuesday = screen.getByRole<HTMLInputElement>("checkbox", { name: "mardi 7 juillet" });
    const wednesday = screen.getByRole<HTMLInputElement>("checkbox", { name: "mercredi 8 juillet" });
    expect([monday.checked, monday.disabled, tuesday.checked, wednesday.checked]).toEqual([true, true, false, true]);

    await user.click(tuesday);
    await user.click(wednesday);
    await user.click(screen.getByRole("button", { name: "Enregistrer mes disponibilités" }));
    expect(await screen.findByText("Disponibilités enregistrées", { selector: "[data-title]" })).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: staffPaths.availability.url({ id: PLAINE }),
      body: { days: ["2026-07-06", "2026-07-07"] },
    });
    expect(tuesday.checked).toBe(true);
    expect(wednesday.checked).toBe(false);
  });
});

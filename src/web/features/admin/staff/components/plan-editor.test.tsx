import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type StaffPlan, staffPaths } from "../../../../../domain/contracts/staff.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { PlanEditor } from "./plan-editor.tsx";

const PLAINE = "0b8e3a10-5a4c-4f7e-9d61-2f6c0e7a1b01";
const PLAN: StaffPlan = {
  activity: { id: PLAINE, title: "Plaine d'été" },
  days: ["2026-07-06", "2026-07-07"],
  groups: ["Petits"],
  team: [
    { profileId: "yanis", name: "Yanis Lambert", role: "animateur" },
    { profileId: "ines", name: "Inès Moreau", role: "coordinateur" },
  ],
  assignments: [
    { date: "2026-07-06", groupName: "Petits", profileId: "yanis" },
    { date: "2026-07-07", groupName: "Petits", profileId: "yanis" },
    { date: "2026-07-07", groupName: "Petits", profileId: "ines" },
  ],
  checks: [],
  availability: [
    { profileId: "yanis", dates: ["2026-07-06"] },
    { profileId: "ines", dates: ["2026-07-06", "2026-07-07"] },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("PlanEditor and the team's availabilities", () => {
  it("marks who is available each day and warns, without refusing, of someone planned on a day they are not", async () => {
    fakeApi({ [on.get(staffPaths.adminPlan, { id: PLAINE })]: { body: PLAN } });
    renderWithApp(<PlanEditor activityId={PLAINE} scope="admin" />);
    const monday = await screen.findByRole("region", { name: /lundi 6 juillet/i });
    const tuesday = screen.getByRole("region", { name: /mardi 7 juillet/i });
    // Monday: both said they are available, both marked; no warning.
    expect(within(monday).getByRole("checkbox", { name: /Yanis Lambert.*Disponible/ })).toBeTruthy();
    expect(within(monday).getByRole("checkbox", { name: /Inès Moreau.*Disponible/ })).toBeTruthy();
    expect(within(monday).queryByText(/n'est pas disponible/)).toBeNull();
    // Tuesday: Yanis is not marked, and planned all the same: a warning in words, his box still ticked.
    const yanis = within(tuesday).getByRole<HTMLInputElement>("checkbox", { name: /Yanis Lambert/ });
    expect(yanis.labels?.[0]?.textContent).not.toContain("Disponible");
    expect(yanis.checked).toBe(true);
    expect(within(tuesday).getByText("Yanis Lambert n'est pas disponible le mardi 7 juillet")).toBeTruthy();
    expect(screen.getAllByText(/n'est pas disponible/)).toHaveLength(1);
  });
});

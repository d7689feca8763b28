import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminPresencePaths, type AgeGroupsResponse } from "../../../../../domain/contracts/admin-presences.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { AgeGroupsEditor } from "./age-groups-editor.tsx";

const ID = "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a09";
const GROUPS: AgeGroupsResponse = {
  defaults: true,
  groups: [
    { name: "Petits", minMonths: 30, maxMonths: 71 },
    { name: "Grands", minMonths: 72, maxMonths: 179 },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("AgeGroupsEditor", () => {
  it("names every field and button by its group, and sends the groups as typed", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [on.get(adminPresencePaths.groups, { id: ID })]: { body: GROUPS },
      [on.put(adminPresencePaths.groups, { id: ID })]: { body: GROUPS },
    });
    renderWithApp(<AgeGroupsEditor activityId={ID} />);
    const form = await screen.findByRole("form", { name: "Groupes d'âge" });

    expect(within(form).getByRole("textbox", { name: "Nom du groupe 1" })).toHaveProperty("value", "Petits");
    expect(within(form).getByRole("textbox", { name: "De (ans) du groupe 1" })).toHaveProperty("value", "2,5");
    expect(within(form).getByRole("textbox", { name: "À (ans) du groupe 2" })).toHaveProperty("value", "14");
    expect(within(form).getByRole("textbox", { name: "De (ans) du groupe 2" }).getAttribute("aria-describedby")).toBeTruthy();
    expect(within(form).getByRole("group", { name: "Groupe 2\u00a0: Grands" })).toBeTruthy();

    await user.click(within(form).getByRole("button", { name: "Ajouter un groupe" }));
    await user.type(within(form).getByRole("textbox", { name: "Nom du groupe 3" }), "Ados");
    await user.type(within(form).getByRole("textbox", { name: "De (ans) du groupe 3" }), "15");
    await user.type(within(form).getByRole("textbox", { name: "À (ans) du groupe 3" }), "16");
    await user.click(within(form).getByRole("button", { name: "Retirer le groupe 1" }));
    await user.click(within(form).getByRole("button", { name: "Enregistrer les groupes" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "PUT")).toBe(true));
    expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({
      groups: [
        { name: "Grands", minMonths: 72, maxMonths: 179 },
        { name: "Ados", minMonths: 180, maxMonths: 203 },
      ],
    });
  });
});

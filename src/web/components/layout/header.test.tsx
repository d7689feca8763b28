import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountPaths } from "../../../domain/contracts/account.ts";
import { fakeApi, on } from "../../../../tests/support/fake-api.ts";
import { renderWithAuth } from "../../../../tests/support/render.tsx";
import { Header } from "./header.tsx";

const parent = {
  id: "u1",
  email: "marie@example.be",
  firstName: "Marie",
  lastName: "Dupont",
  isAdmin: false,
  inTeam: false,
  keepsQualifications: false,
};

const desktopBar = () => within(screen.getByRole("navigation", { name: "Navigation principale" }));
const phoneMenu = () => within(screen.getByRole("navigation", { name: "Menu mobile", hidden: true }));

afterEach(() => vi.unstubAllGlobals());

describe("Header", () => {
  it("offers 'Mon équipe' to a person in the team of a plaine, beside their own space, in the bar and the phone menu", async () => {
    fakeApi({ [on.get(accountPaths.me)]: { body: { user: { ...parent, inTeam: true } } } });
    renderWithAuth(<Header />);
    const link = await desktopBar().findByRole("link", { name: "Mon équipe" });
    expect(link.getAttribute("href")).toBe("/equipe");
    expect(desktopBar().getByRole("link", { name: "Mon Espace" }).getAttribute("href")).toBe("/dashboard");
    expect(phoneMenu().getByRole("link", { name: "Mon équipe", hidden: true }).getAttribute("href")).toBe("/equipe");
  });

  it("does not offer it to a parent outside the team", async () => {
    fakeApi({ [on.get(accountPaths.me)]: { body: { user: parent } } });
    renderWithAuth(<Header />);
    await desktopBar().findByRole("link", { name: "Mon Espace" });
    expect(desktopBar().queryByRole("link", { name: "Mon équipe" })).toBeNull();
  });
});

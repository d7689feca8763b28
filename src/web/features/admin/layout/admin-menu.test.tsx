import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminTariffClaimPaths } from "../../../../domain/contracts/admin-tariff-claims.ts";
import { fakeApi, on } from "../../../../../tests/support/fake-api.ts";
import { renderWithApp } from "../../../../../tests/support/render.tsx";
import { AdminMenu } from "./admin-menu.tsx";
import { ADMIN_MENU_LABEL, AdminNav } from "./admin-nav.tsx";

const MENU = [
  ["Tableau de bord", "/admin"],
  ["Plaines", "/admin/activities"],
  ["Tarifs", "/admin/tariffs"],
  ["Actualités", "/admin/news"],
  ["Inscriptions", "/admin/registrations"],
  ["Demandes de tarif", "/admin/tariff-claims"],
  ["Comptabilité", "/admin/accounting"],
  ["Organismes payeurs", "/admin/payers"],
  ["Enfants", "/admin/children"],
  ["Messages aux familles", "/admin/messages"],
  ["Équipe", "/admin/equipe"],
  ["Attestations fiscales", "/admin/certificates"],
  ["Paramètres", "/admin/settings"],
  ["Journal d'activité", "/admin/activity-log"],
];

function current() {
  const nav = screen.getByRole("navigation", { name: ADMIN_MENU_LABEL });
  return within(nav)
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.textContent);
}

// The menu counts the tariff claims waiting for a decision: none unless a test says otherwise.
beforeEach(() => fakeApi({ [on.get(adminTariffClaimPaths.list)]: { body: { claims: [], pendingCount: 0 } } }));
afterEach(() => vi.unstubAllGlobals());

describe("AdminNav", () => {
  it("links the dashboard and the five areas in the order of the tiles, the tariffs after the plaines, the accounting after the registrations' payments, the organisations that pay after it, the messages to families after the children, the team after them, the certificates before the settings, the log last", () => {
    renderWithApp(<AdminNav />, { path: "/admin/settings" });
    const links = within(screen.getByRole("navigation", { name: ADMIN_MENU_LABEL })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(MENU);
  });

  it("says how many tariff claims wait for a decision beside their link", async () => {
    fakeApi({ [on.get(adminTariffClaimPaths.list)]: { body: { claims: [], pendingCount: 3 } } });
    renderWithApp(<AdminNav />, { path: "/admin" });
    const link = within(screen.getByRole("navigation", { name: ADMIN_MENU_LABEL })).getByRole("link", { name: /^Demandes de tarif/ });
    expect((await within(link).findByTestId("pending-tariff-claims")).textContent).toBe("3 à vérifier");
    expect(link.getAttribute("href")).toBe("/admin/tariff-claims");
  });

  it("marks the area being shown, and the dashboard only on /admin itself", () => {
    const { unmount } = renderWithApp(<AdminNav />, { path: "/admin/settings" });
    expect(current()).toEqual(["Paramètres"]);
    unmount();
    renderWithApp(<AdminNav />, { path: "/admin" });
    expect(current()).toEqual(["Tableau de bord"]);
  });
});

describe("AdminMenu (phones)", () => {
  it("opens and closes with its button, and Escape gives the focus back to it", async () => {
    const user = userEvent.setup();
    renderWithApp(<AdminMenu />, { path: "/admin/news" });
    const toggle = screen.getByRole("button", { name: /Administration/ });
    expect(toggle.textContent).toContain("Actualités");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("navigation")).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("navigation", { name: ADMIN_MENU_LABEL }).id).toBe(toggle.getAttribute("aria-controls"));
    expect(current()).toEqual(["Actualités"]);

    await user.keyboard("{Escape}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(toggle);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("closes once a page is chosen, and names the new one", async () => {
    const user = userEvent.setup();
    renderWithApp(<AdminMenu />, { path: "/admin" });
    await user.click(screen.getByRole("button", { name: /Administration/ }));
    await user.click(screen.getByRole("link", { name: "Enfants" }));
    const toggle = screen.getByRole("button", { name: /Administration/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.textContent).toContain("Enfants");
  });
});

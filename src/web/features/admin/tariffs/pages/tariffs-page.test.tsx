import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminTariffPaths, type TariffCategoriesView, type TariffCategoryView } from "../../../../../domain/contracts/admin-tariffs.ts";
import { PROOF_DESCRIPTION_REQUIRED, PROOF_KEPT_DAYS_REQUIRED } from "../../../../../domain/contracts/admin-tariffs-input.ts";
import { TARIFF_CHARGE_LABELS } from "../../../../../domain/tariff-categories.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { TariffsPage } from "./tariffs-page.tsx";

function category(overrides: Partial<TariffCategoryView>): TariffCategoryView {
  return {
    id: "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b",
    name: "Tarif réduit",
    qualifies: "Les familles BIM ou OMNIO, ou aidées par un CPAS.",
    defaultPercent: null,
    proofRequired: true,
    proofDescription: "l'attestation BIM de votre mutualité",
    proofKeptDays: 90,
    position: 0,
    archivedAt: null,
    claims: 3,
    plaines: 2,
    ...overrides,
  };
}

const REDUCED = category({});
const MEMBERS = category({
  id: "7a2d3c4b-5e6f-4a71-9b8c-0d1e2f3a4b5c",
  name: "Membre de l'association",
  qualifies: "Les familles en ordre de cotisation.",
  defaultPercent: 90,
  proofRequired: false,
  proofDescription: null,
  proofKeptDays: 0,
  position: 1,
  claims: 0,
  plaines: 0,
});
const VIEW: TariffCategoriesView = { categories: [REDUCED, MEMBERS], archived: [] };

function renderPage(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [on.get(adminTariffPaths.categories)]: { body: VIEW },
    [on.get(adminTariffPaths.charge)]: { body: { charge: "tariff" } },
    ...routes,
  });
  renderWithApp(<TariffsPage />);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe("The Tarifs page", () => {
  it("lists the offered tariffs in order: default price, who qualifies, the proof asked and what names them", async () => {
    renderPage();
    const cards = await screen.findAllByTestId("tariff-category");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Tarif réduit", "Membre de l'association"]);
    expect(cards[0].textContent).toContain("Proposé seulement sur les plaines qui lui donnent un prix");
    expect(cards[0].textContent).toContain(
      "Preuve demandée\u00a0: l'attestation BIM de votre mutualité (conservée 90 jours après la fin de la plaine)",
    );
    expect(cards[0].textContent).toContain("Demandé pour 3 inscriptions · prix propre sur 2 plaines");
    // A tariff families claimed is archived, never deleted.
    expect(within(cards[0]).queryByRole("button", { name: "Supprimer" })).toBeNull();
    expect(cards[1].textContent).toContain("Par défaut\u00a0: 90\u00a0% du prix standard");
    expect(cards[1].textContent).toContain("Sans preuve");
    expect(within(cards[1]).getByRole("button", { name: "Supprimer" })).toBeTruthy();
    expect(within(cards[0]).getByRole<HTMLButtonElement>("button", { name: "Monter «\u00a0Tarif réduit\u00a0»" }).disabled).toBe(true);
  });

  it("creates a tariff: the proof's fields once a proof is asked, checked before sending, the percentage as typed", async () => {
    const user = userEvent.setup();
    const created = category({ id: "8b3e4d5c-6f70-4b82-8c9d-1e2f3a4b5c6d", name: "Famille nombreuse", claims: 0, plaines: 0 });
    const api = renderPage({ [on.post(adminTariffPaths.categories)]: { status: 201, body: { category: created } } });
    await user.click(await screen.findByRole("button", { name: "Nouveau tarif" }));
    const form = screen.getByRole("form", { name: "Nouveau tarif" });
    expect(within(form).queryByLabelText(/Quelle preuve/)).toBeNull();

    await user.type(within(form).getByLabelText(/^Nom/), "Famille nombreuse");
    await user.type(within(form).getByLabelText(/Qui peut en bénéficier/), "Dès le troisième enfant.");
    await user.type(within(form).getByLabelText("Prix par défaut (% du prix standard)"), "0x10");
    await user.click(within(form).getByLabelText(/Preuve demandée/));
    await user.click(within(form).getByRole("button", { name: "Créer le tarif" }));
    expect(await within(form).findByText("Le pourcentage doit être un nombre entier de 0 à 100")).toBeTruthy();

    await user.clear(within(form).getByLabelText("Prix par défaut (% du prix standard)"));
    await user.type(within(form).getByLabelText("Prix par défaut (% du prix standard)"), "80");
    await user.click(within(form).getByRole("button", { name: "Créer le tarif" }));
    expect(await within(form).findByText(PROOF_DESCRIPTION_REQUIRED)).toBeTruthy();
    expect(within(form).getByText(PROOF_KEPT_DAYS_REQUIRED)).toBeTruthy();
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);

    await user.type(within(form).getByLabelText(/Quelle preuve/), "la composition de ménage");
    await user.type(within(form).getByLabelText(/Durée de conservation de la preuve/), "60");
    await user.click(within(form).getByRole("button", { name: "Créer le tarif" }));
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
        name: "Famille nombreuse",
        qualifies: "Dès le troisième enfant.",
        defaultPercent: 80,
        proofRequired: true,
        proofDescription: "la composition de ménage",
        proofKeptDays: 60,
      }),
    );
    expect(await screen.findByText("Tarif créé", { selector: "[data-title]" })).toBeTruthy();
  });

  it("shows the server's refusal under its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderPage({
      [on.put(adminTariffPaths.category, { id: MEMBERS.id })]: {
        status: 400,
        body: {
          error: {
            code: "VALIDATION",
            message: "Un tarif proposé porte déjà ce nom",
            fields: { name: "Un tarif proposé porte déjà ce nom" },
          },
        },
      },
    });
    const cards = await screen.findAllByTestId("tariff-category");
    await user.click(within(cards[1]).getByRole("button", { name: "Modifier" }));
    const form = screen.getByRole("form", { name: "Modifier le tarif «\u00a0Membre de l'association\u00a0»" });
    const name = within(form).getByLabelText<HTMLInputElement>(/^Nom/);
    expect(within(form).getByLabelText<HTMLInputElement>("Prix par défaut (% du prix standard)").value).toBe("90");
    await user.clear(name);
    await user.type(name, "Tarif réduit");
    await user.click(within(form).getByRole("button", { name: "Enregistrer le tarif" }));
    expect(await within(form).findByText("Un tarif proposé porte déjà ce nom")).toBeTruthy();
    expect(name.value).toBe("Tarif réduit");
  });

  it("moves a tariff down: the whole order is sent", async () => {
    const user = userEvent.setup();
    const api = renderPage({ [on.put(adminTariffPaths.order)]: { body: { categories: [MEMBERS, REDUCED], archived: [] } } });
    await user.click(await screen.findByRole("button", { name: "Descendre «\u00a0Tarif réduit\u00a0»" }));
    await vi.waitFor(() => expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({ ids: [MEMBERS.id, REDUCED.id] }));
  });

  it("deletes an unclaimed tariff after asking, and archives one", async () => {
    const user = userEvent.setup();
    const api = renderPage({
      [on.delete(adminTariffPaths.category, { id: MEMBERS.id })]: { body: { outcome: "deleted" } },
      [on.put(adminTariffPaths.archive, { id: REDUCED.id })]: {
        body: { category: { ...REDUCED, archivedAt: "2026-11-28T10:00:00.000Z" } },
      },
    });
    const cards = await screen.findAllByTestId("tariff-category");
    await user.click(within(cards[1]).getByRole("button", { name: "Supprimer" }));
    const dialog = await screen.findByRole("dialog", { name: "Supprimer le tarif «\u00a0Membre de l'association\u00a0»\u00a0?" });
    await user.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    await vi.waitFor(() => expect(api.calls.some((call) => call.method === "DELETE" && call.path.endsWith(MEMBERS.id))).toBe(true));

    await user.click(within(cards[0]).getByRole("button", { name: "Archiver" }));
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === "PUT" && call.path.endsWith("/archive"))?.body).toEqual({ archived: true }),
    );
  });

  it("explains both charge settings and saves the one chosen", async () => {
    const user = userEvent.setup();
    const api = renderPage({ [on.put(adminTariffPaths.charge)]: { body: { charge: "standard" } } });
    const form = await screen.findByRole("form", { name: "Facturation en attendant la vérification" });
    const applied = within(form).getByRole<HTMLInputElement>("radio", {
      name: new RegExp(TARIFF_CHARGE_LABELS.tariff.replace(/[()]/g, "\\$&")),
    });
    expect(applied.checked).toBe(true);
    await user.click(within(form).getByText(TARIFF_CHARGE_LABELS.standard));
    await user.click(within(form).getByRole("button", { name: "Enregistrer la règle" }));
    await vi.waitFor(() => expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({ charge: "standard" }));
    expect(await screen.findByText("Règle de facturation enregistrée", { selector: "[data-title]" })).toBeTruthy();
  });
});

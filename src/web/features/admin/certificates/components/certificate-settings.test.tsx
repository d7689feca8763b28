import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DailyCapsView, OrganiserView } from "../../../../../domain/contracts/certificates.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { defaultOrganiser } from "../../../../../domain/organiser.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { adminCertificatePaths } from "../../../../../domain/contracts/certificates.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { CertificateSettings } from "./certificate-settings.tsx";

const organiser: OrganiserView = {
  organiser: defaultOrganiser({
    name: "Plaines Soleil ASBL",
    street: "Rue des Écoliers 12",
    postalCode: "1340",
    city: "Ottignies-Louvain-la-Neuve",
  }),
  saved: false,
  missing: ["le numéro d'entreprise (BCE) de l'association", "le numéro d'agrément ou de reconnaissance"],
};
const caps: DailyCapsView = {
  years: [
    { year: 2024, cents: 1640, publishedCents: 1640, source: "fin.belgium.be", entered: false },
    { year: 2025, cents: null, publishedCents: null, source: "non publié", entered: false },
  ],
};

function renderSettings(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [on.get(adminCertificatePaths.organiser)]: { body: organiser },
    [on.get(adminCertificatePaths.dailyCaps)]: { body: caps },
    ...routes,
  });
  renderWithApp(<CertificateSettings />);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe("CertificateSettings", () => {
  it("says what certificates still need, and sends the organiser with the company number as typed", async () => {
    const user = userEvent.setup();
    const api = renderSettings({
      [on.put(adminCertificatePaths.organiser)]: { body: { ...organiser, saved: true, missing: [] } },
    });
    const form = await screen.findByRole("form", { name: "Organisateur des attestations" });
    expect(within(form).getByText(/Il manque le numéro d'entreprise \(BCE\) de l'association/)).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>("Dénomination de l'association").value).toBe("Plaines Soleil ASBL");

    const number = within(form).getByLabelText("Numéro d'entreprise (BCE)");
    await user.type(number, "0123.456.748");
    await user.click(within(form).getByRole("button", { name: "Enregistrer l'organisateur" }));
    expect(await within(form).findByText(/Le numéro d'entreprise \(BCE\) n'est pas valide/)).toBeTruthy();
    expect(api.calls.some((call) => call.method === "PUT")).toBe(false);

    await user.clear(number);
    await user.type(number, "0123.456.749");
    await user.type(within(form).getByLabelText("Numéro d'agrément ou de reconnaissance"), "CV-42");
    await user.click(within(form).getByRole("button", { name: "Enregistrer l'organisateur" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "PUT")).toBe(true));
    expect(api.calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      companyNumber: "0123456749",
      recognitionNumber: "CV-42",
    });
    expect(await screen.findByText("Coordonnées de l'organisateur enregistrées")).toBeTruthy();
  });

  it("shows each year's published maximum and sends the one entered for a year not yet published", async () => {
    const user = userEvent.setup();
    const saved: DailyCapsView = {
      years: [caps.years[0], { year: 2025, cents: 1690, publishedCents: null, source: "saisi dans les paramètres", entered: true }],
    };
    const api = renderSettings({ [on.put(adminCertificatePaths.dailyCaps)]: { body: saved } });
    const form = await screen.findByRole("form", { name: "Plafonds journaliers 281.86" });
    expect(within(form).getByLabelText<HTMLInputElement>("2024 (€ par jour)").value).toBe("16,40");
    expect(within(form).getByText(/Pas de montant publié connu/)).toBeTruthy();

    await user.type(within(form).getByLabelText("2025 (€ par jour)"), "16,405");
    await user.click(within(form).getByRole("button", { name: "Enregistrer les plafonds" }));
    expect(await within(form).findByText(/Un montant de 5,00 à 50,00 €/)).toBeTruthy();

    await user.clear(within(form).getByLabelText("2025 (€ par jour)"));
    await user.type(within(form).getByLabelText("2025 (€ par jour)"), "16,90");
    await user.click(within(form).getByRole("button", { name: "Enregistrer les plafonds" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "PUT")).toBe(true));
    expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({
      caps: [
        { year: 2024, amount: 16.4 },
        { year: 2025, amount: 16.9 },
      ],
    });
    // Saved, the year no longer asks for its figure: it says the one entered.
    await waitFor(() => expect(within(form).queryByText(/à saisir/)).toBeNull());
    expect(within(form).getAllByTestId("daily-cap-note")[1].textContent).toBe(
      `Montant saisi dans les paramètres\u00a0: ${formatEuros(1690)} (aucun montant publié connu).`,
    );
    expect(within(form).getByLabelText<HTMLInputElement>("2025 (€ par jour)").value).toBe("16,90");
  });
});

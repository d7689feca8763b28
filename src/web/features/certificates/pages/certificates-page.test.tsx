import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MyCertificatesView } from "../../../../domain/contracts/certificates.ts";
import { fakeApi, on } from "../../../../../tests/support/fake-api.ts";
import { EXACT_SPACES } from "../../../../../tests/support/french-text.ts";
import { certificatePaths } from "../../../../domain/contracts/certificates.ts";
import { renderWithApp } from "../../../../../tests/support/render.tsx";
import { CertificatesPage } from "./certificates-page.tsx";

const LEA = { id: "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01", firstName: "Léa", lastName: "Dupont" };
const TOM = { id: "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a02", firstName: "Tom", lastName: "Dupont" };
const SUMMER = { id: "0b8e3a10-5a4c-4f7e-9d61-2f6c0e7a1b01", title: "Plaine d'été", startDate: "2025-07-07", endDate: "2025-07-11" };
const EASTER = { id: "0b8e3a10-5a4c-4f7e-9d61-2f6c0e7a1b02", title: "Plaine de Pâques", startDate: "2024-04-08", endDate: "2024-04-12" };

const view: MyCertificatesView = {
  childcare: [
    {
      year: 2025,
      child: LEA,
      periods: [{ title: "Plaine d'été", from: "2025-07-07", to: "2025-07-11", days: 5, dailyRateCents: 1640, amountCents: 8200 }],
      totalCents: 8200,
      deductibleCents: 7500,
      refused: [{ title: "Stage d'automne", reason: "le paiement n'est pas complet" }],
      missing: [],
      sequences: [12],
    },
    {
      year: 2025,
      child: TOM,
      periods: [{ title: "Plaine d'été", from: "2025-07-08", to: "2025-07-10", days: 3, dailyRateCents: 1640, amountCents: 4920 }],
      totalCents: 4920,
      deductibleCents: null,
      refused: [],
      missing: ["le numéro de registre national de Tom"],
      sequences: [],
    },
    {
      year: 2024,
      child: LEA,
      periods: [{ title: "Plaine de Pâques", from: "2024-04-08", to: "2024-04-12", days: 5, dailyRateCents: 1200, amountCents: 6000 }],
      totalCents: 6000,
      deductibleCents: 6000,
      refused: [],
      missing: [],
      sequences: [3],
    },
  ],
  mutuality: [
    { activity: SUMMER, child: LEA, daysPresent: 5, paidCents: 9000, unavailableReason: null },
    { activity: SUMMER, child: TOM, daysPresent: 0, paidCents: 9000, unavailableReason: "aucune présence n'est enregistrée" },
    { activity: EASTER, child: LEA, daysPresent: 5, paidCents: 6000, unavailableReason: null },
  ],
  nationalNumbers: {
    parent: true,
    children: [
      { ...LEA, given: true },
      { ...TOM, given: false },
    ],
  },
  addressComplete: true,
  organiserIncomplete: false,
};

const empty: MyCertificatesView = {
  childcare: [],
  mutuality: [],
  nationalNumbers: { parent: false, children: [] },
  addressComplete: false,
  organiserIncomplete: false,
};

const section = (name: string) => screen.getByRole("region", { name });

afterEach(() => vi.unstubAllGlobals());

describe("CertificatesPage", () => {
  it("shows the tax certificates by year, newest first, with their periods in fr-BE format", async () => {
    fakeApi({ [on.get(certificatePaths.list)]: { body: view } });
    renderWithApp(<CertificatesPage />);

    expect(await screen.findByRole("heading", { level: 1, name: "Mes attestations" })).toBeTruthy();
    const childcare = await screen.findByRole("region", { name: "Attestations fiscales (281.86)" });
    const years = within(childcare)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(years).toEqual(["Année 2025revenus 2025, déclaration 2026", "Année 2024revenus 2024, déclaration 2025"]);

    const year2025 = within(childcare).getByRole("region", { name: /Année 2025/ });
    expect(within(year2025).getAllByText("Plaine d'été")).toHaveLength(2);
    expect(within(year2025).getByText("du 7 au 11 juillet 2025")).toBeTruthy();
    expect(within(year2025).getByText("5 jours × 16,40 € = 82,00 €")).toBeTruthy();
    expect(within(year2025).getByText("82,00 €")).toBeTruthy();
    expect(within(year2025).getByText("75,00 €")).toBeTruthy();
    expect(within(year2025).getByText("Stage d'automne\u00a0: le paiement n'est pas complet", EXACT_SPACES)).toBeTruthy();
    expect(within(year2025).getByText("Attestation n° 12")).toBeTruthy();
    // Tom's number is missing: what is missing instead of the link.
    expect(within(year2025).getByText("le numéro de registre national de Tom")).toBeTruthy();
    expect(within(year2025).getAllByRole("link", { name: /Télécharger \(PDF\)/ })).toHaveLength(1);
  });

  it("links each available certificate to its PDF, to download", async () => {
    fakeApi({ [on.get(certificatePaths.list)]: { body: view } });
    renderWithApp(<CertificatesPage />);

    // The accessible name joins the visible words and the screen-reader words (a non-breaking space
    // before ':' in the page; the simulated DOM lays the span out as a block, so \s for either).
    const lea2025 = await screen.findByRole("link", { name: /^Télécharger \(PDF\)\s: attestation fiscale 2025 de Léa Dupont$/ });
    expect(lea2025.getAttribute("href")).toBe(`/api/certificates/childcare/2025/${LEA.id}`);
    expect(lea2025.hasAttribute("download")).toBe(true);

    const mutuality = section("Attestations pour la mutualité");
    const summer = within(mutuality).getByRole("link", { name: /mutualité de Léa Dupont, Plaine d'été/ });
    expect(summer.getAttribute("href")).toBe(`/api/certificates/mutuality/${SUMMER.id}/${LEA.id}`);
    expect(within(mutuality).getByText("Pas encore disponible\u00a0: aucune présence n'est enregistrée.", EXACT_SPACES)).toBeTruthy();
    expect(within(mutuality).getAllByText("5 jours de présence · 90,00 € payés")).toHaveLength(1);
    expect(within(mutuality).getAllByRole("link", { name: /Télécharger \(PDF\)/ })).toHaveLength(2);
  });

  it("issues a certificate not issued yet with 'Obtenir l'attestation', then offers its PDF", async () => {
    let issued = false;
    const notIssued = (sequences: number[]) => ({
      ...view,
      childcare: view.childcare.map((entry) => (entry.year === 2025 && entry.child.id === LEA.id ? { ...entry, sequences } : entry)),
    });
    const api = fakeApi({
      "GET /api/certificates": () => ({ body: notIssued(issued ? [12] : []) }),
      [`POST /api/certificates/childcare/2025/${LEA.id}`]: () => {
        issued = true;
        return { body: { year: 2025, childId: LEA.id, sequences: [12] } };
      },
    });
    renderWithApp(<CertificatesPage />);

    const button = await screen.findByRole("button", { name: /^Obtenir l'attestation\s: attestation fiscale 2025 de Léa Dupont$/ });
    expect(screen.queryByRole("link", { name: /attestation fiscale 2025 de Léa Dupont/ })).toBeNull();
    await userEvent.click(button);

    expect(await screen.findByText("Attestation délivrée")).toBeTruthy();
    expect(api.calls.find((call) => call.method === "POST")?.path).toBe(`/api/certificates/childcare/2025/${LEA.id}`);
    const link = await screen.findByRole("link", { name: /^Télécharger \(PDF\)\s: attestation fiscale 2025 de Léa Dupont$/ });
    expect(link.getAttribute("href")).toBe(`/api/certificates/childcare/2025/${LEA.id}`);
    expect(screen.queryByRole("button", { name: /Obtenir l'attestation/ })).toBeNull();
  });

  it("says in French why a certificate could not be issued", async () => {
    fakeApi({
      "GET /api/certificates": {
        body: { ...view, childcare: view.childcare.map((entry) => (entry.year === 2024 ? { ...entry, sequences: [] } : entry)) },
      },
      [`POST /api/certificates/childcare/2024/${LEA.id}`]: {
        status: 409,
        body: { error: { code: "CONFLICT", message: "L'attestation demande encore l'adresse du parent." } },
      },
    });
    renderWithApp(<CertificatesPage />);

    await userEvent.click(await screen.findByRole("button", { name: /^Obtenir l'attestation\s: attestation fiscale 2024 de Léa Dupont$/ }));
    expect(await screen.findByText("L'attestation n'a pas pu être délivrée")).toBeTruthy();
    expect(screen.getByText("L'attestation demande encore l'adresse du parent.")).toBeTruthy();
  });

  it("asks only the missing numbers, checks them before sending, shows the server's refusal under the field", async () => {
    const refusal = {
      error: {
        code: "VALIDATION",
        message: "Le numéro de registre national ne correspond pas à la date de naissance",
        fields: { nationalNumber: "Le numéro de registre national ne correspond pas à la date de naissance" },
      },
    };
    const api = fakeApi({
      [on.get(certificatePaths.list)]: { body: view },
      [on.put(certificatePaths.childNationalNumber, { childId: TOM.id })]: { status: 400, body: refusal },
    });
    renderWithApp(<CertificatesPage />);

    await screen.findByRole("heading", { name: "Numéros de registre national" });
    expect(screen.queryByRole("form", { name: "Votre numéro de registre national" })).toBeNull();
    expect(screen.queryByRole("form", { name: /de Léa Dupont/ })).toBeNull();
    const form = screen.getByRole("form", { name: "Numéro de registre national de Tom Dupont" });
    const field = within(form).getByLabelText("Numéro de registre national de Tom Dupont");

    await userEvent.type(field, "12345");
    await userEvent.click(within(form).getByRole("button", { name: "Enregistrer" }));
    expect(await within(form).findByText(/Le numéro de registre national n'est pas valide/)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "PUT")).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, "85.07.30-033.28");
    await userEvent.click(within(form).getByRole("button", { name: "Enregistrer" }));
    const error = await within(form).findByText("Le numéro de registre national ne correspond pas à la date de naissance");
    expect(field.getAttribute("aria-describedby")).toContain(error.id);
    expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({ nationalNumber: "85073003328" });
    expect((field as HTMLInputElement).value).toBe("85.07.30-033.28");
  });

  it("saves a number, says so and asks the certificates again", async () => {
    let given = false;
    const api = fakeApi({
      [on.get(certificatePaths.list)]: () => ({
        body: { ...view, nationalNumbers: { ...view.nationalNumbers, parent: given }, addressComplete: false },
      }),
      [on.put(certificatePaths.parentNationalNumber)]: () => {
        given = true;
        return { body: { nationalNumber: "85.07.30-033.28" } };
      },
    });
    renderWithApp(<CertificatesPage />);

    const form = await screen.findByRole("form", { name: "Votre numéro de registre national" });
    expect(screen.getByRole("link", { name: "Compléter mon profil" }).getAttribute("href")).toBe("/dashboard/profile");
    await userEvent.type(within(form).getByLabelText("Votre numéro de registre national"), "85073003328");
    await userEvent.click(within(form).getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Numéro enregistré")).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "/api/certificates/national-number",
      body: { nationalNumber: "85073003328" },
    });
    // Asked again: the parent's number is now given, its form gone; Tom's still asked.
    await vi.waitFor(() => expect(screen.queryByRole("form", { name: "Votre numéro de registre national" })).toBeNull());
    expect(api.calls.filter((call) => call.method === "GET" && call.path === "/api/certificates")).toHaveLength(2);
    expect(screen.getByRole("form", { name: "Numéro de registre national de Tom Dupont" })).toBeTruthy();
  });

  it("says when there is nothing yet, and when they come", async () => {
    fakeApi({ [on.get(certificatePaths.list)]: { body: empty } });
    renderWithApp(<CertificatesPage />);

    expect(await screen.findByRole("heading", { name: "Aucune attestation pour le moment" })).toBeTruthy();
    expect(screen.getByText(/dès qu'une de leurs plaines sera terminée et payée/)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Numéros de registre national" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Attestations fiscales (281.86)" })).toBeNull();
  });

  it("says when the certificates could not be loaded", async () => {
    fakeApi({ [on.get(certificatePaths.list)]: { status: 500, body: { error: { code: "INTERNAL", message: "Erreur du serveur" } } } });
    renderWithApp(<CertificatesPage />);
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getAllByText("Erreur lors du chargement des attestations").length).toBeGreaterThan(0);
  });
});

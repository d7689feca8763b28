import { EMPTY_HEALTH_FORM } from "../../../../../domain/health-form.ts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminChildListItem, AdminChildSheet } from "../../../../../domain/contracts/admin-children.ts";
import type { AdminParentRecord } from "../../../../../domain/contracts/privacy.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { EXACT_SPACES } from "../../../../../../tests/support/french-text.ts";
import { adminChildPaths } from "../../../../../domain/contracts/admin-children.ts";
import { adminPrivacyPaths } from "../../../../../domain/contracts/privacy.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { AdminChildrenPage } from "./admin-children-page.tsx";

const LEA_ID = "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01";
const TOM_ID = "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a02";
const parent = { id: "p1", firstName: "Camille", lastName: "Dupont", email: "camille@example.org", phone: "0470 12 34 56" };

const lea: AdminChildListItem = {
  id: LEA_ID,
  firstName: "Léa",
  lastName: "Dupont",
  birthDate: "2019-04-12",
  ageLabel: "7 ans et 7 mois",
  parent,
  liveRegistrations: 1,
  totalRegistrations: 2,
  hasMedicalInfo: true,
  createdAt: "2026-03-01T10:00:00.000Z",
};
const tom: AdminChildListItem = {
  ...lea,
  id: TOM_ID,
  firstName: "Tom",
  lastName: "Martin",
  birthDate: "2016-01-05",
  ageLabel: "10 ans et 10 mois",
  parent: { ...parent, id: "p2", firstName: "Alex", lastName: "Martin", email: "alex@example.org" },
  liveRegistrations: 0,
  totalRegistrations: 0,
  hasMedicalInfo: false,
};

const leaSheet: AdminChildSheet = {
  child: {
    id: LEA_ID,
    firstName: "Léa",
    lastName: "Dupont",
    birthDate: "2019-04-12",
    ...EMPTY_HEALTH_FORM,
    ageLabel: "7 ans et 7 mois",
    emergencyContacts: [{ name: "Camille Dupont", relation: "maman", phone: "+32470123456" }],
    swimming: "no",
    allergies: "Arachides",
    medicalConditions: "Asthme léger",
    medications: "Ventolin si crise",
    doctorContact: "Dr Martin, 081 22 33 44",
    additionalInfo: null,
    medicalConsent: { version: "2026-11", givenAt: "2026-06-01T08:00:00.000Z", accountEmail: "parent@example.org", current: true },
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
  },
  parent: { ...parent, address: { street: "Rue des Lilas 4", postalCode: "5000", city: "Namur", country: "Belgique" } },
  registrations: [
    {
      id: "r-0000-abcdef12",
      reference: "abcdef12",
      activity: { id: "a1", title: "Plaine d'été", startDate: "2027-07-05", endDate: "2027-07-09" },
      status: "confirmed",
      statusLabel: "Confirmée",
      paymentStatus: "paid",
      paymentStatusLabel: "Payé",
    },
  ],
  medicalAccess: [
    { at: "2026-11-23T14:05:00.000Z", actor: { name: "Sam Admin", email: "sam@example.org" }, kind: "sheet" },
    { at: "2026-11-20T09:00:00.000Z", actor: { name: "Jo Admin", email: "jo@example.org" }, kind: "export" },
  ],
  consentHistory: [{ action: "given", version: "2026-11", at: "2026-06-01T08:00:00.000Z", accountEmail: "parent@example.org" }],
  mutuality: [
    {
      activity: { id: "a1", title: "Plaine d'été", startDate: "2027-07-05", endDate: "2027-07-09" },
      child: { id: LEA_ID, firstName: "Léa", lastName: "Dupont" },
      daysPresent: 0,
      paidCents: 8000,
      unavailableReason: "la plaine n'est pas encore terminée",
    },
    {
      activity: { id: "a0", title: "Plaine de Pâques", startDate: "2026-04-06", endDate: "2026-04-10" },
      child: { id: LEA_ID, firstName: "Léa", lastName: "Dupont" },
      daysPresent: 4,
      paidCents: 7500,
      unavailableReason: null,
    },
  ],
};

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function renderPage(path = "/admin/children", routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [on.get(adminChildPaths.list)]: { body: { children: [lea, tom] } },
    [on.get(adminChildPaths.sheet, { id: LEA_ID })]: { body: leaSheet },
    ...routes,
  });
  const view = renderWithApp(
    <>
      <AdminChildrenPage />
      <Address />
    </>,
    { path },
  );
  return { ...view, api };
}

function listedChildren() {
  return screen.getAllByTestId("child-row").map((row) => within(row).getAllByRole("cell")[0].textContent);
}

afterEach(() => vi.unstubAllGlobals());

describe("AdminChildrenPage", () => {
  it("lists each child with age, parent, registrations and a medical flag, without any medical text", async () => {
    renderPage();
    const [leaRow, tomRow] = await screen.findAllByTestId("child-row");
    expect(
      within(leaRow)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Léa Dupont", "7 ans et 7 mois", "Camille Dupontcamille@example.org", "1 / 2", "Infos médicales"]);
    expect(within(tomRow).getAllByRole("cell")[4].textContent).toBe("Aucune");
    expect(screen.getByTestId("children-summary").textContent).toBe("2 enfants · 1 avec des informations médicales");
    // The list never asked for a sheet, and shows nothing of one.
    expect(screen.queryByText(/Arachides/)).toBeNull();
  });

  it("finds a child by a parent's e-mail or the medical flag, and sorts the age by birth date", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByTestId("child-row");
    const search = screen.getByRole("searchbox", { name: "Rechercher un enfant, un parent..." });

    await user.type(search, "alex@");
    expect(listedChildren()).toEqual(["Tom Martin"]);
    await user.clear(search);
    await user.type(search, "infos médicales");
    expect(listedChildren()).toEqual(["Léa Dupont"]);
    await user.clear(search);

    // Youngest first: "7 ans" before "10 ans", which a sort of the words would put the other way.
    await user.click(screen.getByRole("button", { name: "Âge" }));
    expect(listedChildren()).toEqual(["Léa Dupont", "Tom Martin"]);
    await user.click(screen.getByRole("button", { name: "Âge" }));
    expect(listedChildren()).toEqual(["Tom Martin", "Léa Dupont"]);
  });

  it("opens the sheet from a row: the whole file, the parent's contact, the registrations and the access history", async () => {
    const user = userEvent.setup();
    const { api } = renderPage();
    const [leaRow] = await screen.findAllByTestId("child-row");

    await user.click(within(leaRow).getAllByRole("cell")[1]);
    expect(screen.getByTestId("address").textContent).toBe(`/admin/children?child=${LEA_ID}`);
    const sheet = screen.getByRole("dialog", { name: "Léa Dupont" });
    expect(await within(sheet).findByText("Arachides")).toBeTruthy();
    expect(within(sheet).getByText("Asthme léger")).toBeTruthy();
    expect(within(sheet).getByText("Ventolin si crise")).toBeTruthy();
    expect(within(sheet).getByText("Dr Martin, 081 22 33 44")).toBeTruthy();
    // Additional information is empty, and so are four answers of the fiche santé.
    expect(within(sheet).getAllByText("Non renseigné")).toHaveLength(6);
    expect(within(sheet).getByText("Camille Dupont (maman)\u00a0: +32 470 12 34 56", EXACT_SPACES)).toBeTruthy();
    expect(within(sheet).getByText("Non", { selector: "dd" })).toBeTruthy();
    expect(within(sheet).getByRole("link", { name: "0470 12 34 56" }).getAttribute("href")).toBe("tel:0470123456");
    expect(within(sheet).getByRole("link", { name: "camille@example.org" }).getAttribute("href")).toBe("mailto:camille@example.org");
    expect(within(sheet).getByText(/Rue des Lilas 4\s+5000 Namur\s+Belgique/)).toBeTruthy();

    const [registration] = within(sheet).getAllByTestId("sheet-registration");
    expect(registration.textContent).toContain("Plaine d'été");
    expect(registration.textContent).toContain("du 5 au 9 juillet 2027");
    expect(registration.textContent).toContain("Inscription\u00a0: Confirmée");
    expect(registration.textContent).toContain("Paiement\u00a0: Payé");

    // The mutualité's certificate of a plaine over, paid and attended is printed from the sheet; the other says why not yet.
    const [summer, easter] = within(sheet).getAllByTestId("sheet-mutuality");
    expect(summer.textContent).toContain("Pas encore disponible\u00a0: la plaine n'est pas encore terminée.");
    expect(within(summer).queryByRole("link")).toBeNull();
    expect(easter.textContent).toContain("4 jours de présence");
    const print = within(easter).getByRole("link", { name: "Imprimer l'attestation de mutualité pour Plaine de Pâques" });
    expect(print.getAttribute("href")).toBe(`/api/admin/certificates/mutuality/a0/${LEA_ID}`);
    expect(print.getAttribute("target")).toBe("_blank");

    const access = within(within(sheet).getByRole("region", { name: "Accès aux informations médicales" })).getAllByTestId("medical-access");
    expect(access.map((entry) => entry.textContent)).toEqual([
      "Sam Admin (sam@example.org)23 novembre 2026 à 15:05 · Fiche de l'enfant",
      "Jo Admin (jo@example.org)20 novembre 2026 à 10:00 · Export des inscriptions",
    ]);
    expect(api.calls.filter((call) => call.path === `/api/admin/children/${LEA_ID}`)).toHaveLength(1);

    const consent = within(sheet).getByRole("region", { name: "Consentement médical" });
    expect(within(consent).getByTestId("medical-consent").textContent).toBe(
      "Donné le 1er juin 2026 à 10:00 par parent@example.org (texte version 2026-11).",
    );
    expect(
      within(consent)
        .getAllByTestId("consent-event")
        .map((entry) => entry.textContent),
    ).toEqual(["Consentement donné1er juin 2026 à 10:00 · parent@example.org · version 2026-11"]);

    await user.click(within(sheet).getByRole("button", { name: "Fermer" }));
    expect(screen.getByTestId("address").textContent).toBe("/admin/children");
    expect(screen.queryByText("Arachides")).toBeNull();
  });

  it("opens the sheet named in the address (a reload), and reads it again at each opening", async () => {
    const user = userEvent.setup();
    const { api } = renderPage(`/admin/children?child=${LEA_ID}`);
    const sheet = await screen.findByRole("dialog", { name: "Léa Dupont" });
    expect(await within(sheet).findByText("Arachides")).toBeTruthy();

    await user.click(within(sheet).getByRole("button", { name: "Fermer" }));
    await user.click(screen.getByRole("link", { name: "Voir la fiche de Léa Dupont" }));
    expect(await screen.findByText("Arachides")).toBeTruthy();
    expect(api.calls.filter((call) => call.path === `/api/admin/children/${LEA_ID}`)).toHaveLength(2);
  });

  it("says why a sheet cannot be shown", async () => {
    renderPage(`/admin/children?child=${TOM_ID}`);
    const sheet = await screen.findByRole("dialog", { name: "Tom Martin" });
    expect(await within(sheet).findByText("Impossible de charger la fiche de l'enfant")).toBeTruthy();
    expect(within(sheet).getByText("Introuvable")).toBeTruthy();
  });

  const childless: AdminParentRecord = {
    id: "p3",
    name: "Octave Sansenfant",
    email: "octave@example.org",
    phone: null,
    isAdmin: false,
    createdAt: "2026-02-01T09:00:00.000Z",
    lastSignInAt: null,
    children: [],
    registrations: { total: 0, upcoming: 0 },
    payments: 0,
  };

  it("finds a parent without children by e-mail and erases the account on request", async () => {
    const user = userEvent.setup();
    const { api } = renderPage("/admin/children", {
      [on.post(adminPrivacyPaths.findParent)]: ({ body }) =>
        (body as { email: string }).email === "octave@example.org"
          ? { body: childless }
          : { status: 404, body: { error: { code: "NOT_FOUND", message: "Aucun compte n'utilise cette adresse e-mail" } } },
      [on.post(adminPrivacyPaths.eraseParent, { id: "p3" })]: { body: { erased: true, anonymisedPayments: 0 } },
    });
    const email = await screen.findByLabelText("Adresse e-mail du parent");
    await user.type(email, "inconnu@example.org");
    await user.click(screen.getByRole("button", { name: "Rechercher" }));
    expect(await screen.findByText("Aucun compte n'utilise cette adresse e-mail")).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe("inconnu@example.org");

    await user.clear(email);
    await user.type(email, "Octave@example.org");
    await user.click(screen.getByRole("button", { name: "Rechercher" }));
    const record = await screen.findByTestId("parent-record");
    expect(within(record).getByRole("heading", { name: "Octave Sansenfant" })).toBeTruthy();
    expect(within(record).getAllByText("Aucun")).toHaveLength(2);

    await user.click(within(record).getByRole("button", { name: "Supprimer le compte de ce parent (demande RGPD)" }));
    await user.click(within(record).getByRole("button", { name: "Confirmer la suppression" }));
    expect(await screen.findByText("Le compte du parent et ses données ont été supprimés.")).toBeTruthy();
    expect(screen.queryByTestId("parent-record")).toBeNull();
    expect(api.calls.filter((call) => call.path === "/api/admin/parents/p3/erase")).toHaveLength(1);
  });

  it("opens a found parent's child's sheet from the record", async () => {
    const user = userEvent.setup();
    renderPage("/admin/children", {
      [on.post(adminPrivacyPaths.findParent)]: {
        body: { ...childless, name: "Camille Dupont", children: [{ id: LEA_ID, firstName: "Léa", lastName: "Dupont" }] },
      },
    });
    await user.type(await screen.findByLabelText("Adresse e-mail du parent"), "camille@example.org");
    await user.click(screen.getByRole("button", { name: "Rechercher" }));
    await user.click(await within(await screen.findByTestId("parent-record")).findByRole("button", { name: "Léa Dupont" }));
    expect(await screen.findByRole("dialog", { name: "Léa Dupont" })).toBeTruthy();
    expect(screen.getByTestId("address").textContent).toBe(`/admin/children?child=${LEA_ID}`);
  });
});

import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { capacityBelowTakenMessage } from "../../../../../domain/contracts/admin-activities-input.ts";
import type { AuditEntry } from "../../../../../domain/contracts/admin-history.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { adminHistoryPaths } from "../../../../../domain/contracts/admin-history.ts";
import { adminActivityPaths } from "../../../../../domain/contracts/admin-activities.ts";
import { adminTariffPaths, type TariffCategoriesView } from "../../../../../domain/contracts/admin-tariffs.ts";
import { tariffAuditField } from "../../../../../domain/tariff-categories.ts";
import { fakeXhr } from "../../../../../../tests/support/fake-xhr.ts";
import { renderRoutes } from "../../../../../../tests/support/render-routes.tsx";
import { adminActivity, tariffCategoryView } from "../test-activities.ts";
import { EditActivityPage, NewActivityPage } from "./activity-form-page.tsx";

const saved = adminActivity();

/** The offered tariffs: 'Tarif réduit' priced plaine by plaine, the members' 90 % by default. */
const REDUCED = tariffCategoryView("6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b", "Tarif réduit", null);
const MEMBERS = tariffCategoryView("7a2d3c4b-5e6f-4a71-9b8c-0d1e2f3a4b5c", "Membre de l'association", 90);
const TARIFFS: TariffCategoriesView = { categories: [REDUCED, MEMBERS], archived: [] };

/** The fake API with the tariff categories the form asks for first; what the test sends besides. */
function formApi(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ [on.get(adminTariffPaths.categories)]: { body: TARIFFS }, ...routes });
}
/** The new plaine's form, once the tariffs it needs are read. */
const formShown = () => screen.findByRole("form", { name: "Nouvelle plaine" });
/** What the form sent (its reads of the plaine, the tariffs and the history left aside). */
const sent = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.method !== "GET");
const ONE = `/api/admin/activities/${saved.id}`;

function renderForm(path: string) {
  return renderRoutes(
    [
      { path: "/admin/activities", element: <p>Liste des plaines</p> },
      { path: "/admin/activities/new", element: <NewActivityPage /> },
      { path: "/admin/activities/:id/edit", element: <EditActivityPage /> },
    ],
    { path },
  );
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

/** The message under a field, and only if the field names it as its description. */
function errorOf(id: string): string | null {
  const message = document.getElementById(`${id}-error`);
  if (!message) return null;
  expect(input(id).getAttribute("aria-describedby")).toContain(`${id}-error`);
  expect(input(id).getAttribute("aria-invalid")).toBe("true");
  return message.textContent;
}

const VALID: Record<string, string> = {
  "activity-title": "Plaine d'été à Namur",
  "activity-description": "Des jeux, des balades et des bricolages.",
  "activity-start-date": "2027-07-05",
  "activity-end-date": "2027-07-09",
  "activity-location-name": "École communale",
  "activity-location-address": "Rue des Écoles 1",
  "activity-location-postal-code": "5000",
  "activity-location-city": "Namur",
  "activity-age-min": "2,5",
  "activity-age-max": "12",
  "activity-price-standard": "85,50",
  "activity-capacity": "30",
};

function fill(values: Record<string, string>) {
  for (const [id, value] of Object.entries(values)) fireEvent.change(input(id), { target: { value } });
}

const submitNew = () => userEvent.click(screen.getByRole("button", { name: "Créer la plaine" }));

afterEach(() => vi.unstubAllGlobals());

describe("The new plaine form", () => {
  const CASES: [string, Record<string, string>, string, string][] = [
    ["title", { "activity-title": "" }, "activity-title", "Le titre est requis"],
    ["excerpt", { "activity-excerpt": "x".repeat(301) }, "activity-excerpt", "Le chapeau ne doit pas dépasser 300 caractères"],
    ["description", { "activity-description": " " }, "activity-description", "La description est requise"],
    ["start", { "activity-start-date": "" }, "activity-start-date", "La date de début est requise"],
    ["end", { "activity-end-date": "" }, "activity-end-date", "La date de fin est requise"],
    [
      "end before start",
      { "activity-end-date": "2027-07-01" },
      "activity-end-date",
      "La date de fin doit être égale ou postérieure à la date de début",
    ],
    ["place", { "activity-location-name": "" }, "activity-location-name", "Le nom du lieu est requis"],
    ["address", { "activity-location-address": "" }, "activity-location-address", "L'adresse est requise"],
    ["postal code", { "activity-location-postal-code": "" }, "activity-location-postal-code", "Le code postal est requis"],
    ["city", { "activity-location-city": "" }, "activity-location-city", "La ville est requise"],
    [
      "latitude alone",
      { "activity-location-lat": "50,46" },
      "activity-location-lng",
      "Indiquez la latitude et la longitude, ou aucune des deux",
    ],
    [
      "latitude",
      { "activity-location-lat": "95", "activity-location-lng": "4" },
      "activity-location-lat",
      "La latitude doit être un nombre entre -90 et 90",
    ],
    [
      "longitude",
      { "activity-location-lat": "50", "activity-location-lng": "abc" },
      "activity-location-lng",
      "La longitude doit être un nombre entre -180 et 180",
    ],
    ["age min missing", { "activity-age-min": "" }, "activity-age-min", "L'âge minimum est requis"],
    ["age min low", { "activity-age-min": "2" }, "activity-age-min", "L'âge minimum doit être d'au moins 2,5 ans"],
    ["age min half steps", { "activity-age-min": "3,3" }, "activity-age-min", "Seules les valeurs .0 et .5 sont autorisées"],
    ["age not a number", { "activity-age-min": "trois" }, "activity-age-min", "L'âge doit être un nombre"],
    ["age max missing", { "activity-age-max": "" }, "activity-age-max", "L'âge maximum est requis"],
    ["age max high", { "activity-age-max": "15" }, "activity-age-max", "L'âge maximum ne peut pas dépasser 14 ans"],
    [
      "ages crossed",
      { "activity-age-min": "10", "activity-age-max": "6" },
      "activity-age-max",
      "L'âge maximum doit être supérieur ou égal à l'âge minimum",
    ],
    ["price missing", { "activity-price-standard": "" }, "activity-price-standard", "Le prix est requis"],
    ["price negative", { "activity-price-standard": "-1" }, "activity-price-standard", "Le prix ne peut pas être négatif"],
    ["price cents", { "activity-price-standard": "10,555" }, "activity-price-standard", "Le prix ne peut avoir que deux décimales"],
    ["price high", { "activity-price-standard": "10001" }, "activity-price-standard", "Le prix ne peut pas dépasser 10 000 €"],
    ["price text", { "activity-price-standard": "gratuit" }, "activity-price-standard", "Le prix doit être un nombre"],
    [
      "tariff price negative",
      { [`activity-tariff-${REDUCED.id}`]: "-2" },
      `activity-tariff-${REDUCED.id}`,
      "Le prix ne peut pas être négatif",
    ],
    [
      "tariff price above the standard one",
      { [`activity-tariff-${MEMBERS.id}`]: "85,51" },
      `activity-tariff-${MEMBERS.id}`,
      "Le prix d'un tarif ne peut pas dépasser le prix standard",
    ],
    [
      "non-childcare part above the price",
      { "activity-non-childcare": "85,51" },
      "activity-non-childcare",
      "La part hors frais de garde ne peut dépasser le prix standard",
    ],
    [
      "non-childcare part above a tariff's price",
      { [`activity-tariff-${REDUCED.id}`]: "60", "activity-non-childcare": "60,01" },
      "activity-non-childcare",
      "La part hors frais de garde ne peut dépasser le prix d'un tarif",
    ],
    [
      "non-childcare part cents",
      { "activity-non-childcare": "1,555" },
      "activity-non-childcare",
      "Le prix ne peut avoir que deux décimales",
    ],
    [
      "non-childcare part text",
      { "activity-non-childcare": "repas" },
      "activity-non-childcare",
      "La part hors frais de garde doit être un nombre",
    ],
    ["capacity missing", { "activity-capacity": "" }, "activity-capacity", "La capacité est requise"],
    ["capacity zero", { "activity-capacity": "0" }, "activity-capacity", "La capacité doit être d'au moins 1 place"],
    ["capacity fraction", { "activity-capacity": "2,5" }, "activity-capacity", "La capacité doit être un nombre entier"],
    ["capacity text", { "activity-capacity": "trente" }, "activity-capacity", "La capacité doit être un nombre entier"],
    ["capacity high", { "activity-capacity": "10001" }, "activity-capacity", "La capacité ne peut pas dépasser 10 000 places"],
    ["video not a link", { "activity-video-url": "ma vidéo" }, "activity-video-url", "L'URL de la vidéo doit être valide"],
    [
      "video elsewhere",
      { "activity-video-url": "https://vimeo.com/123456" },
      "activity-video-url",
      "Cette vidéo ne peut pas être intégrée\u00a0: utilisez un lien YouTube",
    ],
  ];

  it.each(CASES)("refuses a wrong %s under its field, without sending", async (_case, change, id, message) => {
    const api = formApi();
    renderForm("/admin/activities/new");
    await formShown();
    fill({ ...VALID, ...change });
    await submitNew();
    await vi.waitFor(() => expect(errorOf(id)).toBe(message));
    expect(sent(api)).toEqual([]);
  });

  it("sends the plaine with prices in euros, says it is created and goes back to the list", async () => {
    const api = formApi({ [on.post(adminActivityPaths.list)]: { status: 201, body: { activity: saved } } });
    const { router } = renderForm("/admin/activities/new");
    await formShown();
    // No video here: its preview is a player happy-dom cannot load (the end-to-end test looks at it).
    fill(VALID);
    await userEvent.click(screen.getByLabelText(/Alerte places limitées/));
    await submitNew();

    expect(await screen.findByText("Plaine créée avec succès", { selector: "[data-title]" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/activities");
    expect(sent(api)[0].body).toMatchObject({
      title: "Plaine d'été à Namur",
      excerpt: null,
      priceStandard: 85.5,
      nonChildcare: 0,
      ageMin: 2.5,
      capacity: 30,
      imageUrl: null,
      videoUrl: null,
      alertePlacesLimitees: true,
    });
  });

  it("sends the part of the price that is not childcare in euros, with its help text", async () => {
    const api = formApi({ [on.post(adminActivityPaths.list)]: { status: 201, body: { activity: saved } } });
    renderForm("/admin/activities/new");
    const field = await screen.findByLabelText("Part hors frais de garde (par enfant)");
    expect(document.getElementById(field.getAttribute("aria-describedby")!.split(" ")[0])?.textContent).toBe(
      "Repas, cotisation ou matériel compris dans le prix\u00a0: exclus de l'attestation fiscale 281.86.",
    );
    fill({ ...VALID, "activity-non-childcare": "12,50" });
    await submitNew();
    await vi.waitFor(() => expect(sent(api)[0]?.body).toMatchObject({ priceStandard: 85.5, nonChildcare: 12.5 }));
  });

  it("has a price field per offered tariff, in their order, saying what a blank one means, and sends each in euros", async () => {
    const api = formApi({ [on.post(adminActivityPaths.list)]: { status: 201, body: { activity: saved } } });
    renderForm("/admin/activities/new");
    const reduced = await screen.findByLabelText("Tarif réduit (€)");
    const members = screen.getByLabelText("Membre de l'association (€)");
    const hintOf = (input: HTMLElement) => document.getElementById(input.getAttribute("aria-describedby")!.split(" ")[0])?.textContent;
    expect(hintOf(reduced)).toBe("Vide\u00a0: pas proposé sur cette plaine");
    expect(hintOf(members)).toBe("Vide\u00a0: 90\u00a0% du prix standard");
    expect(screen.queryByLabelText(/Prix réduit/)).toBeNull();
    fill({ ...VALID, [`activity-tariff-${REDUCED.id}`]: "60,50" });
    await submitNew();
    await vi.waitFor(() =>
      expect(sent(api)[0]?.body).toMatchObject({
        tariffs: [{ categoryId: REDUCED.id, price: 60.5 }, { categoryId: MEMBERS.id }],
      }),
    );
  });

  it("uploads the picture to the plaines' images, waits for it, then saves its address", async () => {
    const user = userEvent.setup();
    const lastRequest = fakeXhr();
    const api = formApi({ [on.post(adminActivityPaths.list)]: { status: 201, body: { activity: saved } } });
    renderForm("/admin/activities/new");
    await formShown();
    fill(VALID);
    const png = new Uint8Array(64);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await user.upload(screen.getByLabelText("Image", { selector: "input" }), new File([png], "soleil.png", { type: "image/png" }));

    const waiting = await screen.findByRole<HTMLButtonElement>("button", { name: "Envoi de l'image en cours..." });
    expect(waiting.disabled).toBe(true);
    await vi.waitFor(() => expect(lastRequest().url).toBe("/api/admin/images?bucket=activities&name=soleil.png"));
    lastRequest().answer(201, { url: "/media/activities/1700-soleil.webp", width: 1600, height: 900 });

    await vi.waitFor(() =>
      expect(screen.getByRole("img", { name: "Aperçu de l'image" }).getAttribute("src")).toBe("/media/activities/1700-soleil.webp"),
    );
    await submitNew();
    await vi.waitFor(() => expect(sent(api)[0]?.body).toMatchObject({ imageUrl: "/media/activities/1700-soleil.webp" }));
  });

  it("shows the server's refusals under their fields and keeps what was typed", async () => {
    formApi({
      [on.post(adminActivityPaths.list)]: {
        status: 400,
        body: { error: { code: "VALIDATION", message: "Données invalides", fields: { locationCity: "Cette ville est inconnue" } } },
      },
    });
    const { router } = renderForm("/admin/activities/new");
    await formShown();
    fill(VALID);
    await submitNew();
    await vi.waitFor(() => expect(errorOf("activity-location-city")).toBe("Cette ville est inconnue"));
    expect(input("activity-title").value).toBe("Plaine d'été à Namur");
    expect(router.state.location.pathname).toBe("/admin/activities/new");
  });

  it("asks before leaving with unsaved changes, and stays if asked to", async () => {
    const user = userEvent.setup();
    formApi();
    const { router } = renderForm("/admin/activities/new");
    await formShown();
    await user.type(input("activity-title"), "Plaine");

    await user.click(screen.getByRole("link", { name: "Retour aux plaines" }));
    const dialog = await screen.findByRole("dialog", { name: "Quitter sans enregistrer\u00a0?" });
    await user.click(within(dialog).getByRole("button", { name: "Rester sur la page" }));
    expect(router.state.location.pathname).toBe("/admin/activities/new");
    expect(input("activity-title").value).toBe("Plaine");

    await user.click(screen.getByRole("link", { name: "Annuler" }));
    await user.click(await screen.findByRole("button", { name: "Quitter sans enregistrer" }));
    expect(await screen.findByText("Liste des plaines")).toBeTruthy();
  });

  it("leaves an untouched form without asking", async () => {
    formApi();
    renderForm("/admin/activities/new");
    await formShown();
    await userEvent.click(screen.getByRole("link", { name: "Retour aux plaines" }));
    expect(await screen.findByText("Liste des plaines")).toBeTruthy();
  });
});

describe("The edit form", () => {
  const history: AuditEntry[] = [
    {
      id: "h2",
      action: "update",
      at: "2026-11-20T09:30:00.000Z",
      actor: { name: "Claire Admin", email: "claire@example.test" },
      changes: [
        { field: "capacity", before: 25, after: 30 },
        { field: "alertePlacesLimitees", before: false, after: true },
        { field: "excerpt", before: null, after: "Une semaine de jeux" },
        { field: "nonChildcare", before: 0, after: 12.5 },
        { field: tariffAuditField(REDUCED.id), before: 60, after: null },
        { field: tariffAuditField("9c4f5e6d-7a81-4c93-8dae-2f3a4b5c6d7e"), before: 40, after: null },
      ],
    },
    { id: "h1", action: "create", at: "2026-11-01T10:00:00.000Z", actor: { name: null, email: "ancien@example.test" }, changes: [] },
  ];

  function editApi(routes: Parameters<typeof fakeApi>[0] = {}) {
    return formApi({
      [`GET ${ONE}`]: { body: { activity: { ...saved, tariffPrices: [{ categoryId: MEMBERS.id, priceCents: 7000 }] } } },
      [on.get(adminHistoryPaths.history, { entity: "activity", id: saved.id })]: { body: { entries: history } },
      ...routes,
    });
  }

  it("starts from the saved plaine and shows the places taken and left", async () => {
    editApi();
    renderForm(`/admin/activities/${saved.id}/edit`);
    await vi.waitFor(() => expect(input("activity-title").value).toBe(saved.title));
    expect(input("activity-price-standard").value).toBe("85,5");
    // Nothing excluded from the tax certificate: the field is blank (0).
    expect(input("activity-non-childcare").value).toBe("");
    expect(input("activity-age-min").value).toBe("2,5");
    // The plaine's own price for a tariff; blank where the default applies.
    expect(input(`activity-tariff-${MEMBERS.id}`).value).toBe("70");
    expect(input(`activity-tariff-${REDUCED.id}`).value).toBe("");
    const places = screen.getByText("Places réservées").parentElement!;
    expect(places.textContent).toBe("Places réservées2");
    expect(screen.getByText("Places restantes").parentElement!.textContent).toBe("Places restantes28");
  });

  it("shows the capacity refusal under the capacity and keeps the value typed", async () => {
    const message = capacityBelowTakenMessage(2);
    const api = editApi({ [`PUT ${ONE}`]: { status: 409, body: { error: { code: "CONFLICT", message } } } });
    renderForm(`/admin/activities/${saved.id}/edit`);
    await vi.waitFor(() => expect(input("activity-capacity").value).toBe("30"));
    fill({ "activity-capacity": "1" });
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer les modifications" }));

    await vi.waitFor(() =>
      expect(errorOf("activity-capacity")).toBe("La capacité ne peut pas être inférieure aux 2 places déjà réservées"),
    );
    expect(input("activity-capacity").value).toBe("1");
    expect(api.calls.find((call) => call.method === "PUT")?.body).toMatchObject({ capacity: 1, priceStandard: 85.5 });
  });

  it("saves the changes and says so", async () => {
    const api = editApi({ [`PUT ${ONE}`]: { body: { activity: { ...saved, capacity: 40, remainingSpots: 38 } } } });
    const { router } = renderForm(`/admin/activities/${saved.id}/edit`);
    await vi.waitFor(() => expect(input("activity-capacity").value).toBe("30"));
    fill({ "activity-capacity": "40" });
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer les modifications" }));
    expect(await screen.findByText("Plaine mise à jour avec succès", { selector: "[data-title]" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/activities");
    expect(api.calls.find((call) => call.method === "PUT")?.body).toMatchObject({ capacity: 40 });
  });

  it("lists the history: who, what, and each field before and after", async () => {
    editApi();
    renderForm(`/admin/activities/${saved.id}/edit`);
    const entries = await screen.findAllByTestId("audit-entry");
    expect(entries).toHaveLength(2);
    expect(entries[0].textContent).toContain("Modification");
    expect(entries[0].textContent).toContain("par Claire Admin (claire@example.test)");
    const changes = within(entries[0])
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(changes).toEqual([
      "Capacité\u00a0: 25 → 30",
      "Alerte places limitées\u00a0: Non → Oui",
      "Chapeau\u00a0: — → Une semaine de jeux",
      "Part hors frais de garde (par enfant)\u00a0: 0 → 12,5",
      "Tarif réduit (€)\u00a0: 60 → —",
      "Tarif d'une catégorie supprimée (€)\u00a0: 40 → —",
    ]);
    expect(entries[1].textContent).toContain("Création");
    expect(entries[1].textContent).toContain("ancien@example.test (compte supprimé)");
  });
});

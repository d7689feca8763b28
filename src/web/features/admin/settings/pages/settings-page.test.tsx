import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OutboxView, PaymentSystemStatus, SystemInfo } from "../../../../../domain/contracts/admin.ts";
import type { JobQueuesResponse } from "../../../../../domain/contracts/admin-jobs.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { EXACT_SPACES } from "../../../../../../tests/support/french-text.ts";
import { adminJobPaths } from "../../../../../domain/contracts/admin-jobs.ts";
import { adminPaths } from "../../../../../domain/contracts/admin.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { EMPTY_ASSOCIATION, NO_WAY_TO_PAY, readinessOf } from "../../../../../domain/association.ts";
import { adminAssociationPaths, type AssociationSettingsView } from "../../../../../domain/contracts/association.ts";
import { IBAN_INVALID } from "../../../../../domain/contracts/association-input.ts";
import { AuthContext, type AuthState } from "../../../../lib/auth/auth-context.ts";
import { SettingsPage } from "./settings-page.tsx";

const ADMIN_EMAIL = "admin@example.org";

const system: SystemInfo = {
  version: "1.4.0",
  database: "pglite",
  node: "v24.3.0",
  uptimeSeconds: 3 * 3600 + 12 * 60 + 5,
  smtpConfigured: false,
  paymentMode: "test",
  lastWebhook: { receivedAt: "2026-11-23T14:05:00.000Z", type: "checkout.session.completed", outcome: "paid", deliveries: 1 },
  counts: { plaines: 6, parents: 41, children: 73, registrations: 128 },
};
const outbox: OutboxView = { transport: "log", mails: [] };
const payments: PaymentSystemStatus = { mode: "stripe", lastWebhook: system.lastWebhook, refundsDue: 2 };
const FAILED_JOB_ID = "5f0c3c1e-2b7a-4f7e-9a55-1d2f3e4a5b6c";
const queues: JobQueuesResponse = {
  queues: [
    {
      name: "mail-outbox",
      label: "Envoi des e-mails",
      cron: "* * * * *",
      waiting: 1,
      running: 0,
      failed: 0,
      lastRunAt: "2026-11-23T14:05:00.000Z",
      lastRunState: "completed",
      nextRunAt: "2026-11-23T14:06:00.000Z",
      failedJobs: [],
    },
    {
      name: "image-sweep",
      label: "Nettoyage des images jamais utilisées",
      cron: "17 * * * *",
      waiting: 0,
      running: 0,
      failed: 1,
      lastRunAt: "2026-11-23T13:17:00.000Z",
      lastRunState: "failed",
      nextRunAt: "2026-11-23T14:17:00.000Z",
      failedJobs: [{ id: FAILED_JOB_ID, failedAt: "2026-11-23T13:17:04.000Z", attempts: 4, error: "stockage injoignable" }],
    },
  ],
};

const auth: AuthState = {
  user: { id: "u1", email: ADMIN_EMAIL, firstName: "Sam", lastName: "Admin", isAdmin: true, inTeam: false, keepsQualifications: false },
  isLoading: false,
  isAdmin: true,
  refresh: () => Promise.resolve(null),
  signedOutOnPurpose: false,
  logout: () => Promise.resolve(true),
};

function renderPage(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [on.get(adminPaths.system)]: { body: system },
    [on.get(adminPaths.mails)]: { body: outbox },
    [on.get(adminPaths.paymentStatus)]: { body: payments },
    [on.get(adminJobPaths.queues)]: { body: queues },
    ...routes,
  });
  renderWithApp(
    <AuthContext.Provider value={auth}>
      <SettingsPage />
    </AuthContext.Provider>,
  );
  return api;
}

function confirmationForm() {
  return screen.getByRole("form", { name: "Tester l'e-mail de confirmation" });
}

afterEach(() => vi.unstubAllGlobals());

describe("SettingsPage", () => {
  it("keeps the association's identity and account: checked in French, saved as typed, the ways of paying said", async () => {
    const user = userEvent.setup();
    const view: AssociationSettingsView = {
      identity: {
        ...EMPTY_ASSOCIATION.identity,
        name: "Les Hiboux ASBL",
        email: "info@hiboux.example.org",
        street: "Rue du Bois 7",
        postalCode: "5000",
        city: "Namur",
      },
      bank: null,
      readiness: readinessOf(false, null),
    };
    const saved = { ...view, bank: { iban: "BE71096123456769", bic: "GKCCBEBB", beneficiary: "Les Hiboux ASBL", demo: false } };
    const api = renderPage({
      [on.get(adminAssociationPaths.settings)]: { body: view },
      [on.put(adminAssociationPaths.settings)]: { body: { ...saved, readiness: readinessOf(false, saved.bank) } },
    });
    const form = await screen.findByRole("form", { name: "Identité de l'association" });
    // No account, no card: parents can send nothing, and the form says why.
    expect(within(form).getByText(NO_WAY_TO_PAY, EXACT_SPACES)).toBeTruthy();
    await user.type(within(form).getByLabelText("IBAN"), "BE71 0961 2345 6760");
    await user.click(within(form).getByRole("button", { name: "Enregistrer l'identité" }));
    expect(await within(form).findByText(IBAN_INVALID, EXACT_SPACES)).toBeTruthy();
    await user.clear(within(form).getByLabelText("IBAN"));
    await user.type(within(form).getByLabelText("IBAN"), "be71 0961 2345 6769");
    await user.type(within(form).getByLabelText("BIC"), "gkccbebb");
    await user.type(within(form).getByLabelText("Bénéficiaire"), "Les Hiboux ASBL");
    await user.click(within(form).getByRole("button", { name: "Enregistrer l'identité" }));
    expect(await screen.findByText("Identité et compte de l'association enregistrés")).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PUT")?.body).toMatchObject({ iban: "BE71096123456769", bic: "GKCCBEBB" });
    expect(within(form).getByRole("list", { name: "Moyens de paiement proposés" }).textContent).toContain(
      "Virement\u00a0: proposé aux parents",
    );
  });

  it("keeps the presentation of 'À propos', paragraphs and all, and the ONE recognition, both optional", async () => {
    const user = userEvent.setup();
    const view: AssociationSettingsView = {
      identity: {
        ...EMPTY_ASSOCIATION.identity,
        name: "Les Hiboux ASBL",
        email: "info@hiboux.example.org",
        street: "Rue du Bois 7",
        postalCode: "5000",
        city: "Namur",
        about: "Une plaine depuis 1998.",
      },
      bank: null,
      readiness: readinessOf(false, null),
    };
    const api = renderPage({
      [on.get(adminAssociationPaths.settings)]: { body: view },
      [on.put(adminAssociationPaths.settings)]: { body: view },
    });
    const form = await screen.findByRole("form", { name: "Identité de l'association" });
    const about = within(form).getByLabelText("Qui est l'association");
    expect((about as HTMLTextAreaElement).value).toBe("Une plaine depuis 1998.");
    expect(about.getAttribute("maxlength")).toBe("3000");
    await user.type(about, "{Enter}{Enter}Des animateurs brevetés.");
    await user.type(within(form).getByLabelText("Reconnaissance par l'ONE"), "Centre de vacances agréé par l'ONE");
    await user.click(within(form).getByRole("button", { name: "Enregistrer l'identité" }));
    expect(await screen.findByText("Identité et compte de l'association enregistrés")).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      about: "Une plaine depuis 1998.\n\nDes animateurs brevetés.",
      oneRecognition: "Centre de vacances agréé par l'ONE",
    });
  });

  it("keeps the staffing norms: the ONE's by default, the VGC's when chosen", async () => {
    const user = userEvent.setup();
    const view: AssociationSettingsView = {
      identity: {
        ...EMPTY_ASSOCIATION.identity,
        name: "Speelplein Zonneveld",
        email: "info@zonneveld.example.org",
        street: "Rue Haute 1",
        postalCode: "1000",
        city: "Bruxelles",
      },
      bank: null,
      readiness: readinessOf(false, null),
    };
    const api = renderPage({
      [on.get(adminAssociationPaths.settings)]: { body: view },
      [on.put(adminAssociationPaths.settings)]: { body: { ...view, identity: { ...view.identity, staffingNorms: "vgc" } } },
    });
    const form = await screen.findByRole("form", { name: "Identité de l'association" });
    const norms = within(form).getByRole("combobox", { name: "Normes d'encadrement" });
    expect((norms as HTMLSelectElement).value).toBe("one");
    expect(
      within(norms)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["ONE (Fédération Wallonie-Bruxelles)", "VGC (speelpleinen bruxellois)"]);
    await user.selectOptions(norms, "vgc");
    await user.click(within(form).getByRole("button", { name: "Enregistrer l'identité" }));
    expect(await screen.findByText("Identité et compte de l'association enregistrés")).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PUT")?.body).toMatchObject({ staffingNorms: "vgc" });
  });

  it("shows the system information in French", async () => {
    renderPage();
    const region = screen.getByRole("region", { name: "Informations système" });
    expect((await within(region).findByTestId("system-version")).textContent).toBe("1.4.0");
    expect(within(region).getByTestId("system-database").textContent).toBe("PGlite embarquée");
    expect(within(region).getByTestId("system-node").textContent).toBe("v24.3.0");
    expect(within(region).getByTestId("system-uptime").textContent).toBe("3 h 12 min");
    expect((await within(region).findByTestId("smtp-configured")).textContent).toBe("Non configuré");
    expect(within(region).getByTestId("payment-mode").textContent).toBe("Stripe (test)");
    expect(within(region).getByTestId("last-webhook").textContent).toBe(
      "23 novembre 2026 à 15:05 · checkout.session.completed · paiement confirmé",
    );
    expect((await within(region).findByTestId("refunds-due")).textContent).toBe("2 paiements reçus trop tard à rembourser");
    const counts = within(within(region).getByRole("group", { name: "Données" }));
    expect(counts.getAllByRole("term").map((term) => term.textContent)).toEqual(["Plaines", "Parents", "Enfants", "Inscriptions"]);
    expect(counts.getAllByRole("definition").map((value) => value.textContent)).toEqual(["6", "41", "73", "128"]);
  });

  it("says so when the system information cannot be read, and still shows the rest", async () => {
    renderPage({ [on.get(adminPaths.system)]: { status: 500, body: { error: { code: "INTERNAL", message: "Erreur interne" } } } });
    expect(await screen.findByText("Impossible de charger les informations système")).toBeTruthy();
    expect((await screen.findByTestId("mail-transport")).textContent).toBe("Journal (aucun envoi)");
  });

  it("lists the background jobs' queues, with a failed job an administrator sends again", async () => {
    const user = userEvent.setup();
    const api = renderPage({ [on.post(adminJobPaths.retry, { queue: "image-sweep", id: FAILED_JOB_ID })]: { body: { retried: true } } });
    const region = screen.getByRole("region", { name: "Tâches de fond" });
    const cards = await within(region).findAllByTestId("job-queue");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Envoi des e-mails",
      "Nettoyage des images jamais utilisées",
    ]);
    expect(cards[0].textContent).toContain("Chaque minute");
    expect(within(cards[0]).getByText("En attente").nextSibling?.textContent).toBe("1");
    expect(cards[0].textContent).toContain("Dernière exécution\u00a0: 23 novembre 2026 à 15:05 réussie");
    expect(cards[1].textContent).toContain("Chaque heure, à la minute 17");
    expect(within(cards[1]).getByText("En échec").nextSibling?.textContent).toBe("1");

    const failed = within(cards[1]).getByTestId("failed-job");
    expect(failed.textContent).toContain("Échec le 23 novembre 2026 à 14:17 après 4 tentatives");
    expect(failed.textContent).toContain("stockage injoignable");
    await user.click(within(failed).getByRole("button", { name: "Relancer" }));
    expect(await screen.findByText("Tâche relancée")).toBeTruthy();
    expect(api.calls.some((call) => call.method === "POST" && call.path === `/api/admin/jobs/image-sweep/${FAILED_JOB_ID}/retry`)).toBe(
      true,
    );
    // The list is read again after the retry.
    await waitFor(() => expect(api.calls.filter((call) => call.path === "/api/admin/jobs")).toHaveLength(2));
  });

  it("says why a failed job could not be sent again", async () => {
    const user = userEvent.setup();
    renderPage({
      [on.post(adminJobPaths.retry, { queue: "image-sweep", id: FAILED_JOB_ID })]: {
        status: 404,
        body: { error: { code: "NOT_FOUND", message: "Cette tâche n'existe pas ou n'est plus en échec" } },
      },
    });
    const failed = await screen.findByTestId("failed-job");
    await user.click(within(failed).getByRole("button", { name: "Relancer" }));
    expect(await screen.findByText("La tâche n'a pas pu être relancée")).toBeTruthy();
    expect(screen.getByText("Cette tâche n'existe pas ou n'est plus en échec")).toBeTruthy();
  });

  it("sends the confirmation test with the values typed, to the administrator only", async () => {
    const user = userEvent.setup();
    const api = renderPage({ [on.post(adminPaths.testConfirmation)]: { body: { success: true } } });
    const form = confirmationForm();
    expect(screen.getByRole("region", { name: "Tester l'e-mail de confirmation" }).textContent).toContain(
      `uniquement à votre adresse (${ADMIN_EMAIL})`,
    );

    await user.clear(within(form).getByLabelText("Nom de l'enfant"));
    await user.type(within(form).getByLabelText("Nom de l'enfant"), "Tom Martin");
    await user.clear(within(form).getByLabelText("Montant (€)"));
    await user.type(within(form).getByLabelText("Montant (€)"), "12.5");
    await user.selectOptions(within(form).getByLabelText("Mode de paiement"), "Carte bancaire");
    await user.selectOptions(within(form).getByLabelText("Statut du paiement"), "Payé");
    await user.click(within(form).getByRole("button", { name: "Envoyer l'e-mail de confirmation de test" }));

    expect(await screen.findByText("E-mail de confirmation de test envoyé")).toBeTruthy();
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      parentName: "Camille Dupont",
      childName: "Tom Martin",
      activityTitle: "Plaine d'été - test",
      amount: 12.5,
      paymentMethod: "stripe",
      paymentStatus: "paid",
    });
  });

  it("refuses an empty name and a negative amount with the schema's messages, sending nothing", async () => {
    const user = userEvent.setup();
    const api = renderPage();
    const form = confirmationForm();
    await user.clear(within(form).getByLabelText("Nom du parent"));
    await user.clear(within(form).getByLabelText("Montant (€)"));
    await user.type(within(form).getByLabelText("Montant (€)"), "-3");
    await user.click(within(form).getByRole("button", { name: "Envoyer l'e-mail de confirmation de test" }));

    expect(await within(form).findByText("Le nom du parent est requis")).toBeTruthy();
    expect(within(form).getByText("Le montant ne peut pas être négatif")).toBeTruthy();
    expect(within(form).getByLabelText("Nom du parent").getAttribute("aria-invalid")).toBe("true");
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("shows the spec's toast when the confirmation test fails, keeping what was typed", async () => {
    const user = userEvent.setup();
    renderPage({
      [on.post(adminPaths.testConfirmation)]: {
        status: 400,
        body: { error: { code: "VALIDATION", message: "Données invalides", fields: { childName: "Le nom de l'enfant est requis" } } },
      },
    });
    const form = confirmationForm();
    await user.type(within(form).getByLabelText("Titre de la plaine"), " bis");
    await user.click(within(form).getByRole("button", { name: "Envoyer l'e-mail de confirmation de test" }));

    expect(await screen.findByText("Erreur lors du test d'email de confirmation")).toBeTruthy();
    expect(within(form).getByText("Le nom de l'enfant est requis")).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>("Titre de la plaine").value).toBe("Plaine d'été - test bis");
  });

  it("shows the spec's toasts for the plain e-mail test", async () => {
    const user = userEvent.setup();
    renderPage({ [on.post(adminPaths.testMail)]: { body: { success: false } } });
    await user.click(screen.getByRole("button", { name: "Envoyer un e-mail de test" }));
    expect(await screen.findByText("Le test d'email a échoué")).toBeTruthy();
  });

  it("shows 'Erreur lors du test d'email' when the server refuses the plain test", async () => {
    const user = userEvent.setup();
    renderPage({ [on.post(adminPaths.testMail)]: { status: 500, body: { error: { code: "INTERNAL", message: "Erreur interne" } } } });
    await user.click(screen.getByRole("button", { name: "Envoyer un e-mail de test" }));
    await waitFor(() => expect(screen.getByText("Erreur lors du test d'email")).toBeTruthy());
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminDashboard } from "../../../../../domain/contracts/admin-dashboard.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { EXACT_SPACES } from "../../../../../../tests/support/french-text.ts";
import { adminBankPaths } from "../../../../../domain/contracts/admin-bank.ts";
import { adminDashboardPaths } from "../../../../../domain/contracts/admin-dashboard.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { AdminHomePage } from "./admin-home-page.tsx";

const dashboard: AdminDashboard = {
  readiness: [
    {
      key: "bankAccount",
      title: "Compte bancaire de l'association",
      done: true,
      explanation: "Les virements des parents arrivent sur le compte BE71 0961 2345 6769 (Plaines Soleil ASBL).",
      link: { href: "/admin/settings#identity-title", label: "Ouvrir les paramètres" },
    },
    {
      key: "dailyCap",
      title: "Plafond journalier 2026 (attestation 281.86)",
      done: false,
      explanation:
        "Le montant maximum déductible par jour pour 2026 n'est pas encore indiqué\u00a0: les attestations fiscales en ont besoin.",
      link: { href: "/admin/settings#certificates-title", label: "Régler les attestations" },
    },
  ],
  plaines: [
    { id: "a1", title: "Plaine de Pâques", startDate: "2027-04-05", endDate: "2027-04-09", capacity: 20, taken: 12 },
    { id: "a2", title: "Plaine d'été", startDate: "2027-07-05", endDate: "2027-07-16", capacity: 30, taken: 30, waitingFamilies: 4 },
  ],
  unpaidTransfers: {
    count: 2,
    totalCents: 17_000,
    items: [
      {
        paymentId: "p1",
        reference: "abcd1234",
        parentName: "Camille Dupont",
        activityTitle: "Plaine de Pâques",
        amountCents: 9_000,
        receivedCents: 0,
        createdAt: "2026-11-10T10:00:00.000Z",
        ageDays: 13,
      },
      {
        paymentId: "p2",
        reference: "efgh5678",
        parentName: "Alex Martin",
        activityTitle: "Plaine d'été",
        amountCents: 8_000,
        receivedCents: 3_000,
        createdAt: "2026-11-23T08:00:00.000Z",
        ageDays: 0,
      },
    ],
  },
  transfersDueSoon: [
    {
      paymentId: "p1",
      parentName: "Camille Dupont",
      activityTitle: "Plaine de Pâques",
      amountCents: 9_000,
      receivedCents: 4_000,
      deadline: "2026-11-26",
    },
  ],
  oneAgreementReminders: [
    { id: "a1", title: "Plaine d'été", deadline: "2027-03-12", late: false },
    { id: "a2", title: "Plaine de printemps", deadline: "2026-11-20", late: true },
  ],
  refundsDue: 1,
  overpaymentsToRefund: { count: 2, totalCents: 3_500 },
  lastRegistrations: [
    {
      id: "r1",
      reference: "efgh5678",
      childName: "Tom Martin",
      parentName: "Alex Martin",
      activityTitle: "Plaine d'été",
      createdAt: "2026-11-23T08:00:00.000Z",
      status: "pending",
      statusLabel: "En attente",
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("AdminHomePage", () => {
  it("lists what is missing before registrations open, each item linking to where it is set", async () => {
    fakeApi({ [on.get(adminDashboardPaths.dashboard)]: { body: dashboard } });
    renderWithApp(<AdminHomePage />);
    const panel = await screen.findByRole("region", { name: "Avant d'ouvrir les inscriptions" });
    expect(within(panel).getByTestId("readiness-count").textContent).toBe("1 sur 2 en ordre");
    const [bank, cap] = within(panel).getAllByTestId("readiness-item");
    expect(bank.textContent).toContain("En ordre");
    expect(cap.textContent).toContain("À faire");
    expect(within(cap).getByRole("link", { name: "Régler les attestations" }).getAttribute("href")).toBe(
      "/admin/settings#certificates-title",
    );
  });

  it("reminds the ONE agreement requests to send, warns of a late one, each leading to its plaine", async () => {
    fakeApi({ [on.get(adminDashboardPaths.dashboard)]: { body: dashboard } });
    renderWithApp(<AdminHomePage />);
    const [summer, spring] = await screen.findAllByTestId("one-agreement-reminder");
    expect(summer.textContent).toContain("Demande d'agrément ONE à envoyer pour «\u00a0Plaine d'été\u00a0» au plus tard le 12 mars 2027");
    expect(within(summer).getByRole("link", { name: "Ouvrir la plaine" }).getAttribute("href")).toBe(
      "/admin/activities/a1/edit#plaine-field-title",
    );
    expect(spring.textContent).toContain(
      "la date limite était le 20 novembre 2026 (90 jours avant le début) et l'ONE refuse les demandes tardives",
    );
  });

  it("shows no ONE agreement reminder when there is none", async () => {
    fakeApi({ [on.get(adminDashboardPaths.dashboard)]: { body: { ...dashboard, oneAgreementReminders: [] } } });
    renderWithApp(<AdminHomePage />);
    await screen.findByRole("region", { name: "Virements en attente" });
    expect(screen.queryByTestId("one-agreement-reminder")).toBeNull();
  });

  it("folds the checklist under one line once everything is in order", async () => {
    const ready = dashboard.readiness.map((item) => ({ ...item, done: true }));
    fakeApi({ [on.get(adminDashboardPaths.dashboard)]: { body: { ...dashboard, readiness: ready } } });
    renderWithApp(<AdminHomePage />);
    const panel = await screen.findByRole("region", { name: "Avant d'ouvrir les inscriptions" });
    expect(within(panel).getByText("Tout est en ordre\u00a0: les inscriptions peuvent ouvrir.", EXACT_SPACES)).toBeTruthy();
    expect(within(panel).getByTestId("readiness-count").textContent).toBe("2 sur 2 en ordre");
  });

  it("shows each plaine's places taken of its capacity and the families waiting, in a table screen readers can read", async () => {
    fakeApi({ [on.get(adminDashboardPaths.dashboard)]: { body: dashboard } });
    renderWithApp(<AdminHomePage />);
    const table = await screen.findByRole("table", { name: "Remplissage des plaines à venir" });
    expect(within(table).getAllByRole("columnheader").at(-1)?.textContent).toBe("Familles en attente");
    expect(
      within(table)
        .getAllByTestId("fill-rate-row")
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ["Plaine de Pâques", "du 5 au 9 avril 2027", "12", "20", "60 %", "0"],
      ["Plaine d'été", "du 5 au 16 juillet 2027", "30", "30", "100 %", "4"],
    ]);
  });

  it("shows the transfers awaited with their age and total, the refunds due and the last registrations", async () => {
    fakeApi({ [on.get(adminDashboardPaths.dashboard)]: { body: dashboard } });
    renderWithApp(<AdminHomePage />);
    const transfers = await screen.findByRole("region", { name: "Virements en attente" });
    expect(within(transfers).getByTestId("unpaid-total").textContent).toBe(formatEuros(17_000));
    expect(within(transfers).getByTestId("unpaid-count").textContent).toBe("2 virements en attente");
    const [oldest, newest] = within(transfers).getAllByTestId("unpaid-transfer");
    expect(oldest.textContent).toBe(`Camille DupontPlaine de Pâques · Réf. abcd1234${formatEuros(9_000)}depuis 13 jours`);
    expect(newest.textContent).toContain("aujourd'hui");
    // Paid in part: the rest is what is awaited.
    expect(newest.textContent).toContain(`Reçu ${formatEuros(3_000)} sur ${formatEuros(8_000)}`);
    expect(newest.textContent).toContain(`${formatEuros(5_000)}aujourd'hui`);
    expect(within(transfers).queryByRole("link")).toBeNull();

    // The card payment paid too late and the two overpaid transfers.
    const refunds = screen.getByRole("region", { name: "Remboursements à effectuer" });
    expect(within(refunds).getByTestId("refunds-due-count").textContent).toBe("3");
    expect(within(refunds).getByTestId("card-refunds").textContent).toContain("1 paiement par carte à rembourser");
    expect(within(refunds).getByRole("link", { name: "Voir les inscriptions" }).getAttribute("href")).toBe("/admin/registrations");
    expect(within(refunds).getByTestId("overpayments-to-refund").textContent).toContain(
      `2 trop-perçus de virements à rendre (${formatEuros(3_500)})`,
    );
    expect(within(refunds).getByRole("link", { name: "Voir les trop-perçus" }).getAttribute("href")).toBe("/admin/payments/import");

    const [last] = within(screen.getByRole("region", { name: "Dernières inscriptions" })).getAllByTestId("last-registration");
    expect(last.textContent).toBe("Tom Martin (Alex Martin)Plaine d'été · 23 novembre 2026 à 09:00En attente");
  });

  it("leads to the registrations for the transfers the dashboard does not list", async () => {
    fakeApi({
      [on.get(adminDashboardPaths.dashboard)]: { body: { ...dashboard, unpaidTransfers: { ...dashboard.unpaidTransfers, count: 5 } } },
    });
    renderWithApp(<AdminHomePage />);
    const transfers = await screen.findByRole("region", { name: "Virements en attente" });
    expect(within(transfers).getByRole("link", { name: "Et 3 autres dans les inscriptions" }).getAttribute("href")).toBe(
      "/admin/registrations",
    );
  });

  it("keeps the tiles when the figures cannot be read, and says why", async () => {
    fakeApi({ [on.get(adminDashboardPaths.dashboard)]: { status: 500, body: { error: { code: "INTERNAL", message: "Erreur interne" } } } });
    renderWithApp(<AdminHomePage />);
    expect(await screen.findByText("Impossible de charger le tableau de bord")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
    expect(within(screen.getByRole("navigation", { name: "Administration" })).getAllByRole("link")).toHaveLength(5);
  });

  it("lists the transfers whose deadline is within 3 days, with what is left to pay, and links to the bank statements", async () => {
    fakeApi({ [on.get(adminDashboardPaths.dashboard)]: { body: dashboard } });
    renderWithApp(<AdminHomePage />);
    const list = await screen.findByRole("list", { name: "Virements à échéance dans les 3 jours" });
    const item = within(list).getByTestId("transfer-due-soon");
    expect(item.textContent).toContain("Camille Dupont");
    expect(item.textContent).toContain(formatEuros(5_000));
    expect(item.textContent).toContain("avant le 26 novembre 2026");
    expect(screen.getByRole("link", { name: "Importer un relevé bancaire" }).getAttribute("href")).toBe("/admin/payments/import");
  });

  it("extends a transfer's deadline by a week from the list", async () => {
    const api = fakeApi({
      [on.get(adminDashboardPaths.dashboard)]: { body: dashboard },
      [on.put(adminBankPaths.deadline, { id: "p1" })]: (request) => ({ body: { payment: { id: "p1", ...(request.body as object) } } }),
    });
    renderWithApp(<AdminHomePage />);
    const form = await screen.findByRole("form", { name: "Prolonger le délai de Camille Dupont pour Plaine de Pâques" });
    await userEvent.click(within(form).getByRole("button", { name: "Prolonger" }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({ method: "PUT", path: "/api/admin/payments/p1/deadline", body: { deadline: "2026-12-03" } }),
    );
  });
});

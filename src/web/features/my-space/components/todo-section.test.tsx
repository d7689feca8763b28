import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TodoItem, TodoResponse } from "../../../../domain/contracts/todo.ts";
import { formatDateRangeFr } from "../../../../domain/dates.ts";
import { renderWithApp } from "../../../../../tests/support/render.tsx";
import { TodoSection } from "./todo-section.tsx";

const activity = { id: "6f1c1a52-0b1e-4f43-9a57-000000000001", title: "Plaine d'été", startDate: "2026-07-06", endDate: "2026-07-10" };
const lea = { id: "6f1c1a52-0b1e-4f43-9a57-000000000011", firstName: "Léa", lastName: "Dupont" };
const tom = { id: "6f1c1a52-0b1e-4f43-9a57-000000000012", firstName: "Tom", lastName: "Dupont" };

const items: TodoItem[] = [
  {
    kind: "card-payment",
    id: "p1",
    activity,
    children: [lea, tom],
    registrationId: "7a1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01",
    amountCents: 16000,
    holdExpiresAt: "2026-07-01T13:09:00.000Z",
  },
  {
    kind: "bank-transfer",
    id: "p2",
    activity,
    children: [lea],
    registrationId: "r2",
    amountCents: 8000,
    deadline: "2026-07-10",
    transferPath: "/bank-transfer/success?registration_id=r2",
  },
  {
    kind: "waitlist-offer",
    id: "w1",
    activity,
    children: [tom],
    offerExpiresAt: "2026-07-02T10:00:00.000Z",
    answerPath: "/register/a?offre=w1",
  },
  { kind: "health-form", id: tom.id, child: tom, activity },
  { kind: "national-number", id: lea.id, child: lea, year: 2026 },
];

const nextPlaine: TodoResponse["nextPlaine"] = {
  activity: {
    ...activity,
    place: { name: "École du Centre", address: "Rue Haute 5", postalCode: "5000", city: "Namur" },
    practicalInfo: { hours: "De 9 h à 16 h", daycare: "Dès 7 h 30", meals: null, bring: "Une gourde", access: "  " },
  },
  children: [lea, tom],
};

beforeEach(() => vi.useFakeTimers({ now: new Date("2026-07-01T12:50:00Z"), toFake: ["Date"] }));
afterEach(() => vi.useRealTimers());

describe("TodoSection", () => {
  it("lists each thing to do in the server's order, with what happens otherwise and where to do it", () => {
    renderWithApp(<TodoSection todo={{ items, nextPlaine: null }} />);
    const list = screen.getByRole("list", { name: "À faire" });
    const entries = within(list).getAllByRole("listitem");
    expect(entries.map((entry) => within(entry).getByRole("heading").textContent)).toEqual([
      "Paiement en attente\u00a0: 160,00\u00a0€",
      "Virement de 80,00\u00a0€ à effectuer",
      "Place proposée (liste d'attente)",
      "Fiche santé de Tom à compléter",
      "Numéro de registre national de Léa",
    ]);

    // The card payment: the registrations' own 'Payer (jusqu'à …)', with the hold's notice.
    expect(within(entries[0]).getByText("Places réservées : payez avant la fin du délai pour confirmer l'inscription.")).toBeTruthy();
    expect(within(entries[0]).getByRole("button").textContent).toBe("Payer l'inscription à Plaine d'été (jusqu'à 15:09)");
    expect(entries[0].textContent).toContain("«\u00a0Plaine d'été\u00a0» · Léa Dupont et Tom Dupont");

    // The transfer: its deadline and what follows, and the page with the IBAN, the communication and the QR code.
    expect(entries[1].textContent).toContain("À payer au plus tard le 10 juillet 2026");
    expect(entries[1].textContent).toContain("l'inscription sera annulée");
    expect(
      within(entries[1])
        .getByRole("link", { name: /^Payer/ })
        .getAttribute("href"),
    ).toBe("/bank-transfer/success?registration_id=r2");

    expect(entries[2].textContent).toContain("À accepter avant le 2 juillet 2026 à 12:00");
    expect(
      within(entries[2])
        .getByRole("link", { name: /Accepter ou refuser/ })
        .getAttribute("href"),
    ).toBe("/register/a?offre=w1");
    expect(within(entries[3]).getByRole("link", { name: "Compléter la fiche de Tom" }).getAttribute("href")).toBe("/dashboard/children");
    expect(entries[3].textContent).toContain("Avant la plaine «\u00a0Plaine d'été\u00a0» du 6 juillet 2026");
    expect(within(entries[4]).getByRole("link", { name: "Indiquer le numéro de Léa" }).getAttribute("href")).toBe(
      "/dashboard/certificates#national-numbers-title",
    );
    expect(screen.queryByText(/^Rien à faire/)).toBeNull();
  });

  it("says so in one line when nothing is to do, and still shows the next plaine", () => {
    renderWithApp(<TodoSection todo={{ items: [], nextPlaine }} />);
    expect(screen.getByText(/^Rien à faire/).textContent).toBe("Rien à faire pour le moment\u00a0: tout est en ordre.");
    expect(screen.queryByRole("list", { name: "À faire" })).toBeNull();

    const card = screen.getByTestId("next-plaine");
    expect(within(card).getByRole("heading", { name: "Plaine d'été" })).toBeTruthy();
    expect(card.textContent).toContain(`${formatDateRangeFr("2026-07-06", "2026-07-10")} · Léa Dupont et Tom Dupont`);
    expect(card.textContent).toContain("École du Centre, Rue Haute 5, 5000 Namur");
    // The practical information given, in the families' order; what is blank is left out.
    const terms = within(card)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(terms).toEqual(["Horaire", "Garderie", "À emporter"]);
    expect(within(card).getByText("Dès 7 h 30")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Toutes les infos pratiques" }).getAttribute("href")).toBe(
      `/activities/${activity.id}#infos-pratiques`,
    );
    expect(within(card).getByRole("link", { name: "Voir sur la carte" }).getAttribute("href")).toContain("openstreetmap.org");
  });

  it("leads to the plaine's page when it has no practical information yet", () => {
    const bare = {
      ...nextPlaine,
      activity: { ...nextPlaine.activity, practicalInfo: { hours: null, daycare: null, meals: null, bring: null, access: null } },
    };
    renderWithApp(<TodoSection todo={{ items: [], nextPlaine: bare }} />);
    expect(screen.queryAllByRole("term")).toEqual([]);
    expect(screen.getByRole("link", { name: "Voir la plaine" })).toBeTruthy();
  });
});

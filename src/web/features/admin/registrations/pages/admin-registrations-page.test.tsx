import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminRegistrationUpdateResult } from "../../../../../domain/contracts/admin.ts";
import type { RegistrationGroup } from "../../../../../domain/contracts/registrations.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { EXACT_SPACES } from "../../../../../../tests/support/french-text.ts";
import { adminHistoryPaths } from "../../../../../domain/contracts/admin-history.ts";
import { adminPaths } from "../../../../../domain/contracts/admin.ts";
import { adminPayerPaths } from "../../../../../domain/contracts/admin-payers.ts";
import { addDaysIso, brusselsToday } from "../../../../../domain/dates.ts";
import { payer } from "../../payers/test-payers.ts";
import { renderRoutes } from "../../../../../../tests/support/render-routes.tsx";
import { SELECT_ALL_LABEL } from "../../../../components/data-table/selection-column.tsx";
import { MEDICAL_OPTION_LABEL } from "../components/export-panel.tsx";
import { SEARCH_LABEL } from "../components/registration-filters-bar.tsx";
import { registrationGroup, registrationRow } from "../test-registrations.ts";
import { AdminRegistrationsPage } from "./admin-registrations-page.tsx";

const SUMMER = { id: "a1000000-0000-4000-8000-000000000001", title: "Plaine d'été", startDate: "2099-07-06", endDate: "2099-07-10" };
const SPRING = { id: "a2000000-0000-4000-8000-000000000002", title: "Plaine de printemps", startDate: "2099-04-06", endDate: "2099-04-10" };
const PAST = { id: "a3000000-0000-4000-8000-000000000003", title: "Plaine de 2020", startDate: "2020-07-06", endDate: "2020-07-10" };

const zoe = registrationRow({ id: "r1000000-0000-4000-8000-00000000zoe1" });
const leo = registrationRow({
  id: "r2000000-0000-4000-8000-00000000leo2",
  isPrimary: false,
  child: { id: "c2", firstName: "Léo", lastName: "Dupont" },
  paymentId: zoe.paymentId,
  amountCents: null,
  amountLabel: "-",
});
const arthur = registrationRow({
  id: "r3000000-0000-4000-8000-0000arthur3",
  child: { id: "c3", firstName: "Arthur", lastName: "Martin" },
  parent: { id: "parent-2", firstName: "Marc", lastName: "Martin", email: "marc.martin@example.be", phone: null },
  paymentMethod: "stripe",
  paymentStatus: "paid",
  paidAt: "2026-11-02T10:00:00.000Z",
  amountCents: 9500,
  amountLabel: formatEuros(9500),
  communication: null,
});
const noah = registrationRow({
  id: "r4000000-0000-4000-8000-00000000noah",
  child: { id: "c4", firstName: "Noah", lastName: "Lambert" },
  parent: { id: "parent-3", firstName: "Anne", lastName: "Lambert", email: "anne@example.be", phone: null },
  status: "confirmed",
  communication: "+++555/6666/77777+++",
});
const emma = registrationRow({
  id: "r5000000-0000-4000-8000-00000000emma",
  child: { id: "c5", firstName: "Emma", lastName: "Petit" },
  paymentStatus: "paid",
  communication: "+++999/0000/11111+++",
});

// The server orders by start date; the page puts the plaines not yet over first.
const GROUPS = [registrationGroup(PAST, [emma]), registrationGroup(SPRING, [noah]), registrationGroup(SUMMER, [zoe, leo, arthur])];

function listApi(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ [on.get(adminPaths.registrations)]: { body: { groups: GROUPS } }, ...routes });
}

/** A server whose list changes once a PATCH is accepted: the refetch after a change then agrees with it. */
function changingApi(result: AdminRegistrationUpdateResult, after: RegistrationGroup[]) {
  let groups = GROUPS;
  return fakeApi({
    [on.get(adminPaths.registrations)]: () => ({ body: { groups } }),
    [on.patch(adminPaths.registrations)]: () => {
      groups = after;
      return { body: result };
    },
  });
}

function renderPage(path = "/admin/registrations") {
  return renderRoutes([{ path: "/admin/registrations", element: <AdminRegistrationsPage /> }], { path });
}

function groupTitles() {
  return screen.getAllByTestId("registration-group").map((group) => group.getAttribute("aria-label"));
}

function childNames() {
  return screen.getAllByTestId("registration-row").map((row) => within(row).getAllByRole("cell")[1].querySelector("p")?.textContent);
}

function rowOf(name: string) {
  const row = screen.getAllByTestId("registration-row").find((candidate) => candidate.textContent?.includes(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

function updated(result: Partial<AdminRegistrationUpdateResult>): AdminRegistrationUpdateResult {
  return { count: 1, registrationsChanged: 0, paymentsChanged: 0, ...result };
}

afterEach(() => vi.unstubAllGlobals());

describe("AdminRegistrationsPage", () => {
  it("groups the upcoming plaines by start date, each with its count and amounts, and the period in the address", async () => {
    const user = userEvent.setup();
    listApi();
    const { router } = renderPage();
    expect(await screen.findAllByTestId("registration-group")).toHaveLength(2);
    expect(groupTitles()).toEqual([SPRING.title, SUMMER.title]);

    const summer = screen.getByRole("region", { name: SUMMER.title });
    expect(within(summer).getByRole("button", { name: /Plaine d'été/ }).textContent).toContain("3 inscriptions");
    // Zoé and Léo share a pending transfer of 120 €, Arthur paid 95 € by card.
    expect(within(summer).getByText("Total\u00a0:", EXACT_SPACES).nextElementSibling?.textContent).toBe(formatEuros(21500));
    expect(within(summer).getByText("Payé\u00a0:", EXACT_SPACES).nextElementSibling?.textContent).toBe(formatEuros(9500));
    expect(within(summer).getByText("Reste dû\u00a0:", EXACT_SPACES).nextElementSibling?.textContent).toBe(formatEuros(12000));

    await user.click(within(summer).getByRole("button", { name: /Plaine d'été/ }));
    expect(
      within(summer)
        .getByRole("button", { name: /Plaine d'été/ })
        .getAttribute("aria-expanded"),
    ).toBe("false");
    expect(within(summer).queryByRole("table")).toBeNull();

    await user.click(screen.getByRole("link", { name: "Plaines passées" }));
    expect(router.state.location.search).toBe("?period=past");
    expect(groupTitles()).toEqual([PAST.title]);
  });

  it("finds a family by its structured communication, keeps the search and filters in the address, and says when nothing matches", async () => {
    const user = userEvent.setup();
    listApi();
    const { router } = renderPage();
    await screen.findAllByTestId("registration-row");

    await user.type(screen.getByRole("searchbox", { name: SEARCH_LABEL }), "123/4567/89012");
    expect(childNames()).toEqual(["Zoé Dupont", "Léo Dupont"]);
    expect(groupTitles()).toEqual([SUMMER.title]);
    expect(router.state.location.search).toBe("?q=123%2F4567%2F89012");

    await user.clear(screen.getByRole("searchbox", { name: SEARCH_LABEL }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Paiement" }), "paid");
    expect(childNames()).toEqual(["Arthur Martin"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Mode de paiement" }), "bank_transfer");
    expect(router.state.location.search).toBe("?paymentStatus=paid&method=bank_transfer");
    expect(screen.getByText("Aucune inscription ne correspond à ces filtres")).toBeTruthy();

    await user.click(screen.getByRole("link", { name: "Effacer les filtres" }));
    expect(childNames()).toHaveLength(4);
  });

  it("opens with the filters the address holds (a reload)", async () => {
    listApi();
    renderPage("/admin/registrations?q=marc.martin&status=pending");
    await screen.findAllByTestId("registration-row");
    expect(childNames()).toEqual(["Arthur Martin"]);
    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: SEARCH_LABEL }).value).toBe("marc.martin");
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Inscription" }).value).toBe("pending");
  });

  it("changes a row's status, updates the row at once and names the status and count in the toast", async () => {
    const user = userEvent.setup();
    const api = changingApi(updated({ registrationsChanged: 1, status: "confirmed", statusLabel: "Confirmée" }), [
      GROUPS[0],
      GROUPS[1],
      registrationGroup(SUMMER, [registrationRow({ ...zoe, status: "confirmed" }), leo, arthur]),
    ]);
    renderPage();
    await screen.findAllByTestId("registration-row");

    const select = within(rowOf("Zoé")).getByRole("combobox", { name: "Statut de l'inscription de Zoé Dupont" });
    await user.selectOptions(select, "confirmed");
    expect(
      await screen.findByText("1 inscription passée à «\u00a0Confirmée\u00a0»", { selector: "[data-title]", ...EXACT_SPACES }),
    ).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toEqual({ ids: [zoe.id], status: "confirmed" });
    await vi.waitFor(() =>
      expect(within(rowOf("Zoé")).getByRole<HTMLSelectElement>("combobox", { name: /Statut de l'inscription/ }).value).toBe("confirmed"),
    );
  });

  it("changes the selected rows of a plaine at once from the bar", async () => {
    const user = userEvent.setup();
    const paid = { paymentStatus: "paid", paidAt: "2026-11-23T10:00:00.000Z" } as const;
    const api = changingApi(updated({ count: 3, paymentsChanged: 2, paymentStatus: "paid", paymentStatusLabel: "Payé" }), [
      GROUPS[0],
      GROUPS[1],
      registrationGroup(SUMMER, [registrationRow({ ...zoe, ...paid }), registrationRow({ ...leo, ...paid }), arthur]),
    ]);
    renderPage();
    const summer = within(await screen.findByRole("region", { name: SUMMER.title }));

    const selectAll = summer.getByRole<HTMLInputElement>("checkbox", { name: SELECT_ALL_LABEL });
    await user.click(selectAll);
    expect(summer.getByText("3 lignes sélectionnées")).toBeTruthy();
    expect(selectAll.checked && !selectAll.indeterminate).toBe(true);
    await user.selectOptions(summer.getByRole("combobox", { name: "Nouveau statut" }), "paymentStatus:paid");
    await user.click(summer.getByRole("button", { name: "Appliquer" }));

    expect(
      await screen.findByText("Paiement de 3 inscriptions passé à «\u00a0Payé\u00a0»", { selector: "[data-title]", ...EXACT_SPACES }),
    ).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toEqual({ ids: [zoe.id, leo.id, arthur.id], paymentStatus: "paid" });
    expect(summer.queryByText("3 lignes sélectionnées")).toBeNull();
    expect(
      within(summer.getByRole("button", { name: /Plaine d'été/ }).parentElement!.parentElement!).getByText("Reste dû\u00a0:", EXACT_SPACES)
        .nextElementSibling?.textContent,
    ).toBe(formatEuros(0));
  });

  it("shows the server's sentence when the plaine is full, and the spec's message for another failure", async () => {
    const user = userEvent.setup();
    let answer = { status: 409, body: { error: { code: "CONFLICT", message: "Cette plaine est complète" } } };
    listApi({ [on.patch(adminPaths.registrations)]: () => answer });
    renderPage();
    await screen.findAllByTestId("registration-row");

    await user.selectOptions(within(rowOf("Noah")).getByRole("combobox", { name: /Statut de l'inscription/ }), "pending");
    expect(await screen.findByText("Cette plaine est complète", { selector: "[data-title]" })).toBeTruthy();

    answer = { status: 500, body: { error: { code: "INTERNAL", message: "Une erreur est survenue" } } };
    await user.selectOptions(within(rowOf("Noah")).getByRole("combobox", { name: /Statut de l'inscription/ }), "cancelled");
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Annuler l'inscription" }));
    expect(await screen.findByText("Erreur lors de la mise à jour du statut", { selector: "[data-title]" })).toBeTruthy();
    expect(within(rowOf("Noah")).getByRole<HTMLSelectElement>("combobox", { name: /Statut de l'inscription/ }).value).toBe("confirmed");
  });

  it("asks for an optional reason before cancelling, checks its length, and sends it trimmed with the selection", async () => {
    const user = userEvent.setup();
    const result: AdminRegistrationUpdateResult = {
      count: 3,
      registrationsChanged: 3,
      paymentsChanged: 0,
      status: "cancelled",
      statusLabel: "Annulée",
    };
    const cancelled = (row: typeof zoe) => ({ ...row, status: "cancelled" as const, statusLabel: "Annulée" });
    const api = changingApi(result, [
      registrationGroup(PAST, [emma]),
      registrationGroup(SPRING, [noah]),
      registrationGroup(SUMMER, [cancelled(zoe), cancelled(leo), cancelled(arthur)]),
    ]);
    renderPage();
    const summer = within(await screen.findByRole("region", { name: SUMMER.title }));
    await user.click(summer.getByRole("checkbox", { name: SELECT_ALL_LABEL }));
    await user.selectOptions(summer.getByRole("combobox", { name: "Nouveau statut" }), "status:cancelled");
    await user.click(summer.getByRole("button", { name: "Appliquer" }));

    const dialogElement = await screen.findByRole("dialog", { name: "Annuler 3\u00a0inscriptions\u00a0?" });
    const dialog = within(dialogElement);
    // Zoé and Léo are one family: two e-mails, not three.
    expect(dialogElement.textContent).toContain("Chacune des 2\u00a0familles reçoit un e-mail");
    expect(dialog.getByText("Zoé Dupont, Léo Dupont et Arthur Martin")).toBeTruthy();
    // "Retour" changes nothing.
    await user.click(dialog.getByRole("button", { name: "Retour" }));
    expect(api.calls.some((call) => call.method === "PATCH")).toBe(false);

    await user.click(summer.getByRole("button", { name: "Appliquer" }));
    const again = within(await screen.findByRole("dialog"));
    const reason = again.getByRole("textbox", { name: "Raison (facultative)" });
    await user.click(reason);
    await user.paste("x".repeat(501));
    await user.click(again.getByRole("button", { name: "Annuler les 3\u00a0inscriptions" }));
    expect(await again.findByText("La raison ne doit pas dépasser 500\u00a0caractères", EXACT_SPACES)).toBeTruthy();
    expect(api.calls.some((call) => call.method === "PATCH")).toBe(false);

    await user.clear(reason);
    await user.type(reason, "  La plaine est annulée faute d'encadrement.  ");
    await user.click(again.getByRole("button", { name: "Annuler les 3\u00a0inscriptions" }));
    expect(
      await screen.findByText("3 inscriptions passées à «\u00a0Annulée\u00a0»", { selector: "[data-title]", ...EXACT_SPACES }),
    ).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toEqual({
      ids: [zoe.id, leo.id, arthur.id],
      status: "cancelled",
      cancelReason: "La plaine est annulée faute d'encadrement.",
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("marks card rows and refunds a paid card payment only after confirmation", async () => {
    const user = userEvent.setup();
    const api = listApi({
      [on.post(adminPaths.refund, { id: "payment-r3000000-0000-4000-8000-0000arthur3" })]: {
        body: {
          payment: { id: arthur.paymentId, status: "refunded", statusLabel: "Remboursé" },
          refund: { id: "re_1", status: "succeeded" },
        },
      },
    });
    renderPage();
    await screen.findAllByTestId("registration-row");

    const card = within(rowOf("Arthur"));
    expect(card.getByText("Paiement en ligne")).toBeTruthy();
    expect(card.getByText("Contrôle admin activé")).toBeTruthy();
    expect(within(rowOf("Zoé")).queryByText("Paiement en ligne")).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Rembourser/ })).toHaveLength(1);

    await user.click(card.getByRole("button", { name: "Rembourser le paiement de Arthur Martin" }));
    const dialog = within(await screen.findByRole("dialog", { name: `Rembourser ${formatEuros(9500)}\u00a0?` }));
    await user.click(dialog.getByRole("button", { name: "Annuler" }));
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(card.getByRole("button", { name: "Rembourser le paiement de Arthur Martin" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Rembourser" }));
    expect(await screen.findByText("Paiement remboursé", { selector: "[data-title]" })).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([
      `/api/admin/payments/${arthur.paymentId}/refund`,
    ]);
  });

  it("sets a child's price with a reason: checked as the server does, then the toast says what became of the money", async () => {
    const user = userEvent.setup();
    const api = listApi({
      [on.put(adminPaths.registrationPrice, { id: zoe.id })]: {
        body: {
          previousPriceCents: 12000,
          priceCents: 6000,
          previousAmountCents: 12000,
          amountCents: 6000,
          money: { kind: "due", refundCents: null },
          message:
            "Prix enregistré\u00a0: 60,00\u00a0€. La famille doit maintenant 60,00\u00a0€\u00a0; elle a reçu le nouveau montant par e-mail.",
        },
      },
    });
    renderPage();
    await screen.findAllByTestId("registration-row");
    // No price to set on a cancelled or refunded registration; one button per live child.
    await user.click(within(rowOf("Zoé")).getByRole("button", { name: "Prix de l'inscription de Zoé Dupont" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Modifier le prix" }));
    const price = dialog.getByLabelText(/Prix de l'enfant/);
    expect((price as HTMLInputElement).value).toBe("120,00");
    await user.clear(price);
    await user.type(price, "60,5x");
    await user.click(dialog.getByRole("button", { name: "Enregistrer le prix" }));
    expect(await dialog.findByText("Le prix doit être un nombre")).toBeTruthy();
    expect(await dialog.findByText(/^Indiquez la raison\s:\sla famille la lira/)).toBeTruthy();
    expect(api.calls.some((call) => call.method === "PUT")).toBe(false);

    await user.clear(price);
    await user.type(price, "60");
    await user.type(dialog.getByLabelText(/Raison/), "Tarif réduit accordé (statut BIM).");
    await user.click(dialog.getByRole("button", { name: "Enregistrer le prix" }));
    expect(await screen.findByText("Prix modifié", { selector: "[data-title]" })).toBeTruthy();
    const put = api.calls.find((call) => call.method === "PUT")!;
    expect(put.path).toBe(`/api/admin/registrations/${zoe.id}/price`);
    expect(put.body).toEqual({ price: "60", reason: "Tarif réduit accordé (statut BIM)." });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  describe("organisations that pay a share (decision 0056)", () => {
    const CPAS = payer({ id: "f1000000-0000-4000-8000-000000000001", name: "CPAS de Forest" });
    const ARCHIVED = payer({ id: "f2000000-0000-4000-8000-000000000002", name: "Ancien sponsor", kind: "sponsor", archived: true });
    const share = {
      id: "s1",
      payerName: "CPAS de Forest",
      byParent: false,
      voucherNumber: null,
      amountCents: 4000,
      receivedCents: 0,
      status: "due" as const,
      statusLabel: "À recevoir",
    };
    /** Zoé's family pays 80 € of her 120 €: the CPAS pays 40 €, and a share withdrawn since takes nothing. */
    const sharedZoe = {
      ...zoe,
      priceCents: 8000,
      payerShares: [share, { ...share, id: "s0", payerName: "Mutualité", status: "cancelled" as const, statusLabel: "Annulée" }],
    };
    const SHARED_GROUPS = [registrationGroup(SUMMER, [sharedZoe, leo, arthur])];

    function shareApi() {
      return fakeApi({
        [on.get(adminPaths.registrations)]: { body: { groups: SHARED_GROUPS } },
        [on.get(adminPayerPaths.payers)]: { body: { payers: [CPAS, ARCHIVED] } },
        [on.post(adminPayerPaths.registrationShares, { id: zoe.id })]: {
          status: 201,
          body: {
            share: {},
            message: "Part de CPAS de Forest enregistrée\u00a0: 40,00\u00a0€\u00a0; la famille paie 40,00\u00a0€ pour cet enfant.",
          },
        },
      });
    }

    it("shows under the child what organisations pay and whether it came in", async () => {
      shareApi();
      renderPage();
      await screen.findAllByTestId("registration-row");
      expect(
        within(rowOf("Zoé"))
          .getAllByTestId("registration-payer-share")
          .map((line) => line.textContent),
      ).toEqual(["Pris en charge par CPAS de Forest\u00a0: 40,00\u00a0€"]);
      expect(within(rowOf("Léo")).queryByTestId("registration-payer-share")).toBeNull();
      // The price on the row is then what the family pays.
      expect(within(rowOf("Zoé")).getByText(/^Part de la famille/).textContent).toBe("Part de la famille\u00a0: 80,00\u00a0€");
    });

    it("takes a sum or a percentage of the child's price for an organisation of the directory, with the family's part after", async () => {
      const user = userEvent.setup();
      const api = shareApi();
      renderPage();
      await screen.findAllByTestId("registration-row");
      await user.click(within(rowOf("Zoé")).getByRole("button", { name: "Prise en charge… de l'inscription de Zoé Dupont" }));
      const dialog = within(await screen.findByRole("dialog", { name: "Prise en charge par un organisme" }));

      // Only the organisations in use; the due date 30 days from today.
      const organisation = await dialog.findByLabelText(/^Organisme/);
      expect(
        within(organisation)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Choisissez l'organisme", "CPAS de Forest"]);
      expect(dialog.getByLabelText<HTMLInputElement>(/^Échéance/).value).toBe(addDaysIso(brusselsToday(), 30));
      const preview = dialog.getByTestId("share-preview");
      expect(preview.textContent).toBe("Prix de l'enfant\u00a0: 120,00\u00a0€ · la famille paie aujourd'hui 80,00\u00a0€");

      // Checked as the server checks it: an organisation and a sum are required.
      await user.click(dialog.getByRole("button", { name: "Enregistrer la prise en charge" }));
      expect(await dialog.findByText("Choisissez l'organisme", { selector: "p" })).toBeTruthy();
      expect(dialog.getByText("Indiquez le montant pris en charge")).toBeTruthy();

      await user.selectOptions(organisation, CPAS.id);
      await user.type(dialog.getByLabelText(/^Montant pris en charge/), "100");
      expect(preview.textContent).toContain("ne peut pas dépasser ce que paie la famille pour cet enfant (80,00\u00a0€)");
      await user.click(dialog.getByLabelText("Pourcentage du prix"));
      await user.type(dialog.getByLabelText(/^Pourcentage pris en charge/), "50");
      expect(preview.textContent).toContain("Part prise en charge\u00a0: 60,00\u00a0€ · part de la famille après\u00a0: 20,00\u00a0€");
      await user.click(dialog.getByRole("button", { name: "Enregistrer la prise en charge" }));

      expect(await screen.findByText("Prise en charge enregistrée", { selector: "[data-title]" })).toBeTruthy();
      expect(screen.getByText(/^Part de CPAS de Forest enregistrée/)).toBeTruthy();
      const post = api.calls.find((call) => call.method === "POST")!;
      expect(post.path).toBe(`/api/admin/registrations/${zoe.id}/payer-shares`);
      expect(post.body).toEqual({ payerId: CPAS.id, mode: "percent", percent: "50", dueDate: addDaysIso(brusselsToday(), 30) });
      expect(screen.queryByRole("dialog")).toBeNull();
    });

    it("sets the child's whole price, saying what organisations take of it", async () => {
      const user = userEvent.setup();
      shareApi();
      renderPage();
      await screen.findAllByTestId("registration-row");
      await user.click(within(rowOf("Zoé")).getByRole("button", { name: "Prix de l'inscription de Zoé Dupont" }));
      const dialog = within(await screen.findByRole("dialog", { name: "Modifier le prix" }));
      const price = dialog.getByLabelText<HTMLInputElement>(/^Prix de l'enfant/);
      expect(price.value).toBe("120,00");
      expect(dialog.getByText(/^Le prix entier/).textContent).toBe(
        "Le prix entier, dont 40,00\u00a0€ pris en charge par CPAS de Forest\u00a0: cette part est déduite de ce que paie la famille.",
      );
    });
  });

  it("exports what the list shows: the filters, the plaine of a group and the medical option in the links", async () => {
    const user = userEvent.setup();
    listApi();
    renderPage("/admin/registrations?q=dupont&paymentStatus=pending");
    await screen.findAllByTestId("registration-row");

    const csv = () => screen.getAllByRole("link", { name: "Exporter CSV" })[0].getAttribute("href");
    expect(csv()).toBe("/api/admin/registrations/export?format=csv&q=dupont&paymentStatus=pending&period=upcoming");
    expect(screen.getAllByRole("link", { name: "Exporter Excel" })[0].getAttribute("href")).toBe(
      "/api/admin/registrations/export?format=xlsx&q=dupont&paymentStatus=pending&period=upcoming",
    );
    const groupCsv = screen.getByRole("link", { name: `Exporter CSV — ${SUMMER.title}` });
    expect(groupCsv.getAttribute("href")).toBe(
      `/api/admin/registrations/export?format=csv&q=dupont&paymentStatus=pending&period=upcoming&activityId=${SUMMER.id}`,
    );

    const medical = screen.getByRole("checkbox", { name: MEDICAL_OPTION_LABEL });
    expect((medical as HTMLInputElement).checked).toBe(false);
    await user.click(medical);
    expect(csv()).toBe("/api/admin/registrations/export?format=csv&q=dupont&paymentStatus=pending&period=upcoming&medical=true");
    expect(groupCsv.getAttribute("href")).toContain(`activityId=${SUMMER.id}&medical=true`);
  });

  it("shows a registration's history of status changes from its row", async () => {
    const user = userEvent.setup();
    listApi({
      [on.get(adminHistoryPaths.history, { entity: "registration", id: zoe.id })]: {
        body: {
          entries: [
            {
              id: "h1",
              action: "update",
              at: "2026-11-20T09:30:00.000Z",
              actor: { name: "Alice Admin", email: "alice@example.be" },
              changes: [
                { field: "status", before: "pending", after: "confirmed" },
                { field: "paymentStatus", before: "pending", after: "paid" },
                { field: "refundRequested", before: false, after: true },
                { field: "received", before: "0,00 €", after: "80,00 €" },
                { field: "source", before: null, after: "relevé bancaire" },
                { field: "paymentDeadline", before: "2026-07-01", after: "2026-07-08" },
              ],
            },
          ],
        },
      },
    });
    renderPage();
    await screen.findAllByTestId("registration-row");

    await user.click(within(rowOf("Zoé")).getByRole("button", { name: "Historique de l'inscription de Zoé Dupont" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Zoé Dupont" }));
    const entry = await dialog.findByTestId("audit-entry");
    expect(entry.textContent).toContain("Alice Admin (alice@example.be)");
    expect(entry.textContent).toContain("Inscription\u00a0: En attente → Confirmée");
    expect(entry.textContent).toContain("Statut du paiement\u00a0: En attente → Payé");
    expect(entry.textContent).toContain("Remboursement demandé\u00a0: Non → Oui");
    // The bank's credits and a moved deadline read in French too, never by their codes.
    expect(entry.textContent).toContain("Montant reçu\u00a0: 0,00 € → 80,00 €");
    expect(entry.textContent).toContain("Reçu par\u00a0: — → relevé bancaire");
    expect(entry.textContent).toContain("Date limite de paiement\u00a0: 1er juillet 2026 → 8 juillet 2026");
    expect(entry.textContent).not.toMatch(/received|source|paymentDeadline/);
  });

  it("says when the list cannot load, and loads it again on request", async () => {
    const user = userEvent.setup();
    let fail = true;
    listApi({
      [on.get(adminPaths.registrations)]: () =>
        fail ? { status: 500, body: { error: { code: "INTERNAL", message: "Une erreur est survenue" } } } : { body: { groups: GROUPS } },
    });
    renderPage();
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getAllByText("Erreur lors du chargement des inscriptions").length).toBeGreaterThan(0);

    fail = false;
    await user.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findAllByTestId("registration-row")).toHaveLength(4);
  });

  it("says when there is no registration yet", async () => {
    listApi({ [on.get(adminPaths.registrations)]: { body: { groups: [] } } });
    renderPage();
    expect(await screen.findByText("Aucune inscription pour le moment")).toBeTruthy();
  });
});

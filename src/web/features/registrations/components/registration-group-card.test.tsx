import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHECKOUT_STATE_LABELS, CHECKOUT_STATE_MESSAGES, type CheckoutState } from "../../../../domain/checkout.ts";
import { registrationPaths, type PaymentSummary, type RegistrationGroup } from "../../../../domain/contracts/registrations.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { invoicePaths } from "../../../../domain/contracts/invoices.ts";
import { fakeApi, on } from "../../../../../tests/support/fake-api.ts";
import { EXACT_SPACES } from "../../../../../tests/support/french-text.ts";
import { renderRoutes } from "../../../../../tests/support/render-routes.tsx";
import { RegistrationGroupCard } from "./registration-group-card.tsx";

const PRIMARY_ID = "7a1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01";

function cardPayment(state: CheckoutState, holdExpiresAt: string | null): PaymentSummary {
  const canPay = state === "open" || state === "failed";
  return {
    id: "9b1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01",
    reference: "1D1F4F0B",
    primaryRegistrationId: PRIMARY_ID,
    method: "stripe",
    methodLabel: "Carte bancaire / Bancontact",
    status: state === "paid" ? "paid" : "pending",
    statusLabel: state === "paid" ? "Payé" : "En attente",
    amountCents: 8000,
    amountLabel: "80,00 €",
    paidAt: state === "paid" ? "2026-07-01T12:00:00.000Z" : null,
    receivedCents: 0,
    partialLabel: null,
    communication: null,
    cancelled: false,
    deadline: null,
    childNames: ["Léa Dupont"],
    bankTransfer: null,
    checkout: {
      state,
      stateLabel: CHECKOUT_STATE_LABELS[state],
      message: CHECKOUT_STATE_MESSAGES[state],
      canPay,
      holdExpiresAt: canPay ? holdExpiresAt : null,
    },
    receipts: [],
    invoices: [],
  };
}

function group(payment: PaymentSummary): RegistrationGroup {
  return {
    key: "plaine:2026-07-06",
    activity: { id: "0b6c3f0e-6a55-4c8e-9a57-3d1f4f0b6a10", title: "Plaine d'été", startDate: "2026-07-06", endDate: "2026-07-10" },
    count: 1,
    childNames: ["Léa Dupont"],
    totalCents: 8000,
    totalLabel: "80,00 €",
    receivedCents: 0,
    dueCents: 8000,
    registrations: [
      {
        id: PRIMARY_ID,
        reference: "1D1F4F0B",
        isPrimary: true,
        createdAt: "2026-07-01T12:40:00.000Z",
        child: { id: "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01", firstName: "Léa", lastName: "Dupont" },
        status: payment.status === "paid" ? "confirmed" : "pending",
        statusLabel: payment.status === "paid" ? "Confirmée" : "En attente",
        paymentId: payment.id,
        paymentMethod: "stripe",
        paymentMethodLabel: "Carte bancaire / Bancontact",
        paymentStatus: payment.status,
        paymentStatusLabel: payment.statusLabel,
        paidAt: payment.paidAt,
        amountCents: 8000,
        amountLabel: "80,00 €",
        canCancel: true,
        cancelReason: null,
        tariffClaim: null,
        priceCents: 8000,
        priceReason: null,
        shareCents: 8000,
        payerShares: [],
      },
    ],
    payments: [payment],
  };
}

function renderCard(payment: PaymentSummary) {
  return renderRoutes(
    [
      { path: "/dashboard/registrations", element: <RegistrationGroupCard group={group(payment)} onCancel={() => {}} /> },
      { path: "/checkout/simulated", element: <p>Paiement simulé</p> },
    ],
    { path: "/dashboard/registrations" },
  );
}

const paymentsList = () => within(screen.getByRole("list", { name: "Paiement" }));

// 12:50 UTC is 14:50 in Brussels in summer.
beforeEach(() => vi.useFakeTimers({ now: new Date("2026-07-01T12:50:00Z"), toFake: ["Date"] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("RegistrationGroupCard", () => {
  it("shows a held card payment as 'Paiement en attente' with 'Payer (jusqu'à 15:09)', which resumes its checkout", async () => {
    const api = fakeApi({
      [on.post(registrationPaths.checkout, { id: PRIMARY_ID })]: { body: { url: "/checkout/simulated?session_id=sim_cs_1" } },
    });
    const { router } = renderCard(cardPayment("open", "2026-07-01T13:09:00.000Z"));

    const payments = paymentsList();
    expect(payments.getByText("Paiement en attente")).toBeTruthy();
    expect(
      payments.getByText("Place réservée\u00a0: payez avant la fin du délai pour confirmer l'inscription.", EXACT_SPACES),
    ).toBeTruthy();
    const pay = payments.getByRole("button", { name: "Payer l'inscription à Plaine d'été (jusqu'à 15:09)" });
    expect(pay.textContent).toBe("Payer l'inscription à Plaine d'été (jusqu'à 15:09)");

    await userEvent.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/simulated"));
    expect(api.calls).toContainEqual({ method: "POST", path: `/api/registrations/${PRIMARY_ID}/checkout`, body: {} });
  });

  it("after a refused attempt says so, and still offers 'Payer' until the hold's end", () => {
    renderCard(cardPayment("failed", "2026-07-01T13:09:00.000Z"));
    const payments = paymentsList();
    expect(payments.getByText("Paiement refusé")).toBeTruthy();
    expect(
      payments.getByText(
        "Le paiement a été refusé. Place réservée\u00a0: payez avant la fin du délai pour confirmer l'inscription.",
        EXACT_SPACES,
      ),
    ).toBeTruthy();
    expect(payments.getByRole("button", { name: /^Payer/ }).textContent).toContain("(jusqu'à 15:09)");
  });

  it("offers no 'Payer' once paid or once the hold is over", () => {
    const { unmount } = renderCard(cardPayment("paid", null));
    expect(paymentsList().getByText("Payé")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Payer/ })).toBeNull();
    unmount();
    renderCard(cardPayment("expired", null));
    expect(paymentsList().getByText(CHECKOUT_STATE_MESSAGES.expired, EXACT_SPACES)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Payer/ })).toBeNull();
    expect(screen.queryByText("Paiement en attente")).toBeNull();
  });

  it("links each receipt of the money received to its PDF, opened in a new tab (decision 0055)", () => {
    const receipts = [
      { id: "3e0c1a52-0b1e-4f43-9a57-1d1f4f0b6a31", number: "2026-0012", amountCents: 5000, receivedOn: "2026-07-01" },
      { id: "3e0c1a52-0b1e-4f43-9a57-1d1f4f0b6a32", number: "2026-0015", amountCents: 3000, receivedOn: "2026-07-03" },
    ];
    renderCard({ ...cardPayment("paid", null), receipts });
    const links = paymentsList().getAllByRole("link", { name: /^Reçu n°/ });
    expect(links.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("target")])).toEqual([
      ["Reçu n°\u00a02026-0012 (PDF)", "/api/receipts/3e0c1a52-0b1e-4f43-9a57-1d1f4f0b6a31/pdf", "_blank"],
      ["Reçu n°\u00a02026-0015 (PDF)", "/api/receipts/3e0c1a52-0b1e-4f43-9a57-1d1f4f0b6a32/pdf", "_blank"],
    ]);
    expect(paymentsList().getByText("50,00\u00a0€ reçus le 1er juillet 2026", EXACT_SPACES)).toBeTruthy();
  });

  it("offers 'Obtenir la facture', which asks the server to issue it, then links each invoice and credit note (decision 0057)", async () => {
    const paymentId = cardPayment("paid", null).id;
    const api = fakeApi({
      [on.post(invoicePaths.issueForPayment, { id: paymentId })]: { body: { invoices: [] } },
    });
    const { unmount } = renderCard(cardPayment("paid", null));
    expect(screen.queryByRole("link", { name: /^Facture n°/ })).toBeNull();
    await userEvent.click(paymentsList().getByRole("button", { name: "Obtenir la facture" }));
    await waitFor(() => expect(api.calls).toContainEqual({ method: "POST", path: `/api/payments/${paymentId}/invoice`, body: {} }));
    unmount();

    const invoices = [
      {
        id: "4e0c1a52-0b1e-4f43-9a57-1d1f4f0b6a31",
        kind: "invoice" as const,
        number: "2026-0003",
        amountCents: 8000,
        issuedOn: "2026-07-01",
        correctsNumber: null,
      },
      {
        id: "4e0c1a52-0b1e-4f43-9a57-1d1f4f0b6a32",
        kind: "credit_note" as const,
        number: "2026-0001",
        amountCents: 2000,
        issuedOn: "2026-07-02",
        correctsNumber: "2026-0003",
      },
    ];
    renderCard({ ...cardPayment("paid", null), invoices });
    expect(screen.queryByRole("button", { name: "Obtenir la facture" })).toBeNull();
    const links = paymentsList().getAllByRole("link", { name: /^(Facture|Note de crédit) n°/ });
    expect(links.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("target")])).toEqual([
      ["Facture n°\u00a02026-0003 (PDF)", "/api/invoices/4e0c1a52-0b1e-4f43-9a57-1d1f4f0b6a31/pdf", "_blank"],
      ["Note de crédit n°\u00a02026-0001 (PDF)", "/api/invoices/4e0c1a52-0b1e-4f43-9a57-1d1f4f0b6a32/pdf", "_blank"],
    ]);
    expect(paymentsList().getByText("20,00\u00a0€ le 2 juillet 2026 · corrige la facture n°\u00a02026-0003", EXACT_SPACES)).toBeTruthy();
  });

  it("shows no receipt link for a payment nothing was received for yet", () => {
    renderCard(cardPayment("open", "2026-07-01T13:09:00.000Z"));
    expect(screen.queryByRole("link", { name: /^Reçu n°/ })).toBeNull();
  });

  describe("a family's transfer for two children", () => {
    const TRANSFER_ID = "9b1c1a52-0b1e-4f43-9a57-1d1f4f0b6a02";
    const COMMUNICATION = "+++123/4567/89002+++";

    function transferGroup(statuses: ["pending" | "cancelled", "pending" | "cancelled"], amountCents: number): RegistrationGroup {
      const names = [
        ["Léa", "1d1f4f0b6a11"],
        ["Tom", "1d1f4f0b6a12"],
      ] as const;
      const standing = statuses.filter((status) => status !== "cancelled").length;
      const rows = names.map(([firstName, tail], index) => ({
        id: `7a1c1a52-0b1e-4f43-9a57-${tail}`,
        reference: tail.slice(-8).toUpperCase(),
        isPrimary: index === 0,
        createdAt: "2026-07-01T12:40:00.000Z",
        child: { id: `6f1c1a52-0b1e-4f43-9a57-${tail}`, firstName, lastName: "Dupont" },
        status: statuses[index],
        statusLabel: statuses[index] === "cancelled" ? "Annulée" : "En attente",
        paymentId: TRANSFER_ID,
        paymentMethod: "bank_transfer" as const,
        paymentMethodLabel: "Virement bancaire",
        paymentStatus: "pending" as const,
        paymentStatusLabel: "En attente",
        paidAt: null,
        // The specification's amounts ('-' on the second child) stay in the answer, for the administrators.
        amountCents: index === 0 ? amountCents : null,
        amountLabel: index === 0 ? formatEuros(amountCents) : "-",
        canCancel: statuses[index] !== "cancelled",
        // The organiser gave a reason for the first child only.
        cancelReason: statuses[index] === "cancelled" && index === 0 ? "Trop peu d'inscriptions pour ouvrir le groupe des petits." : null,
        tariffClaim: null,
        priceCents: 8000,
        priceReason: null,
        shareCents: statuses[index] === "cancelled" ? null : amountCents / standing,
        payerShares: [],
      }));
      return {
        key: "plaine:2026-07-06",
        activity: { id: "0b6c3f0e-6a55-4c8e-9a57-3d1f4f0b6a10", title: "Plaine d'été", startDate: "2026-07-06", endDate: "2026-07-10" },
        count: 2,
        childNames: ["Léa Dupont", "Tom Dupont"],
        totalCents: amountCents,
        totalLabel: formatEuros(amountCents),
        receivedCents: 0,
        dueCents: amountCents,
        registrations: rows,
        payments: [
          {
            id: TRANSFER_ID,
            reference: "1D1F4F0B",
            primaryRegistrationId: rows[0].id,
            method: "bank_transfer",
            methodLabel: "Virement bancaire",
            status: "pending",
            statusLabel: "En attente",
            amountCents,
            amountLabel: formatEuros(amountCents),
            paidAt: null,
            receivedCents: 0,
            partialLabel: null,
            communication: COMMUNICATION,
            cancelled: standing === 0,
            deadline: null,
            childNames: ["Léa Dupont", "Tom Dupont"],
            bankTransfer: null,
            checkout: null,
            receipts: [],
            invoices: [],
          },
        ],
      };
    }

    const renderGroup = (value: RegistrationGroup) =>
      renderRoutes([{ path: "/dashboard/registrations", element: <RegistrationGroupCard group={value} onCancel={() => {}} /> }], {
        path: "/dashboard/registrations",
      });
    const childRow = (name: string) =>
      within(screen.getByRole("list", { name: "Enfants inscrits" }))
        .getByText(name)
        .closest("li")!;
    const amountText = (name: string) => within(childRow(name)).queryByTestId("registration-amount")?.textContent ?? null;

    it("gives the family total once, each child's even share, and the communication beside the reference", () => {
      renderGroup(transferGroup(["pending", "pending"], 15000));
      const card = screen.getByRole("article", { name: "Plaine d'été" });
      expect(card.textContent?.split(formatEuros(15000))).toHaveLength(2);
      expect(within(card).getByText(/^Total/).textContent).toBe(`Total\u00a0: ${formatEuros(15000)}`);
      expect(amountText("Léa Dupont")).toBe(`Part\u00a0: ${formatEuros(7500)}`);
      expect(amountText("Tom Dupont")).toBe(`Part\u00a0: ${formatEuros(7500)}`);
      expect(card.textContent).not.toContain("Montant\u00a0: -");
      const payment = paymentsList();
      expect(payment.getByText("1D1F4F0B")).toBeTruthy();
      expect(payment.getByTestId("payment-communication").textContent).toBe(`Communication ${COMMUNICATION}`);
      expect(within(card).getByText("2 inscriptions")).toBeTruthy();
    });

    it("a cancelled child: not counted as active, no amount; the other one owes the whole rest", () => {
      renderGroup(transferGroup(["cancelled", "pending"], 8000));
      expect(screen.getByText("1 inscription · 1 annulée")).toBeTruthy();
      expect(amountText("Léa Dupont")).toBeNull();
      expect(amountText("Tom Dupont")).toBe(`Montant\u00a0: ${formatEuros(8000)}`);
    });

    it("the organiser's reason for a cancellation is shown under that child only", () => {
      renderGroup(transferGroup(["cancelled", "cancelled"], 0));
      expect(within(childRow("Léa Dupont")).getByText(/^Motif de l'annulation/).textContent).toBe(
        "Motif de l'annulation\u00a0: Trop peu d'inscriptions pour ouvrir le groupe des petits.",
      );
      expect(within(childRow("Tom Dupont")).queryByText(/^Motif/)).toBeNull();
    });

    it("says where each child's claimed tariff stands, with the reason of a refusal", () => {
      const value = transferGroup(["pending", "pending"], 11000);
      const claim = { categoryName: "Tarif réduit", tariffPriceCents: 4000 };
      value.registrations[0].tariffClaim = {
        ...claim,
        status: "refused",
        statusLabel: "Refusé",
        refusalReason: "Attestation périmée",
        label: "Tarif réduit\u00a0: refusé (Attestation périmée)",
      };
      value.registrations[1].tariffClaim = {
        ...claim,
        status: "pending",
        statusLabel: "À vérifier",
        refusalReason: null,
        label: "Tarif réduit\u00a0: à vérifier",
      };
      renderGroup(value);
      expect(within(childRow("Léa Dupont")).getByTestId("tariff-claim").textContent).toBe(
        "Tarif réduit\u00a0: refusé (Attestation périmée)",
      );
      expect(within(childRow("Tom Dupont")).getByTestId("tariff-claim").textContent).toBe("Tarif réduit\u00a0: à vérifier");
    });

    it("names what an organisation pays for a child, beside the family's own part (decision 0056)", () => {
      const value = transferGroup(["pending", "pending"], 11000);
      const share = {
        payerName: "CPAS de Forest",
        byParent: false,
        voucherNumber: null,
        amountCents: 4000,
        receivedCents: 0,
        status: "due" as const,
        statusLabel: "À recevoir",
      };
      value.registrations[0].payerShares = [
        { ...share, id: "s1" },
        // A share withdrawn or cancelled takes nothing any more: not shown.
        { ...share, id: "s2", payerName: "Mutualité chrétienne", status: "cancelled", statusLabel: "Annulée" },
      ];
      renderGroup(value);
      expect(
        within(childRow("Léa Dupont"))
          .getAllByTestId("payer-share")
          .map((line) => line.textContent),
      ).toEqual(["Pris en charge par CPAS de Forest\u00a0: 40,00\u00a0€"]);
      expect(within(childRow("Tom Dupont")).queryByTestId("payer-share")).toBeNull();
      expect(amountText("Léa Dupont")).toBe(`Part\u00a0: ${formatEuros(5500)}`);
    });

    it("names a voucher the family hands in by its number, with whether the association has received it", () => {
      const value = transferGroup(["pending", "pending"], 11000);
      const voucher = {
        id: "s3",
        payerName: "Ville de Wavre",
        byParent: false,
        voucherNumber: "CS-12345",
        amountCents: 3000,
        receivedCents: 0,
        status: "due" as const,
        statusLabel: "À recevoir",
      };
      value.registrations[0].payerShares = [voucher];
      value.registrations[1].payerShares = [
        { ...voucher, id: "s4", voucherNumber: "CS-777", receivedCents: 3000, status: "paid", statusLabel: "Reçu" },
      ];
      renderGroup(value);
      const lea = within(childRow("Léa Dupont")).getByTestId("payer-share");
      expect(lea.textContent).toBe("Chèque n°\u00a0CS-12345 (Ville de Wavre)\u00a0: 30,00\u00a0€ À recevoir");
      expect(within(lea).getByTestId("payer-share-status").textContent).toBe("À recevoir");
      expect(within(childRow("Tom Dupont")).getByTestId("payer-share-status").textContent).toBe("Reçu");
    });

    it("every child cancelled before paying: no '0,00 €' waiting, the transfer says 'Annulé'", () => {
      renderGroup(transferGroup(["cancelled", "cancelled"], 0));
      const card = screen.getByRole("article", { name: "Plaine d'été" });
      expect(card.textContent).not.toMatch(/0,00/);
      expect(screen.getByText("2 inscriptions annulées")).toBeTruthy();
      expect(paymentsList().getByText("Annulé")).toBeTruthy();
      expect(paymentsList().queryByText("En attente")).toBeNull();
      expect(within(card).queryByText(/^Total/)).toBeNull();
    });
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type AdminTariffClaim,
  type AdminTariffClaimList,
  adminTariffClaimPaths,
  type TariffClaimDecision,
} from "../../../../../domain/contracts/admin-tariff-claims.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { EXACT_SPACES } from "../../../../../../tests/support/french-text.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { TariffClaimsPage } from "./tariff-claims-page.tsx";

function claim(id: string, overrides: Partial<AdminTariffClaim> = {}): AdminTariffClaim {
  return {
    id,
    reference: id.slice(-8),
    status: "pending",
    statusLabel: "À vérifier",
    registrationStatus: "pending",
    registrationStatusLabel: "En attente",
    child: { id: `child-${id}`, firstName: "Léa", lastName: "Dupont" },
    parent: { firstName: "Camille", lastName: "Dupont", email: "camille@example.be" },
    activity: { id: "a1", title: "Plaine d'été", startDate: "2099-07-06", endDate: "2099-07-10" },
    category: { id: "c1", name: "Tarif réduit", qualifies: "Les familles BIM ou OMNIO." },
    declaredAt: "2099-05-01T10:00:00.000Z",
    tariffPriceCents: 4000,
    standardPriceCents: 8000,
    chargedPriceCents: 4000,
    paymentMethod: "bank_transfer",
    paymentMethodLabel: "Virement bancaire",
    paymentStatus: "pending",
    paymentStatusLabel: "En attente",
    proof: { fileName: "attestation-bim.pdf", contentType: "application/pdf" },
    proofDeleted: false,
    decidable: true,
    decidedAt: null,
    decidedBy: null,
    refusalReason: null,
    ...overrides,
  };
}

const LEA = claim("c0000000-0000-4000-8000-000000000001");
const TOM = claim("c0000000-0000-4000-8000-000000000002", {
  child: { id: "child-tom", firstName: "Tom", lastName: "Martin" },
  proof: null,
  chargedPriceCents: 8000,
  paymentMethod: "stripe",
  paymentMethodLabel: "Carte bancaire",
});
const ZOE = claim("c0000000-0000-4000-8000-000000000003", {
  child: { id: "child-zoe", firstName: "Zoé", lastName: "Lambert" },
  status: "refused",
  statusLabel: "Refusé",
  decidable: false,
  decidedAt: "2099-05-02T08:00:00.000Z",
  decidedBy: "Alex Martin",
  refusalReason: "Attestation périmée",
  proof: null,
  proofDeleted: true,
});
const LIST: AdminTariffClaimList = { claims: [LEA, TOM, ZOE], pendingCount: 2 };

const cardOf = (name: string) => within(screen.getByRole("article", { name: `Demande de tarif de ${name}` }));

afterEach(() => vi.unstubAllGlobals());

describe("TariffClaimsPage", () => {
  it("lists the claims to decide, then those decided, with the prices, the proof and the decision", async () => {
    fakeApi({ [on.get(adminTariffClaimPaths.list)]: { body: LIST } });
    renderWithApp(<TariffClaimsPage />, { path: "/admin/tariff-claims" });
    expect(await screen.findByRole("heading", { name: /^À vérifier/ })).toBeTruthy();
    const pending = within(screen.getByRole("region", { name: /^À vérifier/ }));
    expect(pending.getAllByRole("article").map((article) => article.getAttribute("aria-label"))).toEqual([
      "Demande de tarif de Léa Dupont",
      "Demande de tarif de Tom Martin",
    ]);
    const lea = cardOf("Léa Dupont");
    expect(lea.getByText(formatEuros(8000), EXACT_SPACES)).toBeTruthy();
    expect(lea.getByRole("link", { name: /Voir la preuve de Léa/ }).getAttribute("href")).toBe(
      adminTariffClaimPaths.proof.url({ id: LEA.id }),
    );
    expect(lea.getByRole("link", { name: /Voir la preuve/ }).getAttribute("target")).toBe("_blank");
    expect(cardOf("Tom Martin").getByText("Aucune preuve demandée")).toBeTruthy();
    const zoe = cardOf("Zoé Lambert");
    expect(zoe.getByText("Preuve supprimée après la plaine")).toBeTruthy();
    expect(zoe.getByTestId("claim-decision").textContent).toContain("par Alex Martin");
    expect(zoe.getByText("Attestation périmée")).toBeTruthy();
    expect(zoe.queryByRole("button", { name: /Accorder/ })).toBeNull();
  });

  it("approves after saying what it does to the price", async () => {
    const approved: TariffClaimDecision = {
      claim: {
        ...LEA,
        status: "approved",
        statusLabel: "Accordé",
        decidable: false,
        decidedAt: "2099-05-03T09:00:00.000Z",
        decidedBy: "Alex Martin",
      },
      priceChanged: false,
    };
    const api = fakeApi({
      [on.get(adminTariffClaimPaths.list)]: { body: LIST },
      [on.post(adminTariffClaimPaths.approve, { id: LEA.id })]: { body: approved },
    });
    renderWithApp(<TariffClaimsPage />, { path: "/admin/tariff-claims" });
    await userEvent.click(await screen.findByRole("button", { name: "Accorder le tarif de Léa Dupont" }));
    const dialog = within(screen.getByRole("dialog", { name: "Accorder le tarif à Léa Dupont\u00a0?" }));
    expect(dialog.getByText(`Le prix de l'inscription reste ${formatEuros(4000)}.`, EXACT_SPACES)).toBeTruthy();
    await userEvent.click(dialog.getByRole("button", { name: "Accorder le tarif" }));
    await vi.waitFor(() =>
      expect(api.calls).toContainEqual({ method: "POST", path: adminTariffClaimPaths.approve.url({ id: LEA.id }), body: {} }),
    );
    expect(await screen.findByText("Tarif accordé")).toBeTruthy();
  });

  it("refuses only with a reason, checked as the server checks it, and sends it", async () => {
    const refused: TariffClaimDecision = {
      claim: { ...TOM, status: "refused", statusLabel: "Refusé", decidable: false, refusalReason: "Pas de statut BIM" },
      priceChanged: false,
    };
    const api = fakeApi({
      [on.get(adminTariffClaimPaths.list)]: { body: LIST },
      [on.post(adminTariffClaimPaths.refuse, { id: TOM.id })]: { body: refused },
    });
    renderWithApp(<TariffClaimsPage />, { path: "/admin/tariff-claims" });
    await userEvent.click(await screen.findByRole("button", { name: "Refuser le tarif de Tom Martin" }));
    const dialog = within(screen.getByRole("dialog", { name: "Refuser le tarif de Tom Martin\u00a0?" }));
    await userEvent.click(dialog.getByRole("button", { name: "Refuser le tarif" }));
    expect(await dialog.findByText("La raison du refus est requise")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);

    await userEvent.type(dialog.getByLabelText(/Raison du refus/), "Pas de statut BIM");
    await userEvent.click(dialog.getByRole("button", { name: "Refuser le tarif" }));
    await vi.waitFor(() =>
      expect(api.calls).toContainEqual({
        method: "POST",
        path: adminTariffClaimPaths.refuse.url({ id: TOM.id }),
        body: { reason: "Pas de statut BIM" },
      }),
    );
  });

  it("says a claim was decided meanwhile, in the server's words", async () => {
    fakeApi({
      [on.get(adminTariffClaimPaths.list)]: { body: LIST },
      [on.post(adminTariffClaimPaths.approve, { id: LEA.id })]: {
        status: 409,
        body: { error: { code: "CONFLICT", message: "Cette demande de tarif a déjà été traitée." } },
      },
    });
    renderWithApp(<TariffClaimsPage />, { path: "/admin/tariff-claims" });
    await userEvent.click(await screen.findByRole("button", { name: "Accorder le tarif de Léa Dupont" }));
    await userEvent.click(screen.getByRole("button", { name: "Accorder le tarif" }));
    expect(await screen.findByText("Cette demande de tarif a déjà été traitée.")).toBeTruthy();
  });

  it("says when there is nothing to check", async () => {
    fakeApi({ [on.get(adminTariffClaimPaths.list)]: { body: { claims: [], pendingCount: 0 } } });
    renderWithApp(<TariffClaimsPage />, { path: "/admin/tariff-claims" });
    expect(await screen.findByText("Aucune demande de tarif")).toBeTruthy();
  });
});

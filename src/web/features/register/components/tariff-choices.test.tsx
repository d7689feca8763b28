import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { publicActivity, registrationChild } from "../../../../../tests/support/component-data.ts";
import { fakeApi, on } from "../../../../../tests/support/fake-api.ts";
import { EXACT_SPACES } from "../../../../../tests/support/french-text.ts";
import { renderWithApp } from "../../../../../tests/support/render.tsx";
import { formatEuros } from "../../../../domain/money.ts";
import { priceFamily } from "../../../../domain/pricing.ts";
import {
  CARD_WITH_TARIFF_NOTICE,
  TARIFF_DECLARATION_REQUIRED,
  TARIFF_PROOF_REQUIRED,
  TARIFF_PROOF_TYPE_ERROR,
} from "../../../../domain/tariff-claims.ts";
import {
  type PaymentMethodOption,
  type RegistrationPage,
  registrationPaths,
  type RegistrationTariff,
} from "../../../../domain/contracts/registrations.ts";
import { RegistrationForm } from "./registration-form.tsx";

const activity = publicActivity();
const alice = registrationChild("Alice", "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01");
const david = registrationChild("David", "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a04");
const card: PaymentMethodOption = { method: "stripe", label: "Carte bancaire", description: "Paiement en ligne" };
const transfer: PaymentMethodOption = { method: "bank_transfer", label: "Virement bancaire", description: "Sous quelques jours" };

const REDUCED: RegistrationTariff = {
  categoryId: "7a1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01",
  name: "Tarif réduit",
  qualifies: "Les familles BIM ou OMNIO.",
  priceCents: 4000,
  proofRequired: true,
  proofDescription: "l'attestation BIM de la mutualité",
};
const MEMBER: RegistrationTariff = {
  categoryId: "7a1c1a52-0b1e-4f43-9a57-1d1f4f0b6a02",
  name: "Tarif membre",
  qualifies: "Les membres de l'association.",
  priceCents: 6000,
  proofRequired: false,
  proofDescription: null,
};
const PROOF_ID = "9b1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01";

function renderForm(page: Partial<RegistrationPage> = {}) {
  const full: RegistrationPage = {
    activity,
    closedReason: null,
    opening: { registrationsOpenAt: null, open: true, opensInMs: 0 },
    children: [alice, david],
    paymentMethods: [transfer, card],
    transferNotice: null,
    waitlist: [],
    tariffs: [REDUCED, MEMBER],
    tariffCharge: "tariff",
    voucherIssuers: [],
    ...page,
  };
  return renderWithApp(<RegistrationForm page={full} />, { path: `/register/${activity.id}` });
}

/** A child's own box (the declaration names the child too). */
const tick = (name: RegExp) => userEvent.click(screen.getByRole("checkbox", { name: new RegExp(`^${name.source}`) }));
const total = () => screen.getByTestId("total-price").textContent;
const tariffOf = (firstName: string) => screen.getByRole("combobox", { name: `Tarif de ${firstName}` });
const pdf = (name = "attestation.pdf", text = "%PDF-1.4 attestation") => new File([text], name, { type: "application/pdf" });

afterEach(() => vi.unstubAllGlobals());

describe("RegistrationForm's tariffs", () => {
  it("offers, per ticked child, the standard price or each tariff at its price; none without a ticked child or a tariff", async () => {
    const { unmount } = renderForm();
    expect(screen.queryByRole("heading", { name: "Tarif" })).toBeNull();
    await tick(/Alice/);
    const options = within(tariffOf("Alice"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual([
      `Prix standard — ${formatEuros(8000)}`,
      `Tarif réduit — ${formatEuros(4000)}`,
      `Tarif membre — ${formatEuros(6000)}`,
    ]);
    expect(screen.queryByRole("combobox", { name: "Tarif de David" })).toBeNull();
    unmount();
    renderForm({ tariffs: [] });
    await tick(/Alice/);
    expect(screen.queryByRole("combobox", { name: /Tarif de/ })).toBeNull();
  });

  it("asks the declaration naming the child and the conditions, and prices each child as the server will", async () => {
    renderForm({ paymentMethods: [transfer] });
    await tick(/Alice/);
    await tick(/David/);
    await userEvent.selectOptions(tariffOf("Alice"), MEMBER.categoryId);
    expect(
      screen.getByRole("checkbox", {
        name: "Je déclare sur l'honneur que Alice remplit les conditions\u00a0: Les membres de l'association.",
      }),
    ).toBeTruthy();
    // By transfer, the organiser charging the tariff at once: 60 € + 80 € − 10 €.
    expect(total()).toBe(formatEuros(priceFamily([6000, 8000]).totalCents));
    const lines = screen.getAllByTestId("child-price").map((line) => line.textContent);
    expect(lines).toEqual([`Alice Dupont · Tarif membre${formatEuros(6000)}`, `David Dupont${formatEuros(8000)}`]);
    expect(screen.getByTestId("family-discount").textContent).toContain(formatEuros(1000));
  });

  it("charges the standard price by card, and says the difference is refunded once the tariff is granted", async () => {
    renderForm();
    await tick(/Alice/);
    await userEvent.selectOptions(tariffOf("Alice"), MEMBER.categoryId);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: /Carte bancaire/ }).checked).toBe(true);
    expect(screen.getByText(CARD_WITH_TARIFF_NOTICE, EXACT_SPACES)).toBeTruthy();
    expect(total()).toBe(formatEuros(8000));
    expect(screen.getByTestId("child-price").textContent).toContain("Tarif membre demandé");
  });

  it("refuses to send a claim without its declaration or its proof, with the message in the field", async () => {
    const api = fakeApi({});
    renderForm({ paymentMethods: [transfer] });
    await tick(/Alice/);
    await userEvent.selectOptions(tariffOf("Alice"), REDUCED.categoryId);
    await userEvent.click(screen.getByRole("checkbox", { name: /J'accepte les/ }));
    await userEvent.click(screen.getByRole("button", { name: "Confirmer l'inscription" }));
    const declaration = screen.getByRole("checkbox", { name: /Je déclare sur l'honneur que Alice/ });
    expect(await screen.findByText(TARIFF_DECLARATION_REQUIRED)).toBeTruthy();
    expect(declaration.getAttribute("aria-invalid")).toBe("true");

    await userEvent.click(declaration);
    expect(screen.queryByText(TARIFF_DECLARATION_REQUIRED)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Confirmer l'inscription" }));
    expect(await screen.findByText(TARIFF_PROOF_REQUIRED)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("sends the proof as soon as it is chosen, shows its name, replaces it, and names it in the registration", async () => {
    let sent = 0;
    const api = fakeApi({
      [on.post(registrationPaths.tariffProofs)]: ({ query }) => {
        sent += 1;
        return {
          status: 201,
          body: {
            proofId: sent === 1 ? "8b1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01" : PROOF_ID,
            fileName: query.get("name"),
            contentType: "application/pdf",
            sizeBytes: 20,
          },
        };
      },
      [on.post(registrationPaths.list)]: {
        status: 201,
        body: { registrationId: "r1", redirectTo: "/bank-transfer/success?registration_id=r1" },
      },
    });
    renderForm({ paymentMethods: [transfer] });
    await tick(/Alice/);
    await userEvent.selectOptions(tariffOf("Alice"), REDUCED.categoryId);
    await userEvent.click(screen.getByRole("checkbox", { name: /Je déclare sur l'honneur que Alice/ }));
    const field = screen.getByLabelText("Preuve\u00a0: l'attestation BIM de la mutualité", EXACT_SPACES);
    await userEvent.upload(field, pdf("attestation-2025.pdf"));
    expect((await screen.findByTestId("proof-file-name")).textContent).toBe("attestation-2025.pdf");
    expect(screen.getByText("Remplacer le fichier")).toBeTruthy();
    await userEvent.upload(screen.getByLabelText(/Preuve/), pdf("attestation-2026.pdf"));
    await vi.waitFor(() => expect(screen.getByTestId("proof-file-name").textContent).toBe("attestation-2026.pdf"));
    expect(api.calls.filter((call) => call.path === registrationPaths.tariffProofs.url())).toHaveLength(2);

    await userEvent.click(screen.getByRole("checkbox", { name: /J'accepte les/ }));
    await userEvent.click(screen.getByRole("button", { name: "Confirmer l'inscription" }));
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.path === registrationPaths.list.url())?.body).toEqual({
        activityId: activity.id,
        childIds: [alice.id],
        paymentMethod: "bank_transfer",
        acceptTerms: true,
        tariffs: [{ childId: alice.id, categoryId: REDUCED.categoryId, declaration: true, proofId: PROOF_ID }],
      }),
    );
  });

  it("refuses, before sending it, a file that is no PDF, JPEG or PNG; and the server's refusal shows in the field", async () => {
    const api = fakeApi({
      [on.post(registrationPaths.tariffProofs)]: {
        status: 413,
        body: { error: { code: "PAYLOAD_TOO_LARGE", message: "La preuve est trop lourde\u00a0: 5\u00a0Mo au maximum." } },
      },
    });
    renderForm({ paymentMethods: [transfer] });
    await tick(/Alice/);
    await userEvent.selectOptions(tariffOf("Alice"), REDUCED.categoryId);
    await userEvent.upload(screen.getByLabelText(/Preuve/), pdf("page.pdf", "<html>pas un PDF</html>"));
    expect(await screen.findByText(TARIFF_PROOF_TYPE_ERROR)).toBeTruthy();
    expect(api.calls).toEqual([]);
    await userEvent.upload(screen.getByLabelText(/Preuve/), pdf());
    expect((await screen.findAllByText("La preuve est trop lourde\u00a0: 5\u00a0Mo au maximum.", EXACT_SPACES)).length).toBeGreaterThan(0);
    expect(screen.queryByTestId("proof-file-name")).toBeNull();
  });

  it("drops a child's claim when the child is unticked", async () => {
    const api = fakeApi({
      [on.post(registrationPaths.list)]: {
        status: 201,
        body: { registrationId: "r1", redirectTo: "/bank-transfer/success?registration_id=r1" },
      },
    });
    renderForm({ paymentMethods: [transfer] });
    await tick(/Alice/);
    await tick(/David/);
    await userEvent.selectOptions(tariffOf("Alice"), MEMBER.categoryId);
    await tick(/Alice/);
    expect(screen.queryByRole("combobox", { name: "Tarif de Alice" })).toBeNull();
    expect(total()).toBe(formatEuros(8000));
    await userEvent.click(screen.getByRole("checkbox", { name: /J'accepte les/ }));
    await userEvent.click(screen.getByRole("button", { name: "Confirmer l'inscription" }));
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === "POST")?.body).toEqual(
        expect.not.objectContaining({ tariffs: expect.anything() as unknown }),
      ),
    );
  });
});

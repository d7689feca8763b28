import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { publicActivity, registrationChild } from "../../../../../tests/support/component-data.ts";
import { fakeApi, on } from "../../../../../tests/support/fake-api.ts";
import { EXACT_SPACES } from "../../../../../tests/support/french-text.ts";
import { renderWithApp } from "../../../../../tests/support/render.tsx";
import { formatEuros } from "../../../../domain/money.ts";
import { type PaymentMethodOption, type RegistrationPage, registrationPaths } from "../../../../domain/contracts/registrations.ts";
import { RegistrationForm } from "./registration-form.tsx";

const activity = publicActivity();
const alice = registrationChild("Alice", "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01");
const david = registrationChild("David", "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a04");
const transfer: PaymentMethodOption = { method: "bank_transfer", label: "Virement bancaire", description: "Sous quelques jours" };
const WAVRE = { id: "8c1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01", name: "Ville de Wavre — chèques sport" };
const CULTURE = { id: "8c1c1a52-0b1e-4f43-9a57-1d1f4f0b6a02", name: "Article 27" };
const VOUCHER_BOX = "J'utilise un chèque (sport, culture…)";

function renderForm(page: Partial<RegistrationPage> = {}) {
  const full: RegistrationPage = {
    activity,
    closedReason: null,
    opening: { registrationsOpenAt: null, open: true, opensInMs: 0 },
    children: [alice, david],
    paymentMethods: [transfer],
    transferNotice: null,
    waitlist: [],
    tariffs: [],
    tariffCharge: "tariff",
    voucherIssuers: [WAVRE],
    ...page,
  };
  return renderWithApp(<RegistrationForm page={full} />, { path: `/register/${activity.id}` });
}

/** A child's own box, by its full name (its voucher's box names no child). */
const tick = (firstName: string) => userEvent.click(screen.getByRole("checkbox", { name: new RegExp(`^${firstName} Dupont`) }));
const voucherOf = (firstName: string) => within(screen.getByRole("group", { name: `Chèque pour ${firstName}` }));
async function declare(firstName: string, number: string, amount: string) {
  const voucher = voucherOf(firstName);
  await userEvent.click(voucher.getByRole("checkbox", { name: VOUCHER_BOX }));
  await userEvent.type(voucher.getByLabelText("Numéro du chèque"), number);
  await userEvent.type(voucher.getByLabelText("Montant (€)"), amount);
}
const acceptAndConfirm = async () => {
  await userEvent.click(screen.getByRole("checkbox", { name: /J'accepte les/ }));
  await userEvent.click(screen.getByRole("button", { name: "Confirmer l'inscription" }));
};
const total = () => screen.getByTestId("total-price").textContent;

afterEach(() => vi.unstubAllGlobals());

describe("RegistrationForm's vouchers", () => {
  it("offers no voucher where the association takes none, and one under each ticked child where it does", async () => {
    const { unmount } = renderForm({ voucherIssuers: [] });
    await tick("Alice");
    expect(screen.queryByRole("checkbox", { name: VOUCHER_BOX })).toBeNull();
    unmount();

    renderForm({ voucherIssuers: [WAVRE, CULTURE] });
    expect(screen.queryByRole("checkbox", { name: VOUCHER_BOX })).toBeNull();
    await tick("Alice");
    const voucher = voucherOf("Alice");
    expect(voucher.queryByLabelText("Émetteur")).toBeNull();
    await userEvent.click(voucher.getByRole("checkbox", { name: VOUCHER_BOX }));
    // Several issuers: the parent chooses; one alone would be chosen already.
    expect(
      within(voucher.getByLabelText("Émetteur"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choisissez l'émetteur", WAVRE.name, CULTURE.name]);
    expect(voucher.getByLabelText<HTMLSelectElement>("Émetteur").value).toBe("");
    expect(screen.queryByRole("group", { name: "Chèque pour David" })).toBeNull();
  });

  it("takes the voucher off the child's price in the summary, before the family discount", async () => {
    renderForm();
    await tick("Alice");
    await tick("David");
    expect(total()).toBe(formatEuros(8000 + 8000 - 1000));
    await declare("Alice", "12345", "30");

    const line = screen.getByTestId("voucher-price");
    expect(line.textContent).toBe(`Chèque n°\u00a012345 (${WAVRE.name})\u2212${formatEuros(3000)}`);
    expect(screen.getByText("Total à payer")).toBeTruthy();
    expect(total()).toBe(formatEuros(5000 + 8000 - 1000));

    // A voucher's value typed with a comma; the child unticked takes its voucher away.
    await userEvent.clear(voucherOf("Alice").getByLabelText("Montant (€)"));
    await userEvent.type(voucherOf("Alice").getByLabelText("Montant (€)"), "12,50");
    expect(total()).toBe(formatEuros(6750 + 8000 - 1000));
    await tick("Alice");
    expect(screen.queryByTestId("voucher-price")).toBeNull();
    expect(total()).toBe(formatEuros(8000));
    await tick("Alice");
    expect(voucherOf("Alice").getByRole<HTMLInputElement>("checkbox", { name: VOUCHER_BOX }).checked).toBe(false);
  });

  it("sends each ticked child's voucher with its issuer, number and value", async () => {
    const api = fakeApi({
      [on.post(registrationPaths.list)]: {
        status: 201,
        body: { registrationId: "r1", redirectTo: "/bank-transfer/success?registration_id=r1" },
      },
    });
    renderForm();
    await tick("Alice");
    await tick("David");
    await declare("David", " CS-2026-0042 ", "60,00");
    await acceptAndConfirm();

    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
        activityId: activity.id,
        childIds: [alice.id, david.id],
        paymentMethod: "bank_transfer",
        acceptTerms: true,
        vouchers: [{ childId: david.id, payerId: WAVRE.id, number: "CS-2026-0042", amount: 60 }],
      }),
    );
  });

  it("says what is missing, or a value above the child's price, under the voucher's fields before sending", async () => {
    const api = fakeApi({});
    renderForm({ voucherIssuers: [WAVRE, CULTURE] });
    await tick("Alice");
    await userEvent.click(voucherOf("Alice").getByRole("checkbox", { name: VOUCHER_BOX }));
    await acceptAndConfirm();
    expect(await voucherOf("Alice").findByText("Choisissez l'émetteur du chèque")).toBeTruthy();
    expect(voucherOf("Alice").getByText("Indiquez le numéro du chèque")).toBeTruthy();
    expect(voucherOf("Alice").getByLabelText("Numéro du chèque").getAttribute("aria-invalid")).toBe("true");

    await userEvent.selectOptions(voucherOf("Alice").getByLabelText("Émetteur"), CULTURE.id);
    await userEvent.type(voucherOf("Alice").getByLabelText("Numéro du chèque"), "A27-9");
    await userEvent.type(voucherOf("Alice").getByLabelText("Montant (€)"), "95");
    // The summary never shows a child below 0.
    expect(total()).toBe(formatEuros(0));
    await userEvent.click(screen.getByRole("button", { name: "Confirmer l'inscription" }));
    const message = `Le chèque ne peut pas dépasser le prix de l'enfant (${formatEuros(8000)}).`;
    expect(await voucherOf("Alice").findByText(message, EXACT_SPACES)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("shows the server's refusal of a voucher under its child's field", async () => {
    const message = "Ce chèque a déjà été déclaré pour une autre inscription.";
    fakeApi({
      [on.post(registrationPaths.list)]: {
        status: 400,
        body: { error: { code: "VALIDATION_ERROR", message, fields: { "vouchers.0.number": message } } },
      },
    });
    renderForm();
    await tick("Alice");
    await tick("David");
    await declare("David", "777", "20");
    await acceptAndConfirm();
    const number = voucherOf("David").getByLabelText("Numéro du chèque");
    await vi.waitFor(() => expect(number.getAttribute("aria-invalid")).toBe("true"));
    expect(voucherOf("David").getByText(message)).toBeTruthy();
    expect(screen.getByText("L'inscription n'a pas été enregistrée")).toBeTruthy();
  });
});

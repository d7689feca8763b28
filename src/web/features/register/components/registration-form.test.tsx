import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { publicActivity, registrationChild } from "../../../../../tests/support/component-data.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { priceRegistration } from "../../../../domain/pricing.ts";
import type { PaymentMethodOption, RegistrationPage, RegistrationPageChild } from "../../../../domain/contracts/registrations.ts";
import { fakeApi, on } from "../../../../../tests/support/fake-api.ts";
import { EXACT_SPACES } from "../../../../../tests/support/french-text.ts";
import { registrationPaths } from "../../../../domain/contracts/registrations.ts";
import { renderWithApp } from "../../../../../tests/support/render.tsx";
import { RegistrationForm } from "./registration-form.tsx";
import type { Child } from "../../../../domain/child.ts";
import { EMERGENCY_CONTACT_MISSING } from "../../../../domain/health-form.ts";
import { EMPTY_MEDICAL_FILE } from "../../../../domain/medical-consent.ts";
import { TRANSFER_NOT_READY } from "../../../../domain/association.ts";

const activity = publicActivity();

const child = registrationChild;

const alice = child("Alice", "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01");
const bruno = child("Bruno", "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a02", { alreadyRegistered: true, selectable: false });
const david = child("David", "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a04");

const OPEN = { registrationsOpenAt: null, open: true, opensInMs: 0 };
const card: PaymentMethodOption = { method: "stripe", label: "Carte bancaire", description: "Paiement en ligne" };
const transfer: PaymentMethodOption = { method: "bank_transfer", label: "Virement bancaire", description: "Sous quelques jours" };

function renderForm(page: Partial<RegistrationPage> = {}) {
  const full: RegistrationPage = {
    activity,
    closedReason: null,
    opening: OPEN,
    children: [alice, bruno, david],
    paymentMethods: [transfer, card],
    transferNotice: null,
    waitlist: [],
    tariffs: [],
    tariffCharge: "tariff",
    voucherIssuers: [],
    ...page,
  };
  return renderWithApp(<RegistrationForm page={full} />, { path: `/register/${activity.id}` });
}

const tick = (name: RegExp) => userEvent.click(screen.getByRole("checkbox", { name }));
const confirm = () => userEvent.click(screen.getByRole("button", { name: "Confirmer l'inscription" }));
const total = () => screen.getByTestId("total-price").textContent;

afterEach(() => vi.unstubAllGlobals());

describe("RegistrationForm", () => {
  it("asks for the conditions to be accepted, with the schema's message, before sending", async () => {
    const api = fakeApi({});
    renderForm();
    await tick(/Alice/);
    await confirm();

    const message = await screen.findByText("Vous devez accepter les conditions");
    const terms = screen.getByRole("checkbox", { name: /J'accepte les/ });
    expect(terms.getAttribute("aria-invalid")).toBe("true");
    expect(terms.getAttribute("aria-describedby")).toBe(message.id);
    expect(api.calls).toEqual([]);

    await userEvent.click(terms);
    expect(screen.queryByText("Vous devez accepter les conditions")).toBeNull();
  });

  it("offers no already-registered child and keeps the button off until a child is ticked", async () => {
    renderForm();
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: /Bruno/ }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Confirmer l'inscription" }).disabled).toBe(true);
    await tick(/David/);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Confirmer l'inscription" }).disabled).toBe(false);
  });

  it("prices the ticked children as they are ticked", async () => {
    renderForm();
    expect(total()).toBe(formatEuros(0));
    // No child ticked yet: the subtotal names no count ("0 enfants" is not written).
    expect(screen.getByText("Sous-total")).toBeTruthy();
    expect(screen.queryByText(/\(0 /)).toBeNull();
    await tick(/Alice/);
    expect(screen.getByText("Sous-total (1 enfant)")).toBeTruthy();
    expect(total()).toBe(formatEuros(priceRegistration(8000, 1).totalCents));
    await userEvent.click(screen.getByRole("button", { name: "Tout sélectionner" }));
    expect(screen.getByText("Sous-total (2 enfants)")).toBeTruthy();
    expect(total()).toBe(formatEuros(priceRegistration(8000, 2).totalCents));
  });

  it("asks to complete a ticked child's file that has nobody to call, and opens it from the notice", async () => {
    const file = (base: RegistrationPageChild, contacts: Child["emergencyContacts"]): Child => ({
      ...base,
      ...EMPTY_MEDICAL_FILE,
      emergencyContacts: contacts,
      medicalConsent: null,
      createdAt: "2026-03-01T10:00:00.000Z",
      updatedAt: "2026-03-01T10:00:00.000Z",
    });
    const onCompleteChild = vi.fn();
    const files = [file(alice, [{ name: "Marie", relation: "maman", phone: "+32470123456" }]), file(david, [])];
    renderWithApp(
      <RegistrationForm
        page={{
          activity,
          closedReason: null,
          opening: OPEN,
          children: [alice, bruno, david],
          paymentMethods: [transfer],
          transferNotice: null,
          waitlist: [],
          tariffs: [],
          tariffCharge: "tariff",
          voucherIssuers: [],
        }}
        childFiles={files}
        onCompleteChild={onCompleteChild}
      />,
      { path: `/register/${activity.id}` },
    );
    const button = () => screen.getByRole<HTMLButtonElement>("button", { name: "Confirmer l'inscription" });
    await tick(/Alice/);
    expect(screen.queryByText("Fiche à compléter")).toBeNull();
    expect(button().disabled).toBe(false);
    await tick(/David/);
    expect(screen.getByText(EMERGENCY_CONTACT_MISSING, { exact: false, ...EXACT_SPACES })).toBeTruthy();
    expect(button().disabled).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Compléter la fiche de David" }));
    expect(onCompleteChild).toHaveBeenCalledWith(files[1]);
  });

  it("starts on the card when it is offered, on the transfer when it is the only way", () => {
    const { unmount } = renderForm();
    expect(screen.getByRole<HTMLInputElement>("radio", { name: /Carte bancaire/ }).checked).toBe(true);
    unmount();
    renderForm({ paymentMethods: [transfer] });
    expect(screen.getByRole<HTMLInputElement>("radio", { name: /Virement bancaire/ }).checked).toBe(true);
  });

  it("says why the transfer is not offered while the association has no account, and holds the form with no way to pay", async () => {
    const { unmount } = renderForm({ paymentMethods: [card], transferNotice: TRANSFER_NOT_READY });
    expect(screen.queryByRole("radio", { name: /Virement bancaire/ })).toBeNull();
    expect(screen.getByText(TRANSFER_NOT_READY)).toBeTruthy();
    unmount();
    renderForm({ paymentMethods: [], transferNotice: TRANSFER_NOT_READY });
    expect(screen.getByText(TRANSFER_NOT_READY)).toBeTruthy();
    await tick(/Alice/);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Confirmer l'inscription" }).disabled).toBe(true);
  });

  it("posts the children in the page's order, the way to pay and the acceptance", async () => {
    const api = fakeApi({
      [on.post(registrationPaths.list)]: {
        status: 201,
        body: { registrationId: "r1", redirectTo: "/bank-transfer/success?registration_id=r1" },
      },
    });
    renderForm();
    await tick(/David/);
    await tick(/Alice/);
    await userEvent.click(screen.getByRole("radio", { name: /Virement bancaire/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: /J'accepte les/ }));
    await confirm();

    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
        activityId: activity.id,
        childIds: [alice.id, david.id],
        paymentMethod: "bank_transfer",
        acceptTerms: true,
      }),
    );
  });

  it("says why the server refused and keeps every choice", async () => {
    const refusal = { error: { code: "CONFLICT", message: "Il ne reste qu'une place pour cette plaine" } };
    fakeApi({ [on.post(registrationPaths.list)]: { status: 409, body: refusal } });
    renderForm();
    await tick(/Alice/);
    await tick(/David/);
    await userEvent.click(screen.getByRole("checkbox", { name: /J'accepte les/ }));
    await confirm();

    expect(await screen.findByText("L'inscription n'a pas été enregistrée")).toBeTruthy();
    expect(screen.getAllByText("Il ne reste qu'une place pour cette plaine").length).toBeGreaterThan(0);
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: /Alice/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: /David/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: /J'accepte les/ }).checked).toBe(true);
  });
});

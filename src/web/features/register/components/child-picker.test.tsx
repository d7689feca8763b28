import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registrationPaths, type RegistrationPageChild } from "../../../../domain/contracts/registrations.ts";
import { fakeApi, on } from "../../../../../tests/support/fake-api.ts";
import { EXACT_SPACES } from "../../../../../tests/support/french-text.ts";
import { renderRoutes } from "../../../../../tests/support/render-routes.tsx";
import { registrationChild } from "../../../../../tests/support/component-data.ts";
import { ChildPicker } from "./child-picker.tsx";

const REGISTRATION_ID = "7a1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01";

const child = registrationChild;

const held = (holdExpiresAt: string) =>
  child("Léa", "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01", {
    alreadyRegistered: true,
    selectable: false,
    pendingCardPayment: { paymentId: "9b1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01", registrationId: REGISTRATION_ID, holdExpiresAt },
  });
const paid = child("Bruno", "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a02", { alreadyRegistered: true, selectable: false });
const free = child("David", "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a03");

function renderPicker(childList: RegistrationPageChild[]) {
  return renderRoutes(
    [
      { path: "/register/:id", element: <ChildPicker childList={childList} selected={[]} onChange={() => {}} /> },
      { path: "/checkout/simulated", element: <p>Paiement simulé</p> },
    ],
    { path: "/register/plaine" },
  );
}

const itemOf = (name: string) => screen.getByText(`${name} Dupont`).closest("li")!;

// 12:50 UTC is 14:50 in Brussels in summer.
beforeEach(() => vi.useFakeTimers({ now: new Date("2026-07-01T12:50:00Z"), toFake: ["Date"] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("ChildPicker", () => {
  it("offers 'Payer' until the hold's end beside 'Déjà inscrit' for a card payment left unpaid, and resumes its checkout", async () => {
    const api = fakeApi({
      [on.post(registrationPaths.checkout, { id: REGISTRATION_ID })]: { body: { url: "/checkout/simulated?session_id=sim_cs_1" } },
    });
    const { router } = renderPicker([held("2026-07-01T13:09:00Z"), paid, free]);

    const lea = within(itemOf("Léa"));
    expect(lea.getByText("Déjà inscrit")).toBeTruthy();
    expect(lea.getByText("Paiement en attente")).toBeTruthy();
    expect(lea.getByText("Place réservée\u00a0: payez avant la fin du délai pour confirmer l'inscription.", EXACT_SPACES)).toBeTruthy();
    expect(lea.getByRole<HTMLInputElement>("checkbox").disabled).toBe(true);
    const pay = lea.getByRole("button", { name: "Payer l'inscription de Léa Dupont (jusqu'à 15:09)" });
    expect(pay.textContent).toBe("Payer l'inscription de Léa Dupont (jusqu'à 15:09)");
    // The button is no part of the checkbox's name.
    expect(lea.getByRole("checkbox").closest("label")!.contains(pay)).toBe(false);

    // Registered and paid (or awaiting a transfer): the spec's 'Déjà inscrit' only.
    const bruno = within(itemOf("Bruno"));
    expect(bruno.getByText("Déjà inscrit")).toBeTruthy();
    expect(bruno.getByText("Cet enfant est déjà inscrit à cette activité")).toBeTruthy();
    expect(bruno.queryByText("Paiement en attente")).toBeNull();
    expect(bruno.queryByRole("button")).toBeNull();
    expect(within(itemOf("David")).queryByRole("button")).toBeNull();

    await userEvent.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/simulated"));
    expect(router.state.location.search).toBe("?session_id=sim_cs_1");
    expect(api.calls).toContainEqual({ method: "POST", path: `/api/registrations/${REGISTRATION_ID}/checkout`, body: {} });
  });

  it("names the day too when the hold ends on another day", () => {
    vi.setSystemTime(new Date("2026-07-01T21:50:00Z"));
    renderPicker([held("2026-07-01T22:10:00Z")]);
    expect(within(itemOf("Léa")).getByRole("button", { name: /^Payer/ }).textContent).toBe(
      "Payer l'inscription de Léa Dupont (jusqu'au 2 juillet à 00:10)",
    );
  });

  it("says the server's refusal in a toast and stays on the page", async () => {
    fakeApi({
      [on.post(registrationPaths.checkout, { id: REGISTRATION_ID })]: {
        status: 409,
        body: { error: { code: "CONFLICT", message: "Le délai de paiement est dépassé\u00a0: les places ont été libérées." } },
      },
    });
    const { router } = renderPicker([held("2026-07-01T13:09:00Z")]);
    await userEvent.click(screen.getByRole("button", { name: /^Payer/ }));
    expect(await screen.findByText("Le délai de paiement est dépassé\u00a0: les places ont été libérées.", EXACT_SPACES)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/register/plaine");
  });
});

import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminMessagePaths, type UrgentTextPreview } from "../../../../../domain/contracts/admin-messages.ts";
import { URGENT_TEXT_MAX } from "../../../../../domain/urgent-texts.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { UrgentTextPanel } from "./urgent-text-panel.tsx";

const ID = "0b8e6a51-5f1d-4c1e-9d0a-3c2b7f1e4a10";

const preview = (smsConfigured: boolean): UrgentTextPreview => ({
  day: "2026-07-06",
  smsConfigured,
  recipientCount: 3,
  bySms: smsConfigured ? 2 : 0,
  byEmail: smsConfigured ? 1 : 3,
  families: [],
});

afterEach(() => vi.unstubAllGlobals());

describe("UrgentTextPanel", () => {
  it("counts today's families by SMS and by e-mail, and sends the text only once confirmed", async () => {
    const api = fakeApi({
      [on.post(adminMessagePaths.urgentPreview)]: { body: preview(true) },
      [on.post(adminMessagePaths.urgent)]: { status: 201, body: { id: "m1", recipientCount: 0 } },
    });
    renderWithApp(<UrgentTextPanel activityId={ID} activityTitle="Plaine d'été" />);
    expect((await screen.findByTestId("urgent-counts")).textContent).toBe(
      "3 familles aujourd'hui\u00a0: 2 par SMS, 1 par e-mail (sans GSM)",
    );
    expect(screen.queryByText("L'envoi de SMS n'est pas configuré")).toBeNull();
    const send = screen.getByRole("button", { name: "Envoyer le message urgent" });
    expect(send.hasAttribute("disabled")).toBe(true);

    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "x".repeat(URGENT_TEXT_MAX + 1) } });
    expect(screen.getByText(`${URGENT_TEXT_MAX} caractères au maximum`)).toBeTruthy();
    expect(send.hasAttribute("disabled")).toBe(true);

    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "La plaine ferme à 15 h." } });
    await userEvent.click(send);
    expect(api.calls.filter((call) => call.path === adminMessagePaths.urgent.url())).toEqual([]);
    await userEvent.click(await screen.findByRole("button", { name: "Envoyer maintenant" }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === adminMessagePaths.urgent.url())?.body).toEqual({
        activityId: ID,
        text: "La plaine ferme à 15 h.",
      }),
    );
    expect((await screen.findByText(/Envoyé à 3 familles/)).textContent).toContain("Suivre l'envoi");
  });

  it("says SMS is not configured: every family by e-mail", async () => {
    fakeApi({ [on.post(adminMessagePaths.urgentPreview)]: { body: preview(false) } });
    renderWithApp(<UrgentTextPanel activityId={ID} activityTitle="Plaine d'été" />);
    expect(await screen.findByText("L'envoi de SMS n'est pas configuré")).toBeTruthy();
    expect(screen.getByTestId("urgent-counts").textContent).toBe("3 familles aujourd'hui\u00a0: 0 par SMS, 3 par e-mail (sans GSM)");
  });
});

import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, on, VISITOR } from "../../../../../tests/support/fake-api.ts";
import { accountPaths } from "../../../../domain/contracts/account.ts";
import { renderWithAuth } from "../../../../../tests/support/render.tsx";
import { ResetPasswordPage } from "./reset-password-page.tsx";

const renderReset = () => renderWithAuth(<ResetPasswordPage />, { path: "/reset-password?token=abc" });

afterEach(() => vi.unstubAllGlobals());

describe("ResetPasswordPage", () => {
  it("says at once when the two passwords differ, and keeps the button off", async () => {
    fakeApi({ [on.get(accountPaths.me)]: VISITOR });
    renderReset();
    await userEvent.type(await screen.findByLabelText("Nouveau mot de passe"), "Motdepasse1");
    await userEvent.type(screen.getByLabelText("Confirmer le mot de passe"), "Motdepasse2");

    expect(screen.getByText("Les mots de passe ne correspondent pas")).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Enregistrer le mot de passe" }).disabled).toBe(true);
  });

  it("sends the token with the new password", async () => {
    const api = fakeApi({ [on.get(accountPaths.me)]: VISITOR, [on.post(accountPaths.resetPassword)]: { body: { status: true } } });
    renderReset();
    await userEvent.type(await screen.findByLabelText("Nouveau mot de passe"), "Motdepasse1");
    await userEvent.type(screen.getByLabelText("Confirmer le mot de passe"), "Motdepasse1");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer le mot de passe" }));

    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ token: "abc", newPassword: "Motdepasse1" }),
    );
  });

  it("lists every rule the server refused under the password, the fields as typed", async () => {
    const reasons = ["Le mot de passe est trop courant", "Le mot de passe contient votre nom"];
    fakeApi({
      [on.get(accountPaths.me)]: VISITOR,
      [on.post(accountPaths.resetPassword)]: {
        status: 422,
        body: { error: { code: "VALIDATION", message: "Mot de passe refusé", reasons } },
      },
    });
    renderReset();
    await userEvent.type(await screen.findByLabelText("Nouveau mot de passe"), "Motdepasse1");
    await userEvent.type(screen.getByLabelText("Confirmer le mot de passe"), "Motdepasse1");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer le mot de passe" }));

    const error = await screen.findByText(/Le mot de passe est trop courant/);
    expect(error.textContent).toBe(reasons.join("\n"));
    expect(screen.getByLabelText("Nouveau mot de passe").getAttribute("aria-describedby")).toContain(error.id);
    expect(screen.getByLabelText<HTMLInputElement>("Confirmer le mot de passe").value).toBe("Motdepasse1");
  });
});

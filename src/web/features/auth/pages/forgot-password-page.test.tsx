import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, on } from "../../../../../tests/support/fake-api.ts";
import { accountPaths } from "../../../../domain/contracts/account.ts";
import { renderWithApp } from "../../../../../tests/support/render.tsx";
import { ForgotPasswordPage } from "./forgot-password-page.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("ForgotPasswordPage", () => {
  it("asks for a valid address before sending anything", async () => {
    const api = fakeApi({});
    renderWithApp(<ForgotPasswordPage />);
    await userEvent.click(screen.getByRole("button", { name: "Envoyer le lien" }));
    expect(await screen.findByText("L'adresse e-mail est requise")).toBeTruthy();

    await userEvent.type(screen.getByLabelText("Adresse e-mail"), "marie");
    await userEvent.click(screen.getByRole("button", { name: "Envoyer le lien" }));
    expect(await screen.findByText("L'adresse e-mail n'est pas valide")).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("sends the address in lower case and says the same words whoever asks", async () => {
    const api = fakeApi({ [on.post(accountPaths.requestPasswordReset)]: { body: { status: true } } });
    renderWithApp(<ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText("Adresse e-mail"), " Marie@Example.be");
    await userEvent.click(screen.getByRole("button", { name: "Envoyer le lien" }));

    expect(await screen.findByText("Vérifiez votre boîte de réception")).toBeTruthy();
    expect(api.calls[0].body).toEqual({ email: "marie@example.be", redirectTo: "/reset-password" });
  });

  it("shows the server's refusal and keeps the address", async () => {
    fakeApi({
      [on.post(accountPaths.requestPasswordReset)]: {
        status: 429,
        body: { error: { code: "RATE_LIMITED", message: "Trop de tentatives." } },
      },
    });
    renderWithApp(<ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText("Adresse e-mail"), "marie@example.be");
    await userEvent.click(screen.getByRole("button", { name: "Envoyer le lien" }));

    expect(await screen.findByText("Trop de tentatives.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Adresse e-mail").value).toBe("marie@example.be");
  });
});

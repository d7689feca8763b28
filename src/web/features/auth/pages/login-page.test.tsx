import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, on, VISITOR } from "../../../../../tests/support/fake-api.ts";
import { accountPaths } from "../../../../domain/contracts/account.ts";
import { renderWithAuth } from "../../../../../tests/support/render.tsx";
import { LoginPage } from "./login-page.tsx";

const renderLogin = () => renderWithAuth(<LoginPage />, { path: "/login" });

afterEach(() => vi.unstubAllGlobals());

describe("LoginPage", () => {
  it("asks for both fields, in French, without calling the server", async () => {
    const api = fakeApi({ [on.get(accountPaths.me)]: VISITOR });
    renderLogin();
    await userEvent.click(await screen.findByRole("button", { name: "Se connecter" }));

    expect(await screen.findByText("L'adresse e-mail est requise")).toBeTruthy();
    expect(screen.getByText("Le mot de passe est requis")).toBeTruthy();
    expect(screen.getByLabelText("Adresse e-mail").getAttribute("aria-invalid")).toBe("true");
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("posts what was typed, the address trimmed", async () => {
    const api = fakeApi({ [on.get(accountPaths.me)]: VISITOR, [on.post(accountPaths.signIn)]: { body: {} } });
    renderLogin();
    await userEvent.type(await screen.findByLabelText("Adresse e-mail"), "  marie@example.be ");
    await userEvent.type(screen.getByLabelText("Mot de passe"), "Motdepasse1");
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));

    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ email: "marie@example.be", password: "Motdepasse1" }),
    );
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    fakeApi({
      [on.get(accountPaths.me)]: VISITOR,
      [on.post(accountPaths.signIn)]: {
        status: 401,
        body: { error: { code: "UNAUTHENTICATED", message: "E-mail ou mot de passe incorrect" } },
      },
    });
    renderLogin();
    await userEvent.type(await screen.findByLabelText("Adresse e-mail"), "marie@example.be");
    await userEvent.type(screen.getByLabelText("Mot de passe"), "Mauvais1");
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));

    expect(await screen.findByText("E-mail ou mot de passe incorrect")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Adresse e-mail").value).toBe("marie@example.be");
    expect(screen.getByLabelText<HTMLInputElement>("Mot de passe").value).toBe("Mauvais1");
  });
});

import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, on, VISITOR } from "../../../../../tests/support/fake-api.ts";
import { accountPaths } from "../../../../domain/contracts/account.ts";
import { renderWithAuth } from "../../../../../tests/support/render.tsx";
import { SignupPage } from "./signup-page.tsx";

const renderSignup = () => renderWithAuth(<SignupPage />, { path: "/signup" });

async function fillIn() {
  await userEvent.type(await screen.findByLabelText("Prénom"), "Marie");
  await userEvent.type(screen.getByLabelText("Nom"), "Dupont");
  await userEvent.type(screen.getByLabelText("Adresse e-mail"), "Marie@Example.be");
  await userEvent.type(screen.getByLabelText("Mot de passe"), "Motdepasse1");
  await userEvent.click(screen.getByRole("button", { name: "Créer mon compte" }));
}

afterEach(() => vi.unstubAllGlobals());

describe("SignupPage", () => {
  it("asks for every field with the schema's messages", async () => {
    const api = fakeApi({ [on.get(accountPaths.me)]: VISITOR });
    renderSignup();
    await userEvent.click(await screen.findByRole("button", { name: "Créer mon compte" }));

    expect(await screen.findByText("Le prénom est requis")).toBeTruthy();
    expect(screen.getByText("Le nom est requis")).toBeTruthy();
    expect(screen.getByText("L'adresse e-mail est requise")).toBeTruthy();
    // The checklist says the same words: the message under the field is its first broken rule.
    expect(document.getElementById("signup-password-error")?.textContent).toBe("Le mot de passe doit contenir au moins 8 caractères");
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("posts the account with the address in lower case, then says where the link went", async () => {
    const api = fakeApi({ [on.get(accountPaths.me)]: VISITOR, [on.post(accountPaths.signUp)]: { body: { user: { id: "u1" } } } });
    renderSignup();
    await fillIn();

    expect(await screen.findByText(/marie@example.be/)).toBeTruthy();
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      firstName: "Marie",
      lastName: "Dupont",
      email: "marie@example.be",
      password: "Motdepasse1",
    });
  });

  it("shows the server's refusal under its field and keeps what was typed", async () => {
    fakeApi({
      [on.get(accountPaths.me)]: VISITOR,
      [on.post(accountPaths.signUp)]: {
        status: 422,
        body: { error: { code: "VALIDATION", message: "Données invalides", fields: { email: "Cette adresse e-mail est déjà utilisée" } } },
      },
    });
    renderSignup();
    await fillIn();

    const error = await screen.findByText("Cette adresse e-mail est déjà utilisée");
    const email = screen.getByLabelText<HTMLInputElement>("Adresse e-mail");
    expect(email.getAttribute("aria-describedby")).toContain(error.id);
    expect(email.value).toBe("Marie@Example.be");
    expect(screen.getByLabelText<HTMLInputElement>("Prénom").value).toBe("Marie");
    // A refusal that names its field has no general message on top.
    expect(screen.queryByText("Données invalides")).toBeNull();
  });
});

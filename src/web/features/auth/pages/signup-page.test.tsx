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
    // The message under the field names the first broken rule; the checklist states the four once.
    expect(document.getElementById("signup-password-error")?.textContent).toBe("Le mot de passe doit contenir au moins 8 caractères");
    const checklist = screen.getByTestId("password-checklist");
    expect([...checklist.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "au moins 8 caractères\u00a0: pas encore respecté",
      "une lettre minuscule\u00a0: pas encore respecté",
      "une lettre majuscule\u00a0: pas encore respecté",
      "un chiffre\u00a0: pas encore respecté",
    ]);
    expect(checklist.parentElement?.textContent?.match(/doit contenir/g)).toHaveLength(1);
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

  it("offers the likely address once the e-mail field is left, applies it in one tap, and never blocks the typed one", async () => {
    const api = fakeApi({ [on.get(accountPaths.me)]: VISITOR, [on.post(accountPaths.signUp)]: { body: { user: { id: "u1" } } } });
    renderSignup();
    const email = await screen.findByLabelText<HTMLInputElement>("Adresse e-mail");
    await userEvent.type(email, "marie@gmial.con");
    // Not while typing: once the field is left.
    expect(screen.queryByRole("button", { name: /Vouliez-vous dire/ })).toBeNull();
    await userEvent.tab();
    const suggestion = await screen.findByRole("button", { name: /^Vouliez-vous dire marie@gmail\.com\s\?$/ });
    await userEvent.click(suggestion);
    expect(email.value).toBe("marie@gmail.com");
    expect(screen.queryByRole("button", { name: /Vouliez-vous dire/ })).toBeNull();

    // Typed again wrong and ignored: the account is created with the address as typed.
    await userEvent.clear(email);
    await userEvent.type(email, "marie@skynet.bee");
    await userEvent.type(screen.getByLabelText("Prénom"), "Marie");
    expect(await screen.findByRole("button", { name: /marie@skynet\.be\s\?/ })).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Nom"), "Dupont");
    await userEvent.type(screen.getByLabelText("Mot de passe"), "Motdepasse1");
    await userEvent.click(screen.getByRole("button", { name: "Créer mon compte" }));
    expect(await screen.findByText(/marie@skynet\.bee/)).toBeTruthy();
    expect(api.calls.find((call) => call.method === "POST")?.body).toMatchObject({ email: "marie@skynet.bee" });
  });
});

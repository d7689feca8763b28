import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "../../../../domain/contracts/profile.ts";
import { fakeApi, on } from "../../../../../tests/support/fake-api.ts";
import { EXACT_SPACES } from "../../../../../tests/support/french-text.ts";
import { profilePaths } from "../../../../domain/contracts/profile.ts";
import { renderWithApp } from "../../../../../tests/support/render.tsx";
import { ProfileForm } from "./profile-form.tsx";

const profile: Profile = {
  email: "camille@example.org",
  firstName: "Camille",
  lastName: "Dupont",
  phone: null,
  addressStreet: "Rue des Lilas 4",
  addressPostalCode: null,
  addressCity: "Namur",
  addressCountry: null,
  nationalNumber: null,
  updatedAt: "2026-03-01T10:00:00.000Z",
};

const saveButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Enregistrer" });

afterEach(() => vi.unstubAllGlobals());

describe("ProfileForm", () => {
  it("shows missing values as empty fields, and a field typed in then emptied as unchanged", async () => {
    renderWithApp(<ProfileForm profile={profile} />);
    expect(screen.getByLabelText<HTMLInputElement>("Téléphone ou GSM").value).toBe("");
    expect(screen.getByLabelText<HTMLInputElement>("Ville").value).toBe("Namur");
    expect(saveButton().disabled).toBe(true);

    await userEvent.type(screen.getByLabelText("Téléphone ou GSM"), "0");
    expect(saveButton().disabled).toBe(false);
    await userEvent.clear(screen.getByLabelText("Téléphone ou GSM"));
    expect(saveButton().disabled).toBe(true);
  });

  it("asks for the names with the schema's messages", async () => {
    const api = fakeApi({});
    renderWithApp(<ProfileForm profile={profile} />);
    await userEvent.clear(screen.getByLabelText(/Prénom/));
    await userEvent.clear(screen.getByLabelText(/^Nom/));
    await userEvent.click(saveButton());

    expect(await screen.findByText("Le prénom est requis")).toBeTruthy();
    expect(screen.getByText("Le nom est requis")).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("sends the profile without the e-mail, blanks as null, and says it is saved", async () => {
    const api = fakeApi({ [on.put(profilePaths.own)]: { body: { profile: { ...profile, phone: "+32470123456" } } } });
    renderWithApp(<ProfileForm profile={profile} />);
    await userEvent.type(screen.getByLabelText("Téléphone ou GSM"), " 0470 12 34 56 ");
    await userEvent.click(saveButton());

    expect(await screen.findByText("Profil mis à jour avec succès")).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({
      firstName: "Camille",
      lastName: "Dupont",
      phone: "+32470123456",
      addressStreet: "Rue des Lilas 4",
      addressPostalCode: null,
      addressCity: "Namur",
      addressCountry: null,
      nationalNumber: null,
    });
    // The saved values are the new starting point, the phone as people read it.
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>("Téléphone ou GSM").value).toBe("+32 470 12 34 56");
  });

  it("shows the server's refusal under its field and keeps what was typed", async () => {
    const refusal = { error: { code: "VALIDATION", message: "Données invalides", fields: { addressPostalCode: "Code postal inconnu" } } };
    fakeApi({ [on.put(profilePaths.own)]: { status: 422, body: refusal } });
    renderWithApp(<ProfileForm profile={profile} />);
    await userEvent.type(screen.getByLabelText("Code postal"), "99999");
    await userEvent.click(saveButton());

    const error = await screen.findByText("Code postal inconnu");
    expect(screen.getByLabelText("Code postal").getAttribute("aria-describedby")).toContain(error.id);
    expect(screen.getByLabelText<HTMLInputElement>("Code postal").value).toBe("99999");
    expect(await screen.findByText("Erreur lors de la mise à jour du profil")).toBeTruthy();
  });

  it("checks the national register number before sending it, and sends its eleven digits", async () => {
    const api = fakeApi({ [on.put(profilePaths.own)]: { body: { profile: { ...profile, nationalNumber: "85.07.30-033.28" } } } });
    renderWithApp(<ProfileForm profile={profile} />);
    const field = screen.getByLabelText("Numéro de registre national");
    await userEvent.type(field, "85.07.30-033.29");
    await userEvent.click(saveButton());
    expect(
      await screen.findByText(
        "Les deux derniers chiffres (chiffres de contrôle) ne correspondent pas\u00a0: vérifiez le numéro",
        EXACT_SPACES,
      ),
    ).toBeTruthy();
    expect(api.calls).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, "85.07.30-033.28");
    await userEvent.click(saveButton());
    await screen.findByText("Profil mis à jour avec succès");
    expect(api.calls[0].body).toMatchObject({ nationalNumber: "85073003328" });
  });
});

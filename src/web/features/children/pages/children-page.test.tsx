import { EMPTY_HEALTH_FORM } from "../../../../domain/health-form.ts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Child } from "../../../../domain/child.ts";
import { fakeApi, on } from "../../../../../tests/support/fake-api.ts";
import { childrenPaths } from "../../../../domain/contracts/children.ts";
import { renderWithApp } from "../../../../../tests/support/render.tsx";
import { ChildrenPage } from "./children-page.tsx";
import {
  EMPTY_MEDICAL_FILE,
  MEDICAL_CONSENT_LABEL,
  MEDICAL_CONSENT_REQUIRED,
  MEDICAL_CONSENT_VERSION,
} from "../../../../domain/medical-consent.ts";

const lea: Child = {
  id: "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a01",
  firstName: "Léa",
  lastName: "Dupont",
  birthDate: "2019-04-12",
  ...EMPTY_HEALTH_FORM,
  emergencyContacts: [{ name: "Camille Dupont", relation: "Maman", phone: "+32470123456" }],
  allergies: "Arachides",
  medicalConditions: null,
  medications: null,
  doctorContact: null,
  additionalInfo: null,
  medicalConsent: {
    version: MEDICAL_CONSENT_VERSION,
    givenAt: "2026-03-01T10:00:00.000Z",
    accountEmail: "camille@example.org",
    current: true,
  },
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
};
const tom: Child = { ...lea, id: "6f1c1a52-0b1e-4f43-9a57-1d1f4f0b6a02", firstName: "Tom", birthDate: "2021-09-30", allergies: null };

/**
 * The page's first load gets [Léa]; every later load of the list answers that same old list, and
 * only once `release` is called: what the list shows before is the page's own cache update.
 */
function childrenApi(routes: Parameters<typeof fakeApi>[0]) {
  let firstLoad = true;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const api = fakeApi({ [on.get(childrenPaths.list)]: { body: { children: [lea] } }, ...routes });
  const answer = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation((input, init) => {
    const isList = (init?.method ?? "GET") === "GET" && new URL(input, "http://localhost").pathname === "/api/children";
    if (!isList || firstLoad) {
      firstLoad &&= !isList;
      return answer(input, init);
    }
    return held.then(() => answer(input, init));
  });
  return { ...api, release };
}

/** The one person to call the form asks for, typed as a parent would. */
async function typeEmergencyContact(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText(/Personne à appeler/), "Camille Dupont");
  await userEvent.type(within(dialog).getByLabelText(/Lien avec l'enfant/), "Maman");
  await userEvent.type(within(dialog).getByLabelText(/Téléphone/), "0470/12.34.56");
}

function listedNames() {
  return within(screen.getByRole("list", { name: "Mes enfants" }))
    .getAllByRole("heading")
    .map((heading) => heading.textContent);
}

afterEach(() => vi.unstubAllGlobals());

describe("ChildrenPage and its dialog", () => {
  it("lists a new child at once, before the server's list is read again", async () => {
    const api = childrenApi({ [on.post(childrenPaths.list)]: { status: 201, body: { child: tom } } });
    renderWithApp(<ChildrenPage />);
    expect(await screen.findByText("Léa Dupont")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Ajouter un enfant" }));
    const dialog = await screen.findByRole("form", { name: "Ajouter un enfant" });
    await userEvent.type(within(dialog).getByLabelText(/Prénom/), " Tom ");
    await userEvent.type(within(dialog).getByLabelText(/^Nom/), "Dupont");
    await userEvent.type(within(dialog).getByLabelText(/Date de naissance/), "2021-09-30");
    await typeEmergencyContact(dialog);
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Enfant ajouté avec succès")).toBeTruthy();
    expect(listedNames()).toEqual(["Tom Dupont", "Léa Dupont"]);
    // Trimmed, and the empty medical fields sent as null.
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      firstName: "Tom",
      lastName: "Dupont",
      birthDate: "2021-09-30",
      ...EMPTY_MEDICAL_FILE,
      // The phone as typed, kept in one form.
      emergencyContacts: [{ name: "Camille Dupont", relation: "Maman", phone: "+32470123456" }],
      medicalConsent: false,
    });
    api.release();
  });

  it("shows an edited child at once, the missing medical values as empty fields", async () => {
    const lena = { ...lea, firstName: "Léna" };
    const api = childrenApi({ [on.put(childrenPaths.one, { id: lea.id })]: { body: { child: lena } } });
    renderWithApp(<ChildrenPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Modifier Léa Dupont" }));
    const dialog = await screen.findByRole("form", { name: "Modifier l'enfant" });
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>("Allergies").value).toBe("Arachides");
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>("Médicaments").value).toBe("");
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Téléphone/).value).toBe("+32 470 12 34 56");

    const firstName = within(dialog).getByLabelText(/Prénom/);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, "Léna");
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Enfant mis à jour avec succès")).toBeTruthy();
    expect(listedNames()).toEqual(["Léna Dupont"]);
    expect(api.calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      firstName: "Léna",
      allergies: "Arachides",
      medications: null,
    });
    api.release();
  });

  it("asks for the three required fields on submit, in French", async () => {
    const api = childrenApi({});
    renderWithApp(<ChildrenPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Ajouter un enfant" }));
    const dialog = await screen.findByRole("form", { name: "Ajouter un enfant" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    expect(await screen.findByText("Le prénom est requis")).toBeTruthy();
    expect(screen.getByText("Le nom est requis")).toBeTruthy();
    expect(screen.getByText("La date de naissance est requise")).toBeTruthy();
    expect(screen.getByText("Le nom de la personne est requis")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("keeps the dialog open with the server's message under its field and everything typed", async () => {
    const refusal = {
      error: { code: "VALIDATION", message: "Données invalides", fields: { birthDate: "La date de naissance n'est pas vraisemblable" } },
    };
    childrenApi({ [on.post(childrenPaths.list)]: { status: 422, body: refusal } });
    renderWithApp(<ChildrenPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Ajouter un enfant" }));
    const dialog = await screen.findByRole("form", { name: "Ajouter un enfant" });
    await userEvent.type(within(dialog).getByLabelText(/Prénom/), "Tom");
    await userEvent.type(within(dialog).getByLabelText(/^Nom/), "Dupont");
    await userEvent.type(within(dialog).getByLabelText(/Date de naissance/), "2021-09-30");
    await typeEmergencyContact(dialog);
    await userEvent.type(within(dialog).getByLabelText("Allergies"), "Pollen");
    await userEvent.click(within(dialog).getByLabelText(MEDICAL_CONSENT_LABEL));
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    const error = await within(dialog).findByText("La date de naissance n'est pas vraisemblable");
    expect(
      within(dialog)
        .getByLabelText(/Date de naissance/)
        .getAttribute("aria-describedby"),
    ).toContain(error.id);
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Prénom/).value).toBe("Tom");
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>("Allergies").value).toBe("Pollen");
    expect(await screen.findByText("Erreur lors de l'enregistrement")).toBeTruthy();
  });

  it("asks for the consent before sending medical information, and sends it ticked", async () => {
    const api = childrenApi({ [on.post(childrenPaths.list)]: { status: 201, body: { child: { ...lea, id: "c-new", firstName: "Tom" } } } });
    renderWithApp(<ChildrenPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Ajouter un enfant" }));
    const dialog = screen.getByRole("form", { name: "Ajouter un enfant" });
    expect(within(dialog).queryByLabelText(MEDICAL_CONSENT_LABEL)).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/Prénom/), "Tom");
    await userEvent.type(within(dialog).getByLabelText(/^Nom/), "Dupont");
    await userEvent.type(within(dialog).getByLabelText(/Date de naissance/), "2021-09-30");
    await typeEmergencyContact(dialog);
    await userEvent.type(within(dialog).getByLabelText("Allergies"), "Pollen");
    // The consent shows as soon as a medical field is typed in, before any submission.
    expect(within(dialog).getByLabelText(MEDICAL_CONSENT_LABEL)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));

    expect(await within(dialog).findByText(MEDICAL_CONSENT_REQUIRED)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
    await userEvent.click(within(dialog).getByLabelText(MEDICAL_CONSENT_LABEL));
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Enfant ajouté avec succès")).toBeTruthy();
    expect(api.calls.find((call) => call.method === "POST")?.body).toMatchObject({ allergies: "Pollen", medicalConsent: true });
    api.release();
  });

  describe("the other parent (decision 0058)", () => {
    const family = { role: "first" as const, otherParent: null, secondParentPercent: 50, invitation: null };

    it("invites the other parent with their part, then shows the invitation waiting", async () => {
      const invited = { ...lea, family: { ...family, invitation: { email: "marc@example.org", expiresAt: "2026-12-05T10:00:00.000Z" } } };
      // The server's list, as it stands before and after the invitation.
      let listed: Child = { ...lea, family };
      const api = fakeApi({
        [on.get(childrenPaths.list)]: () => ({ body: { children: [listed] } }),
        [on.post(childrenPaths.invitation, { id: lea.id })]: () => {
          listed = invited;
          return { body: { child: invited } };
        },
      });
      renderWithApp(<ChildrenPage />);
      await userEvent.click(await screen.findByRole("button", { name: "Inviter l'autre parent" }));
      const dialog = screen.getByRole("dialog", { name: "Inviter l'autre parent de Léa" });
      await userEvent.type(within(dialog).getByLabelText(/Adresse e-mail de l'autre parent/), "marc@example.org");
      await userEvent.clear(within(dialog).getByLabelText(/Sa part/));
      await userEvent.type(within(dialog).getByLabelText(/Sa part/), "40");
      await userEvent.click(within(dialog).getByRole("button", { name: "Envoyer l'invitation" }));
      expect(await screen.findByText("Invitation envoyée à marc@example.org")).toBeTruthy();
      expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ email: "marc@example.org", percent: "40" });
      expect(screen.getByTestId("child-family").textContent).toContain(
        "Invitation envoyée à marc@example.org, valable jusqu'au 5 décembre 2026",
      );
    });

    it("tells the second parent who shares the file and what each pays, without 'Supprimer'", async () => {
      const shared = {
        ...lea,
        family: {
          role: "second" as const,
          otherParent: { name: "Anne Dupont" },
          secondParentPercent: 30,
          invitation: null,
        },
      };
      fakeApi({ [on.get(childrenPaths.list)]: { body: { children: [shared] } } });
      renderWithApp(<ChildrenPage />);
      expect((await screen.findByTestId("child-family")).textContent).toContain(
        "Dossier partagé par Anne Dupont · 30\u00a0% pour vous, 70\u00a0% pour l'autre parent",
      );
      expect(screen.queryByRole("button", { name: "Supprimer Léa Dupont" })).toBeNull();
      expect(screen.getByRole("button", { name: "Retirer le lien" })).toBeTruthy();
    });
  });
});

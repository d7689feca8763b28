import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminActivityPaths } from "../../../../../domain/contracts/admin-activities.ts";
import { adminMessageTemplatePaths, type MessageTemplateView } from "../../../../../domain/contracts/admin-message-templates.ts";
import { adminMessagePaths, type FamilyMessagePreview } from "../../../../../domain/contracts/admin-messages.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { adminActivity } from "../../activities/test-activities.ts";
import { MessagesPage } from "./messages-page.tsx";

const SUMMER = adminActivity({
  id: "0b8e3a10-5a4c-4f7e-9d61-2f6c0e7a1b01",
  title: "Plaine d'été",
  startDate: "2026-07-06",
  endDate: "2026-07-10",
});
const FAMILIES = [
  { parentId: "p-camille", name: "Camille Dupont", children: "Léa" },
  { parentId: "p-sam", name: "Sam Martin", children: "Zoé" },
];

/** The server's preview: the Petits are Camille's family alone; each copy greets its parent. */
function preview(body: { filter: { kind: string; group?: string }; body: string; previewParentId: string | null }): FamilyMessagePreview {
  const families = body.filter.kind === "group" ? FAMILIES.slice(0, 1) : FAMILIES;
  const chosen = families.find((family) => family.parentId === body.previewParentId) ?? families[0];
  return {
    groups: ["Petits", "Moyens", "Grands"],
    days: ["2026-07-06", "2026-07-07"],
    recipientCount: families.length,
    families,
    copy: { parentId: chosen.parentId, subject: "Sortie", body: body.body.replace("{prenom}", chosen.name.split(" ")[0]) },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("'Messages aux familles'", () => {
  it("counts the families of the filter, shows the chosen family's copy, and sends the message as written", async () => {
    const { calls } = fakeApi({
      [on.get(adminActivityPaths.list)]: { body: { activities: [SUMMER] } },
      [on.get(adminMessagePaths.list)]: { body: [] },
      [on.get(adminMessageTemplatePaths.list)]: { body: [] },
      [on.post(adminMessagePaths.preview)]: ({ body }) => ({ body: preview(body as Parameters<typeof preview>[0]) }),
      [on.post(adminMessagePaths.list)]: {
        status: 400,
        body: { error: { code: "BAD_REQUEST", message: "Aucune famille ne correspond à ce choix" } },
      },
    });
    renderWithApp(<MessagesPage />);
    const user = userEvent.setup();

    await screen.findByRole("option", { name: /Plaine d'été/ });
    await user.selectOptions(screen.getByLabelText("Plaine"), SUMMER.id);
    expect(await screen.findByText("Ce message partira vers 2 familles.")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Destinataires"), "group");
    await user.selectOptions(await screen.findByLabelText("Groupe"), "Petits");
    await user.type(screen.getByLabelText("Objet"), "Sortie");
    await user.type(screen.getByLabelText("Message", { exact: true }), "Bonjour {{prenom}");
    expect(await screen.findByText("Ce message partira vers 1 famille.")).toBeTruthy();
    expect(await screen.findByText("Bonjour Camille")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Envoyer à 1 famille" }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "POST" && call.path === adminMessagePaths.list.url())).toHaveLength(1),
    );
    expect(calls.find((call) => call.method === "POST" && call.path === adminMessagePaths.list.url())?.body).toEqual({
      activityId: SUMMER.id,
      filter: { kind: "group", group: "Petits" },
      subject: "Sortie",
      body: "Bonjour {prenom}",
      sendDate: "",
      sendTime: "",
      attachmentIds: [],
    });
  });

  it("says on a family's line that its urgent SMS was refused and the text went by e-mail instead", async () => {
    const urgent = {
      id: "9c2d4e6f-8a0b-4c1d-9e2f-3a4b5c6d7e8f",
      activityId: SUMMER.id,
      activityTitle: SUMMER.title,
      subject: "Message urgent",
      filter: { kind: "day" as const, day: "2026-07-06" },
      audience: "Les parents d'un jour",
      state: "sent" as const,
      failureReason: null,
      sendAt: "2026-07-06T08:00:00.000Z",
      sentAt: "2026-07-06T08:00:00.000Z",
      authorName: "Inès Moreau",
      recipientCount: 1,
      readCount: 0,
      channel: "sms" as const,
    };
    const recipient = { id: "r1", parentName: "Camille Dupont", email: "camille@example.be", channel: "email" as const, phone: null };
    fakeApi({
      [on.get(adminActivityPaths.list)]: { body: { activities: [SUMMER] } },
      [on.get(adminMessagePaths.list)]: { body: [urgent] },
      [on.get(adminMessageTemplatePaths.list)]: { body: [] },
      [on.get(adminMessagePaths.message, { id: urgent.id })]: {
        body: {
          ...urgent,
          body: "Le car part à 9 h.",
          attachments: [],
          recipients: [{ ...recipient, state: "sent", error: null, smsRefused: "Invalid Message (statut 6)", readAt: null }],
        },
      },
    });
    renderWithApp(<MessagesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByText("Message urgent"));
    expect(await screen.findByText("SMS refusé (Invalid Message (statut 6)), envoyé par e-mail")).toBeTruthy();
    expect(screen.getByText("E-mail")).toBeTruthy();
  });

  it("starts a message from a template filled with the chosen plaine's information, still editable", async () => {
    const week: MessageTemplateView = {
      id: "5f0c1e9a-2b7d-4c3e-8a91-0d2e4f6a8b10",
      name: "Informations pratiques de la semaine",
      subject: "{plaine}\u00a0: les informations pratiques",
      body: "Bonjour {prenom},\nHoraire\u00a0: {horaires}",
    };
    const { calls } = fakeApi({
      [on.get(adminActivityPaths.list)]: { body: { activities: [SUMMER] } },
      [on.get(adminMessagePaths.list)]: { body: [] },
      [on.get(adminMessageTemplatePaths.list)]: { body: [week] },
      [on.post(adminMessagePaths.preview)]: ({ body }) => ({ body: preview(body as Parameters<typeof preview>[0]) }),
      [on.post(adminMessageTemplatePaths.apply, { id: week.id })]: {
        body: { subject: "Plaine d'été\u00a0: les informations pratiques", body: "Bonjour {prenom},\nHoraire\u00a0: De 9 h à 16 h" },
      },
    });
    renderWithApp(<MessagesPage />);
    const user = userEvent.setup();

    const select = await screen.findByLabelText<HTMLSelectElement>("Partir d'un modèle");
    expect(select.disabled).toBe(true);
    await screen.findByRole("option", { name: /Plaine d'été/ });
    await user.selectOptions(screen.getByLabelText("Plaine"), SUMMER.id);
    await user.selectOptions(select, week.id);

    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>("Objet").value).toBe("Plaine d'été\u00a0: les informations pratiques"),
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>("Message", { exact: true }).value).toBe(
      "Bonjour {prenom},\nHoraire\u00a0: De 9 h à 16 h",
    );
    expect(
      calls.find((call) => call.method === "POST" && call.path === adminMessageTemplatePaths.apply.url({ id: week.id }))?.body,
    ).toEqual({
      activityId: SUMMER.id,
    });
    await user.type(screen.getByLabelText("Message", { exact: true }), " Bonne semaine");
    expect(screen.getByLabelText<HTMLTextAreaElement>("Message", { exact: true }).value).toMatch(/16 h Bonne semaine$/);
  });

  it("deletes a template only once the deletion is confirmed", async () => {
    const lost: MessageTemplateView = {
      id: "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
      name: "Objets perdus",
      subject: "Oublié à la plaine",
      body: "Bonjour",
    };
    const { calls } = fakeApi({
      [on.get(adminActivityPaths.list)]: { body: { activities: [SUMMER] } },
      [on.get(adminMessagePaths.list)]: { body: [] },
      [on.get(adminMessageTemplatePaths.list)]: { body: [lost] },
      [on.delete(adminMessageTemplatePaths.template, { id: lost.id })]: { status: 204 },
    });
    renderWithApp(<MessagesPage />);
    const user = userEvent.setup();

    await screen.findByText("Objets perdus", { selector: "p" });
    await user.click(screen.getByRole("button", { name: "Supprimer" }));
    expect(await screen.findByText("Les messages déjà écrits à partir de ce modèle ne changent pas.")).toBeTruthy();
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(screen.getAllByRole("button", { name: "Supprimer" }).at(-1)!);
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
        adminMessageTemplatePaths.template.url({ id: lost.id }),
      ]),
    );
  });
});

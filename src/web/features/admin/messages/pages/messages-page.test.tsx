import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminActivityPaths } from "../../../../../domain/contracts/admin-activities.ts";
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
    });
  });
});

import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FamilyMessagePreview, FamilyMessageSummary } from "../../../../domain/contracts/admin-messages.ts";
import { staffPaths } from "../../../../domain/contracts/staff.ts";
import { teamMessagesPath } from "../../../../domain/paths.ts";
import { fakeApi, on } from "../../../../../tests/support/fake-api.ts";
import { renderWithApp } from "../../../../../tests/support/render.tsx";
import { TeamMessagesPage } from "./team-messages-page.tsx";
import { Route, Routes } from "react-router";

const PLAINE = "0b8e3a10-5a4c-4f7e-9d61-2f6c0e7a1b01";
const PREVIEW: FamilyMessagePreview = {
  groups: ["Petits"],
  days: ["2026-07-06"],
  recipientCount: 1,
  families: [{ parentId: "p-camille", name: "Camille Dupont", children: "Léa" }],
  copy: { parentId: "p-camille", subject: "Sortie", body: "Bonjour Camille" },
};
const SENT: FamilyMessageSummary = {
  id: "m1",
  activityId: PLAINE,
  activityTitle: "Plaine d'été",
  subject: "Bottes demain",
  filter: { kind: "all" },
  audience: "Toutes les familles inscrites",
  state: "sent",
  failureReason: null,
  sendAt: "2026-07-05T16:00:00.000Z",
  sentAt: "2026-07-05T16:00:00.000Z",
  authorName: "Inès Moreau",
  recipientCount: 1,
  readCount: 0,
  channel: "email",
};

afterEach(() => vi.unstubAllGlobals());

describe("TeamMessagesPage", () => {
  it("writes to the families of the coordinateur's plaine on the team's routes, without choosing a plaine nor a template", async () => {
    const { calls } = fakeApi({
      [on.get(staffPaths.messages, { id: PLAINE })]: { body: [SENT] },
      [on.post(staffPaths.messagePreview, { id: PLAINE })]: { body: PREVIEW },
      [on.post(staffPaths.messages, { id: PLAINE })]: {
        status: 201,
        body: { ...SENT, id: "m2", body: "Bonjour", attachments: [], recipients: [] },
      },
    });
    renderWithApp(
      <Routes>
        <Route path={teamMessagesPath(":id")} element={<TeamMessagesPage />} />
      </Routes>,
      { path: teamMessagesPath(PLAINE) },
    );
    const user = userEvent.setup();
    expect(await screen.findByText("Bottes demain")).toBeTruthy();
    expect(await screen.findByText("Ce message partira vers 1 famille.")).toBeTruthy();
    expect(screen.queryByLabelText("Plaine")).toBeNull();
    expect(screen.queryByLabelText("Partir d'un modèle")).toBeNull();
    await user.type(screen.getByLabelText("Objet"), "Sortie");
    await user.type(screen.getByLabelText("Message", { exact: true }), "Bonjour");
    await user.click(await screen.findByRole("button", { name: "Envoyer à 1 famille" }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === "POST" && call.path === staffPaths.messages.url({ id: PLAINE }))).toBe(true),
    );
    expect(calls.find((call) => call.method === "POST" && call.path === staffPaths.messages.url({ id: PLAINE }))?.body).toMatchObject({
      activityId: PLAINE,
      filter: { kind: "all" },
      subject: "Sortie",
      body: "Bonjour",
    });
    expect(calls.every((call) => call.path.startsWith("/api/staff/"))).toBe(true);
  });
});

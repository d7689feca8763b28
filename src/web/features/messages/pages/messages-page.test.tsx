import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messagePaths, type ParentMessagesResponse } from "../../../../domain/contracts/messages.ts";
import { fakeApi, on } from "../../../../../tests/support/fake-api.ts";
import { renderWithApp } from "../../../../../tests/support/render.tsx";
import { MessagesPage } from "./messages-page.tsx";

const UNREAD = "0b8e3a10-5a4c-4f7e-9d61-2f6c0e7a1b01";
const READ = "0b8e3a10-5a4c-4f7e-9d61-2f6c0e7a1b02";

const answer: ParentMessagesResponse = {
  messages: [
    {
      id: UNREAD,
      sentAt: "2026-07-01T08:00:00.000Z",
      activityTitle: "Plaine d'été",
      subject: "Sortie à la ferme",
      body: "Bonjour Camille,\n\n- des bottes\n- un pique-nique",
      readAt: null,
      attachments: [],
    },
    {
      id: READ,
      sentAt: "2026-06-20T08:00:00.000Z",
      activityTitle: "Plaine d'été",
      subject: "Bienvenue",
      body: "À lundi.",
      readAt: "2026-06-21T08:00:00.000Z",
      attachments: [],
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("'Messages' in the parent's space", () => {
  it("lists the messages newest first, and marks one read when it is opened, once", async () => {
    const { calls } = fakeApi({
      [on.get(messagePaths.list)]: { body: answer },
      [on.post(messagePaths.read, { id: UNREAD })]: { status: 204 },
    });
    renderWithApp(<MessagesPage />);

    await screen.findByText("Sortie à la ferme");
    const items = screen.getAllByTestId("family-message");
    expect(items.map((item) => item.querySelector("summary")?.textContent)).toEqual([
      expect.stringContaining("Sortie à la ferme"),
      expect.stringContaining("Bienvenue"),
    ]);
    expect(within(items[0]).getByText("Nouveau")).toBeTruthy();
    expect(within(items[1]).queryByText("Nouveau")).toBeNull();

    await userEvent.click(within(items[0]).getByText("Sortie à la ferme"));
    expect(within(items[0]).getByText("des bottes")).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([`/api/messages/${UNREAD}/read`]),
    );

    // A message already read is not marked again.
    await userEvent.click(within(items[1]).getByText("Bienvenue"));
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("says so when there is no message yet", async () => {
    fakeApi({ [on.get(messagePaths.list)]: { body: { messages: [] } } });
    renderWithApp(<MessagesPage />);
    expect(await screen.findByText("Aucun message pour le moment")).toBeTruthy();
  });
});

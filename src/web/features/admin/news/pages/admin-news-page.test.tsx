import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDaysIso, brusselsToday } from "../../../../../domain/dates.ts";
import type { NewsArticle } from "../../../../../domain/news.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { adminNewsPaths } from "../../../../../domain/contracts/admin-news.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { AdminNewsPage } from "./admin-news-page.tsx";

const today = brusselsToday();

function article(id: string, title: string, publishDate: string, featured = false): NewsArticle {
  return {
    id,
    title,
    excerpt: null,
    content: "Bonjour",
    imageUrl: null,
    videoUrl: null,
    publishDate,
    featured,
    createdAt: "2026-01-01T10:00:00.000Z",
    updatedAt: "2026-01-01T10:00:00.000Z",
  };
}

const scheduled = article("n1", "La rentrée des plaines", addDaysIso(today, 1), true);
const published = article("n2", "Retour sur l'été", today);
const older = article("n3", "Inscriptions ouvertes", addDaysIso(today, -40));

function rows() {
  return screen.getAllByTestId("news-row");
}

afterEach(() => vi.unstubAllGlobals());

describe("AdminNewsPage", () => {
  it("lists every article with its date, a 'Programmé' badge for a future one, and whether it is featured", async () => {
    fakeApi({ [on.get(adminNewsPaths.list)]: { body: { news: [scheduled, published, older] } } });
    renderWithApp(<AdminNewsPage />);

    expect(await screen.findByRole("heading", { level: 1, name: "Actualités" })).toBeTruthy();
    await screen.findByText("La rentrée des plaines");
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Titre",
      "Publication",
      "À la une",
      "Actions",
    ]);
    const [first, second, third] = rows();
    expect(within(first).getByText("Programmé")).toBeTruthy();
    expect(within(first).getByRole("cell", { name: "Oui" })).toBeTruthy();
    expect(within(second).queryByText("Programmé")).toBeNull();
    expect(within(second).getByRole("cell", { name: "Non" })).toBeTruthy();
    expect(within(third).queryByText("Programmé")).toBeNull();
    expect(
      within(second)
        .getByText(/\d+ \p{L}+ \d{4}/u)
        .getAttribute("datetime"),
    ).toBe(today);

    expect(within(first).getByRole("link", { name: "Modifier «\u00a0La rentrée des plaines\u00a0»" }).getAttribute("href")).toBe(
      "/admin/news/n1/edit",
    );
    expect(screen.getByRole("link", { name: "Nouvel article" }).getAttribute("href")).toBe("/admin/news/new");
  });

  it("says when the list cannot be loaded, in a toast and on the page", async () => {
    fakeApi({ [on.get(adminNewsPaths.list)]: { status: 500, body: { error: { code: "INTERNAL", message: "Une erreur est survenue" } } } });
    renderWithApp(<AdminNewsPage />);
    expect(await screen.findByRole("alert")).toBeTruthy();
    // On the page at once, and in a toast once the toaster has arrived.
    await waitFor(() => expect(screen.getAllByText("Erreur lors du chargement des actualités")).toHaveLength(2));
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeTruthy();
  });

  it("invites to write the first article when there is none", async () => {
    fakeApi({ [on.get(adminNewsPaths.list)]: { body: { news: [] } } });
    renderWithApp(<AdminNewsPage />);
    expect(await screen.findByText("Aucun article pour l'instant")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Nouvel article" }).getAttribute("href")).toBe("/admin/news/new");
  });
});

describe("Deleting an article", () => {
  it("asks first, deletes, and reads the list again", async () => {
    let list = [published, older];
    const api = fakeApi({
      [on.get(adminNewsPaths.list)]: () => ({ body: { news: list } }),
      [on.delete(adminNewsPaths.one, { id: "n2" })]: () => {
        list = [older];
        return { status: 204 };
      },
    });
    renderWithApp(<AdminNewsPage />);
    await screen.findByText("Retour sur l'été");

    await userEvent.click(screen.getByRole("button", { name: "Supprimer «\u00a0Retour sur l'été\u00a0»" }));
    const dialog = screen.getByRole("dialog", { name: "Supprimer «\u00a0Retour sur l'été\u00a0»\u00a0?" });
    expect(api.calls.some((call) => call.method === "DELETE")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));

    expect(await screen.findByText("Article supprimé")).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText("Retour sur l'été")).toBeNull());
    expect(rows()).toHaveLength(1);
  });

  it("keeps the article and says so when the deletion fails; cancelling deletes nothing", async () => {
    const api = fakeApi({
      [on.get(adminNewsPaths.list)]: { body: { news: [published] } },
      [on.delete(adminNewsPaths.one, { id: "n2" })]: {
        status: 500,
        body: { error: { code: "INTERNAL", message: "Une erreur est survenue" } },
      },
    });
    renderWithApp(<AdminNewsPage />);
    await screen.findByText("Retour sur l'été");

    await userEvent.click(screen.getByRole("button", { name: "Supprimer «\u00a0Retour sur l'été\u00a0»" }));
    await userEvent.click(screen.getByRole("button", { name: "Annuler" }));
    expect(api.calls.some((call) => call.method === "DELETE")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Supprimer «\u00a0Retour sur l'été\u00a0»" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Supprimer" }));
    expect(await screen.findByText("Erreur lors de la suppression de l'article")).toBeTruthy();
    expect(screen.getByText("Retour sur l'été")).toBeTruthy();
  });
});

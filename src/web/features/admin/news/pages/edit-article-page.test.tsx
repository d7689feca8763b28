import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuditHistoryResponse } from "../../../../../domain/contracts/admin-history.ts";
import { addDaysIso, brusselsToday } from "../../../../../domain/dates.ts";
import type { NewsArticle } from "../../../../../domain/news.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { adminHistoryPaths } from "../../../../../domain/contracts/admin-history.ts";
import { adminNewsPaths } from "../../../../../domain/contracts/admin-news.ts";
import { renderRoutes } from "../../../../../../tests/support/render-routes.tsx";
import { EditArticlePage } from "./edit-article-page.tsx";

const article: NewsArticle = {
  id: "n7",
  title: "Les plaines d'automne",
  excerpt: "Trois semaines de jeux.",
  content: "Bonjour",
  imageUrl: null,
  videoUrl: null,
  publishDate: addDaysIso(brusselsToday(), 3),
  featured: false,
  createdAt: "2026-01-01T10:00:00.000Z",
  updatedAt: "2026-01-02T10:00:00.000Z",
};

const history: AuditHistoryResponse = {
  entries: [
    {
      id: "h2",
      action: "update",
      at: "2026-01-02T10:00:00.000Z",
      actor: { name: "Claire Admin", email: "claire@example.test" },
      changes: [{ field: "featured", before: true, after: false }],
    },
  ],
};

function renderEditPage() {
  return renderRoutes([{ path: "/admin/news/:id/edit", element: <EditArticlePage /> }], { path: "/admin/news/n7/edit" });
}

afterEach(() => vi.unstubAllGlobals());

describe("EditArticlePage", () => {
  it("starts from the saved article, says when it will appear, lists its history, and saves with PUT", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [on.get(adminNewsPaths.one, { id: "n7" })]: { body: { article } },
      [on.get(adminHistoryPaths.history, { entity: "news", id: "n7" })]: { body: history },
      [on.put(adminNewsPaths.one, { id: "n7" })]: ({ body }) => ({ body: { article: { ...article, ...(body as object) } } }),
    });
    renderEditPage();

    const form = await screen.findByRole("form", { name: "Modifier l'article" });
    expect(within(form).getByLabelText<HTMLInputElement>(/Titre/).value).toBe("Les plaines d'automne");
    expect(within(form).getByLabelText<HTMLTextAreaElement>("Chapeau").value).toBe("Trois semaines de jeux.");
    expect(screen.getAllByText("Programmé").length).toBeGreaterThan(0);

    const entries = await screen.findAllByTestId("audit-entry");
    expect(entries[0].textContent).toContain("À la une\u00a0: Oui → Non");

    await user.clear(within(form).getByLabelText("Chapeau"));
    await user.click(within(form).getByRole("button", { name: "Enregistrer les modifications" }));
    expect(await screen.findByText("Article mis à jour avec succès")).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PUT")?.body).toMatchObject({ title: "Les plaines d'automne", excerpt: null });
  });

  it("says when the article cannot be loaded", async () => {
    fakeApi({
      [on.get(adminNewsPaths.one, { id: "n7" })]: { status: 404, body: { error: { code: "NOT_FOUND", message: "Actualité non trouvée" } } },
    });
    renderEditPage();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Impossible de charger l'article");
    expect(alert.textContent).toContain("Actualité non trouvée");
  });
});

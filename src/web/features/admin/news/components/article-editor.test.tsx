import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { brusselsToday } from "../../../../../domain/dates.ts";
import type { NewsArticle } from "../../../../../domain/news.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { adminNewsPaths } from "../../../../../domain/contracts/admin-news.ts";
import { renderRoutes } from "../../../../../../tests/support/render-routes.tsx";
import type { ImageUpload } from "../../../../components/image-upload-field/image-upload-field.tsx";
import { ArticleEditor } from "./article-editor.tsx";

const today = brusselsToday();

const saved: NewsArticle = {
  id: "n9",
  title: "Le programme de juillet",
  excerpt: null,
  content: "[title:Au menu]\n- Grands jeux\n- Piscine",
  imageUrl: null,
  videoUrl: null,
  publishDate: today,
  featured: false,
  createdAt: "2026-01-01T10:00:00.000Z",
  updatedAt: "2026-01-01T10:00:00.000Z",
};

const noUpload = vi.fn<ImageUpload>();

function renderEditor(article: NewsArticle | null = null) {
  const path = article ? `/admin/news/${article.id}/edit` : "/admin/news/new";
  return renderRoutes(
    [
      { path, element: <ArticleEditor article={article} upload={noUpload} label="Nouvel article" /> },
      { path: "/admin/news", element: <p>La liste</p> },
    ],
    { path },
  );
}

function form() {
  return screen.getByRole("form", { name: "Nouvel article" });
}

/** The message read with a field: its accessible description holds the error under it. */
function messageOf(label: RegExp | string) {
  const field = within(form()).getByLabelText(label);
  expect(field.getAttribute("aria-invalid")).toBe("true");
  const ids = (field.getAttribute("aria-describedby") ?? "").split(" ");
  return ids.map((id) => document.getElementById(id)?.textContent).join(" | ");
}

function preview() {
  return screen.getByTestId("article-preview");
}

afterEach(() => vi.unstubAllGlobals());

describe("ArticleEditor", () => {
  it("shows each of the schema's messages under its field, and sends nothing", async () => {
    const user = userEvent.setup();
    const api = fakeApi({});
    renderEditor();

    await user.click(within(form()).getByLabelText("Chapeau"));
    await user.paste("a".repeat(301));
    await user.type(within(form()).getByLabelText("Ou l'adresse d'une image"), "pas une adresse");
    await user.type(within(form()).getByLabelText("Lien de la vidéo"), "vidéo de l'été");
    await user.clear(within(form()).getByLabelText(/Date de publication/));
    await user.click(within(form()).getByRole("button", { name: "Créer l'article" }));

    expect(messageOf(/Titre/)).toContain("Le titre est requis");
    expect(messageOf("Chapeau")).toContain("Le chapeau ne doit pas dépasser 300 caractères");
    expect(messageOf(/Contenu/)).toContain("Le contenu est requis");
    expect(messageOf("Ou l'adresse d'une image")).toContain("L'URL de l'image doit être valide");
    expect(messageOf("Lien de la vidéo")).toContain("L'URL de la vidéo doit être valide");
    expect(messageOf(/Date de publication/)).toContain("La date de publication est requise");
    expect(api.calls).toEqual([]);
  });

  it("counts the excerpt's characters", async () => {
    const user = userEvent.setup();
    fakeApi({});
    renderEditor();
    await user.type(within(form()).getByLabelText("Chapeau"), "Un été au soleil");
    expect(within(form()).getByText("16 / 300 caractères")).toBeTruthy();
  });

  it("previews the content with the public page's markup: [title:…] a heading, bullet lines a list", async () => {
    const user = userEvent.setup();
    fakeApi({});
    renderEditor();
    await user.type(within(form()).getByLabelText(/Titre/), "Le programme de juillet");
    // user-event reads "[" as a key descriptor: "[[" types one bracket.
    await user.type(
      within(form()).getByLabelText(/Contenu/),
      "[[title:Au menu]\nVoici la semaine.\n- Grands jeux\n• Piscine\n* Pique-nique\nInfos : https://example.org/plaines",
    );

    expect(within(preview()).getByText("Le programme de juillet")).toBeTruthy();
    expect(within(preview()).getByRole("heading", { level: 2, name: "Au menu" })).toBeTruthy();
    const items = within(within(preview()).getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Grands jeux", "Piscine", "Pique-nique"]);
    expect(
      within(preview())
        .getByRole("link", { name: /https:\/\/example\.org\/plaines/ })
        .getAttribute("href"),
    ).toBe("https://example.org/plaines");
  });

  it("sends the checked article, says so, and goes back to the list", async () => {
    const user = userEvent.setup();
    const api = fakeApi({ [on.post(adminNewsPaths.list)]: { status: 201, body: { article: saved } } });
    const { router } = renderEditor();
    await user.type(within(form()).getByLabelText(/Titre/), "  Le programme de juillet ");
    await user.type(within(form()).getByLabelText(/Contenu/), "Bonjour");
    await user.click(within(form()).getByLabelText(/Mettre à la une/));
    await user.click(within(form()).getByRole("button", { name: "Créer l'article" }));

    expect(await screen.findByText("Article créé avec succès")).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/admin/news"));
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      title: "Le programme de juillet",
      excerpt: null,
      content: "Bonjour",
      imageUrl: null,
      videoUrl: null,
      publishDate: today,
      featured: true,
    });
  });

  it("shows the server's refusals under their fields and keeps everything typed", async () => {
    const user = userEvent.setup();
    fakeApi({
      [on.put(adminNewsPaths.one, { id: "n9" })]: {
        status: 400,
        body: {
          error: {
            code: "VALIDATION",
            message: "Certains champs sont invalides",
            fields: { title: "Ce titre est déjà pris", videoUrl: "Cette vidéo ne peut pas être intégrée\u00a0: utilisez un lien YouTube" },
          },
        },
      },
    });
    const { router } = renderEditor(saved);
    const title = within(form()).getByLabelText<HTMLInputElement>(/Titre/);
    await user.clear(title);
    await user.type(title, "Nouveau titre");
    await user.click(within(form()).getByRole("button", { name: "Enregistrer les modifications" }));

    expect(await screen.findByText("Ce titre est déjà pris")).toBeTruthy();
    expect(messageOf(/Titre/)).toContain("Ce titre est déjà pris");
    expect(messageOf("Lien de la vidéo")).toContain("Cette vidéo ne peut pas être intégrée\u00a0: utilisez un lien YouTube");
    expect(title.value).toBe("Nouveau titre");
    expect(within(form()).getByLabelText<HTMLTextAreaElement>(/Contenu/).value).toBe(saved.content);
    expect(router.state.location.pathname).toBe("/admin/news/n9/edit");
  });

  it("shows a refusal without fields above the form", async () => {
    const user = userEvent.setup();
    fakeApi({
      [on.put(adminNewsPaths.one, { id: "n9" })]: { status: 404, body: { error: { code: "NOT_FOUND", message: "Actualité non trouvée" } } },
    });
    renderEditor(saved);
    await user.click(within(form()).getByRole("button", { name: "Enregistrer les modifications" }));
    const alert = await within(form()).findByRole("alert");
    expect(alert.textContent).toContain("Erreur lors de l'enregistrement");
    expect(alert.textContent).toContain("Actualité non trouvée");
  });

  it("asks before leaving with unsaved changes, and stays when asked to", async () => {
    const user = userEvent.setup();
    fakeApi({});
    const { router } = renderEditor(saved);
    await user.type(within(form()).getByLabelText(/Titre/), " !");
    await user.click(within(form()).getByRole("link", { name: "Annuler" }));

    const dialog = await screen.findByRole("dialog", { name: "Quitter sans enregistrer\u00a0?" });
    await user.click(within(dialog).getByRole("button", { name: "Rester sur la page" }));
    expect(router.state.location.pathname).toBe("/admin/news/n9/edit");
    expect(within(form()).getByLabelText<HTMLInputElement>(/Titre/).value).toBe("Le programme de juillet !");
  });
});

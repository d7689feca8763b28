import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import type { AdminArticleResponse } from "../../../src/domain/contracts/admin-news.ts";
import type { NewsFormOutput } from "../../../src/domain/contracts/admin-news-input.ts";
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test, toast } from "../support/accounts.ts";

const CONTENT = [
  "Voici ce qui attend les enfants cet été.",
  "",
  "[title:Au programme]",
  "- Grands jeux en forêt",
  "• Piscine le mercredi",
  "* Pique-nique le vendredi",
  "",
  "Horaires et adresses : https://example.org/plaines-ete",
].join("\n");

/** A small real picture, made here so the server has something to decode and resize. */
function skyPng(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 120, g: 190, b: 240 } } })
    .png()
    .toBuffer();
}

/** A title no other test or run uses. */
const uniqueTitle = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

/** The article's id, read from its row's edit link in the administrators' list. */
async function idOfRow(page: Page, title: string): Promise<string> {
  const href = await page.getByRole("link", { name: `Modifier «\u00a0${title}\u00a0»` }).getAttribute("href");
  const id = /^\/admin\/news\/([^/]+)\/edit$/.exec(href ?? "")?.[1];
  expect(id, `edit link of «\u00a0${title}\u00a0»`).toBeTruthy();
  return id!;
}

/** Public answers are cached a few seconds (decision 0002): look again until the page shows the change. */
async function expectOnReload(page: Page, url: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass({ timeout: 15_000 });
}

test.describe("Administrators' news", () => {
  test("an administrator publishes an article with markup, readers see it on /actualites and at /news/{id}, then it is deleted", async ({
    page,
    signInAsAdmin,
  }) => {
    const title = uniqueTitle("Le programme de l'été");
    await signInAsAdmin();
    await page.goto("/admin/news");
    await page.getByRole("link", { name: "Nouvel article" }).first().click();
    await expect(page).toHaveURL("/admin/news/new");

    const form = page.getByRole("form", { name: "Nouvel article" });
    await form.getByLabel(/^Titre/).fill(title);
    await form.getByLabel("Chapeau").fill("Trois semaines de jeux pour les 3-12 ans.");
    await form.getByLabel(/^Contenu/).fill(CONTENT);
    // The image goes up at once; its stored address fills the address field.
    await form.locator('input[type="file"]').setInputFiles({ name: "ciel d'été.png", mimeType: "image/png", buffer: await skyPng() });
    await expect(form.getByLabel("Ou l'adresse d'une image")).toHaveValue(/^\/media\/news\/[\w.-]+\.webp$/);
    const imageUrl = await form.getByLabel("Ou l'adresse d'une image").inputValue();
    // The date starts at today: published at once.
    await expect(form.getByLabel(/Date de publication/)).toHaveValue(brusselsToday());

    // The preview renders the markup as the article page will.
    const preview = page.getByTestId("article-preview");
    if (await page.getByRole("button", { name: "Aperçu" }).isVisible()) await page.getByRole("button", { name: "Aperçu" }).click();
    await expect(preview.getByRole("heading", { name: "Au programme" })).toBeVisible();
    await expect(preview.getByRole("listitem")).toHaveText(["Grands jeux en forêt", "Piscine le mercredi", "Pique-nique le vendredi"]);
    if (await page.getByRole("button", { name: "Rédaction" }).isVisible()) await page.getByRole("button", { name: "Rédaction" }).click();

    await form.getByRole("button", { name: "Créer l'article" }).click();
    await expect(toast(page, "Article créé avec succès")).toBeVisible();
    await expect(page).toHaveURL("/admin/news");
    const row = page.getByTestId("news-row").filter({ hasText: title });
    await expect(row).toContainText("Non");
    await expect(row).not.toContainText("Programmé");
    const id = await idOfRow(page, title);

    try {
      await expectOnReload(page, "/actualites", async () => {
        await expect(page.getByTestId("news-card").getByRole("heading", { name: title })).toBeVisible({ timeout: 1_000 });
      });

      await page.goto(`/news/${id}`);
      const article = page.getByRole("main").getByRole("article");
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(title);
      const hero = article.getByRole("img", { name: `Illustration de l'article «\u00a0${title}\u00a0»` }).first();
      // Served in the widths of the stored image (its name without ".webp", then "-<width>.webp"), and really loaded.
      expect(await hero.getAttribute("src")).toContain(imageUrl.replace(/\.webp$/, "-"));
      await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await expect(article.getByRole("heading", { level: 2 })).toHaveText(["Au programme"]);
      await expect(article.getByRole("listitem")).toHaveText(["Grands jeux en forêt", "Piscine le mercredi", "Pique-nique le vendredi"]);
      await expect(article.getByRole("link", { name: /example\.org\/plaines-ete/ })).toHaveAttribute(
        "href",
        "https://example.org/plaines-ete",
      );
    } finally {
      // Deleted through the list's dialog, so the public news list is back to the demo content.
      await page.goto("/admin/news");
      await page.getByRole("button", { name: `Supprimer «\u00a0${title}\u00a0»` }).click();
      await page
        .getByRole("dialog", { name: `Supprimer «\u00a0${title}\u00a0»\u00a0?` })
        .getByRole("button", { name: "Supprimer" })
        .click();
      await expect(toast(page, "Article supprimé")).toBeVisible();
      await expect(page.getByTestId("news-row").filter({ hasText: title })).toHaveCount(0);
    }
    // Gone: its address answers that it cannot be shown.
    await expectOnReload(page, `/news/${id}`, async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impossible de charger l'actualité", { timeout: 1_000 });
    });
  });

  test("an article dated tomorrow is 'Programmé' for administrators and shows nowhere publicly", async ({
    page,
    baseURL,
    signInAsAdmin,
  }) => {
    const title = uniqueTitle("Les plaines d'hiver");
    await signInAsAdmin();
    const input: NewsFormOutput = {
      title,
      excerpt: null,
      content: "Bientôt.",
      imageUrl: null,
      videoUrl: null,
      publishDate: addDaysIso(brusselsToday(), 1),
      featured: true,
    };
    const created = await page.request.post("/api/admin/news", { data: input, headers: { Origin: new URL(baseURL!).origin } });
    expect(created.status(), await created.text()).toBe(201);
    const { article } = (await created.json()) as AdminArticleResponse;

    try {
      await page.goto("/admin/news");
      await expect(page.getByTestId("news-row").filter({ hasText: title })).toContainText("Programmé");

      await page.goto("/actualites");
      await expect(page.getByTestId("news-card").first()).toBeVisible();
      await expect(page.getByText(title)).toHaveCount(0);
      await page.goto("/");
      await expect(page.getByTestId("news-card").first()).toBeVisible();
      await expect(page.getByText(title)).toHaveCount(0);
      const response = await page.goto(`/news/${article.id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impossible de charger l'actualité");

      // Its edit page says when it will appear.
      await page.goto(`/admin/news/${article.id}/edit`);
      await expect(page.getByRole("form", { name: "Modifier l'article" }).getByLabel(/^Titre/)).toHaveValue(title);
      await expect(page.getByText(/Paraîtra le /)).toBeVisible();
    } finally {
      const deleted = await page.request.delete(`/api/admin/news/${article.id}`, { headers: { Origin: new URL(baseURL!).origin } });
      expect(deleted.status()).toBe(204);
    }
  });

  test("the news list and the form have no serious accessibility violation", async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    await page.goto("/admin/news");
    await expect(page.getByTestId("news-row").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto("/admin/news/new");
    const form = page.getByRole("form", { name: "Nouvel article" });
    await form.getByLabel(/^Contenu/).fill(CONTENT);
    await form.getByRole("button", { name: "Créer l'article" }).click();
    await expect(form.getByText("Le titre est requis")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

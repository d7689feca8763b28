import { UNKNOWN_ID } from "../support/demo-data.ts";
import { expect, test } from "../support/fixtures.ts";
import { frenchDate } from "../support/format.ts";

/** What the article markup should produce, read from the raw content (spec §3). */
function markupOf(content: string) {
  const lines = content.split("\n").map((line) => line.trim());
  return {
    headings: lines.flatMap((line) => /^\[title:\s*(.+?)\s*\]$/.exec(line)?.[1] ?? []),
    images: lines.flatMap((line) => /^\[image:\s*(.+?)\s*\]$/.exec(line)?.[1] ?? []),
    bullets: lines.flatMap((line) => /^[-•*]\s+(.*)$/.exec(line)?.[1] ?? []),
    urls: [...content.matchAll(/https?:\/\/[^\s]+?(?=[.,;:!?)]*(\s|$))/g)].map((m) => m[0]),
  };
}

test.describe("News list", () => {
  test("lists the published articles, newest first, each opening at /actualites/{id}", async ({ page, demo }) => {
    await page.goto("/actualites");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Actualités");
    const cards = page.getByRole("main").getByTestId("news-card");
    await expect(cards).toHaveCount(demo.news.length);
    await expect(cards.getByRole("heading")).toHaveText(demo.news.map((n) => n.title));
    for (const [index, article] of demo.news.entries()) {
      await expect(cards.nth(index).getByRole("link", { name: article.title })).toHaveAttribute("href", `/actualites/${article.id}`);
      await expect(cards.nth(index).locator("time")).toHaveText(frenchDate(article.publishDate));
    }

    const article = demo.news[1];
    await cards.nth(1).getByRole("link", { name: article.title }).click();
    await expect(page).toHaveURL(`/actualites/${article.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  });
});

test.describe("News article", () => {
  test("renders headings, bullet lists, links and the inline image from the markup", async ({ page, demo }) => {
    const article = demo.richArticle;
    const expected = markupOf(article.content);
    await page.goto(`/news/${article.id}`);
    const body = page.getByRole("main").getByRole("article");

    await expect(body.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(body.locator("time").first()).toHaveText(frenchDate(article.publishDate));
    await expect(page).toHaveTitle(/Plaines Soleil/);

    // [title:...] lines become headings below the title.
    await expect(body.getByRole("heading", { level: 2 })).toHaveText(expected.headings);

    // -, • and * lines become list items.
    await expect(body.getByRole("listitem")).toHaveText(expected.bullets);
    expect(await body.getByRole("list").count()).toBeGreaterThanOrEqual(2);

    // URLs become links.
    for (const url of expected.urls) {
      await expect(body.locator(`a[href="${new URL(url).href}"]`)).toContainText(url);
    }

    // [image:URL] becomes an image, actually loaded (the hero image is the other one).
    expect(expected.images).toHaveLength(1);
    const images = body.getByRole("img");
    await expect(images).toHaveCount(2);
    const inline = body.locator(`img[src^="${expected.images[0].replace(/\.webp$/, "")}"]`);
    await expect(inline).toHaveCount(1);
    await inline.scrollIntoViewIfNeeded();
    await expect.poll(() => inline.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(inline).toHaveAttribute("alt", /.+/);

    // No markup is left as text.
    await expect(body).not.toContainText("[title:");
    await expect(body).not.toContainText("[image:");
  });

  test("the same article opens at /actualites/{id} and /news/{id}", async ({ page, demo }) => {
    const article = demo.news[0];
    for (const path of [`/actualites/${article.id}`, `/news/${article.id}`]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(page.getByRole("main")).toContainText(frenchDate(article.publishDate));
    }
  });

  test("an article with a video embeds it", async ({ page, demo }) => {
    const article = demo.news.find((n) => n.videoUrl)!;
    await page.goto(`/news/${article.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
    await expect(page.getByRole("main").locator("iframe")).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/,
    );

    const withoutVideo = demo.news.find((n) => !n.videoUrl)!;
    await page.goto(`/news/${withoutVideo.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(withoutVideo.title);
    await expect(page.getByRole("main").locator("iframe")).toHaveCount(0);
  });

  for (const [label, id] of [
    ["an unknown article", UNKNOWN_ID],
    ["a malformed id", "pas-un-identifiant"],
  ] as const) {
    test(`${label} answers 404 with the article's message and a way home`, async ({ page }) => {
      const response = await page.goto(`/news/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impossible de charger l'actualité");
      await expect(page).toHaveTitle("Actualité introuvable | Plaines Soleil");
      await page.getByRole("main").getByRole("link", { name: "Retour à l'accueil" }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/aventures inoubliables/i);
    });
  }
});

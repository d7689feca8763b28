import { expect, type Page } from "@playwright/test";
import { type DemoData, UNKNOWN_ID } from "./demo-data.ts";

export interface PublicPage {
  name: string;
  path: (demo: DemoData) => string;
  /** Resolves once the page shows its real content (not a skeleton). */
  ready: (page: Page, demo: DemoData) => Promise<void>;
  /** Error states: the API answers the page's request with an error on purpose. */
  expectedFailures?: RegExp;
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** Every public route, in the state a visitor sees it once loaded. */
export const PUBLIC_PAGES: PublicPage[] = [
  {
    name: "home",
    path: () => "/",
    ready: async (page) => {
      await expect(page.getByTestId("activity-card")).toHaveCount(3);
      await expect(page.getByTestId("news-card")).toHaveCount(3);
    },
  },
  {
    name: "search",
    path: () => "/search",
    ready: async (page, demo) => {
      await expect(page.getByTestId("activity-card")).toHaveCount(demo.activities.length);
    },
  },
  {
    name: "search without results",
    path: () => "/search?city=Bastogne-sur-Lune",
    ready: async (page) => {
      await expect(page.getByRole("heading", { name: "Aucun résultat" })).toBeVisible();
    },
  },
  {
    name: "plaine open for registration",
    path: (demo) => `/activities/${demo.ordinary.id}`,
    ready: async (page, demo) => {
      await expect(h1(page)).toHaveText(demo.ordinary.title);
    },
  },
  {
    name: "plaine with limited places",
    path: (demo) => `/activities/${demo.limited.id}`,
    ready: async (page, demo) => {
      await expect(h1(page)).toHaveText(demo.limited.title);
    },
  },
  {
    name: "full plaine",
    path: (demo) => `/activities/${demo.full.id}`,
    ready: async (page, demo) => {
      await expect(h1(page)).toHaveText(demo.full.title);
    },
  },
  {
    name: "plaine with a video",
    path: (demo) => `/activities/${demo.withVideo.id}`,
    ready: async (page, demo) => {
      await expect(h1(page)).toHaveText(demo.withVideo.title);
      await expect(page.locator("iframe")).toHaveCount(1);
    },
  },
  {
    name: "news list",
    path: () => "/actualites",
    ready: async (page, demo) => {
      await expect(page.getByTestId("news-card")).toHaveCount(demo.news.length);
    },
  },
  {
    name: "news article",
    path: (demo) => `/news/${demo.richArticle.id}`,
    ready: async (page, demo) => {
      await expect(h1(page)).toHaveText(demo.richArticle.title);
    },
  },
  {
    name: "faq",
    path: () => "/faq",
    ready: async (page) => {
      await expect(h1(page)).toHaveText(/questions fréquentes/i);
    },
  },
  { name: "about", path: () => "/about", ready: async (page) => expect(h1(page)).toHaveText("À propos") },
  { name: "privacy", path: () => "/privacy", ready: async (page) => expect(h1(page)).toHaveText("Politique de confidentialité") },
  { name: "terms", path: () => "/terms", ready: async (page) => expect(h1(page)).toHaveText("Conditions générales") },
  {
    name: "page not found",
    path: () => "/page-inexistante",
    // The server answers the 404 page with its status.
    expectedFailures: /(404 GET \S+|status of 404 \(Not Found\) \(\S+)\/page-inexistante\)?$/,
    ready: async (page) => expect(h1(page)).toHaveText("Page non trouvée"),
  },
];

/** Error states, shown after an API call that fails on purpose. */
export const ERROR_PAGES: PublicPage[] = [
  {
    name: "unknown plaine",
    path: () => `/activities/${UNKNOWN_ID}`,
    // The server answers 404, with the plaine's own message, for a plaine that does not exist.
    expectedFailures: new RegExp(`(404 GET \\S+|status of 404 \\(Not Found\\) \\(\\S+)/activities/${UNKNOWN_ID}\\)?$`),
    ready: async (page) => expect(h1(page)).toHaveText("Impossible de charger les détails de la plaine"),
  },
  {
    name: "invalid search filter",
    path: () => "/search?maxPrice=-1",
    expectedFailures: /\/api\/activities\?(.*&)?maxPrice=-1\b/,
    ready: async (page) => expect(page.getByRole("main")).toContainText("Le prix maximum ne peut pas être négatif"),
  },
];

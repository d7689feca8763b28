import type { APIRequestContext, Page } from "@playwright/test";
import type { DemoData } from "../support/demo-data.ts";
import { expect, test } from "../support/accounts.ts";

/**
 * The public pages arrive drawn: their HTML, fetched without a browser, holds the page's
 * content, data and meta tags; in the browser only their small script runs (no React, decision
 * 0020): nothing asks the API again for the same data, no console error or warning, nothing moves.
 */

interface RenderedRoute {
  name: string;
  path: (demo: DemoData) => string;
  title: (demo: DemoData) => string;
  /** Text the page's data puts into the HTML. */
  contains: (demo: DemoData) => string[];
  canonical: (demo: DemoData) => string;
}

const ROUTES: RenderedRoute[] = [
  {
    name: "home",
    path: () => "/",
    title: () => "Accueil | Plaines Soleil",
    contains: (demo) => [
      "Des aventures inoubliables pour vos enfants",
      ...demo.activities.slice(0, 3).map((a) => a.title),
      ...demo.featuredNews.slice(0, 3).map((n) => n.title),
    ],
    canonical: () => "/",
  },
  {
    name: "search",
    path: () => "/search",
    title: () => "Plaines | Plaines Soleil",
    contains: (demo) => demo.activities.map((a) => a.title),
    canonical: () => "/search",
  },
  {
    name: "search filtered by city",
    path: (demo) => `/search?city=${encodeURIComponent(demo.ordinary.location.city)}`,
    title: () => "Plaines | Plaines Soleil",
    contains: (demo) => [demo.ordinary.title],
    canonical: (demo) => `/search?city=${encodeURIComponent(demo.ordinary.location.city)}`,
  },
  {
    name: "plaine",
    path: (demo) => `/activities/${demo.ordinary.id}`,
    title: (demo) => `${demo.ordinary.title} | Plaines Soleil`,
    contains: (demo) => [demo.ordinary.title, demo.ordinary.location.name, demo.ordinary.location.address],
    canonical: (demo) => `/activities/${demo.ordinary.id}`,
  },
  {
    name: "news list",
    path: () => "/actualites",
    title: () => "Actualités | Plaines Soleil",
    contains: (demo) => demo.news.map((n) => n.title),
    canonical: () => "/actualites",
  },
  {
    name: "news article",
    path: (demo) => `/news/${demo.richArticle.id}`,
    title: (demo) => `${demo.richArticle.title} | Plaines Soleil`,
    contains: (demo) => [demo.richArticle.title],
    canonical: (demo) => `/actualites/${demo.richArticle.id}`,
  },
  {
    name: "faq",
    path: () => "/faq",
    title: () => "Questions fréquentes | Plaines Soleil",
    contains: () => ["Questions fréquentes"],
    canonical: () => "/faq",
  },
  {
    name: "about",
    path: () => "/about",
    title: () => "À propos | Plaines Soleil",
    contains: () => ["À propos"],
    canonical: () => "/about",
  },
  {
    name: "privacy",
    path: () => "/privacy",
    title: () => "Politique de confidentialité | Plaines Soleil",
    contains: () => ["Politique de confidentialité"],
    canonical: () => "/privacy",
  },
  {
    name: "terms",
    path: () => "/terms",
    title: () => "Conditions générales | Plaines Soleil",
    contains: () => ["Conditions générales"],
    canonical: () => "/terms",
  },
];

/** The HTML as a crawler or a link preview gets it: entities decoded enough to search for titles. */
async function fetchHtml(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  expect(response.headers()["content-type"]).toContain("text/html");
  return (await response.text())
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

function meta(html: string, attribute: "name" | "property", key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

function jsonLd(html: string): Record<string, unknown> {
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(script, "a JSON-LD script").toBeDefined();
  return JSON.parse(script!) as Record<string, unknown>;
}

// The HTML only, no page: it does not depend on the device, and the desktop projects run it
// (@server, playwright.config.ts).
test.describe("Server rendering: the HTML itself", { tag: "@server" }, () => {
  for (const route of ROUTES) {
    test(`${route.name} holds its content and meta tags`, async ({ request, demo, baseURL }) => {
      const html = await fetchHtml(request, route.path(demo));
      expect(html).toContain('<html lang="fr-BE">');
      expect(html).toContain(`<title>${route.title(demo)}</title>`);
      for (const text of route.contains(demo)) expect(html, text).toContain(text);
      expect(meta(html, "name", "description")?.length).toBeGreaterThan(20);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${route.canonical(demo)}" />`);
      expect(meta(html, "property", "og:title")).toBe(route.title(demo).replace(" | Plaines Soleil", ""));
      expect(meta(html, "property", "og:url")).toBe(`${baseURL}${route.canonical(demo)}`);
      expect(meta(html, "name", "twitter:card")).toMatch(/^summary/);
      expect(html).not.toContain("Ce site a besoin de JavaScript");
    });
  }

  test("a plaine's page carries its picture for link previews and preloads it first", async ({ request, demo, baseURL }) => {
    const plaine = [demo.ordinary, demo.limited, demo.full, ...demo.activities].find((a) => a.imageUrl);
    expect(plaine, "a demo plaine with a picture").toBeDefined();
    const html = await fetchHtml(request, `/activities/${plaine!.id}`);
    expect(meta(html, "property", "og:image")).toMatch(new RegExp(`^${baseURL}/media/activities/.+-1600\\.webp$`));
    expect(meta(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/media\/activities\/[^"]+" imagesrcset="[^"]+ 480w, [^"]+ 960w, [^"]+ 1600w"/,
    );
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*fetchpriority="high"/);
  });

  test("each plaine's JSON-LD Event carries its dates, place, price and availability", async ({ request, demo, baseURL }) => {
    for (const [plaine, availability] of [
      [demo.ordinary, "https://schema.org/InStock"],
      [demo.limited, "https://schema.org/LimitedAvailability"],
      [demo.full, "https://schema.org/SoldOut"],
    ] as const) {
      // Other specs register children meanwhile: the places left are today's, as the API says them.
      await expect(async () => {
        const event = jsonLd(await fetchHtml(request, `/activities/${plaine.id}`));
        const live = (await (await request.get(`/api/activities/${plaine.id}`)).json()) as { activity: { remainingSpots: number } };
        expect(event).toMatchObject({
          "@context": "https://schema.org",
          "@type": "Event",
          name: plaine.title,
          startDate: plaine.startDate,
          endDate: plaine.endDate,
          url: `${baseURL}/activities/${plaine.id}`,
          location: { "@type": "Place", name: plaine.location.name, address: { addressLocality: plaine.location.city } },
          offers: { price: (plaine.price.standard / 100).toFixed(2), priceCurrency: "EUR", availability },
          remainingAttendeeCapacity: Math.max(0, live.activity.remainingSpots),
          typicalAgeRange: `${plaine.ageRange.min}-${plaine.ageRange.max}`,
        });
      }).toPass({ timeout: 10_000 });
    }
  });

  test("an article's JSON-LD NewsArticle carries its headline and dates", async ({ request, demo, baseURL }) => {
    const article = demo.richArticle;
    const data = jsonLd(await fetchHtml(request, `/actualites/${article.id}`));
    expect(data).toMatchObject({
      "@type": "NewsArticle",
      headline: article.title,
      datePublished: article.publishDate,
      dateModified: article.updatedAt,
      mainEntityOfPage: `${baseURL}/actualites/${article.id}`,
    });
  });

  test("an unknown address answers 404 with the 404 page", async ({ request }) => {
    const html = await fetchHtml(request, "/page-inexistante", 404);
    expect(html).toContain("<title>Page non trouvée | Plaines Soleil</title>");
    expect(html).toContain("Erreur 404");
  });

  test("an unknown plaine answers 404 with its own message and the way back to the search", async ({ request }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "pas-un-identifiant"]) {
      const html = await fetchHtml(request, `/activities/${id}`, 404);
      expect(html).toContain("<title>Plaine introuvable | Plaines Soleil</title>");
      expect(html).toContain("Impossible de charger les détails de la plaine");
      expect(html).toMatch(/<a [^>]*href="\/search"[^>]*>.*Retour à la recherche/s);
      expect(html).not.toContain("Page non trouvée");
    }
  });

  test("an unknown article answers 404 with its own message and the way home", async ({ request }) => {
    for (const path of ["/news/00000000-0000-4000-8000-000000000000", "/actualites/pas-un-identifiant"]) {
      const html = await fetchHtml(request, path, 404);
      expect(html).toContain("<title>Actualité introuvable | Plaines Soleil</title>");
      expect(html).toContain("Impossible de charger l'actualité");
      expect(html).toContain("Retour à l'accueil");
      expect(html).not.toContain("Page non trouvée");
    }
  });

  test("the administrator's pages stay drawn in the browser", async ({ request }) => {
    const html = await fetchHtml(request, "/admin");
    expect(html).toContain('<div id="root"></div>');
  });

  test("robots.txt keeps crawlers out of the private areas and points at the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const path of ["/api/", "/admin", "/dashboard", "/register/"]) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("the sitemap lists the public pages, every plaine and every article with their last change", async ({ request, demo, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    for (const path of ["/", "/search", "/actualites", "/faq"]) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    for (const plaine of [...demo.activities, demo.past]) {
      expect(xml).toContain(`<loc>${baseURL}/activities/${plaine.id}</loc>\n    <lastmod>${plaine.updatedAt.slice(0, 10)}</lastmod>`);
    }
    for (const article of demo.news) expect(xml).toContain(`<loc>${baseURL}/actualites/${article.id}</loc>`);
  });
});

/** Sum of the layout shifts the page has recorded so far. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0));
        }).observe({ type: "layout-shift", buffered: true });
        // No entry at all: no shift.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

test.describe("Server rendering: the page in the browser", () => {
  for (const route of ROUTES) {
    test(`${route.name} runs only its small script: no second fetch, warning or shift`, async ({ page, demo }) => {
      const messages: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") messages.push(`${message.type()}: ${message.text()}`);
      });
      const dataRequests: string[] = [];
      page.on("request", (request) => {
        if (/\/api\/(activities|news)\b/.test(request.url())) dataRequests.push(request.url());
      });
      const scripts: Promise<string>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.push(response.text());
      });
      await page.goto(route.path(demo), { waitUntil: "networkidle" });
      for (const text of route.contains(demo).slice(0, 3)) await expect(page.getByText(text).first()).toBeVisible();
      await expect(page).toHaveTitle(route.title(demo));
      expect(dataRequests, "data the HTML already held, fetched again").toEqual([]);
      expect(messages, "console errors and warnings").toEqual([]);
      // Neither React, nor React Router, nor TanStack Query: each leaves its mark in its code.
      const code = await Promise.all(scripts);
      expect(code.length).toBeGreaterThan(0);
      for (const mark of ["react.transitional.element", "__reactRouterVersion", "No QueryClient set"]) {
        expect(
          code.filter((text) => text.includes(mark)),
          mark,
        ).toEqual([]);
      }
      expect(await layoutShift(page)).toBe(0);
    });
  }

  test("the header learns who is signed in in the browser; the shared HTML never names them", async ({
    page,
    request,
    createParent,
    signIn,
  }) => {
    const parent = await createParent("ssr");
    await signIn(parent);
    // The same request a signed-in browser makes, with the session cookie.
    const response = await page.request.get("/");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, no-cache");
    expect(response.headers()["set-cookie"]).toBeUndefined();
    const html = await response.text();
    for (const personal of [parent.email, parent.firstName, parent.lastName]) expect(html, personal).not.toContain(personal);
    // Exactly what an anonymous visitor gets: every visitor's own links are there, all hidden.
    expect(html).toBe(await (await request.get("/")).text());
    const visitorItems = html.match(/<li data-visible-to="[^"]*"[^>]*>/g) ?? [];
    expect(visitorItems.length).toBeGreaterThan(0);
    for (const item of visitorItems) expect(item).toContain("hidden");

    await page.goto("/", { waitUntil: "networkidle" });
    // Desktop bar and phone menu alike: the parent's links shown, "Se connecter" not.
    await expect(page.locator('[data-visible-to~="parent"]:not([hidden])')).toHaveCount(4);
    await expect(page.locator('[data-visible-to~="anonymous"]:not([hidden])')).toHaveCount(0);
    expect(await layoutShift(page)).toBe(0);
  });
});

test.describe("Without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the pages read and link, and the search filters are a plain GET form", async ({ page, demo }) => {
    await page.goto("/");
    await expect(page.getByTestId("activity-card")).toHaveCount(3);
    await page.goto("/search");
    // Other specs add plaines to the one shared server while this one runs: every demo plaine is
    // listed, whatever else is.
    for (const activity of demo.activities) {
      await expect(page.getByTestId("activity-card").filter({ hasText: activity.title }).first()).toBeVisible();
    }
    await page.getByLabel("Ville").fill(demo.ordinary.location.city);
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/\/search\?/);
    expect(new URL(page.url()).searchParams.get("city")).toBe(demo.ordinary.location.city);
    await expect(page.getByRole("link", { name: demo.ordinary.title })).toBeVisible();
    await page.getByRole("link", { name: demo.ordinary.title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(demo.ordinary.title);
  });
});

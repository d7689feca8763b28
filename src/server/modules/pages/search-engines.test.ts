import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity, insertArticle } from "../../../../tests/support/factories.ts";
import { suiteTestApp } from "../../../../tests/support/suite.ts";
import { afterCommit } from "../after-commit.ts";

describe.each(ENGINES)("sitemap and robots on %s", (engine) => {
  const t = suiteTestApp(engine);
  const today = brusselsToday();

  beforeAll(async () => {});

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("lists a plaine or an article as soon as it is created, with its last change", async () => {
    const before = await get("/sitemap.xml");
    expect(before.statusCode).toBe(200);
    expect(before.headers["content-type"]).toContain("application/xml");

    const activity = await insertActivity(t.db, { title: "Plaine toute neuve" });
    const article = await insertArticle(t.db, { title: "Nouvelle", publishDate: today });
    const scheduled = await insertArticle(t.db, { title: "Programmée", publishDate: addDaysIso(today, 3) });
    // What the services call once a change is committed (the administrators' pages included).
    afterCommit({ mailer: { deliverSoon: () => undefined }, publicCache: t.app.context.publicCache });

    const xml = (await get("/sitemap.xml")).body;
    const origin = t.config.publicUrl;
    expect(xml).toContain(
      `<loc>${origin}/activities/${activity.id}</loc>\n    <lastmod>${activity.updatedAt.toISOString().slice(0, 10)}</lastmod>`,
    );
    expect(xml).toContain(`<loc>${origin}/actualites/${article.id}</loc>`);
    expect(xml).not.toContain(scheduled.id);
    for (const path of ["/", "/search", "/actualites", "/faq", "/about", "/privacy", "/terms"]) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    }
  });

  it("robots.txt keeps crawlers out of the admin, account and API paths", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    for (const path of ["/api/", "/admin", "/dashboard", "/register/", "/login"]) expect(response.body).toContain(`Disallow: ${path}\n`);
    expect(response.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
  });
});

import type { Activity } from "../../../domain/activity.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import type { NewsArticle } from "../../../domain/news.ts";
import { activityPath, newsArticlePath, paths } from "../../../domain/paths.ts";
import type { AppContext, RoutePlugin } from "../../context.ts";
import { listActivities } from "../activities/index.ts";
import { listNews } from "../news/index.ts";

/** Pages no search engine should visit: the accounts, the administration, the API, the payment steps. */
const PRIVATE_PATHS = [
  "/api/",
  paths.admin,
  paths.dashboard,
  "/register/",
  "/bank-transfer/",
  "/checkout/",
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.resetPassword,
];

function robotsTxt(publicUrl: string): string {
  return ["User-agent: *", ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}

interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastModified?: string;
}

const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const day = (timestamp: string) => timestamp.slice(0, 10);
const latest = (days: string[]) => (days.length > 0 ? days.reduce((a, b) => (a > b ? a : b)) : undefined);

/** Every public page: the fixed ones, each plaine (past ones too: their pages stay) and each published article. */
function sitemapEntries(activities: Activity[], articles: NewsArticle[]): SitemapEntry[] {
  const activitiesChanged = latest(activities.map((activity) => day(activity.updatedAt)));
  const newsChanged = latest(articles.map((article) => day(article.updatedAt)));
  return [
    { path: paths.home, lastModified: latest([activitiesChanged, newsChanged].filter((d) => d !== undefined)) },
    { path: paths.search, lastModified: activitiesChanged },
    { path: paths.news, lastModified: newsChanged },
    { path: paths.faq },
    { path: paths.about },
    { path: paths.privacy },
    { path: paths.terms },
    ...activities.map((activity) => ({ path: activityPath(activity.id), lastModified: day(activity.updatedAt) })),
    ...articles.map((article) => ({ path: newsArticlePath(article.id), lastModified: day(article.updatedAt) })),
  ];
}

function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) =>
    [
      `  <url>`,
      `    <loc>${xmlText(publicUrl + path)}</loc>`,
      ...(lastModified ? [`    <lastmod>${lastModified}</lastmod>`] : []),
      `  </url>`,
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

async function buildSitemap({ db, config }: Pick<AppContext, "db" | "config">): Promise<string> {
  const today = brusselsToday();
  const [activities, articles] = await Promise.all([listActivities(db, { scope: "all", today }), listNews(db, { publishedBy: today })]);
  return sitemapXml(config.publicUrl, sitemapEntries(activities, articles));
}

/**
 * /sitemap.xml and /robots.txt, public. The sitemap is kept with the public answers, so a
 * plaine or an article added or changed is listed at once (the same clear, modules/after-commit.ts).
 */
export const searchEngineRoutes: RoutePlugin = (app, { context }, done) => {
  app.get("/sitemap.xml", async (_request, reply) => {
    const answer = await context.publicCache.remember(`sitemap:${brusselsToday()}`, () => buildSitemap(context));
    return reply
      .header("Cache-Control", "public, max-age=300")
      .header("ETag", answer.etag)
      .type("application/xml; charset=utf-8")
      .send(JSON.parse(answer.json) as string);
  });

  app.get("/robots.txt", (_request, reply) =>
    reply.header("Cache-Control", "public, max-age=3600").type("text/plain; charset=utf-8").send(robotsTxt(context.config.publicUrl)),
  );

  done();
};

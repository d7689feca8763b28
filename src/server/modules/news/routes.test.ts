import { beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import type { NewsArticle } from "../../../domain/news.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertArticle } from "../../../../tests/support/factories.ts";
import { suiteTestApp } from "../../../../tests/support/suite.ts";

describe.each(ENGINES)("news API on %s", (engine) => {
  const t = suiteTestApp(engine);
  const today = brusselsToday();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.old = (await insertArticle(t.db, { title: "Ancien", publishDate: addDaysIso(today, -30), featured: true })).id;
    ids.recent = (await insertArticle(t.db, { title: "Récent", publishDate: addDaysIso(today, -1) })).id;
    ids.today = (
      await insertArticle(t.db, { title: "Aujourd'hui", publishDate: today, featured: true, videoUrl: "https://youtu.be/aqz-KE-bpKQ" })
    ).id;
    ids.scheduled = (await insertArticle(t.db, { title: "Programmé", publishDate: addDaysIso(today, 5), featured: true })).id;
  });

  const get = (url: string) => t.app.inject({ method: "GET", url });
  const titles = (body: { news: { title: string }[] }) => body.news.map((article) => article.title);

  it("lists published news, newest first; scheduled articles stay hidden", async () => {
    const response = await get("/api/news");
    expect(response.statusCode).toBe(200);
    expect(titles(response.json())).toEqual(["Aujourd'hui", "Récent", "Ancien"]);
  });

  it("filters featured news and honours the limit", async () => {
    expect(titles((await get("/api/news?featured=true")).json())).toEqual(["Aujourd'hui", "Ancien"]);
    expect(titles((await get("/api/news?featured=true&limit=1")).json())).toEqual(["Aujourd'hui"]);
    expect(titles((await get("/api/news?featured=false")).json())).toHaveLength(3);
  });

  it("gives one article with the fields screens read", async () => {
    const response = await get(`/api/news/${ids.today}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ article: NewsArticle }>().article).toMatchObject({
      id: ids.today,
      title: "Aujourd'hui",
      content: "Contenu de l'article.",
      imageUrl: null,
      videoUrl: "https://youtu.be/aqz-KE-bpKQ",
      publishDate: today,
      featured: true,
    });
    expect(response.json<{ article: NewsArticle }>().article.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("answers 404 for an unknown or scheduled article, 400 for a malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", ids.scheduled]) {
      const response = await get(`/api/news/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>().error.message).toBe("Actualité non trouvée");
    }
    const malformed = await get("/api/news/abc");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiErrorBody>().error.message).toBe("ID de l'actualité invalide");
  });

  it.each([
    ["featured=oui", "Le filtre «\u00a0à la une\u00a0» doit valoir true ou false"],
    ["limit=x", "La limite doit être un nombre entier"],
    ["limit=0x10", "La limite doit être un nombre entier"],
    ["limit=1e1", "La limite doit être un nombre entier"],
    ["limit=1000", "La limite ne peut pas dépasser 100"],
  ])("refuses %s with a French 400", async (query, message) => {
    const response = await get(`/api/news?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.message).toBe(message);
  });
});

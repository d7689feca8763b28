import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../../domain/api-error.ts";
import type { AdminArticleResponse, AdminNewsListResponse } from "../../../../domain/contracts/admin-news.ts";
import type { AuditHistoryResponse } from "../../../../domain/contracts/admin-history.ts";
import { addDaysIso, brusselsToday } from "../../../../domain/dates.ts";
import { sendAs } from "../../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { suiteAdminTestApp } from "../../../../../tests/support/suite.ts";
import { news } from "../../../db/schema.ts";

describe.each(ENGINES)("administrators' news API on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);

  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => sendAs(t, method, url, admin.cookie, payload);
  const publicNews = async () =>
    (await t.app.inject({ method: "GET", url: "/api/news" })).json<{ news: { id: string; title: string }[] }>().news;
  const form = {
    title: "Les inscriptions sont ouvertes",
    excerpt: "",
    content: "[title:Bienvenue]\n- Jeux\n- Piscine\nInfos : https://example.org",
    imageUrl: "",
    videoUrl: "",
    publishDate: brusselsToday(),
    featured: true,
  };

  it("publishes an article at once: the public list shows it, cache or not", async () => {
    await publicNews();
    const created = await send("POST", "/api/admin/news", form);
    expect(created.statusCode).toBe(201);
    const { article } = created.json<AdminArticleResponse>();
    expect(article).toMatchObject({ title: form.title, excerpt: null, imageUrl: null, featured: true, publishDate: form.publishDate });
    expect((await publicNews()).map((item) => item.id)).toContain(article.id);
  });

  it("refuses every field of the spec with its message, and stores nothing", async () => {
    const before = await t.db.select().from(news);
    const response = await send("POST", "/api/admin/news", {
      title: "",
      excerpt: "é".repeat(301),
      content: "  ",
      imageUrl: "pas une adresse",
      videoUrl: "ftp://example.org/film",
      publishDate: "",
      featured: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({
      title: "Le titre est requis",
      excerpt: "Le chapeau ne doit pas dépasser 300 caractères",
      content: "Le contenu est requis",
      imageUrl: "L'URL de l'image doit être valide",
      videoUrl: "L'URL de la vidéo doit être valide",
      publishDate: "La date de publication est requise",
    });
    expect(await t.db.select().from(news)).toHaveLength(before.length);
  });

  it("keeps an article dated tomorrow out of the public pages until that day, but lists it for administrators", async () => {
    const { article } = (
      await send("POST", "/api/admin/news", { ...form, title: "Programmé", publishDate: addDaysIso(brusselsToday(), 1) })
    ).json<AdminArticleResponse>();
    expect((await publicNews()).map((item) => item.id)).not.toContain(article.id);
    expect((await t.app.inject({ method: "GET", url: `/api/news/${article.id}` })).statusCode).toBe(404);
    const all = (await send("GET", "/api/admin/news")).json<AdminNewsListResponse>().news;
    expect(all.map((item) => item.id)).toContain(article.id);
    expect((await send("GET", `/api/admin/news/${article.id}`)).statusCode).toBe(200);
  });

  it("updates and deletes, each in the article's history, and the public pages follow", async () => {
    const { article } = (await send("POST", "/api/admin/news", form)).json<AdminArticleResponse>();
    const updated = await send("PUT", `/api/admin/news/${article.id}`, { ...form, title: "Nouveau titre", featured: false });
    expect(updated.json<AdminArticleResponse>().article).toMatchObject({ title: "Nouveau titre", featured: false });
    expect((await publicNews()).find((item) => item.id === article.id)?.title).toBe("Nouveau titre");

    expect((await send("DELETE", `/api/admin/news/${article.id}`)).statusCode).toBe(204);
    expect((await publicNews()).map((item) => item.id)).not.toContain(article.id);
    expect((await send("DELETE", `/api/admin/news/${article.id}`)).json<ApiErrorBody>().error).toEqual({
      code: "NOT_FOUND",
      message: "Actualité non trouvée",
    });

    const { entries } = (await send("GET", `/api/admin/history/news/${article.id}`)).json<AuditHistoryResponse>();
    expect(entries.map((entry) => entry.action)).toEqual(["delete", "update", "create"]);
    expect(entries[1].changes).toEqual([
      { field: "title", before: form.title, after: "Nouveau titre" },
      { field: "featured", before: true, after: false },
    ]);
  });

  it("answers 404 in French for an unknown article and 400 for a malformed id", async () => {
    expect((await send("GET", "/api/admin/news/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const malformed = await send("PUT", "/api/admin/news/abc", form);
    expect(malformed.json<ApiErrorBody>().error.message).toBe("ID de l'actualité invalide");
    expect(await t.db.select().from(news).where(eq(news.title, "abc"))).toEqual([]);
  });
});

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApplicationPageData } from "../../../domain/application-pages.ts";

/**
 * The API as the person who asked for an application page (decision 0021): each question goes
 * through the whole server in process (app.inject), with that person's cookie, so the page holds
 * exactly what their browser would have fetched, with the same checks of who may see what. A
 * session the API renews on the way (Set-Cookie) is handed back with the page.
 */
export function applicationPageData(app: FastifyInstance, request: FastifyRequest, renewed: string[]): ApplicationPageData {
  const cookie = request.headers.cookie;
  return {
    async get(url) {
      const answer = await app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
      const setCookie = answer.headers["set-cookie"];
      if (setCookie) renewed.push(...(Array.isArray(setCookie) ? setCookie : [setCookie]));
      const json = answer.headers["content-type"]?.toString().startsWith("application/json");
      return { status: answer.statusCode, body: json ? answer.json() : null };
    },
  };
}

/**
 * A page drawn for one person: no shared cache may keep it, nor this browser's (the next person
 * on a shared computer must not find it in the history's cache).
 */
export function sendPersonalPage(reply: FastifyReply, html: string, renewed: string[]): FastifyReply {
  if (renewed.length > 0) reply.header("Set-Cookie", renewed);
  return reply.code(200).header("Cache-Control", "private, no-store").type("text/html; charset=utf-8").send(html);
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;
const ENTRY = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"[^>]*><\/script>/;
const PRELOAD = /<link rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"[^>]*>\s*/g;
/** The built src/web/after-paint.ts, which starts the application once the page is painted. */
const AFTER_PAINT = /^after-paint-[\w-]+\.js$/;

/**
 * The application's frame as the pages drawn here need it. Its stylesheet is written in (≈ 10 kB
 * gzip; the CSP allows inline styles) and its scripts are asked for once the page is painted
 * (`after-paint.ts` carries their addresses): the page is already drawn, so it paints as soon as
 * its HTML has arrived instead of after files that share a phone's slow connection; the scripts
 * only make it answer, and a field typed into meanwhile keeps its text (decision 0021). The pages
 * the browser draws alone keep index.html as built.
 */
export async function frameForDrawnPages(frame: string, webDir: string): Promise<string> {
  let html = frame;
  const entry = ENTRY.exec(frame);
  const afterPaint = (await readdir(path.join(webDir, "assets"))).find((file) => AFTER_PAINT.test(file));
  if (entry && afterPaint) {
    const preloads = [...frame.matchAll(PRELOAD)].map(([, href]) => href);
    const loader = `<script type="module" crossorigin src="/assets/${afterPaint}" data-app="${entry[1]}" data-preload="${preloads.join(" ")}"></script>`;
    html = html.replace(PRELOAD, "").replace(entry[0], () => loader);
  }
  for (const [link, file] of frame.matchAll(STYLESHEET)) {
    const css = await readFile(path.join(webDir, file), "utf8");
    // A stylesheet that could close the element early stays a link. The link stays beside the
    // styles, disabled (never fetched): the code of a page loaded later looks for it, and would
    // otherwise fetch the stylesheet again and make the browser restyle the whole page.
    if (!css.includes("</")) html = html.replace(link, () => `<style>${css}</style>${link.replace(/>$/, " disabled>")}`);
  }
  return html;
}

import { existsSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { CreatePageRenderer, PageRenderer } from "../../../domain/public-pages.ts";
import type { AppContext } from "../../context.ts";
import { PUBLIC_PAGE_FRAME, type PublicPages } from "../../http/static.ts";
import { LRUCache } from "lru-cache";
import { applicationPageData, sendPersonalPage, frameForDrawnPages } from "./application-pages.ts";
import { type CachedPage, type PageEncoding, RenderedPageCache } from "./page-cache.ts";
import { publicPageData } from "./page-data.ts";
import { serverErrorPage } from "./server-error-page.ts";

/** The application's frame: drawn in the browser, or filled in for one person and hydrated (decision 0021). */
const APPLICATION_FRAME = "index.html";

/** Where `vite build --ssr` puts the page renderer of a front end built into `webDir` (vite.config.ts). */
const rendererBundleOf = (webDir: string) => path.join(`${webDir}-server`, "entry-server.js");

/**
 * The public pages rendered on the server (src/web/entry-server.tsx, built beside the front
 * end), or null when that bundle is missing: the site then works as a single page drawn in the
 * browser. The renderer and its frame, public-page.html (built beside index.html), are loaded
 * again when a rebuild replaces that file, as the static files are, so a release shows without
 * a restart.
 */
export async function loadPublicPages(context: AppContext, webDir: string, app: FastifyInstance): Promise<PublicPages | null> {
  const log = app.log;
  const bundle = rendererBundleOf(webDir);
  const template = path.join(webDir, PUBLIC_PAGE_FRAME);
  if (!existsSync(template)) return null;
  if (!existsSync(bundle)) {
    log.warn(`${bundle} is missing: public pages are drawn in the browser only (npm run build builds it)`);
    return null;
  }

  const cache = new RenderedPageCache(context.publicCache);
  const data = publicPageData(context);
  const renderer = rendererLoader(context, webDir, { bundle, template }, () => cache.clear());
  const first = await renderer.now();
  const latest = () => renderer.current() ?? first;

  return {
    serves: remembered((pathname) => latest().serves(pathname)),
    async sendIfKept(request, reply) {
      const kept = cache.peek(request.url);
      if (!kept) return false;
      try {
        sendPage(request, reply, await kept);
        return true;
      } catch {
        // A render that failed is forgotten: the normal path renders again, or answers the 500 page.
        return false;
      }
    },
    servesApplication: remembered((pathname) => latest().application.serves(pathname)),
    async sendApplication(request, reply, sendFrame) {
      // Never the shared cache: this page is drawn for the person whose cookie came with it.
      const renewed: string[] = [];
      try {
        const page = await (await renderer.now()).application.render(request.url, applicationPageData(app, request, renewed));
        if (page === null) return sendFrame();
        if ("redirect" in page) return reply.header("Cache-Control", "no-store").redirect(page.redirect, 302);
        return sendPersonalPage(reply, page.html, renewed);
      } catch (error) {
        // The application draws the page itself, as it did before it was drawn here.
        request.log.error({ err: error, url: request.url.split("?")[0] }, "application page rendering failed");
        return sendFrame();
      }
    },
    async send(request, reply) {
      try {
        const page = await cache.remember(request.url, async () => (await renderer.now()).render(request.url, data));
        return sendPage(request, reply, page);
      } catch (error) {
        request.log.error({ err: error, url: request.url }, "page rendering failed");
        // Named after the association when its settings can still be read.
        const site = await data.association().then(
          (association) => association.shortName,
          () => undefined,
        );
        return reply.code(500).header("Cache-Control", "no-store").type("text/html; charset=utf-8").send(serverErrorPage(site));
      }
    },
  };
}

/**
 * The page renderer of the built bundle, loaded again when a rebuild replaces its frame (the
 * frame's time is the build's); `onReplaced` runs when a new one replaces the last.
 */
function rendererLoader(context: AppContext, webDir: string, files: { bundle: string; template: string }, onReplaced: () => void) {
  let loaded: { renderer: PageRenderer; builtAt: number } | null = null;
  return {
    current: (): PageRenderer | null => loaded?.renderer ?? null,
    async now(): Promise<PageRenderer> {
      const builtAt = statSync(files.template).mtimeMs;
      if (loaded?.builtAt !== builtAt) {
        // The bundle's address carries the build time: a new build is a new module for Node.
        const module = (await import(`${pathToFileURL(files.bundle).href}?build=${builtAt}`)) as { createPageRenderer: CreatePageRenderer };
        const renderer = module.createPageRenderer({
          template: await readFile(files.template, "utf8"),
          applicationTemplate: await frameForDrawnPages(await readFile(path.join(webDir, APPLICATION_FRAME), "utf8"), webDir),
          publicUrl: context.config.publicUrl,
        });
        if (loaded) onReplaced();
        loaded = { renderer, builtAt };
      }
      return loaded.renderer;
    },
  };
}

/** A question about a path, its answers remembered: matching a path against the route tree costs more than sending a cached page. */
function remembered(answer: (pathname: string) => boolean): (pathname: string) => boolean {
  const known = new LRUCache<string, boolean>({ max: 2000 });
  return (pathname) => {
    let value = known.get(pathname);
    if (value === undefined) {
      value = answer(pathname);
      known.set(pathname, value);
    }
    return value;
  };
}

/** Brotli when the browser takes it, else gzip, else the bytes as they are. */
function encodingFor(accepted: string | undefined): PageEncoding {
  if (!accepted) return "identity";
  const names = accepted.split(",").flatMap((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    return params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)) ? [] : [name];
  });
  if (names.includes("br")) return "br";
  if (names.includes("gzip")) return "gzip";
  return "identity";
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  const encoding = encodingFor(request.headers["accept-encoding"]);
  // The same page for everyone: any cache may keep it, and asks again (ETag) before reusing it.
  reply
    .code(page.status)
    .header("Cache-Control", "public, no-cache")
    // One ETag per encoding: each is a different set of bytes.
    .header("ETag", encoding === "identity" ? page.etag : page.etag.replace(/"$/, `-${encoding}"`))
    .header("Vary", "Accept-Encoding")
    .type("text/html; charset=utf-8");
  if (encoding !== "identity") reply.header("Content-Encoding", encoding);
  return reply.send(page.bodies[encoding]);
}

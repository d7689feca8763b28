import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { MediaStore } from "../media/media-store.ts";
import { HttpError } from "./errors.ts";
import { registerMediaRoute } from "./media-route.ts";

/** The HTML the public pages are drawn into (src/web/public-page.html), built beside index.html. */
export const PUBLIC_PAGE_FRAME = "public-page.html";

/** The pages the server draws (modules/pages/public-pages.ts), as the static files hand paths over to them. */
export interface PublicPages {
  /** Whether this path is a public page drawn here; the others get the single page, drawn in the browser. */
  serves(pathname: string): boolean;
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Sends the page kept for this address, if there is one (the fast path, before any file lookup); false otherwise. */
  sendIfKept(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Whether this path is an application page drawn here for the person who asks (sign-in, the parent's space). */
  servesApplication(pathname: string): boolean;
  /** Draws that page for the person who asks, never kept; `sendFrame` sends index.html alone when the browser must draw it. */
  sendApplication(request: FastifyRequest, reply: FastifyReply, sendFrame: () => FastifyReply): Promise<FastifyReply>;
}

/**
 * The built front end and uploaded images (http/media-route.ts). Vite names assets by content hash, so they are
 * immutable for a year; index.html is revalidated every time so a release shows at once.
 * Every other path that is not an API path is a page: a public page is drawn here (`pages`,
 * modules/pages), and so is a sign-in or parent's page, for the person who asks; any other
 * (the admin's) gets index.html and the browser's router draws it.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { webDir, media, pages }: { webDir?: string; media: MediaStore; pages?: PublicPages | null },
) {
  registerMediaRoute(app, media);

  const hasWeb = webDir && existsSync(path.join(webDir, "index.html"));
  if (hasWeb && pages) {
    // A public page kept already leaves at once, before the file lookup every other path costs.
    app.addHook("onRequest", async (request, reply) => {
      if ((request.method === "GET" || request.method === "HEAD") && (await pages.sendIfKept(request, reply))) return reply;
    });
  }
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: "/",
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      preCompressed: true,
      index: false,
      // The frame of the server-drawn pages is only ever sent filled in (modules/pages).
      allowedPath: (pathName) => pathName !== `/${PUBLIC_PAGE_FRAME}`,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate");
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => reply.header("Cache-Control", "no-cache").sendFile("index.html", webDir);
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0];
    if (pages?.serves(pathname)) return pages.send(request, reply);
    if (pages?.servesApplication(pathname)) return pages.sendApplication(request, reply, () => sendIndex(reply));
    return sendIndex(reply);
  };
  if (hasWeb) app.get("/", sendPage);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0];
    const page = hasWeb && !pathname.startsWith("/api/") && !pathname.startsWith("/media/");
    // A form of the site sent before the page's script took it over (a slow phone): the browser
    // posted it to the page itself. It is drawn again, to be sent once it answers, rather than
    // showing a JSON error. Only this site's own paths: never "//elsewhere".
    if (page && request.method === "POST" && /^\/(?![/\\])/.test(pathname) && !pathname.includes("\\")) {
      return reply.redirect(pathname, 303);
    }
    if (!page || (request.method !== "GET" && request.method !== "HEAD")) {
      throw new HttpError("NOT_FOUND", "Ressource introuvable");
    }
    // The public pages and their 404 page are drawn here; the others by the browser's router.
    return sendPage(request, reply);
  });
}

import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors.ts";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cross-site request forgery: every request that changes something must come from a page of
 * this site. Browsers always send Origin with such requests, so one that lacks it, or names
 * another site, is refused. Callers that are not browsers (payment webhooks) are listed apart,
 * by route. The check looks at the route the request was matched to, never at the raw URL: the
 * router decodes paths, so `/%61pi/children` reaches `/api/children` and must be checked as such.
 */
export function requireSameOrigin(app: FastifyInstance, publicUrl: string, exempt: string[] = []) {
  const allowed = new URL(publicUrl).origin;
  app.addHook("onRequest", (request, _reply, done) => {
    const route = request.routeOptions.url;
    const checked = UNSAFE_METHODS.has(request.method) && !(route && exempt.some((prefix) => route.startsWith(prefix)));
    if (checked && request.headers.origin !== allowed) {
      done(new HttpError("FORBIDDEN", "Requête refusée\u00a0: elle ne provient pas de ce site."));
      return;
    }
    done();
  });
}

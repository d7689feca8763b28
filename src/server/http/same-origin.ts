import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors.ts";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cross-site request forgery: every request that changes something must come from a page of
 * this site. Browsers always send Origin with such requests, so one that lacks it, or names
 * another site, is refused. Callers that are not browsers (payment webhooks) are listed apart.
 */
export function requireSameOrigin(app: FastifyInstance, publicUrl: string, exempt: string[] = []) {
  const allowed = new URL(publicUrl).origin;
  app.addHook("onRequest", (request, _reply, done) => {
    const checked =
      UNSAFE_METHODS.has(request.method) && request.url.startsWith("/api/") && !exempt.some((prefix) => request.url.startsWith(prefix));
    if (checked && request.headers.origin !== allowed) {
      done(new HttpError("FORBIDDEN", "Requête refusée : elle ne provient pas de ce site."));
      return;
    }
    done();
  });
}

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
  app.addHook("onRequest", async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
    if (exempt.some((prefix) => request.url.startsWith(prefix))) return;
    if (request.headers.origin !== allowed) {
      throw new HttpError("FORBIDDEN", "Requête refusée : elle ne provient pas de ce site.");
    }
  });
}

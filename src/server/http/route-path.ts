import type { FastifyInstance } from "fastify";
import type { ApiPath } from "../../domain/contracts/api-path.ts";

/**
 * The pattern to register a contract's path with inside `app`. Contracts hold full paths, as the
 * browser calls them; a plugin registered under a prefix (the admin area, /api/admin) gets its
 * routes' patterns without it, since Fastify adds it back. A path outside the plugin's prefix is a
 * mistake, caught when the app starts.
 */
export function routeOf(app: FastifyInstance, path: Pick<ApiPath, "pattern">): string {
  if (!path.pattern.startsWith(`${app.prefix}/`)) throw new Error(`${path.pattern} lies outside ${app.prefix}, where it is registered`);
  return path.pattern.slice(app.prefix.length);
}

import type { FastifyReply } from "fastify";
import type { SerialisedAnswer } from "./public-cache.ts";

/**
 * Public answers (plaines, news) may be reused briefly by browsers and shared caches, then
 * revalidated with their ETag. Short, because remaining places change; registration rechecks
 * every rule on the server anyway, so a slightly stale list can never overbook.
 */
function cachePublicly(reply: FastifyReply, maxAgeSeconds = 30): void {
  reply.header("Cache-Control", `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 2}`);
}

/** Sends a public answer serialised earlier (see PublicAnswerCache), with its ETag. */
export function sendPublicAnswer(reply: FastifyReply, answer: SerialisedAnswer, maxAgeSeconds?: number) {
  cachePublicly(reply, maxAgeSeconds);
  return reply.header("ETag", answer.etag).type("application/json; charset=utf-8").send(answer.json);
}

/** Answers that depend on who asks are never stored by anyone. */
export function neverCache(reply: FastifyReply): void {
  reply.header("Cache-Control", "private, no-store");
}

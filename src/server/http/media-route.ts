import type { FastifyInstance } from "fastify";
import { isMediaKey, MEDIA_CACHE_CONTROL, type MediaStore } from "../media/media-store.ts";
import { HttpError } from "./errors.ts";

/**
 * `/media/<key>`: the uploaded images, from whichever store holds them. Stored names carry their
 * upload time and a random part and are never overwritten, so every answer may be cached for a
 * year. With S3_PUBLIC_URL the bucket (or its CDN) serves the bytes: a permanent redirect there,
 * itself cached.
 */
export function registerMediaRoute(app: FastifyInstance, media: MediaStore): void {
  app.get("/media/*", async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    if (!isMediaKey(key)) throw new HttpError("NOT_FOUND", "Ressource introuvable");
    if (media.publicUrl) return reply.header("Cache-Control", MEDIA_CACHE_CONTROL).redirect(media.publicUrl(key), 301);
    const object = await media.get(key);
    if (!object) throw new HttpError("NOT_FOUND", "Ressource introuvable");
    reply.header("Cache-Control", MEDIA_CACHE_CONTROL).type(object.contentType);
    if (object.length !== undefined) reply.header("Content-Length", object.length);
    return reply.send(object.body);
  });
}

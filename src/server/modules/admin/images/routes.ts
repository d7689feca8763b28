import type { FastifyError } from "fastify";
import { adminImagePaths, type ImageUploadResponse } from "../../../../domain/contracts/admin-images.ts";
import { imageUploadQuery } from "../../../../domain/contracts/admin-images-input.ts";
import { IMAGE_MAX_BYTES, IMAGE_SIZE_ERROR, IMAGE_SIGNATURE_LENGTH, IMAGE_TYPE_ERROR, imageTypeOf } from "../../../../domain/image.ts";
import type { RoutePlugin } from "../../../context.ts";
import { errorHandler, HttpError, parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { storeImage, UnreadableImageError } from "../../../media/images.ts";

/**
 * Image upload: the file's bytes are the body, whatever type the browser declares, since the type
 * is read from the content (magic bytes), never from the name or the header. Fastify refuses a
 * body over 5 MB from its Content-Length before reading it, and stops reading one that grows past
 * it; both answers carry the spec's message.
 */
export const adminImageRoutes: RoutePlugin = (app, { context: { db, media } }, done) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: IMAGE_MAX_BYTES }, (_request, body, parsed) => parsed(null, body));

  app.setErrorHandler((error: FastifyError, request, reply) =>
    errorHandler(error.statusCode === 413 ? new HttpError("PAYLOAD_TOO_LARGE", IMAGE_SIZE_ERROR) : error, request, reply),
  );

  app.post(routeOf(app, adminImagePaths.upload), async (request) => {
    const { bucket, name } = parseInput(imageUploadQuery, request.query);
    const data = request.body;
    if (!Buffer.isBuffer(data) || imageTypeOf(data.subarray(0, IMAGE_SIGNATURE_LENGTH)) === null) {
      throw new HttpError("VALIDATION", IMAGE_TYPE_ERROR, { file: IMAGE_TYPE_ERROR });
    }
    try {
      return (await storeImage(db, media, {
        bucket,
        data,
        originalName: name,
        uploadedBy: request.user.id,
      })) satisfies ImageUploadResponse;
    } catch (error) {
      if (!(error instanceof UnreadableImageError)) throw error;
      // The right first bytes, then nothing an image decoder can read: not an image after all.
      request.log.info({ err: error }, "uploaded image not decoded");
      throw new HttpError("VALIDATION", IMAGE_TYPE_ERROR, { file: IMAGE_TYPE_ERROR });
    }
  });

  done();
};

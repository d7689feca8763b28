import type { FastifyError, FastifyInstance } from "fastify";
import { errorHandler, HttpError } from "./errors.ts";

/**
 * A plugin whose routes take a file's bytes as the body, whatever type the browser declares (the
 * type is read from the content): Fastify refuses a body over `maxBytes` from its Content-Length
 * before reading it, and stops reading one that grows past it, with `tooLarge` in French (a 413,
 * naming the field `file`). Call it first in the plugin: its parser and error handler are the plugin's alone.
 */
export function acceptRawFileBody(app: FastifyInstance, maxBytes: number, tooLarge: string): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: maxBytes }, (_request, body, parsed) => parsed(null, body));
  app.setErrorHandler((error: FastifyError, request, reply) =>
    errorHandler(error.statusCode === 413 ? new HttpError("PAYLOAD_TOO_LARGE", tooLarge, { file: tooLarge }) : error, request, reply),
  );
}

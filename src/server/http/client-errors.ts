import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyReply } from "fastify";
import { errorBody } from "./errors.ts";

/**
 * Headers for answers that leave before the app's hooks run (a request Node cannot parse, a path
 * the router cannot decode): the same protections as every other answer, for a JSON error.
 */
const BARE_SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

export function withBareSecurityHeaders(reply: FastifyReply): FastifyReply {
  return reply.headers(BARE_SECURITY_HEADERS);
}

/** What Node's HTTP parser refuses, answered in French and in the error shape. */
function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return { status: 408, message: "La requête a pris trop de temps." };
  if (code === "HPE_HEADER_OVERFLOW") return { status: 431, message: "L'adresse ou les en-têtes de la requête sont trop longs." };
  return { status: 400, message: "Requête invalide." };
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not even parse (a malformed request line,
 * headers too large, conflicting lengths) gets the same kind of answer as any refusal, then the
 * connection closes, as Node does.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    const { status, message } = clientErrorAnswer(error.code);
    const body = JSON.stringify(errorBody("BAD_REQUEST", message));
    const headers = {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
      Connection: "close",
      ...BARE_SECURITY_HEADERS,
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("\r\n")}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

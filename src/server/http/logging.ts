import type { FastifyServerOptions } from "fastify";
import type { Config } from "../config.ts";

/**
 * The server log never holds a request body, a query string or a personal field. Requests are
 * logged as method, path and client address; errors as their type, code, message and stack,
 * after taking out what carries values: the parameters of a failed query (Drizzle writes them
 * into its message, PGlite and node-postgres keep them on the error with `detail`, `where`...),
 * quoted values in messages (V8 quotes the string it could not use, PostgreSQL the text it could
 * not parse) and e-mail addresses. Everything else an error carries is left out.
 */
export function loggerOptions(config: Config, stream?: LogDestination): FastifyServerOptions["logger"] {
  if (config.logLevel === "silent") return false;
  return {
    level: config.logLevel,
    serializers: { err: (error) => serializeError(error), req: serializeRequest },
    // Nothing logs these; the paths are a second lock should someone start to.
    redact: { paths: ["body", "*.body", "password", "*.password", "params", "*.params"], censor: "[redacted]" },
    ...(stream ? { stream } : {}),
  };
}

/** Where log lines go instead of standard output (tests read them). */
export interface LogDestination {
  write(line: string): void;
}

/** The fields of an error (or of its causes) that name things rather than carry values. */
const SAFE_FIELDS = ["code", "statusCode", "severity", "routine", "schema", "table", "column", "constraint"] as const;
const MAX_MESSAGE = 2000;
const MAX_CAUSES = 3;

export interface SafeError {
  type: string;
  message: string;
  stack: string;
  cause?: SafeError;
  [field: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) {
    // A thrown string or object: its text only, never its other properties.
    const text = (error as { message?: unknown } | null)?.message;
    const message = scrubMessage(typeof error === "string" ? error : typeof text === "string" ? text : "");
    return { type: typeof error, message, stack: "" };
  }
  const fields = error as Error & Record<string, unknown>;
  const type = typeof error.constructor === "function" && error.constructor.name ? error.constructor.name : error.name;
  const message = scrubMessage(error.message);
  // The stack starts with the raw message: keep only the frames, under the cleaned message.
  const frames = typeof error.stack === "string" ? error.stack.split("\n").filter((line) => /^\s+at /.test(line)) : [];
  const safe: SafeError = { type, message, stack: [`${error.name}: ${message}`, ...frames].join("\n") };
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === "string" || typeof value === "number") safe[field] = typeof value === "string" ? value.slice(0, 200) : value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) safe.cause = serializeError(error.cause, depth + 1);
  return safe;
}

/** What PostgreSQL, V8 or Fastify quote that is no value (a table, a column, a property, a media type). */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_.$/+-]{0,62}$/;

export function scrubMessage(message: string): string {
  return (
    message
      // Drizzle: "Failed query: <sql>\nparams: <every value>".
      .replace(/\nparams:[\s\S]*$/, "\nparams: [redacted]")
      // V8: "Cannot create property 'x' on string '<the whole string>'" (the string may hold quotes).
      .replace(/( on string )'[\s\S]*$/, "$1'…'")
      // V8's JSON.parse: 'Unexpected token …, "<the start of the text>" is not valid JSON'.
      .replace(/"[\s\S]*"( is not valid JSON)/, '"…"$1')
      // Any other quoted text, unless it is an identifier and not a value after a colon (an
      // apostrophe inside a word, as in "can't" or "l'adresse", opens no quote).
      .replace(/(: )?(?<![\p{L}\d])(["'])([\s\S]*?)\2(?![\p{L}\d])/gu, (match, colon: string | undefined, quote: string, inner: string) =>
        !colon && (IDENTIFIER.test(inner) || inner === "…") ? match : `${colon ?? ""}${quote}…${quote}`,
      )
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "[e-mail]")
      .slice(0, MAX_MESSAGE)
  );
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  host?: string;
}

/** Method, path without its query string (tokens, search terms), host and client address. */
export function serializeRequest(request: LoggedRequest) {
  return { method: request.method, url: request.url.split("?")[0], host: request.host, remoteAddress: request.ip };
}

import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors.ts";

/** Deeper than any form of the site sends; a deeper body is junk, refused before anything walks it. */
export const MAX_JSON_DEPTH = 32;

const TOO_DEEP_MESSAGE = "Le contenu de la requête est trop imbriqué.";
const FORBIDDEN_CHARACTER_MESSAGE = "Le texte contient un caractère non autorisé.";

/**
 * One gate for what every route reads from a request, before any route sees it:
 * - bodies are JSON only (Fastify's parser, prototype poisoning refused), nested at most
 *   MAX_JSON_DEPTH levels; any other content type, text/plain included, is a 415;
 * - no text anywhere in the body, the query string or the path parameters holds a NUL
 *   character (PostgreSQL cannot store one) or half of a surrogate pair (not text at all).
 * Each refusal is a French 400 that changes nothing.
 */
export function guardRequestInput(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (nestingDepth(text) > MAX_JSON_DEPTH) return done(new HttpError("BAD_REQUEST", TOO_DEEP_MESSAGE), undefined);
    // Fastify's JSON parser answers at once, through the callback.
    void parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const problem = forbiddenText(value);
      if (problem) return done(refusal(problem), undefined);
      done(null, value);
    });
  });

  app.addHook("preValidation", (request, _reply, done) => {
    const problem = forbiddenText(request.query) ?? forbiddenText(request.params);
    done(problem ? refusal(problem) : undefined);
  });
}

function refusal(problem: { path: string }): HttpError {
  return new HttpError(
    "VALIDATION",
    FORBIDDEN_CHARACTER_MESSAGE,
    problem.path ? { [problem.path]: FORBIDDEN_CHARACTER_MESSAGE } : undefined,
  );
}

/** The deepest nesting of arrays and objects in a JSON text, counted without parsing it (strings skipped). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth--;
    }
  }
  return deepest;
}

/** Half of a surrogate pair without its other half: JavaScript allows it, UTF-8 cannot encode it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isForbidden(text: string): boolean {
  return text.includes("\u0000") || LONE_SURROGATE.test(text);
}

/**
 * The first string (value or key) that PostgreSQL could not take, with its path ("children.0"),
 * or null. Called on parsed input only, whose depth is already bounded.
 */
export function forbiddenText(value: unknown, path: string[] = []): { path: string } | null {
  if (typeof value === "string") return isForbidden(value) ? { path: path.join(".") } : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (isForbidden(key)) return { path: path.join(".") };
    const found = forbiddenText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { GENERIC_ERROR_MESSAGE, type ApiErrorBody, type ErrorCode } from "../../domain/api-error.ts";
// zod's own messages in French for the schemas of the routes too.
import "../../domain/zod-locale.ts";

const STATUS_OF: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** An error a service or route throws on purpose: its message is French and shown to the user. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly reasons?: string[];
  /** What the refusal names beyond its message, as its area's contract types it. */
  readonly details?: unknown;
  constructor(code: ErrorCode, message: string, fields?: Record<string, string>, reasons?: string[], details?: unknown) {
    super(message);
    this.code = code;
    this.fields = fields;
    this.reasons = reasons;
    this.details = details;
  }
  get statusCode(): number {
    return STATUS_OF[this.code];
  }
}

export const notFound = (message: string) => new HttpError("NOT_FOUND", message);

/** The first French message per field of a failed zod parse. */
function zodFieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses request input with a domain schema; a failure becomes a 400 with French messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = zodFieldMessages(result.error);
  throw new HttpError("VALIDATION", Object.values(fields)[0] ?? "Requête invalide", fields);
}

export function errorBody(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  reasons?: string[],
  details?: unknown,
): ApiErrorBody {
  return {
    error: { code, message, ...(fields ? { fields } : {}), ...(reasons ? { reasons } : {}), ...(details === undefined ? {} : { details }) },
  };
}

/** Fastify's own refusals that say more than "invalid request", by their code. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: "Le contenu de la requête est vide.",
  FST_ERR_CTP_INVALID_JSON_BODY: "Le contenu de la requête n'est pas du JSON valide.",
  FST_ERR_BAD_URL: "L'adresse demandée n'est pas valide.",
  FST_ERR_MAX_PARAM_LENGTH: "L'adresse demandée est trop longue.",
};

/** Fastify's own 4xx errors (bad JSON, body too large, bad URL...) in French, never as a 500. */
function frameworkError(error: FastifyError): { code: ErrorCode; message: string } | null {
  const status = error.statusCode ?? 500;
  if (status === 403) return { code: "FORBIDDEN", message: "Accès refusé." };
  if (status === 404) return { code: "NOT_FOUND", message: "Ressource introuvable" };
  if (status === 413) return { code: "PAYLOAD_TOO_LARGE", message: "La requête est trop volumineuse." };
  if (status === 415) return { code: "UNSUPPORTED_MEDIA_TYPE", message: "Format de requête non pris en charge." };
  if (status === 429) return { code: "RATE_LIMITED", message: "Trop de tentatives. Veuillez réessayer plus tard." };
  if (status >= 400 && status < 500) return { code: "BAD_REQUEST", message: FRAMEWORK_MESSAGES[error.code] ?? "Requête invalide." };
  return null;
}

export function errorHandler(error: FastifyError | HttpError | z.ZodError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields, error.reasons, error.details));
  }
  if (error instanceof z.ZodError) {
    const fields = zodFieldMessages(error);
    return reply.status(400).send(errorBody("VALIDATION", Object.values(fields)[0] ?? "Requête invalide.", fields));
  }
  const known = frameworkError(error);
  if (known) {
    request.log.info({ err: error }, "request refused");
    return reply.status(error.statusCode ?? 400).send(errorBody(known.code, known.message));
  }
  request.log.error({ err: error }, "unexpected error");
  return reply.status(500).send(errorBody("INTERNAL", GENERIC_ERROR_MESSAGE));
}

/**
 * One error shape for every API answer that is not a success, shared by server and web:
 *   { "error": { "code": "NOT_FOUND", "message": "Plaine non trouvée", "fields": { ... }, "reasons": [...] } }
 * `message` is French and fit to show; `fields` maps form fields to their French messages.
 */
export const ERROR_CODES = [
  "BAD_REQUEST",
  "VALIDATION",
  "UNAUTHENTICATED",
  "EMAIL_NOT_VERIFIED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "INTERNAL",
  /** A service the site depends on (the card payment provider) did not answer: try again later. */
  "UNAVAILABLE",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    /** Every reason, when one field breaks several rules (a weak password). */
    reasons?: string[];
    /**
     * What a refusal names beyond its message, typed by its area's contract (the registrations
     * that keep an account from being erased: contracts/privacy.ts).
     */
    details?: unknown;
  };
}

export const GENERIC_ERROR_MESSAGE = "Une erreur est survenue";

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as ApiErrorBody | null)?.error;
  return typeof error === "object" && error !== null && typeof error.message === "string";
}

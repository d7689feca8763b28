import { SESSION_EXPIRED_MESSAGE } from "../../domain/session-messages.ts";
import { type ErrorCode, GENERIC_ERROR_MESSAGE, isApiErrorBody } from "../../domain/api-error.ts";
import { AUTH_BASE_PATH } from "../../domain/contracts/account.ts";

/** The client-side codes for failures that never reached a server answer. */
export type ClientErrorCode = "NETWORK" | "INVALID_RESPONSE";

export const NETWORK_ERROR_MESSAGE = "Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.";

/**
 * Every failed API call becomes an ApiError whose message is French and fit to show:
 * the server's own message when it sent one, a generic one otherwise.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly fields?: Record<string, string>;
  /** Every rule a value breaks (a weak password), when the server lists them. */
  readonly reasons?: string[];
  /** What the refusal names beyond its message, typed by its area's contract (read it with the contract's reader). */
  readonly details?: unknown;

  constructor(
    status: number,
    code: ErrorCode | ClientErrorCode,
    message: string,
    fields?: Record<string, string>,
    reasons?: string[],
    details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.reasons = reasons;
    this.details = details;
  }

  /** A 4xx answer will not change by asking again. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/**
 * A protected API refused the request for want of a session (it expired, or was ended
 * elsewhere). The listeners of onSessionExpired have already reacted: pages show nothing more.
 */
export class SessionExpiredError extends ApiError {
  constructor(message: string = SESSION_EXPIRED_MESSAGE) {
    super(401, "UNAUTHENTICATED", message);
    this.name = "SessionExpiredError";
  }
}

export function isSessionExpired(error: unknown): error is SessionExpiredError {
  return error instanceof SessionExpiredError;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Under /api/auth a 401 answers the credentials typed in a form ("wrong password"); anywhere
 * else it means the session cookie no longer opens a session.
 */
const CREDENTIAL_ENDPOINTS = `${AUTH_BASE_PATH}/`;

type SessionExpiredListener = () => void;
const sessionExpiredListeners = new Set<SessionExpiredListener>();

/**
 * Runs `listener` whenever a protected API answers 401, so the app signs the person out in one
 * place instead of in every page. Returns the function that removes the listener.
 */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  sessionExpiredListeners.add(listener);
  return () => {
    sessionExpiredListeners.delete(listener);
  };
}

/**
 * A protected API answered 401: the listeners react (sign-out, toast) and the caller gets the error
 * to throw. For the few calls that cannot go through `api` (an upload that reports its progress).
 */
export function sessionExpired(): SessionExpiredError {
  for (const listener of sessionExpiredListeners) listener();
  return new SessionExpiredError();
}

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A file sent as its bytes instead of a JSON body (the server reads its type from them). */
  file?: Blob;
  signal?: AbortSignal;
}

/** "/api/x" plus the query string, without empty values. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The error for an API's refusal: its own French message when it sent one, a generic one otherwise. */
export function apiErrorOf(status: number, payload: unknown): ApiError {
  return isApiErrorBody(payload)
    ? new ApiError(
        status,
        payload.error.code,
        payload.error.message || GENERIC_ERROR_MESSAGE,
        payload.error.fields,
        payload.error.reasons,
        payload.error.details,
      )
    : new ApiError(status, status >= 500 ? "INTERNAL" : "BAD_REQUEST", GENERIC_ERROR_MESSAGE);
}

async function apiRequest<T>(path: string, { method = "GET", query, body, file, signal }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      signal,
      // Sessions live in an HttpOnly cookie set by the same origin.
      credentials: "include",
      headers: {
        Accept: "application/json",
        ...(file ? { "Content-Type": "application/octet-stream" } : body !== undefined ? { "Content-Type": "application/json" } : {}),
      },
      body: file ?? (body !== undefined ? JSON.stringify(body) : undefined),
    });
  } catch (cause) {
    // An aborted query is not an error to show; let React Query see the abort as it is.
    if (signal?.aborted) throw cause;
    throw new ApiError(0, "NETWORK", NETWORK_ERROR_MESSAGE);
  }

  const payload: unknown = await readJson(response);
  if (!response.ok) {
    const error = apiErrorOf(response.status, payload);
    if (response.status === 401 && !path.startsWith(CREDENTIAL_ENDPOINTS)) throw sessionExpired();
    throw error;
  }
  if (payload === undefined && response.status !== 204) {
    throw new ApiError(response.status, "INVALID_RESPONSE", GENERIC_ERROR_MESSAGE);
  }
  return payload as T;
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) => apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body: unknown = {}, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) => apiRequest<T>(path, { ...options, method: "DELETE" }),
  /** POSTs a file's bytes as they are (a proof), its name or other facts in the query string. */
  upload: <T>(path: string, file: Blob, options?: Omit<RequestOptions, "method" | "body" | "file">) =>
    apiRequest<T>(path, { ...options, method: "POST", file }),
};

import type { FastifyReply, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import { EMAIL_MAX_LENGTH, EMAIL_TOO_LONG, passwordProblems } from "../../domain/account.ts";
import { passwordSchema } from "../../domain/account-schemas.ts";
import { signUpSchema } from "../../domain/contracts/account-input.ts";
import type { ErrorCode } from "../../domain/api-error.ts";
import { accountPaths, AUTH_BASE_PATH } from "../../domain/contracts/account.ts";
import type { RoutePlugin } from "../context.ts";
import { errorBody, HttpError, parseInput } from "../http/errors.ts";
import { routeOf } from "../http/route-path.ts";
import { AUTH_ERROR_MESSAGES } from "./errors.ts";
import { allowSignIn, AUTH_LIMITS, clientAddress, consumeAttempt, emailKey, RATE_LIMIT_MESSAGE, signInSucceeded } from "./rate-limit.ts";
import { VERIFIED_LOGIN_PATH } from "../../domain/paths.ts";

type Body = Record<string, unknown>;

/**
 * The better-auth endpoints the site uses, and only those: better-auth answers many more
 * (list-sessions hands session tokens to scripts, update-user stores any name or image URL,
 * revoke-session...), so every other path under /api/auth is a 404 like any unknown path.
 */
const AUTH_ENDPOINTS = [
  { method: "POST", path: accountPaths.signUp },
  { method: "POST", path: accountPaths.signIn },
  { method: "POST", path: accountPaths.signOut },
  { method: "POST", path: accountPaths.sendVerificationEmail },
  { method: "POST", path: accountPaths.requestPasswordReset },
  { method: "POST", path: accountPaths.resetPassword },
  { method: "GET", path: accountPaths.verifyEmail },
] as const;

/**
 * Each endpoint goes to better-auth, with three things around it: our rate limits (database
 * counters, per address and per e-mail), our validation of sign-up and new passwords (French
 * reasons), and its error answers turned into our error shape with French messages. Public:
 * each endpoint decides itself what a session allows.
 */
export const authHandlerRoutes: RoutePlugin = (app, { context: { auth, db, config } }, done) => {
  for (const endpoint of AUTH_ENDPOINTS) {
    // The endpoint as better-auth names it, under its base path: "/sign-in/email".
    const path = endpoint.path.pattern.slice(AUTH_BASE_PATH.length);
    app.route({
      method: endpoint.method,
      url: routeOf(app, endpoint.path),
      async preHandler(request) {
        if (request.method !== "POST") return;
        // Refused before anything is counted or looked up: what no form of the site sends.
        const body = bodyObject(request.body);
        request.body = body;
        if (typeof body.email === "string" && body.email.trim().length > EMAIL_MAX_LENGTH) {
          throw new HttpError("VALIDATION", EMAIL_TOO_LONG, { email: EMAIL_TOO_LONG });
        }
        await enforceLimits(path, body, request);
        validate(path, body);
        request.body = acceptedFields(path, body);
      },
      async handler(request, reply) {
        const response = await auth.handler(toWebRequest(request, path));
        if (path === "/sign-in/email" && response.ok) {
          await signInSucceeded(db, emailOf(request.body as Body), clientAddress(request.ip));
        }
        return relay(response, reply, path);
      },
    });
  }
  done();

  async function enforceLimits(endpoint: string, body: Body, request: FastifyRequest) {
    const limits = AUTH_LIMITS[endpoint];
    if (!limits) return;
    const scale = (limit: { max: number; windowMs: number }) => ({ ...limit, max: limit.max * config.rateLimitMultiplier });
    // Behind a proxy the address comes from X-Forwarded-For, which a client may fill with anything:
    // whatever is not an IP address shares one counter (and cannot make the key too long to store);
    // an IPv6 address counts by its /64 network.
    const address = clientAddress(request.ip);
    const checks = [consumeAttempt(db, `address:${endpoint}:${address}`, scale(limits.perAddress))];
    const email = emailOf(body);
    if (limits.perEmail && email) checks.push(consumeAttempt(db, `email:${endpoint}:${emailKey(email)}`, scale(limits.perEmail)));
    if ((await Promise.all(checks)).includes(false)) throw new HttpError("RATE_LIMITED", RATE_LIMIT_MESSAGE);
    if (endpoint === "/sign-in/email" && email && !(await allowSignIn(db, email, address, config.rateLimitMultiplier))) {
      throw new HttpError("RATE_LIMITED", RATE_LIMIT_MESSAGE);
    }
  }
};

const emailOf = (body: Body) => (typeof body.email === "string" ? body.email.trim().toLowerCase() : "");

/**
 * What each endpoint passes on to better-auth, once validated: nothing else of the body reaches
 * it (an `image` URL, a `name` of one's own, `rememberMe`... would otherwise be taken as given).
 */
const ACCEPTED_FIELDS: Record<string, readonly string[]> = {
  "/sign-up/email": ["email", "password", "firstName", "lastName", "name", "callbackURL"],
  "/sign-in/email": ["email", "password", "callbackURL"],
  "/sign-out": [],
  "/send-verification-email": ["email", "callbackURL"],
  "/request-password-reset": ["email", "redirectTo"],
  "/reset-password": ["token", "newPassword"],
};

function acceptedFields(endpoint: string, body: Body): Body {
  const accepted = ACCEPTED_FIELDS[endpoint] ?? [];
  return Object.fromEntries(Object.entries(body).filter(([key]) => accepted.includes(key)));
}

/** The same whether or not the address has an account, so nobody can learn who is registered. */
const RESET_REQUESTED_MESSAGE = "Si un compte existe pour cette adresse, un lien de réinitialisation vient d'être envoyé.";

/** The body of an account form: a JSON object, or nothing at all (sign-out). */
function bodyObject(body: unknown): Body {
  if (body === undefined) return {};
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new HttpError("BAD_REQUEST", "Requête invalide\u00a0: les champs du formulaire sont attendus.");
  }
  return body as Body;
}

function validate(endpoint: string, body: Body) {
  if (["/sign-up/email", "/sign-in/email", "/send-verification-email"].includes(endpoint)) {
    body.callbackURL = VERIFIED_LOGIN_PATH;
  }
  if (endpoint === "/sign-up/email") {
    const problems = passwordProblems(typeof body.password === "string" ? body.password : "");
    const input = parseInputOrWeakPassword(() => parseInput(signUpSchema, body), problems);
    // better-auth wants one display name; our profile keeps first and last apart.
    Object.assign(body, input, { name: `${input.firstName} ${input.lastName}` });
  }
  if (endpoint === "/reset-password") {
    const password = typeof body.newPassword === "string" ? body.newPassword : "";
    parseInputOrWeakPassword(() => parseInput(passwordSchema, password), passwordProblems(password));
  }
}

/** A weak password is answered with every rule it breaks, so the form can list them. */
function parseInputOrWeakPassword<T>(parse: () => T, problems: string[]): T {
  if (problems.length > 0) {
    throw new HttpError("VALIDATION", "Le mot de passe est trop faible", { password: problems[0] }, problems);
  }
  return parse();
}

function toWebRequest(request: FastifyRequest, endpoint: string): Request {
  // The endpoint the router matched, with the request's query string: never the raw path, which
  // may be percent-encoded (`/api/auth/sign-%69n/email`) where better-auth would not find it.
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(`${AUTH_BASE_PATH}${endpoint}`, origin);
  url.search = new URL(request.url, origin).search;
  // A verification link always leads to our login page: whatever else it names is ignored
  // (another site would be an open redirect; none would answer a bare JSON error).
  if (endpoint === "/verify-email") url.searchParams.set("callbackURL", VERIFIED_LOGIN_PATH);
  if (request.method !== "POST") return new Request(url, { method: request.method, headers: fromNodeHeaders(request.headers) });
  // Always a JSON object (an empty one when nothing was sent), as better-auth reads only that.
  const headers = fromNodeHeaders(request.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Request(url, { method: request.method, headers, body: JSON.stringify(request.body) });
}

const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "VALIDATION",
  429: "RATE_LIMITED",
};

async function relay(response: Response, reply: FastifyReply, endpoint: string) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
  });
  // Several cookies may be set at once: keep them apart.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  reply.header("Cache-Control", "private, no-store");

  if (response.status >= 400) {
    // Every refusal in our shape and in French, whatever better-auth sent (JSON, text or nothing).
    const isJson = response.headers.get("content-type")?.includes("application/json");
    const raw = (isJson ? await response.json().catch(() => ({})) : {}) as { code?: string; message?: string };
    const code: ErrorCode =
      raw.code === "EMAIL_NOT_VERIFIED"
        ? "EMAIL_NOT_VERIFIED"
        : (CODE_OF_STATUS[response.status] ?? (response.status >= 500 ? "INTERNAL" : "BAD_REQUEST"));
    const message =
      (raw.code && AUTH_ERROR_MESSAGES[raw.code]) ?? (response.status === 429 ? RATE_LIMIT_MESSAGE : "Une erreur est survenue");
    return reply.type("application/json; charset=utf-8").send(errorBody(code, message));
  }
  if (endpoint === "/request-password-reset" && response.ok) {
    return reply.type("application/json; charset=utf-8").send({ status: true, message: RESET_REQUESTED_MESSAGE });
  }
  if (SESSION_OPENERS.has(endpoint) && response.headers.get("content-type")?.includes("application/json")) {
    // The session lives in an HttpOnly cookie; its token has no business in a body scripts can read.
    const { token: _token, ...rest } = (await response.json()) as Record<string, unknown>;
    return reply.type("application/json; charset=utf-8").send(rest);
  }
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/** Endpoints whose success answer better-auth fills with the session token. */
const SESSION_OPENERS = new Set(["/sign-in/email", "/sign-up/email"]);

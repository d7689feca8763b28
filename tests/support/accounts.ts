import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { emailOutbox, profiles } from "../../src/server/db/schema.ts";
import type { RegistrationResult } from "../../src/domain/contracts/registrations.ts";
import { insertActivity } from "./factories.ts";
import type { FakeStripe } from "./fake-stripe.ts";
import { insertChildren, insertParent } from "./families.ts";
import type { TestApp } from "./test-app.ts";

export const PASSWORD = "Motdepasse1";

/** The headers a browser sends with a same-site JSON POST (better-auth checks the Origin). */
export function jsonHeaders(t: TestApp, cookie?: string): Record<string, string> {
  return { origin: t.config.publicUrl, "content-type": "application/json", ...(cookie ? { cookie } : {}) };
}

/** GET, POST and PUT on the test app as a browser sends them: the session's cookie, JSON and the Origin. */
export function browserRequests(t: TestApp) {
  const send = (method: "POST" | "PUT") => (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method, url, headers: jsonHeaders(t, cookie), payload });
  return {
    get: (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} }),
    post: send("POST"),
    put: send("PUT"),
  };
}

export function cookieOf(response: { headers: Record<string, unknown> }): string {
  return ([] as string[])
    .concat((response.headers["set-cookie"] as string | string[] | undefined) ?? [])
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export function signUp(t: TestApp, email: string, password = PASSWORD, names = { firstName: "Camille", lastName: "Dupont" }) {
  return t.app.inject({ method: "POST", url: "/api/auth/sign-up/email", headers: jsonHeaders(t), payload: { email, password, ...names } });
}

export function signIn(t: TestApp, email: string, password = PASSWORD) {
  return t.app.inject({ method: "POST", url: "/api/auth/sign-in/email", headers: jsonHeaders(t), payload: { email, password } });
}

/** "Mot de passe oublié ?": asks for a reset link to an address, as the page does. */
export function requestPasswordReset(t: TestApp, email: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/request-password-reset",
    headers: jsonHeaders(t),
    payload: { email, redirectTo: "/reset-password" },
  });
}

/** The newest queued message to an address. */
export async function lastMailTo(t: TestApp, email: string) {
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return mail;
}

/** The first link of a message, as a path the in-process app can be asked for. */
export function linkIn(text: string): string {
  const url = text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no link in: ${text}`);
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/** Signs up, follows the verification link, signs in: a parent ready to use the site. */
export async function createParent(t: TestApp, email: string, names?: { firstName: string; lastName: string }) {
  expect((await signUp(t, email, PASSWORD, names)).statusCode).toBe(200);
  const mail = await lastMailTo(t, email);
  const verified = await t.app.inject({ method: "GET", url: linkIn(mail.text) });
  expect(verified.statusCode).toBeLessThan(400);
  const response = await signIn(t, email);
  expect(response.statusCode).toBe(200);
  return { id: response.json<{ user: { id: string } }>().user.id, cookie: cookieOf(response), email };
}

export async function createAdmin(t: TestApp, email: string) {
  const admin = await createParent(t, email, { firstName: "Alex", lastName: "Martin" });
  await t.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, admin.id));
  return admin;
}

/** A parent's registration of children on a plaine, paid by bank transfer, through the API: it must be accepted (201). */
export async function postTransferRegistration(t: TestApp, cookie: string, activityId: string, childIds: string[]) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/registrations",
    headers: jsonHeaders(t, cookie),
    payload: { activityId, childIds, paymentMethod: "bank_transfer", acceptTerms: true },
  });
  expect(response.statusCode).toBe(201);
  return response;
}

/** Léa and Tom, a new parent's two children, registered by transfer for a new plaine (80 € each by default: 150 € with the family discount). */
export async function registerTransferFamily(t: TestApp, lastName: string, plaine: Parameters<typeof insertActivity>[1] = {}) {
  const activity = await insertActivity(t.db, { title: `Plaine ${lastName}`, ...plaine });
  const parent = await insertParent(t, { firstName: "Camille", lastName });
  const kids = await insertChildren(t.db, parent.id, [
    { firstName: "Léa", lastName },
    { firstName: "Tom", lastName },
  ]);
  const response = await postTransferRegistration(
    t,
    parent.cookie,
    activity.id,
    kids.map((kid) => kid.id),
  );
  return { activity, parent, result: response.json<RegistrationResult>() };
}

/** Ilyas and Sami, a new parent's two children, registered and paid by card for a new plaine (150 € with the family discount). */
export async function registerCardFamily(t: TestApp, fake: FakeStripe, lastName: string) {
  const activity = await insertActivity(t.db, { title: `Plaine ${lastName}` });
  const parent = await insertParent(t, { firstName: "Nora", lastName });
  const kids = await insertChildren(t.db, parent.id, [
    { firstName: "Ilyas", lastName },
    { firstName: "Sami", lastName },
  ]);
  const result = await registerPaidByCard(
    t,
    fake,
    parent.cookie,
    activity.id,
    kids.map((kid) => kid.id),
  );
  return { activity, parent, result };
}

/** A signed-in person's request: with a body, a JSON one with the browser's Origin; without, the Origin and the cookie alone. */
export function sendAs(t: TestApp, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, cookie: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: payload ? jsonHeaders(t, cookie) : { origin: t.config.publicUrl, cookie },
    ...(payload ? { payload } : {}),
  });
}

/**
 * A registration paid by card through the fake Stripe: registered, its Checkout Session completed
 * and Stripe's webhook received. Returns the registration's answer.
 */
export async function registerPaidByCard(t: TestApp, fake: FakeStripe, cookie: string, activityId: string, childIds: string[]) {
  const registered = await t.app.inject({
    method: "POST",
    url: "/api/registrations",
    headers: jsonHeaders(t, cookie),
    payload: { activityId, childIds, paymentMethod: "stripe", acceptTerms: true },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const result = registered.json<RegistrationResult>();
  const session = [...fake.sessions.values()].filter((s) => s.metadata.payment_id === result.paymentId).at(-1)!;
  fake.complete(session.id);
  const payload = fake.event("checkout.session.completed", fake.session(session.id));
  const paid = await t.app.inject({
    method: "POST",
    url: "/api/webhooks/stripe",
    headers: { "content-type": "application/json", "stripe-signature": fake.sign(payload) },
    payload,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return result;
}

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../domain/api-error.ts";
import { ENGINES } from "../../../tests/support/databases.ts";
import { createParent, jsonHeaders, PASSWORD, requestPasswordReset, signUp } from "../../../tests/support/accounts.ts";
import { suiteTestApp, suiteTestDatabase } from "../../../tests/support/suite.ts";
import { buildApp } from "../app.ts";
import { emailOutbox } from "../db/schema.ts";
import {
  allowSignIn,
  allowVerificationMail,
  clientAddress,
  consumeAttempt,
  SIGN_IN_LIMITS,
  signInSucceeded,
  VERIFICATION_MAIL_LIMITS,
} from "./rate-limit.ts";

describe.each(ENGINES)("account rate limits on %s", (engine) => {
  const t = suiteTestApp(engine, { AUTH_RATE_LIMIT_MULTIPLIER: "1", TRUST_PROXY: "true" });

  /** A sign-in from a given client address (the app trusts X-Forwarded-For, as behind a proxy). */
  const signInFrom = (address: string, email: string, password = PASSWORD) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { ...jsonHeaders(t), "x-forwarded-for": address },
      payload: { email, password },
    });

  it("locks one address out of an account after 8 wrong passwords, not the parent elsewhere", async () => {
    await createParent(t, "target@example.org");
    for (let i = 0; i < 8; i++) expect((await signInFrom("203.0.113.10", "target@example.org", `Faux${i}pass`)).statusCode).toBe(401);
    const blocked = await signInFrom("203.0.113.10", "target@example.org"); // the right password, too late
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<ApiErrorBody>().error).toEqual({
      code: "RATE_LIMITED",
      message: "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
    });
    expect((await signInFrom("198.51.100.20", "target@example.org")).statusCode).toBe(200);
    // The locked address may still sign in to another account.
    await createParent(t, "neighbour@example.org");
    expect((await signInFrom("203.0.113.10", "neighbour@example.org")).statusCode).toBe(200);
  });

  it("believes only the address its proxy saw: an X-Forwarded-For entry written by the client does not lift a lock-out", async () => {
    await createParent(t, "forged@example.org");
    for (let i = 0; i < 8; i++) expect((await signInFrom("203.0.113.11", "forged@example.org", `Faux${i}pass`)).statusCode).toBe(401);
    for (const forged of ["198.18.0.1, 203.0.113.11", "198.18.0.2,203.0.113.11", "unknown, 203.0.113.11"]) {
      expect((await signInFrom(forged, "forged@example.org", "Encore1faux")).statusCode).toBe(429);
    }
  });

  it("limits the e-mails to an address someone keeps signing up with", async () => {
    await createParent(t, "taken@example.org");
    const again = () => signUp(t, "taken@example.org");
    for (let i = 0; i < 2; i++) expect((await again()).statusCode).toBe(200); // createParent's was the first
    expect((await again()).statusCode).toBe(429);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "taken@example.org"));
    expect(mails.filter((mail) => mail.kind === "existing-account")).toHaveLength(2);
  });

  it("sends at most 3 verification e-mails in 15 minutes to an address, however they are triggered", async () => {
    // The probe: sign up with someone else's address, then sign in again and again with the chosen password.
    expect((await signUp(t, "victim@example.org")).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) {
      const refused = await signInFrom(`203.0.113.${40 + i}`, "victim@example.org");
      expect(refused.statusCode).toBe(403);
    }
    const resend = await t.app.inject({
      method: "POST",
      url: "/api/auth/send-verification-email",
      headers: jsonHeaders(t),
      payload: { email: "victim@example.org" },
    });
    expect(resend.statusCode).toBeLessThan(500);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "victim@example.org"));
    expect(mails.filter((mail) => mail.kind === "email-verification")).toHaveLength(VERIFICATION_MAIL_LIMITS.short.max);
  });

  it("counts verification e-mails per quarter hour and per day", async () => {
    const start = Date.now();
    const allowed = async (at: number) => allowVerificationMail(t.db, "Jour@Example.org", 1, at);
    const results: boolean[] = [];
    // Three quarters of an hour apart: the short limit never bites, the day's does after 6.
    for (let i = 0; i < 8; i++) results.push(await allowed(start + i * 20 * 60_000));
    expect(results).toEqual([true, true, true, true, true, true, false, false]);
  });

  it("limits password-reset requests per address", async () => {
    const ask = (email: string) => requestPasswordReset(t, email);
    for (let i = 0; i < 3; i++) expect((await ask("someone@example.org")).statusCode).toBe(200);
    expect((await ask("someone@example.org")).statusCode).toBe(429);
    expect((await ask("SOMEONE@example.org ")).statusCode).toBe(429);
  });

  it("limits sign-ups per client address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        remoteAddress: "203.0.113.7",
        headers: jsonHeaders(t),
        payload: { email: `new${i}@example.org`, password: "Motdepasse1", firstName: "A", lastName: "B" },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("shares counters between app processes using the same database", async () => {
    const second = await buildApp({ config: t.config, database: t.database });
    try {
      const attempt = (app: typeof second) =>
        app.inject({
          method: "POST",
          url: "/api/auth/send-verification-email",
          headers: jsonHeaders(t),
          payload: { email: "shared@example.org" },
        });
      expect((await attempt(t.app)).statusCode).toBeLessThan(429);
      expect((await attempt(second)).statusCode).toBeLessThan(429);
      expect((await attempt(t.app)).statusCode).toBeLessThan(429);
      expect((await attempt(second)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe("consumeAttempt", () => {
  const database = suiteTestDatabase("pglite");

  it("opens a new window once the previous one has passed", async () => {
    const limit = { max: 2, windowMs: 1000 };
    expect(await consumeAttempt(database.db, "k", limit, 10_000)).toBe(true);
    expect(await consumeAttempt(database.db, "k", limit, 10_500)).toBe(true);
    expect(await consumeAttempt(database.db, "k", limit, 10_900)).toBe(false);
    expect(await consumeAttempt(database.db, "k", limit, 11_100)).toBe(true);
  });
});

describe("sign-in limits across addresses", () => {
  const database = suiteTestDatabase("pglite");

  it("allow 100 attempts a day on one account from new addresses, and always the addresses it signed in from", async () => {
    const now = 1_000_000_000_000;
    await signInSucceeded(database.db, "parent@example.org", "192.0.2.1", now);
    let allowed = 0;
    for (let address = 1; address <= 20; address++) {
      for (let i = 0; i < 8; i++) if (await allowSignIn(database.db, "parent@example.org", `198.51.100.${address}`, 1, now)) allowed++;
    }
    expect(allowed).toBe(SIGN_IN_LIMITS.perEmailFromNewAddresses.max);
    expect(await allowSignIn(database.db, "parent@example.org", "198.51.100.200", 1, now)).toBe(false);
    expect(await allowSignIn(database.db, "parent@example.org", "192.0.2.1", 1, now)).toBe(true);
    expect(await allowSignIn(database.db, "other@example.org", "198.51.100.200", 1, now)).toBe(true);
    // A day later, new addresses may try again.
    expect(await allowSignIn(database.db, "parent@example.org", "198.51.100.201", 1, now + 24 * 3600_000 + 1)).toBe(true);
  });

  it("count attempts on one account from one address until a sign-in succeeds from there", async () => {
    const now = 1_000_000_000_000;
    const attempt = () => allowSignIn(database.db, "typo@example.org", "192.0.2.3", 1, now);
    for (let i = 0; i < 8; i++) expect(await attempt()).toBe(true);
    await signInSucceeded(database.db, "typo@example.org", "192.0.2.3", now);
    for (let i = 0; i < 8; i++) expect(await attempt()).toBe(true);
    expect(await attempt()).toBe(false);
  });

  it("forget an address half a year after its last sign-in", async () => {
    const then = 1_000_000_000_000;
    await signInSucceeded(database.db, "old@example.org", "192.0.2.2", then);
    for (let i = 0; i < 100; i++) await allowSignIn(database.db, "old@example.org", `203.0.113.${i}`, 1, then + 181 * 24 * 3600_000);
    expect(await allowSignIn(database.db, "old@example.org", "192.0.2.2", 1, then + 181 * 24 * 3600_000)).toBe(false);
  });
});

describe("clientAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::9", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
    ["not-an-address", "invalid"],
    ["", "invalid"],
  ])("counts %j as %j", (ip, expected) => {
    expect(clientAddress(ip)).toBe(expected);
  });
});

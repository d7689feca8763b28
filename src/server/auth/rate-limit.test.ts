import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../domain/api-error.ts";
import { ENGINES, createTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";
import { createParent, jsonHeaders, signIn } from "../../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { buildApp } from "../app.ts";
import { consumeAttempt } from "./rate-limit.ts";

describe.each(ENGINES)("account rate limits on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { AUTH_RATE_LIMIT_MULTIPLIER: "1" });
  });
  afterAll(() => t.close());

  it("stops password guessing on one account after 8 tries, with a French 429", async () => {
    await createParent(t, "target@example.org"); // signs in once
    for (let i = 0; i < 6; i++) expect((await signIn(t, "target@example.org", `Faux${i}pass`)).statusCode).toBe(401);
    expect((await signIn(t, "target@example.org")).statusCode).toBe(200); // the 8th, right password
    const blocked = await signIn(t, "target@example.org");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<ApiErrorBody>().error).toEqual({
      code: "RATE_LIMITED",
      message: "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
    });
  });

  it("limits password-reset requests per address", async () => {
    const ask = (email: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/request-password-reset",
        headers: jsonHeaders(t),
        payload: { email, redirectTo: "/reset-password" },
      });
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
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(() => database.dispose());

  it("opens a new window once the previous one has passed", async () => {
    const limit = { max: 2, windowMs: 1000 };
    expect(await consumeAttempt(database.db, "k", limit, 10_000)).toBe(true);
    expect(await consumeAttempt(database.db, "k", limit, 10_500)).toBe(true);
    expect(await consumeAttempt(database.db, "k", limit, 10_900)).toBe(false);
    expect(await consumeAttempt(database.db, "k", limit, 11_100)).toBe(true);
  });
});

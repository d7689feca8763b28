import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ENGINES } from "../../../tests/support/databases.ts";
import { insertParent, type TestParent } from "../../../tests/support/families.ts";
import { captureLog, createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { suiteTestApp } from "../../../tests/support/suite.ts";
import { scrubMessage, serializeError, serializeRequest, type SafeError } from "./logging.ts";

/** What a parent types that must never reach the server log. */
const SECRETS = {
  allergies: "Allergie-arachides-7731",
  medicalConditions: "Asthme-severe-7731",
  medications: "Ventoline-7731",
  doctorContact: "Docteur-Lambert-0471-7731",
  additionalInfo: "Notes-privees-7731",
  addressStreet: "Rue-des-Tilleuls-7731",
  phone: "0471 77 31 00",
  password: "Secret7731pass",
  token: "token-7731",
};

describe.each(ENGINES)("the server log on %s", (engine) => {
  const log = captureLog();
  const t = suiteTestApp(engine, { LOG_LEVEL: "info" }, { logStream: log.stream });
  let parent: TestParent;
  const logged = () => log.text();
  const errorLines = () =>
    log.lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: SafeError })
      .filter((entry) => entry.msg === "unexpected error");

  beforeAll(async () => {
    parent = await insertParent(t);
    // Every write of a child or a profile fails in the database, as a broken migration would make it.
    await t.db.execute(
      sql`create function refuse_write() returns trigger as $$ begin raise exception 'write refused'; end $$ language plpgsql`,
    );
    await t.db.execute(sql`create trigger refuse_child before insert or update on children for each row execute function refuse_write()`);
    await t.db.execute(sql`create trigger refuse_profile before update on profiles for each row execute function refuse_write()`);
  });

  const send = (method: "POST" | "PUT", url: string, payload: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: t.config.publicUrl, "content-type": "application/json", cookie: parent.cookie },
      payload,
    });

  function expectNoSecret() {
    for (const [field, value] of Object.entries(SECRETS)) expect(logged(), field).not.toContain(value);
  }

  it("logs a failed child save as an error without the medical file", async () => {
    const response = await send("POST", "/api/children", {
      firstName: "Léa",
      lastName: "Dupont",
      birthDate: "2020-05-17",
      allergies: SECRETS.allergies,
      medicalConditions: SECRETS.medicalConditions,
      medications: SECRETS.medications,
      doctorContact: SECRETS.doctorContact,
      additionalInfo: SECRETS.additionalInfo,
      medicalConsent: true,
    });
    expect(response.statusCode).toBe(500);
    expectNoSecret();
    const [line] = errorLines();
    expect(line.level).toBe(50);
    expect(line.err?.message).toMatch(/^Failed query: insert into "children"/);
    expect(line.err?.message).toContain("params: [redacted]");
    expect(line.err?.stack).toMatch(/\n\s+at /);
    expect(line.err?.cause).toMatchObject({ message: "write refused", code: "P0001" });
    expect(JSON.stringify(line)).not.toMatch(/"(detail|where|query|parameters|queryOptions)"/);
  });

  it("logs a failed profile save without the address or phone", async () => {
    const response = await send("PUT", "/api/profile", {
      firstName: "Camille",
      lastName: "Dupont",
      phone: SECRETS.phone,
      addressStreet: SECRETS.addressStreet,
      addressPostalCode: "5000",
      addressCity: "Namur",
      addressCountry: "Belgique",
    });
    expect(response.statusCode).toBe(500);
    expectNoSecret();
    expect(errorLines().at(-1)?.err?.message).toMatch(/^Failed query: insert into "profiles" .* on conflict .*\nparams: \[redacted\]$/);
  });

  it("never logs a sign-in's password, whatever the body's type", async () => {
    const body = JSON.stringify({ email: parent.email, password: SECRETS.password });
    const headers = { origin: t.config.publicUrl };
    for (const [type, payload] of [
      ["text/plain", body],
      ["application/json", body.slice(0, -2)], // cut short: not JSON
      ["application/x-www-form-urlencoded", `email=${parent.email}&password=${SECRETS.password}`],
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { ...headers, "content-type": type },
        payload,
      });
      expect(response.statusCode, type).toBeGreaterThanOrEqual(400);
    }
    expectNoSecret();
    expect(logged()).not.toContain(parent.email);
  });

  it("logs paths without their query string", async () => {
    await t.app.inject({ method: "GET", url: `/api/auth/verify-email?token=${SECRETS.token}` });
    expectNoSecret();
    expect(logged()).toContain('"url":"/api/auth/verify-email"');
  });
});

describe.each(ENGINES)("better-auth's messages on %s", (engine) => {
  async function failUserCreation(t: TestApp) {
    await t.db.execute(
      sql`create function refuse_user() returns trigger as $$ begin raise exception 'user refused'; end $$ language plpgsql`,
    );
    await t.db.execute(sql`create trigger refuse_user before insert on "user" for each row execute function refuse_user()`);
  }
  const signUp = (t: TestApp) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: t.config.publicUrl, "content-type": "application/json" },
      payload: { email: "failing-7731@example.org", password: SECRETS.password, firstName: "Camille", lastName: "Dupont-7731" },
    });

  it("go to the app's log, cleaned like every error", async () => {
    const log = captureLog();
    const t = await createTestApp(engine, { LOG_LEVEL: "info" }, { logStream: log.stream });
    try {
      await failUserCreation(t);
      expect((await signUp(t)).statusCode).toBeGreaterThanOrEqual(400);
      const line = log.lines
        .map((text) => JSON.parse(text) as { level: number; msg: string; err?: SafeError })
        .find((entry) => entry.msg.startsWith("better-auth:"));
      expect(line).toMatchObject({ level: 50, msg: "better-auth: Failed to create user", err: { cause: { message: "user refused" } } });
      expect(log.text()).not.toMatch(/7731/);
    } finally {
      await t.close();
    }
  });

  it("are not printed at all with LOG_LEVEL=silent", async () => {
    const printed: unknown[] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args)),
    );
    const t = await createTestApp(engine, { LOG_LEVEL: "silent" });
    try {
      await failUserCreation(t);
      expect((await signUp(t)).statusCode).toBeGreaterThanOrEqual(400);
      expect(printed).toEqual([]);
    } finally {
      for (const spy of spies) spy.mockRestore();
      await t.close();
    }
  });
});

describe("error serializer", () => {
  it("keeps what names things and drops what carries values", () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "camille@example.org"'), {
      code: "22P02",
      detail: "Failing row contains (Arachides)",
      where: "PL/pgSQL function x",
      params: ["Arachides"],
      query: "select 1",
      table: "children",
    });
    const error = Object.assign(new Error('Failed query: select "id" from "children" where "id" = $1\nparams: Arachides'), {
      query: "select",
      params: ["Arachides"],
      cause,
    });
    const safe = serializeError(error);
    expect(safe).toMatchObject({
      type: "Error",
      message: 'Failed query: select "id" from "children" where "id" = $1\nparams: [redacted]',
      cause: { message: 'invalid input syntax for type uuid: "…"', code: "22P02", table: "children" },
    });
    expect(JSON.stringify(safe)).not.toMatch(/Arachides|camille|"(detail|where|query|params)"/);
    expect(safe.stack.split("\n")[0]).toBe(`Error: ${safe.message.split("\n")[0]}`);
  });

  it.each([
    [
      `Cannot create property 'callbackURL' on string '{"email":"a@b.be","password":"it's Secret1"}'`,
      "Cannot create property 'callbackURL' on string '…'",
    ],
    [`Unexpected token 'p', "{"password":"Secret1"" is not valid JSON`, `Unexpected token 'p', "…" is not valid JSON`],
    ['column "allergies" of relation "children" does not exist', 'column "allergies" of relation "children" does not exist'],
    ["Recipient address rejected: <camille@example.org>", "Recipient address rejected: <[e-mail]>"],
    ["L'adresse e-mail n'est pas valide", "L'adresse e-mail n'est pas valide"],
    [
      "Body is not valid JSON but content-type is set to 'application/json'",
      "Body is not valid JSON but content-type is set to 'application/json'",
    ],
    [`value 'Rue des Tilleuls 4' is too long`, "value '…' is too long"],
  ])("cleans %j", (message, expected) => {
    expect(scrubMessage(message)).toBe(expected);
  });

  it("keeps only the message of something thrown that is not an Error", () => {
    expect(serializeError({ message: "boom", password: "x" })).toEqual({ type: "object", message: "boom", stack: "" });
  });

  it("logs a request as its method and path", () => {
    expect(serializeRequest({ method: "GET", url: "/reset-password?token=abc", ip: "203.0.113.7", host: "localhost" })).toEqual({
      method: "GET",
      url: "/reset-password",
      host: "localhost",
      remoteAddress: "203.0.113.7",
    });
  });
});

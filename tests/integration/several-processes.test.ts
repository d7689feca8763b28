import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import sharp from "sharp";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiErrorBody } from "../../src/domain/api-error.ts";
import { addDaysIso, brusselsToday } from "../../src/domain/dates.ts";
import { children, emailOutbox, invoices, payerShares, paymentReceipts, payments, users } from "../../src/server/db/schema.ts";
import { codaFile } from "../support/coda-builder.ts";
import { prepareRush } from "../support/rush.ts";
import { insertSignedInParents } from "../support/families.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { startTestS3, type TestS3 } from "../support/s3.ts";
import { freePort, startServerProcess, type RunningServer } from "../support/server-process.ts";
import { TEST_DATA_KEY } from "../support/data-keys.ts";
import { TEST_BANK } from "../support/test-app.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp.ts";

/**
 * The site as production scales it out: two server processes (`node src/server/main.ts`) on one
 * PostgreSQL database, their images in one S3 bucket (a local stand-in), their mail through one
 * SMTP server. What one process does, the other sees at once; what must happen once happens once.
 */
const AUTH_SECRET = "several-processes-secret-of-32-chars-at-least";
const ADMIN = { email: "admin@example.org", password: "Admin-motdepasse-1" };
const PASSWORD = "Motdepasse-1";
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BUILT = existsSync(path.join(ROOT, "dist/web-server"));

describe.runIf(process.env.TEST_DATABASE_URL)("two server processes on one PostgreSQL", () => {
  let database: TestDatabase;
  let s3: TestS3;
  let smtp: TestSmtpServer;
  let a: RunningServer;
  let b: RunningServer;
  let adminCookie: string;

  const start = async () => {
    const port = await freePort();
    return startServerProcess(port, {
      env: {
        DATABASE_URL: database.url!,
        AUTH_SECRET,
        DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
        DEMO_DATA: "false",
        SMTP_URL: smtp.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // The association's account: registrations may be paid by transfer.
        BANK_IBAN: TEST_BANK.iban,
        BANK_BIC: TEST_BANK.bic,
        BANK_ACCOUNT_NAME: TEST_BANK.beneficiary,
        DATA_DIR: path.join(database.dataDir, `server-${port}`),
        ...s3.env,
      },
      timeoutMs: 150_000,
    });
  };

  const send = (server: RunningServer, method: string, url: string, { cookie, body }: { cookie?: string; body?: unknown } = {}) =>
    fetch(`${server.url}${url}`, {
      method,
      headers: {
        origin: server.url,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const signIn = (server: RunningServer, email: string, password: string) =>
    send(server, "POST", "/api/auth/sign-in/email", { body: { email, password } });

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    [s3, smtp] = await Promise.all([startTestS3(), startSmtpServer()]);
    // One after the other: each promotes the administrator at its start.
    a = await start();
    b = await start();
    const signedIn = await signIn(a, ADMIN.email, ADMIN.password);
    expect(signedIn.status).toBe(200);
    adminCookie = signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }, 300_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([s3?.close(), smtp?.close()]);
    await database?.dispose();
  });

  it("shows on B, within a second, a plaine's title an administrator changed on A", async () => {
    const form = plaineForm();
    const created = await send(a, "POST", "/api/admin/activities", { cookie: adminCookie, body: form });
    expect(created.status).toBe(201);
    const plaine = ((await created.json()) as { activity: { id: string } }).activity;
    const pages = BUILT ? [`/activities/${plaine.id}`, `/api/activities/${plaine.id}`] : [`/api/activities/${plaine.id}`];
    // B keeps the answers and pages it just made.
    for (const page of pages) expect(await (await send(b, "GET", page)).text()).toContain("Plaine des Castors");

    const changed = await send(a, "PUT", `/api/admin/activities/${plaine.id}`, {
      cookie: adminCookie,
      body: { ...form, title: "Plaine des Loutres" },
    });
    expect(changed.status).toBe(200);
    const savedAt = performance.now();
    for (const page of pages) {
      while (!(await (await send(b, "GET", page)).text()).includes("Plaine des Loutres")) {
        expect(performance.now() - savedAt, page).toBeLessThan(1000);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    expect(performance.now() - savedAt).toBeLessThan(1000);
  });

  it("listens again after losing its connection, and still shows on B a change made on A", async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      const listeners = async () =>
        (await pool.query("select pid from pg_stat_activity where datname = current_database() and application_name = 'plaines-changes'"))
          .rows.length;
      const form = { ...plaineForm(), title: "Plaine des Hérons" };
      const created = await send(a, "POST", "/api/admin/activities", { cookie: adminCookie, body: form });
      const { id } = ((await created.json()) as { activity: { id: string } }).activity;
      expect(await (await send(b, "GET", `/api/activities/${id}`)).text()).toContain("Plaine des Hérons");
      expect(await listeners()).toBe(2);
      // The database drops every listening connection (a restart, a failover): each process listens again.
      await pool.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'plaines-changes'",
      );
      await vi.waitFor(async () => expect(await listeners()).toBe(2), { timeout: 15_000, interval: 100 });
      expect(await (await send(b, "GET", `/api/activities/${id}`)).text()).toContain("Plaine des Hérons");

      expect(
        (await send(a, "PUT", `/api/admin/activities/${id}`, { cookie: adminCookie, body: { ...form, title: "Plaine des Cigognes" } }))
          .status,
      ).toBe(200);
      const savedAt = performance.now();
      while (!(await (await send(b, "GET", `/api/activities/${id}`)).text()).includes("Plaine des Cigognes")) {
        expect(performance.now() - savedAt).toBeLessThan(1000);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await pool.end();
    }
  });

  it("locks an account after 8 wrong passwords spread over the two processes", async () => {
    const email = "parent.verrouille@example.org";
    expect(
      (
        await send(a, "POST", "/api/auth/sign-up/email", {
          body: { email, password: PASSWORD, name: "Camille Dupont", firstName: "Camille", lastName: "Dupont" },
        })
      ).status,
    ).toBe(200);
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await signIn(attempt % 2 === 0 ? a : b, email, "Mauvais-mot-1")).status).toBe(401);
    }
    for (const server of [a, b]) {
      const blocked = await signIn(server, email, PASSWORD);
      expect(blocked.status).toBe(429);
      expect(((await blocked.json()) as ApiErrorBody).error.message).toBe("Trop de tentatives. Veuillez réessayer dans quelques minutes.");
    }
  });

  it("serves from B, out of the bucket, an image uploaded on A", async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3f8efc" } })
      .png()
      .toBuffer();
    const uploaded = await fetch(`${a.url}/api/admin/images?bucket=activities&name=castors.png`, {
      method: "POST",
      headers: { origin: a.url, cookie: adminCookie, "content-type": "image/png" },
      body: png,
    });
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("webp");
    // Not on either process's disk: only in the bucket.
    expect(existsSync(path.join(database.dataDir, `server-${new URL(a.url).port}`, "media", "activities"))).toBe(false);
  });

  it("delivers each message once, whichever process queued it", async () => {
    const before = smtp.messages.length;
    const queued = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(index % 2 === 0 ? a : b, "POST", "/api/admin/mails/test", { cookie: adminCookie, body: {} }),
      ),
    );
    expect(queued.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    await smtp.waitForMessages(before + 20, 20_000);
    // A little longer: no second copy arrives.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const tests = smtp.messages.slice(before);
    expect(tests).toHaveLength(20);
    expect(new Set(tests.map((message) => message.messageId)).size).toBe(20);
    const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "test"));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(20).fill(["sent", 1]));
  });

  // Last two: their families' e-mails go out after them, and the mail test counts what arrives.
  it("numbers the receipts of two statements imported at once, one on each process, without a gap or a double", async () => {
    const { attempts } = await prepareRush(database.db, AUTH_SECRET, 16, 16);
    const registered = await Promise.all(
      attempts.map((attempt, index) =>
        send(index % 2 === 0 ? a : b, "POST", "/api/registrations", { cookie: attempt.cookie, body: attempt.body }),
      ),
    );
    expect(registered.map((answer) => answer.status)).toEqual(Array(16).fill(201));
    const paymentIds = await Promise.all(registered.map(async (answer) => ((await answer.json()) as { paymentId: string }).paymentId));
    const rows = await database.db.select().from(payments).where(inArray(payments.id, paymentIds));
    // Two days' statements, eight credits each, sent to A and B at the same moment.
    const files = [0, 1].map((half) =>
      codaFile({
        sequence: String(400 + half),
        movements: rows
          .filter((_, index) => index % 2 === half)
          .map((row, index) => ({ sequence: index + 1, cents: row.amountCents, structured: row.structuredCommunication! })),
      }),
    );
    const imported = await Promise.all(
      files.map((file, index) =>
        fetch(`${[a, b][index].url}/api/admin/payments/import`, {
          method: "POST",
          headers: { origin: [a, b][index].url, cookie: adminCookie, "content-type": "application/octet-stream" },
          body: Buffer.from(file, "latin1"),
        }),
      ),
    );
    expect(imported.map((answer) => answer.status)).toEqual([200, 200]);
    const receipts = await database.db.select().from(paymentReceipts);
    expect(new Set(receipts.map((receipt) => receipt.paymentId))).toEqual(new Set(paymentIds));
    expect(receipts.map((receipt) => receipt.number).sort((x, y) => x - y)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
  });

  it("numbers organisations' requests taken on both processes at once without a gap or a double, and applies each transfer of one statement imported on both once", async () => {
    const { attempts } = await prepareRush(database.db, AUTH_SECRET, 8, 8);
    const registered = await Promise.all(
      attempts.map((attempt, index) =>
        send(index % 2 === 0 ? a : b, "POST", "/api/registrations", { cookie: attempt.cookie, body: attempt.body }),
      ),
    );
    expect(registered.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const results = await Promise.all(
      registered.map(async (answer) => (await answer.json()) as { paymentId: string; registrationId: string }),
    );
    const payer = await send(a, "POST", "/api/admin/payers", {
      cookie: adminCookie,
      body: { kind: "cpas", name: "CPAS d'Ixelles", email: "social@cpas-ixelles.example.be" },
    });
    expect(payer.status).toBe(201);
    const { id: payerId } = (await payer.json()) as { id: string };
    // Eight shares at the same moment, four on each process.
    const taken = await Promise.all(
      results.map((result, index) =>
        send(index % 2 === 0 ? a : b, "POST", `/api/admin/registrations/${result.registrationId}/payer-shares`, {
          cookie: adminCookie,
          body: { payerId, mode: "amount", amount: "10", dueDate: addDaysIso(brusselsToday(), 30) },
        }),
      ),
    );
    expect(taken.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const shares = await database.db.select().from(payerShares).where(eq(payerShares.payerId, payerId));
    expect(shares.map((share) => share.number).sort((x, y) => x - y)).toEqual(Array.from({ length: 8 }, (_, index) => index + 1));

    // One statement: each organisation's transfer beside each family's, imported on A and B at once.
    const families = await database.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          results.map((result) => result.paymentId),
        ),
      );
    const credits = [
      ...shares.map((share) => ({ cents: share.amountCents, structured: share.structuredCommunication })),
      ...families.map((row) => ({ cents: row.amountCents, structured: row.structuredCommunication! })),
    ];
    const file = codaFile({ sequence: "500", movements: credits.map((credit, index) => ({ sequence: index + 1, ...credit })) });
    const imported = await Promise.all(
      [a, b].map((server) =>
        fetch(`${server.url}/api/admin/payments/import`, {
          method: "POST",
          headers: { origin: server.url, cookie: adminCookie, "content-type": "application/octet-stream" },
          body: Buffer.from(file, "latin1"),
        }),
      ),
    );
    expect(imported.map((answer) => answer.status)).toEqual([200, 200]);
    const reports = await Promise.all(
      imported.map(async (answer) => (await answer.json()) as { matched: number; alreadyImported: number }),
    );
    expect(reports[0].matched + reports[1].matched).toBe(16);
    expect(reports[0].alreadyImported + reports[1].alreadyImported).toBe(16);
    const after = await database.db.select().from(payerShares).where(eq(payerShares.payerId, payerId));
    expect(after.map((share) => [share.status, share.receivedCents])).toEqual(Array(8).fill(["paid", 1000]));
    const paid = await database.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          families.map((row) => row.id),
        ),
      );
    expect(paid.every((row) => row.status === "paid" && row.receivedCents === row.amountCents)).toBe(true);
  });

  it("numbers the invoices of shares and of payments asked on both processes at once without a gap or a double (decision 0057)", async () => {
    const year = Number(brusselsToday().slice(0, 4));
    const numbers = async () =>
      (
        await database.db
          .select({ number: invoices.number })
          .from(invoices)
          .where(and(eq(invoices.kind, "invoice"), eq(invoices.year, year)))
      )
        .map((row) => row.number)
        .sort((x, y) => x - y);
    // The shares taken on both processes above each got their invoice in the share's transaction.
    const sharesInvoiced = await database.db.select({ id: invoices.id }).from(invoices).where(isNotNull(invoices.payerShareId));
    expect(sharesInvoiced).toHaveLength(8);

    const { attempts } = await prepareRush(database.db, AUTH_SECRET, 6, 6);
    const registered = await Promise.all(
      attempts.map((attempt, index) =>
        send(index % 2 === 0 ? a : b, "POST", "/api/registrations", { cookie: attempt.cookie, body: attempt.body }),
      ),
    );
    expect(registered.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const results = await Promise.all(registered.map(async (answer) => (await answer.json()) as { paymentId: string }));
    // Each parent asks for the invoice on both processes at the same moment.
    const asked = await Promise.all(
      results.flatMap((result, index) =>
        [a, b].map((server) => send(server, "POST", `/api/payments/${result.paymentId}/invoice`, { cookie: attempts[index].cookie })),
      ),
    );
    expect(asked.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    for (const result of results)
      expect(await database.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.paymentId, result.paymentId))).toHaveLength(1);
    const taken = await numbers();
    expect(taken).toEqual(Array.from({ length: 14 }, (_, index) => index + 1));
  });
  it("splits shared children's registrations made on both processes at once, and the two parents' transfers imported at once pay each part once, with receipts numbered without a gap (decision 0058)", async () => {
    const { attempts } = await prepareRush(database.db, AUTH_SECRET, 6, 6);
    // Each child's file is shared with a second parent, who pays half of each registration.
    const seconds = await insertSignedInParents(database.db, AUTH_SECRET, 6, { firstName: "Second", lastName: "Parent" });
    for (const [index, attempt] of attempts.entries())
      await database.db.update(children).set({ secondParentId: seconds[index].id }).where(eq(children.id, attempt.body.childIds[0]));
    const registered = await Promise.all(
      attempts.map((attempt, index) =>
        send(index % 2 === 0 ? a : b, "POST", "/api/registrations", { cookie: attempt.cookie, body: attempt.body }),
      ),
    );
    expect(registered.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const results = await Promise.all(
      registered.map(async (answer) => (await answer.json()) as { paymentId: string; registrationId: string }),
    );
    const firsts = await database.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          results.map((result) => result.paymentId),
        ),
      );
    const parts = await database.db
      .select()
      .from(payerShares)
      .where(
        inArray(
          payerShares.registrationId,
          results.map((result) => result.registrationId),
        ),
      );
    expect(parts.map((part) => part.parentId).sort()).toEqual(seconds.map((second) => second.id).sort());
    for (const first of firsts) expect(first.amountCents).toBe(parts[0].amountCents);

    // The first parents' transfers in one statement, the second parents' in another, imported on A and B at once.
    const before = await database.db.select({ number: paymentReceipts.number }).from(paymentReceipts);
    const statements = [
      firsts.map((row) => ({ cents: row.amountCents, structured: row.structuredCommunication! })),
      parts.map((part) => ({ cents: part.amountCents, structured: part.structuredCommunication })),
    ].map((credits, index) =>
      codaFile({ sequence: String(600 + index), movements: credits.map((credit, n) => ({ sequence: n + 1, ...credit })) }),
    );
    const imported = await Promise.all(
      statements.map((file, index) =>
        fetch(`${[a, b][index].url}/api/admin/payments/import`, {
          method: "POST",
          headers: { origin: [a, b][index].url, cookie: adminCookie, "content-type": "application/octet-stream" },
          body: Buffer.from(file, "latin1"),
        }),
      ),
    );
    expect(imported.map((answer) => answer.status)).toEqual([200, 200]);
    const paidFirsts = await database.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          firsts.map((row) => row.id),
        ),
      );
    expect(paidFirsts.every((row) => row.status === "paid")).toBe(true);
    const paidParts = await database.db
      .select()
      .from(payerShares)
      .where(
        inArray(
          payerShares.id,
          parts.map((part) => part.id),
        ),
      );
    expect(paidParts.map((part) => [part.status, part.receivedCents])).toEqual(parts.map((part) => ["paid", part.amountCents]));
    // Twelve new receipts, six for the parts: the year's numbers still run without a gap or a double.
    const receipts = await database.db.select().from(paymentReceipts);
    expect(receipts.length - before.length).toBe(12);
    expect(
      receipts.filter((receipt) => receipt.payerShareId !== null && parts.some((part) => part.id === receipt.payerShareId)),
    ).toHaveLength(6);
    expect(receipts.map((receipt) => receipt.number).sort((x, y) => x - y)).toEqual(
      Array.from({ length: receipts.length }, (_, n) => n + 1),
    );
  });
});

/** A valid plaine form, as the administrators' page sends it. */
function plaineForm() {
  const start = addDaysIso(brusselsToday(), 40);
  return {
    title: "Plaine des Castors",
    description: "Jeux, bricolage et piscine.",
    startDate: start,
    endDate: addDaysIso(start, 4),
    locationName: "Parc",
    locationAddress: "Rue du Parc 1",
    locationPostalCode: "1000",
    locationCity: "Bruxelles",
    ageMin: "3",
    ageMax: "12",
    priceStandard: "85",
    capacity: "24",
  };
}

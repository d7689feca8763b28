import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { createTestDatabase, ENGINES } from "../../../tests/support/databases.ts";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { EMPTY_ASSOCIATION } from "../../domain/association.ts";
import { associationSettings, emailOutbox } from "../db/schema.ts";
import { openDatabase } from "../db/client.ts";
import { enqueueMail } from "./outbox.ts";
import { testMail } from "./templates.ts";
import { createTransport, type MailTransport } from "./transport.ts";
import { MailWorker, senderOf } from "./worker.ts";
import { TEST_SENDER } from "../../../tests/support/association.ts";

const silentLogger = { info: () => undefined } as unknown as Parameters<typeof createTransport>[1];

/** A port nothing listens on: the SMTP server "down". */
async function freePort(): Promise<number> {
  const smtp = await startSmtpServer();
  await smtp.close();
  return smtp.port;
}

describe.each(ENGINES)("mail delivery through a real SMTP server on %s", (engine) => {
  let t: TestApp;
  let smtp: TestSmtpServer | undefined;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp(engine, { SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  const worker = () => t.app.context.mailWorker;
  const row = async (key: string) => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, key)))[0];

  it("keeps a message while SMTP is down, then delivers it exactly once when it is back", async () => {
    expect(
      await t.app.context.mailer.queue({
        dedupeKey: "outage",
        kind: "test",
        to: "famille@example.org",
        cc: "inscriptions@example.org",
        ...testMail(TEST_SENDER),
      }),
    ).toBe(true);
    // No timer runs the worker in tests: queueing wakes it once, and the test wakes it again.
    expect(await worker().deliverDue()).toBe(0);
    const failed = await row("outage");
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpServer(port);
    // The retry waits for its backoff: move it to now rather than sleep.
    await t.db.update(emailOutbox).set({ nextAttemptAt: new Date() }).where(eq(emailOutbox.dedupeKey, "outage"));
    expect(await worker().deliverDue()).toBe(1);
    expect(await worker().deliverDue()).toBe(0);
    await smtp.waitForMessages(1);
    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message.subject).toBe("Test d'envoi d'e-mail");
    expect(message.text).toContain("Plaines Soleil ASBL");
    expect(message.html).toContain("<h1");
    expect(message.cc && !Array.isArray(message.cc) ? message.cc.text : "").toContain("inscriptions@example.org");
    expect(await row("outage")).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    // A site whose association has no name yet sends from MAIL_FROM as written.
    expect(message.from?.value).toEqual([{ name: "Plaines Soleil", address: "no-reply@plaines-soleil.be" }]);
  });

  it("sends from MAIL_FROM's address under the association's name, as its settings give it at the send", async () => {
    smtp ??= await startSmtpServer(port);
    await t.db
      .insert(associationSettings)
      .values({ ...EMPTY_ASSOCIATION.identity, name: 'Les Hiboux "Namur" ASBL' })
      .onConflictDoUpdate({ target: associationSettings.id, set: { name: 'Les Hiboux "Namur" ASBL' } });
    await t.app.context.mailer.queue({ dedupeKey: "sender", kind: "test", to: "famille@example.org", cc: null, ...testMail(TEST_SENDER) });
    expect(await worker().deliverDue()).toBe(1);
    await smtp.waitForMessages(2);
    expect(smtp.messages.at(-1)!.from?.value).toEqual([{ name: 'Les Hiboux "Namur" ASBL', address: "no-reply@plaines-soleil.be" }]);
    await t.db.update(associationSettings).set({ name: "" });
  });

  it("takes MAIL_FROM's address whether it names a sender or not", () => {
    expect(senderOf("Plaines Soleil <no-reply@plaines-soleil.be>", "Les Hiboux")).toEqual({
      name: "Les Hiboux",
      address: "no-reply@plaines-soleil.be",
    });
    expect(senderOf("envoi@hiboux.be", " Les Hiboux ")).toEqual({ name: "Les Hiboux", address: "envoi@hiboux.be" });
    expect(senderOf("Plaines Soleil <no-reply@plaines-soleil.be>", "  ")).toBe("Plaines Soleil <no-reply@plaines-soleil.be>");
  });

  it("never queues the same event twice", async () => {
    const mail = { dedupeKey: "once", kind: "test" as const, to: "a@example.org", ...testMail(TEST_SENDER) };
    expect(await t.app.context.mailer.queue(mail)).toBe(true);
    expect(await t.app.context.mailer.queue(mail)).toBe(false);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, "once"))).toHaveLength(1);
  });
});

/** An SMTP server that takes the first message's data and then never answers; later ones go through. */
async function startStalledSmtpServer() {
  const accepted: string[] = [];
  let stalled = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Closing at the end of the test drops the stalled connection instead of waiting for it.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (stalled === 0) {
          stalled += 1;
          return; // no answer, ever: the sender must give up on its own
        }
        accepted.push(Buffer.concat(chunks).toString());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, accepted, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(ENGINES)("a mail server that stalls, with two workers, on %s", (engine) => {
  it("gives up on a stalled send, lets nobody take the message for as long again, and delivers it once", async () => {
    const database = await createTestDatabase(engine);
    // Another process's connections, on PostgreSQL; the embedded database has one process.
    const other = engine === "postgres" ? await openDatabase({ databaseUrl: database.url }) : database;
    const smtp = await startStalledSmtpServer();
    const log = { warn: () => undefined, error: () => undefined };
    // The lease is renewed while the send waits (every 300 ms): it outlives the lease.
    const options = { from: "Plaines Soleil <no-reply@example.org>", leaseMs: 900, sendTimeoutMs: 1500, baseDelayMs: 100 };
    const first = new MailWorker(database.db, createTransport(smtp.url, silentLogger), log, options);
    const second = new MailWorker(other.db, createTransport(smtp.url, silentLogger), log, options);
    try {
      await enqueueMail(database.db, { dedupeKey: "stalled", kind: "test", to: "famille@example.org", ...testMail(TEST_SENDER) });
      const started = Date.now();
      const firstRun = first.deliverDue();
      // Past the first lease, still sending: the claim was renewed, the other worker finds nothing.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(await second.deliverDue()).toBe(0);
      expect(await firstRun).toBe(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
      const [afterTimeout] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, "stalled"));
      expect(afterTimeout).toMatchObject({ status: "pending", attempts: 1 });
      expect(afterTimeout.lastError).toMatch(/no answer from the mail server/);
      // The stalled send may still be going on: for as long again, nobody takes the message.
      expect(afterTimeout.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(started + 3000 - 50);
      expect(await second.deliverDue()).toBe(0);
      expect(await first.deliverDue()).toBe(0);

      await new Promise((resolve) => setTimeout(resolve, afterTimeout.nextAttemptAt.getTime() - Date.now() + 50));
      const sent = await Promise.all([first.deliverDue(), second.deliverDue()]);
      expect(sent[0] + sent[1]).toBe(1);
      expect(smtp.accepted).toHaveLength(1);
      const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, "stalled"));
      expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    } finally {
      await smtp.close();
      if (other !== database) await other.close();
      await database.dispose();
    }
  });
});

describe.each(ENGINES)("the sending rate of messages to families, with two workers, on %s", (engine) => {
  it("sends at most the rate per minute over both workers, the other e-mails whatever the rate, the rest once the minute has passed", async () => {
    const database = await createTestDatabase(engine);
    const other = engine === "postgres" ? await openDatabase({ databaseUrl: database.url }) : database;
    const log = { warn: () => undefined, error: () => undefined };
    const delivered: string[] = [];
    const transport: MailTransport = {
      kind: "log",
      send: async (message) => {
        delivered.push(message.to);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      close: () => undefined,
    };
    // The workers' clock, moved by the test rather than waited for.
    let now = new Date("2026-07-06T08:00:00Z").getTime();
    const options = {
      from: "Plaines Soleil <no-reply@example.org>",
      familyMessagesPerMinute: () => Promise.resolve(4),
      now: () => new Date(now),
    };
    const first = new MailWorker(database.db, transport, log, options);
    const second = new MailWorker(other.db, transport, log, options);
    try {
      for (let index = 1; index <= 10; index += 1) {
        await enqueueMail(database.db, {
          dedupeKey: `famille-${index}`,
          kind: "family-message",
          to: `famille-${index}@example.org`,
          ...testMail(TEST_SENDER),
        });
      }
      await enqueueMail(database.db, { dedupeKey: "mot-de-passe", kind: "test", to: "autre@example.org", ...testMail(TEST_SENDER) });
      const bothRun = async () => (await Promise.all([first.deliverDue(), second.deliverDue()])).reduce((a, b) => a + b, 0);

      // Four of the family messages in the first minute, whichever worker takes them, and the other e-mail.
      expect(await bothRun()).toBe(5);
      expect(delivered).toContain("autre@example.org");
      expect(delivered.filter((to) => to.startsWith("famille-"))).toHaveLength(4);
      // Still within the minute: nothing more, but an urgent text's e-mail, which the rate never holds back.
      now += 59_000;
      expect(await bothRun()).toBe(0);
      await enqueueMail(database.db, { dedupeKey: "urgent", kind: "urgent-text", to: "urgent@example.org", ...testMail(TEST_SENDER) });
      expect(await bothRun()).toBe(1);
      expect(delivered.at(-1)).toBe("urgent@example.org");
      // The minute passed: four more, then the last two a minute later.
      now += 2_000;
      expect(await bothRun()).toBe(4);
      expect(await bothRun()).toBe(0);
      now += 61_000;
      expect(await bothRun()).toBe(2);
      const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "family-message"));
      expect(rows.every((row) => row.status === "sent")).toBe(true);
      expect(new Set(delivered).size).toBe(12);
      expect(delivered).toHaveLength(12);
    } finally {
      if (other !== database) await other.close();
      await database.dispose();
    }
  });
});

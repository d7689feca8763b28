import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../../../tests/support/databases.ts";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { emailOutbox } from "../db/schema.ts";
import { testMail } from "./templates.ts";

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
        ...testMail(),
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
  });

  it("never queues the same event twice", async () => {
    const mail = { dedupeKey: "once", kind: "test", to: "a@example.org", ...testMail() };
    expect(await t.app.context.mailer.queue(mail)).toBe(true);
    expect(await t.app.context.mailer.queue(mail)).toBe(false);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, "once"))).toHaveLength(1);
  });
});

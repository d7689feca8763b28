import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { strFromU8, unzipSync } from "fflate";
import pg from "pg";
import { TestClock } from "pg-boss";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import type { CertificateRunView } from "../../src/domain/contracts/certificates.ts";
import { buildApp } from "../../src/server/app.ts";
import { sealChildNationalNumber, sealNationalNumber } from "../../src/server/crypto/sealed-fields.ts";
import { openDatabase } from "../../src/server/db/client.ts";
import {
  certificateRuns,
  childcareCertificates,
  children,
  emailOutbox,
  familyMessageRecipients,
  familyMessages,
  profiles,
} from "../../src/server/db/schema.ts";
import { testMail } from "../../src/server/mail/templates.ts";
import { jsonHeaders } from "../support/accounts.ts";
import { giveAddress, insertFamilyRegistration, markPresent, NUMBERS, saveOrganiser } from "../support/certificates.ts";
import { TEST_CIPHER, TEST_DATA_KEY } from "../support/data-keys.ts";
import { insertActivity } from "../support/factories.ts";
import { startFakeVonage } from "../support/fake-vonage.ts";
import { insertAdmin, insertChild, insertParents } from "../support/families.ts";
import { freePort, startServerProcess, type RunningServer } from "../support/server-process.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { TEST_SENDER } from "../support/association.ts";

/**
 * Two real server processes (`node src/server/main.ts`) on one PostgreSQL database are killed with
 * SIGKILL in the middle of a job; a fresh process takes the work up. Its job queue runs on a clock
 * the test moves (pg-boss's TestClock, which also moves the database's idea of now for the queue),
 * so the heartbeats' minute passes without being waited for. Decision 0037.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("the work of killed processes, taken up by another", { timeout: 150_000 }, () => {
  let t: TestApp | undefined;
  let servers: RunningServer[] = [];
  let taker: { app: FastifyInstance; close(): Promise<void> } | undefined;
  const cleanups: (() => Promise<void>)[] = [];

  afterEach(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
    await taker?.close();
    taker = undefined;
    for (const cleanup of cleanups.splice(0)) await cleanup();
    await t?.close();
  });

  /** Two server processes on the test's database, as production runs them (`each`: what differs for each one). */
  const startServers = async (env: Record<string, string> = {}, each: Record<string, string>[] = [{}, {}]) => {
    servers = await Promise.all(
      each.map(async (own) =>
        startServerProcess(await freePort(), {
          env: {
            DATABASE_URL: t!.database.url!,
            AUTH_SECRET: "killed-processes-secret-of-32-chars-at-least",
            DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
            DEMO_DATA: "false",
            ...env,
            ...own,
          },
          timeoutMs: 120_000,
        }),
      ),
    );
  };

  const killServers = async () => {
    await Promise.all(
      servers.map(async (server) => {
        const exited = new Promise((resolve) => server.process.once("exit", resolve));
        server.process.kill("SIGKILL");
        await exited;
      }),
    );
    servers = [];
  };

  /** A fresh process that runs jobs, its queue on `clock`. */
  const startTaker = async (clock: TestClock) => {
    const database = await openDatabase({ databaseUrl: t!.database.url! });
    const app = await buildApp({ config: t!.config, database, runJobs: true, jobClock: clock });
    await app.ready();
    taker = {
      app,
      async close() {
        await app.close();
        await database.close();
      },
    };
  };

  /** Moves the clock a second at a time until `done` holds; answers the moved seconds. */
  const advanceUntil = async (clock: TestClock, done: () => Promise<boolean>, maxSeconds: number, realMsPerSecond = 20) => {
    const start = clock.now();
    while (!(await done())) {
      if (clock.now() - start > maxSeconds * 1000) throw new Error(`not done after ${maxSeconds} s of the moved clock`);
      await clock.tick(1000);
      await new Promise((resolve) => setTimeout(resolve, realMsPerSecond));
    }
    return (clock.now() - start) / 1000;
  };

  it("takes up a year's certificate run within a minute, and re-issues nothing it had issued", async () => {
    t = await createTestApp("postgres");
    const admin = await insertAdmin(t);
    const starting = startServers();
    await saveOrganiser(t, admin.cookie);
    // 12 families of two children, each at two plaines of the summer: 24 certificates.
    const july = (await insertActivity(t.db, { title: "Plaine de juillet", startDate: "2026-07-06", endDate: "2026-07-10" })).id;
    const august = (await insertActivity(t.db, { title: "Plaine d'août", startDate: "2026-08-03", endDate: "2026-08-07" })).id;
    for (const parent of await insertParents(t, 12)) {
      await giveAddress(t.db, parent.id);
      await t.db
        .update(profiles)
        .set({ nationalNumber: sealNationalNumber(TEST_CIPHER, parent.id, NUMBERS.parent) })
        .where(eq(profiles.id, parent.id));
      const childIds: string[] = [];
      for (const number of [NUMBERS.lea, NUMBERS.noe]) {
        const id = (await insertChild(t.db, parent.id, { birthDate: number.birthDate })).id;
        await t.db
          .update(children)
          .set({ nationalNumber: sealChildNationalNumber(TEST_CIPHER, id, number.digits) })
          .where(eq(children.id, id));
        childIds.push(id);
      }
      for (const [activityId, day] of [
        [july, "2026-07-0"],
        [august, "2026-08-0"],
      ]) {
        await insertFamilyRegistration(t.db, {
          parentId: parent.id,
          activityId,
          childIds,
          amountCents: 15_000,
          paidAt: new Date("2026-06-01T10:00:00Z"),
        });
        for (const childId of childIds) await markPresent(t.db, activityId, childId, [`${day}6`, `${day}7`]);
      }
    }
    await starting;

    // The test holds the lock under which certificates are numbered: the run issues one family
    // each time the test lets go of it, and stops at the ninth, where both processes are killed.
    const lock = new pg.Client({ connectionString: t.database.url });
    await lock.connect();
    cleanups.push(() => lock.end());
    await lock.query("select pg_advisory_lock(28186, 2026)");
    const started = await t.app.inject({
      method: "POST",
      url: "/api/admin/certificates/runs",
      headers: jsonHeaders(t, admin.cookie),
      payload: { year: 2026 },
    });
    expect(started.statusCode).toBe(200);
    const runId = started.json<CertificateRunView>().id;
    const runRow = async () => (await t!.db.select().from(certificateRuns).where(eq(certificateRuns.id, runId)))[0];
    const deadline = Date.now() + 60_000;
    while ((await runRow()).total === 0) {
      if (Date.now() > deadline) throw new Error("no process took the run");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Each time, the run waits on the lock before the test lets go of it: it then takes it first
    // (PostgreSQL grants a lock in the order it was asked), whatever the machine's pace.
    const runWaiting = async () => {
      const until = Date.now() + 60_000;
      for (;;) {
        const { rows } = await lock.query<{ waiting: number }>(
          "select count(*)::int as waiting from pg_locks where locktype = 'advisory' and classid = 28186 and objid = 2026 and objsubid = 2 and not granted",
        );
        if (rows[0].waiting > 0) return;
        if (Date.now() > until) throw new Error("the run never waited on the certificates' lock");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    for (let family = 0; family < 8; family += 1) {
      await runWaiting();
      await lock.query("select pg_advisory_unlock(28186, 2026)");
      await lock.query("select pg_advisory_lock(28186, 2026)");
    }
    const before = await t.db.select().from(childcareCertificates);
    const killedRun = await runRow();
    expect(killedRun).toMatchObject({ status: "running", total: 24 });
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThan(24);

    const clock = new TestClock(Date.now());
    await killServers();
    await lock.query("select pg_advisory_unlock(28186, 2026)");
    await startTaker(clock);
    // Taken up: the run claimed again by the fresh process.
    const resumed = await advanceUntil(clock, async () => (await runRow()).startedAt?.getTime() !== killedRun.startedAt?.getTime(), 120);
    console.log(`certificate run taken up ${resumed} s (moved clock) after kill -9 of both processes`);
    expect(resumed).toBeLessThanOrEqual(60);
    await advanceUntil(clock, async () => (await runRow()).status === "done", 120, 50);

    const done = await runRow();
    expect(done).toMatchObject({ status: "done", total: 24, done: 24, issued: 24, corrected: 0 });
    const after = await t.db.select().from(childcareCertificates);
    expect(after).toHaveLength(24);
    expect(after.every((row) => row.version === 1 && row.correctedAt === null)).toBe(true);
    const sequenceOf = new Map(after.map((row) => [row.id, row.sequence]));
    expect(before.map((row) => sequenceOf.get(row.id))).toEqual(before.map((row) => row.sequence));
    expect(new Set(after.map((row) => row.sequence)).size).toBe(24);

    const zip = await t.app.inject({
      method: "GET",
      url: `/api/admin/certificates/runs/${runId}/archive`,
      headers: { cookie: admin.cookie },
    });
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const xml = strFromU8(files["belcotax-281.86-2026.xml"]);
    expect(xml.match(/<f2028_typetraitement>0<\/f2028_typetraitement>/g)).toHaveLength(24);
    expect(xml).not.toContain("<f2028_typetraitement>1</f2028_typetraitement>");
    expect(strFromU8(files["resume-2026.csv"])).not.toContain("rectificative");
  });

  it("delivers every message after a kill in the middle of a send, and only that one may arrive twice", async () => {
    const smtp = await startHoldingSmtpServer(8);
    cleanups.push(() => smtp.close());
    t = await createTestApp("postgres", { SMTP_URL: smtp.url });
    await startServers({ SMTP_URL: smtp.url });
    for (let index = 1; index <= 40; index += 1) {
      await t.app.context.mailer.queue({
        dedupeKey: `famille-${index}`,
        kind: "test",
        to: `famille-${index}@example.org`,
        ...testMail(TEST_SENDER),
      });
    }
    // The eighth message reached the server, which holds its answer: both processes die there.
    await smtp.held;
    const clock = new TestClock(Date.now());
    const killedAt = Date.now();
    await killServers();
    smtp.release();
    expect(smtp.ids()).toHaveLength(8);

    await startTaker(clock);
    const resumed = await advanceUntil(clock, () => Promise.resolve(smtp.ids().length > 8), 120);
    console.log(`mail delivery resumed ${resumed} s (moved clock) after kill -9 of both processes`);
    expect(resumed).toBeLessThanOrEqual(60);
    // The message in flight waits for its lease, in real time (the outbox reads the database's clock).
    const allSent = async () => (await t!.db.select().from(emailOutbox).where(eq(emailOutbox.status, "sent"))).length === 40;
    await advanceUntil(clock, allSent, 3600, 100);
    console.log(`the message in flight at the kill delivered ${(Date.now() - killedAt) / 1000} s (real time) after it`);
    // A minute more: nothing else arrives.
    await clock.tick(60_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = await t.db.select().from(emailOutbox);
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(40);

    const ids = smtp.ids();
    expect(new Set(ids).size).toBe(40);
    expect(ids.length === 40 || ids.length === 41).toBe(true);
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect([...counts.values()].filter((count) => count > 1).length).toBeLessThanOrEqual(1);
  });

  it("takes up the urgent texts' SMS within a minute, and sends none twice but the one in flight (decision 0062)", async () => {
    const fake = await startFakeVonage();
    cleanups.push(() => fake.close());
    t = await createTestApp("postgres", fake.env);
    const plaine = await insertActivity(t.db, { title: "Plaine du jour" });
    const [message] = await t.db
      .insert(familyMessages)
      .values({
        activityId: plaine.id,
        filter: { kind: "day", day: plaine.startDate },
        subject: "Message urgent",
        body: "La plaine ferme à 15 h.",
        sendAt: new Date(),
        state: "sent",
        sentAt: new Date(),
        channel: "sms",
        recipientCount: 13,
      })
      .returning();
    const parents = await insertParents(t, 13);
    const phone = (index: number) => `+3247000${String(index).padStart(4, "0")}`;
    // The first family's text left before the restart; the twelve others wait.
    await t.db.insert(familyMessageRecipients).values(
      parents.map((parent, index) => ({
        messageId: message.id,
        parentId: parent.id,
        subject: message.subject,
        body: message.body,
        phone: phone(index),
        smsStatus: index === 0 ? ("sent" as const) : ("pending" as const),
        smsProviderId: index === 0 ? "SENT-BEFORE" : null,
        smsSentAt: index === 0 ? new Date() : null,
        smsNextAttemptAt: new Date(),
      })),
    );

    const held = fake.holdAt(5);
    await startServers(fake.env);
    t.app.context.sms.deliverSoon();
    // The fifth text reached the provider, which holds its answer: both processes die there.
    await held;
    const clock = new TestClock(Date.now());
    const killedAt = Date.now();
    await killServers();
    fake.release();
    expect(fake.received).toHaveLength(5);

    await startTaker(clock);
    const resumed = await advanceUntil(clock, () => Promise.resolve(fake.received.length > 5), 120);
    console.log(`urgent texts resumed ${resumed} s (moved clock) after kill -9 of both processes`);
    expect(resumed).toBeLessThanOrEqual(60);
    // The text in flight waits for its lease, in real time (the claim reads the database's clock).
    const rows = () => t!.db.select().from(familyMessageRecipients).where(eq(familyMessageRecipients.messageId, message.id));
    await advanceUntil(clock, async () => (await rows()).every((row) => row.smsStatus === "sent"), 3600, 100);
    console.log(`the text in flight at the kill sent ${(Date.now() - killedAt) / 1000} s (real time) after it`);
    await clock.tick(60_000);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const numbers = fake.received.map((sms) => `+${sms.to}`);
    // Sent before the restart: never again.
    expect(numbers).not.toContain(phone(0));
    expect(new Set(numbers)).toEqual(new Set(parents.slice(1).map((_, index) => phone(index + 1))));
    expect(numbers.length === 12 || numbers.length === 13).toBe(true);
    const [before] = (await rows()).filter((row) => row.phone === phone(0));
    expect(before.smsProviderId).toBe("SENT-BEFORE");
  });
  it("delivers a message to families whole after the process sending it is killed: each family its own e-mail, one may arrive twice", async () => {
    // Each process sends through its own port of the same server: the held e-mail says which one was delivering.
    const smtp = await startHoldingSmtpServer(5, 2);
    cleanups.push(() => smtp.close());
    t = await createTestApp("postgres", { SMTP_URL: smtp.url });
    const admin = await insertAdmin(t);
    const plaine = await insertActivity(t.db, { title: "Plaine de juillet" });
    const families = await insertParents(t, 12);
    for (const parent of families) {
      const child = await insertChild(t.db, parent.id);
      await insertFamilyRegistration(t.db, { parentId: parent.id, activityId: plaine.id, childIds: [child.id], amountCents: 10_000 });
    }
    await startServers(
      {},
      smtp.urls.map((url) => ({ SMTP_URL: url })),
    );
    const written = await t.app.inject({
      method: "POST",
      url: "/api/admin/messages",
      headers: jsonHeaders(t, admin.cookie),
      payload: {
        activityId: plaine.id,
        filter: { kind: "all" },
        subject: "Cette semaine",
        body: "Bonjour {prenom}, à lundi avec {enfants}.",
      },
    });
    expect(written.statusCode, written.body).toBe(201);

    // The fifth e-mail reached the server, which holds its answer: the process sending it dies there.
    const heldOn = await smtp.held;
    const delivering = servers[heldOn];
    const exited = new Promise((resolve) => delivering.process.once("exit", resolve));
    delivering.process.kill("SIGKILL");
    await exited;
    servers = servers.filter((server) => server !== delivering);
    const killedAt = Date.now();
    smtp.release();

    // The other process delivers the rest, and the one in flight once its lease (30 s, real time) is over.
    const ours = () => t!.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "family-message"));
    const deadline = Date.now() + 130_000;
    while ((await ours()).filter((row) => row.status === "sent").length < 12) {
      if (Date.now() > deadline) throw new Error("the message's e-mails were not all delivered");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const rows = await ours();
    expect(rows).toHaveLength(12);

    const addresses = families.map((parent) => parent.email);
    const mails = smtp.mails();
    // Each family its own e-mail, to its address alone (no copy), naming no other family.
    const perAddress = new Map<string, number>();
    for (const mail of mails) {
      expect(mail.to).toHaveLength(1);
      expect(mail.cc + mail.bcc).toBe(0);
      const [to] = mail.to;
      expect(addresses).toContain(to);
      perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
      for (const other of addresses) if (other !== to) expect(mail.raw).not.toContain(other);
    }
    expect([...perAddress.keys()].sort()).toEqual([...addresses].sort());
    // Only the one in flight at the kill may have arrived twice.
    expect(mails.length === 12 || mails.length === 13).toBe(true);
    expect([...perAddress.values()].filter((count) => count > 1).length).toBeLessThanOrEqual(1);
    console.log(
      `message to 12 families: ${mails.length} e-mails received, the last ${(Date.now() - killedAt) / 1000} s (real time) after kill -9 of the process delivering the fifth`,
    );
  }, 240_000);
});

/**
 * An SMTP server that keeps every message it receives, and withholds its answer to the `holdAt`th
 * one (already kept: the sender cannot know it arrived) until released. It listens on `ports`
 * ports, one per process that sends to it, and says on which one the held message came
 * (`heldOn`, the index of its url): which process was delivering it.
 */
async function startHoldingSmtpServer(holdAt: number, ports = 1) {
  const received: { id: string; to: string[]; cc: number; bcc: number; raw: string }[] = [];
  let release: () => void = () => undefined;
  let reached: (port: number) => void = () => undefined;
  const held = new Promise<number>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const listen = async (index: number) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      closeTimeout: 100,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then(async (mail) => {
              const addresses = (field: typeof mail.to) =>
                (Array.isArray(field) ? field : field ? [field] : []).flatMap((entry) => entry.value);
              received.push({
                id: mail.messageId ?? "",
                to: addresses(mail.to).map((entry) => entry.address ?? ""),
                cc: addresses(mail.cc).length,
                bcc: addresses(mail.bcc).length,
                raw: raw.toString("utf8"),
              });
              if (received.length === holdAt) {
                reached(index);
                await released;
              }
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as { port: number };
    return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  };
  const servers = await Promise.all(Array.from({ length: ports }, (_, index) => listen(index)));
  return {
    url: servers[0].url,
    urls: servers.map((server) => server.url),
    held,
    release,
    ids: () => received.map((mail) => mail.id),
    mails: () => [...received],
    close: () => Promise.all(servers.map((server) => server.close())).then(() => undefined),
  };
}

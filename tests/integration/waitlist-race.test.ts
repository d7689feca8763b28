import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  activities,
  children,
  emailOutbox,
  profiles,
  registrations,
  waitlistEntries,
  waitlistEntryChildren,
} from "../../src/server/db/schema.ts";
import { runWaitlistOffers } from "../../src/server/modules/waitlist/offer-expiry.ts";
import { TEST_DATA_KEY } from "../support/data-keys.ts";
import { ENGINES } from "../support/databases.ts";
import { insertActivity } from "../support/factories.ts";
import { birthDateForAge, insertSignedInParents } from "../support/families.ts";
import { freePort, type RunningServer, startServerProcess } from "../support/server-process.ts";
import { createTestApp, secondInstance, type TestApp } from "../support/test-app.ts";
import { typedActivityForm } from "../support/activity-form.ts";

/**
 * Issue #25, point 5: 50 parents registering, 20 families joining the waiting list, parents
 * cancelling and an administrator raising the capacity, all at once — on PostgreSQL from two app
 * instances on separate pools — then offers expiring on both instances' jobs at once and offers
 * accepted while others register. After each round: places taken + offered never exceed the
 * capacity (they equal it minus what is free), every offer went to the earliest entry that fitted,
 * and every offer e-mail was queued once. On PostgreSQL a last round does it again through two
 * real server processes, whose own jobs end the offers (WAITLIST_OFFER_SECONDS: they last seconds).
 */
const AUTH_SECRET = "waitlist-race-secret-of-at-least-32-characters";
const CAPACITY = 20;
/** How long an offer lasts on the server processes of the last round. */
const PROCESS_OFFER_SECONDS = 10;

type App = TestApp["app"];

describe.each(ENGINES)("waiting list under concurrency on %s", (engine) => {
  let t: TestApp;
  let apps: App[];
  let closeOthers: () => Promise<void>;

  beforeAll(async () => {
    t = await createTestApp(engine, { AUTH_SECRET });
    ({ apps, close: closeOthers } = await secondInstance(t));
  }, 60_000);
  afterAll(async () => {
    await closeOthers();
    await t.close();
  });

  const call = (i: number, method: "POST" | "PUT" | "DELETE", url: string, cookie: string, payload?: object) =>
    apps[i % apps.length].inject({
      method,
      url,
      headers: payload
        ? { origin: t.config.publicUrl, "content-type": "application/json", cookie }
        : { origin: t.config.publicUrl, cookie },
      ...(payload ? { payload } : {}),
    });

  /** Parents with `perFamily` children each, of the plaine's age. */
  async function families(plaine: { startDate: string }, count: number, perFamily: (i: number) => number) {
    const parents = await insertSignedInParents(t.db, AUTH_SECRET, count);
    return Promise.all(
      parents.map(async (parent, i) => {
        const kids = await t.db
          .insert(children)
          .values(
            Array.from({ length: perFamily(i) }, (_, k) => ({
              parentId: parent.id,
              firstName: `Enfant${k}`,
              lastName: "Course",
              birthDate: birthDateForAge(7, plaine.startDate),
            })),
          )
          .returning({ id: children.id });
        return { ...parent, childIds: kids.map((kid) => kid.id) };
      }),
    );
  }

  /** The invariants of issue #25, read from the database at rest. */
  async function expectInvariants(activityId: string) {
    const [plaine] = await t.db.select().from(activities).where(eq(activities.id, activityId));
    const [{ live }] = await t.db
      .select({ live: sql<number>`count(*)::int` })
      .from(registrations)
      .where(and(eq(registrations.activityId, activityId), sql`${registrations.status} <> 'cancelled'`));
    const entries = await t.db
      .select({
        id: waitlistEntries.id,
        position: waitlistEntries.position,
        status: waitlistEntries.status,
        offerPlaces: waitlistEntries.offerPlaces,
        offerCount: waitlistEntries.offerCount,
        places: sql<number>`(select count(*)::int from ${waitlistEntryChildren} where ${waitlistEntryChildren.entryId} = ${waitlistEntries.id})`,
      })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.activityId, activityId));
    const offered = entries.filter((entry) => entry.status === "offered").reduce((sum, entry) => sum + (entry.offerPlaces ?? 0), 0);
    // Never oversold: taken + offered + free is the capacity exactly.
    expect(live + offered + plaine.remainingSpots).toBe(plaine.capacity);
    expect(live + offered).toBeLessThanOrEqual(plaine.capacity);
    // Never skipped: no family still waiting fits in the free places, and none was passed over by a
    // later family as small as or smaller than itself.
    const waiting = entries.filter((entry) => entry.status === "waiting");
    for (const entry of waiting) {
      expect(entry.places).toBeGreaterThan(plaine.remainingSpots);
      const passedBy = entries.filter((other) => other.position > entry.position && other.offerCount > 0 && other.places >= entry.places);
      expect(passedBy).toEqual([]);
    }
    const mails = await t.db
      .select({ key: emailOutbox.dedupeKey })
      .from(emailOutbox)
      .where(
        inArray(
          sql`split_part(${emailOutbox.dedupeKey}, ':', 2)`,
          entries.map((entry) => entry.id),
        ),
      );
    // Every family told once that it joined, and every offer e-mailed once.
    const joined = mails.filter((mail) => mail.key.startsWith("waitlist-joined:"));
    expect(joined.length).toBe(entries.length);
    expect(mails.length - joined.length).toBe(entries.reduce((sum, entry) => sum + entry.offerCount, 0));
    return { plaine, entries, live };
  }

  it("never oversells nor skips anybody, and mails every offer once", { timeout: 240_000 }, async () => {
    const plaine = await insertActivity(t.db, { title: "La ruée d'attente", capacity: CAPACITY, remainingSpots: CAPACITY });
    const [adminUser] = await insertSignedInParents(t.db, AUTH_SECRET, 1);
    await t.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, adminUser.id));

    // Round 1: 50 parents register at once (1 or 2 children); the plaine fills.
    const registering = await families(plaine, 50, (i) => 1 + (i % 2));
    const registered = await Promise.all(
      registering.map((f, i) =>
        call(i, "POST", "/api/registrations", f.cookie, {
          activityId: plaine.id,
          childIds: f.childIds,
          paymentMethod: "bank_transfer",
          acceptTerms: true,
        }),
      ),
    );
    expect(registered.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
    const round1 = await expectInvariants(plaine.id);
    expect(round1.plaine.remainingSpots).toBeLessThan(2);

    // Round 2: 20 families join (1 or 2 children) while 8 families cancel, 10 more try to
    // register and the administrator raises the capacity by 3.
    const joiners = await families(plaine, 20, (i) => (i % 3 === 0 ? 2 : 1));
    const made = registering.filter((_, i) => registered[i].statusCode === 201);
    const cancelled = made.slice(0, 8);
    const liveIds = await t.db
      .select({ id: registrations.id, parentId: registrations.parentId })
      .from(registrations)
      .where(
        inArray(
          registrations.parentId,
          cancelled.map((f) => f.id),
        ),
      );
    const latecomers = await families(plaine, 10, () => 1);
    const form = raisedForm(plaine, String(CAPACITY + 3));
    // The last place (if any) is taken, then the 20 families join at once while latecomers are refused.
    const [filler] = await families(plaine, 1, () => 1);
    if (round1.plaine.remainingSpots > 0)
      expect(
        (
          await call(0, "POST", "/api/registrations", filler.cookie, {
            activityId: plaine.id,
            childIds: filler.childIds,
            paymentMethod: "bank_transfer",
            acceptTerms: true,
          })
        ).statusCode,
      ).toBe(201);
    const joins = await Promise.all([
      ...joiners.map((f, i) => call(i, "POST", "/api/waitlist", f.cookie, { activityId: plaine.id, childIds: f.childIds })),
      ...latecomers.slice(0, 5).map((f, i) =>
        call(i + 1, "POST", "/api/registrations", f.cookie, {
          activityId: plaine.id,
          childIds: f.childIds,
          paymentMethod: "bank_transfer",
          acceptTerms: true,
        }),
      ),
    ]);
    expect(joins.map((answer) => answer.statusCode)).toEqual([...joiners.map(() => 201), ...latecomers.slice(0, 5).map(() => 409)]);
    await expectInvariants(plaine.id);

    // Cancellations race the offers they cause, more registrations and the capacity raised by 3.
    const round2 = await Promise.all([
      ...liveIds.map((row, i) =>
        call(i + 1, "POST", `/api/registrations/${row.id}/cancel`, cancelled.find((f) => f.id === row.parentId)!.cookie),
      ),
      ...latecomers.slice(5).map((f, i) =>
        call(i, "POST", "/api/registrations", f.cookie, {
          activityId: plaine.id,
          childIds: f.childIds,
          paymentMethod: "bank_transfer",
          acceptTerms: true,
        }),
      ),
      call(1, "PUT", `/api/admin/activities/${plaine.id}`, adminUser.cookie, form),
    ]);
    expect(round2.every((answer) => answer.statusCode < 500)).toBe(true);
    const afterRound2 = await expectInvariants(plaine.id);
    expect(afterRound2.plaine.capacity).toBe(CAPACITY + 3);
    expect(afterRound2.entries.some((entry) => entry.status === "offered")).toBe(true);

    // Round 3: every offer expires; both instances' jobs run at the same moment; the next get them once.
    const later = new Date(Date.now() + 49 * 3_600_000);
    const deps = (app: App) => ({ db: app.context.db, config: t.config, mailer: app.context.mailer, publicCache: app.context.publicCache });
    const runs = await Promise.all(apps.map((app) => runWaitlistOffers(deps(app), later)));
    const expiredCount = afterRound2.entries.filter((entry) => entry.status === "offered").length;
    expect(runs.reduce((sum, run) => sum + run.expired, 0)).toBe(expiredCount);
    const afterRound3 = await expectInvariants(plaine.id);

    // Round 4: families accept their offers (each also tried by another family, refused) while others register.
    const offers = afterRound3.entries.filter((entry) => entry.status === "offered");
    const owners = await t.db
      .select({ id: waitlistEntries.id, parentId: waitlistEntries.parentId })
      .from(waitlistEntries)
      .where(
        inArray(
          waitlistEntries.id,
          offers.map((entry) => entry.id),
        ),
      );
    const everyone = [...joiners, ...registering, ...latecomers];
    const accepting = owners.flatMap((owner, i) => {
      const family = everyone.find((f) => f.id === owner.parentId)!;
      const intruder = latecomers[i % latecomers.length];
      return [
        call(i, "POST", "/api/registrations", family.cookie, {
          activityId: plaine.id,
          childIds: family.childIds,
          paymentMethod: "bank_transfer",
          acceptTerms: true,
          offerId: owner.id,
        }),
        call(i + 1, "POST", "/api/registrations", intruder.cookie, {
          activityId: plaine.id,
          childIds: intruder.childIds,
          paymentMethod: "bank_transfer",
          acceptTerms: true,
          offerId: owner.id,
        }),
      ];
    });
    const round4 = await Promise.all(accepting);
    round4.forEach((answer, i) => expect(answer.statusCode, answer.body).toBe(i % 2 === 0 ? 201 : 404));
    const final = await expectInvariants(plaine.id);
    expect(final.entries.filter((entry) => entry.status === "accepted")).toHaveLength(offers.length);
  });

  it.runIf(engine === "postgres")(
    "never oversells nor skips anybody from two server processes, whose jobs end each offer once",
    { timeout: 360_000 },
    async () => {
      const started = await Promise.allSettled([startServer(t), startServer(t)]);
      const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
      if (servers.length < 2) {
        await Promise.all(servers.map((server) => server.stop()));
        throw (started.find((result) => result.status === "rejected") as PromiseRejectedResult).reason;
      }
      try {
        const capacity = 10;
        const plaine = await insertActivity(t.db, { title: "La ruée des processus", capacity, remainingSpots: capacity });
        const over = (i: number, method: "POST" | "PUT", url: string, cookie: string, payload?: object) => {
          const server = servers[i % servers.length];
          return fetch(`${server.url}${url}`, {
            method,
            headers: payload ? { origin: server.url, "content-type": "application/json", cookie } : { origin: server.url, cookie },
            ...(payload ? { body: JSON.stringify(payload) } : {}),
          }).then(async (response) => ({ status: response.status, body: await response.text() }));
        };
        const registration = (f: { childIds: string[] }, offerId?: string) => ({
          activityId: plaine.id,
          childIds: f.childIds,
          paymentMethod: "bank_transfer",
          acceptTerms: true,
          ...(offerId ? { offerId } : {}),
        });
        const [adminUser] = await insertSignedInParents(t.db, AUTH_SECRET, 1);
        await t.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, adminUser.id));

        // 16 parents of one child each register at once through both processes: 10 places, 6 refusals.
        const registering = await families(plaine, 16, () => 1);
        const registered = await Promise.all(registering.map((f, i) => over(i, "POST", "/api/registrations", f.cookie, registration(f))));
        expect(registered.map((answer) => answer.status).sort()).toEqual([
          ...Array.from({ length: 10 }, () => 201),
          ...Array.from({ length: 6 }, () => 409),
        ]);
        await expectInvariants(plaine.id);

        // 12 families join at once (one in three with two children).
        const joiners = await families(plaine, 12, (i) => (i % 3 === 0 ? 2 : 1));
        const joins = await Promise.all(
          joiners.map((f, i) => over(i, "POST", "/api/waitlist", f.cookie, { activityId: plaine.id, childIds: f.childIds })),
        );
        expect(joins.map((answer) => answer.status)).toEqual(joiners.map(() => 201));
        await expectInvariants(plaine.id);

        // 4 cancellations, 4 latecomers and the capacity raised by 2, all at once: 6 places come back.
        const made = registering.filter((_, i) => registered[i].status === 201);
        const cancelling = await t.db
          .select({ id: registrations.id, parentId: registrations.parentId })
          .from(registrations)
          .where(
            inArray(
              registrations.parentId,
              made.slice(0, 4).map((f) => f.id),
            ),
          );
        const latecomers = await families(plaine, 4, () => 1);
        const form = raisedForm(plaine, String(capacity + 2));
        const freeing = await Promise.all([
          ...cancelling.map((row, i) =>
            over(i, "POST", `/api/registrations/${row.id}/cancel`, made.find((f) => f.id === row.parentId)!.cookie),
          ),
          ...latecomers.map((f, i) => over(i + 1, "POST", "/api/registrations", f.cookie, registration(f))),
          over(0, "PUT", `/api/admin/activities/${plaine.id}`, adminUser.cookie, form),
        ]);
        expect(freeing.every((answer) => answer.status < 500)).toBe(true);
        const afterFreeing = await expectInvariants(plaine.id);
        const offered = afterFreeing.entries.filter((entry) => entry.status === "offered");
        expect(offered.length).toBeGreaterThan(0);

        // Half the offers are accepted at once, each also tried by another family (refused); the
        // others are left to run out on the processes' jobs.
        const owners = await t.db
          .select({ id: waitlistEntries.id, parentId: waitlistEntries.parentId })
          .from(waitlistEntries)
          .where(
            inArray(
              waitlistEntries.id,
              offered.map((entry) => entry.id),
            ),
          );
        const accepted = owners.slice(0, Math.ceil(owners.length / 2));
        const accepting = await Promise.all(
          accepted.flatMap((owner, i) => {
            const family = joiners.find((f) => f.id === owner.parentId)!;
            const intruder = latecomers[i % latecomers.length];
            return [
              over(i, "POST", "/api/registrations", family.cookie, registration(family, owner.id)),
              over(i + 1, "POST", "/api/registrations", intruder.cookie, registration(intruder, owner.id)),
            ];
          }),
        );
        accepting.forEach((answer, i) => expect(answer.status, answer.body).toBe(i % 2 === 0 ? 201 : 404));
        await expectInvariants(plaine.id);

        // The offers left unanswered expire on the processes' jobs (both run them every few
        // seconds): each once, the next families in line get one offer and one e-mail each.
        const leftToExpire = owners.slice(accepted.length).map((owner) => owner.id);
        await vi.waitFor(
          async () => {
            const rows = await t.db.select().from(waitlistEntries).where(inArray(waitlistEntries.id, leftToExpire));
            expect(rows.map((row) => row.status)).toEqual(leftToExpire.map(() => "expired"));
          },
          { timeout: (PROCESS_OFFER_SECONDS + 60) * 1000, interval: 500 },
        );
        const afterExpiry = await expectInvariants(plaine.id);
        expect(afterExpiry.entries.filter((entry) => leftToExpire.includes(entry.id)).map((entry) => entry.offerCount)).toEqual(
          leftToExpire.map(() => 1),
        );
        expect(afterExpiry.entries.filter((entry) => entry.status === "accepted")).toHaveLength(accepted.length);
        // The processes' outbox jobs sent each offer's e-mail, and each family's 'joined' e-mail,
        // once (no SMTP: logged), in one attempt.
        const entryIds = afterExpiry.entries.map((entry) => entry.id);
        await vi.waitFor(
          async () => {
            const mails = await t.db
              .select({ status: emailOutbox.status, attempts: emailOutbox.attempts })
              .from(emailOutbox)
              .where(inArray(sql`split_part(${emailOutbox.dedupeKey}, ':', 2)`, entryIds));
            expect(mails.length).toBe(afterExpiry.entries.reduce((sum, entry) => sum + entry.offerCount, entryIds.length));
            expect(mails.every((mail) => mail.status === "sent" && mail.attempts === 1)).toBe(true);
          },
          { timeout: 30_000, interval: 500 },
        );
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
    },
  );
});

/**
 * `node src/server/main.ts` on the test database, as production starts it but for offers that
 * last seconds (a knob refused under NODE_ENV=production); its files stay in the test's folder.
 */
async function startServer(t: TestApp): Promise<RunningServer> {
  const port = await freePort();
  return startServerProcess(port, {
    env: {
      NODE_ENV: "test",
      DATABASE_URL: t.database.url!,
      AUTH_SECRET,
      DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
      DEMO_DATA: "false",
      DATA_DIR: path.join(t.database.dataDir, `server-${port}`),
      WAITLIST_OFFER_SECONDS: String(PROCESS_OFFER_SECONDS),
    },
    // Two cold starts at once on two busy cores can take a while.
    timeoutMs: 150_000,
  });
}

/** The plaine's form as an administrator sends it back with `capacity` places. */
function raisedForm(plaine: Awaited<ReturnType<typeof insertActivity>>, capacity: string) {
  return typedActivityForm(plaine.startDate, {
    title: plaine.title,
    description: plaine.description,
    endDate: plaine.endDate,
    locationName: plaine.locationName,
    locationAddress: plaine.locationAddress,
    locationPostalCode: plaine.locationPostalCode,
    locationCity: plaine.locationCity,
    capacity,
  });
}

import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import { jsonHeaders } from "../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { birthDateForAge, insertAdmin, insertChild, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { openDatabase } from "../../db/client.ts";
import { activities, auditLog, emailOutbox, payments, registrations } from "../../db/schema.ts";
import { Mailer } from "../../mail/mailer.ts";
import { cancelOverdueTransfers, type DeadlineDeps, sendPaymentReminders, transfersDueSoon } from "./deadlines.ts";

const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)("bank-transfer reminders and deadlines on %s", (engine) => {
  let t: TestApp;
  let deps: DeadlineDeps;
  let admin: TestParent;
  let parent: TestParent;

  /** A fresh plaine starting in `startsIn` days, and one child registered by transfer now. */
  async function registerByTransfer(startsIn = 60) {
    const start = addDaysIso(brusselsToday(), startsIn);
    const plaine = await insertActivity(t.db, { startDate: start, endDate: addDaysIso(start, 4), capacity: 5, remainingSpots: 5 });
    const child = await insertChild(t.db, parent.id, { firstName: "Léa", lastName: "Peeters", birthDate: birthDateForAge(7, start) });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/registrations",
      headers: jsonHeaders(t, parent.cookie),
      payload: { activityId: plaine.id, childIds: [child.id], paymentMethod: "bank_transfer", acceptTerms: true },
    });
    expect(response.statusCode).toBe(201);
    const { paymentId, registrationId } = response.json<{ paymentId: string; registrationId: string }>();
    return { plaine, paymentId, registrationId };
  }
  const daysLater = (days: number) => new Date(Date.now() + days * DAY);
  const mails = (prefix: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `${prefix}%`));
  const placesLeft = async (id: string) =>
    (await t.db.select({ left: activities.remainingSpots }).from(activities).where(eq(activities.id, id)))[0].left;

  beforeAll(async () => {
    t = await createTestApp(engine);
    deps = { db: t.db, config: t.config, mailer: t.app.context.mailer };
    admin = await insertAdmin(t);
    parent = await insertParent(t, { firstName: "Zoë", lastName: "Peeters" });
  });
  afterAll(() => t.close());

  it("reminds 7 and 14 days after the registration with the instructions and QR code, once each", async () => {
    const { paymentId } = await registerByTransfer();
    const history = await t.app.inject({ method: "GET", url: "/api/registrations", headers: { cookie: parent.cookie } });
    const shown = history
      .json<{ groups: { payments: { id: string; deadline: string | null }[] }[] }>()
      .groups.flatMap((group) => group.payments)
      .find((payment) => payment.id === paymentId);
    expect(shown?.deadline).toBe(brusselsToday(daysLater(21)));
    const reminders = () => mails(`payment-reminder:${paymentId}:`);
    await sendPaymentReminders(deps, daysLater(6));
    expect(await reminders()).toHaveLength(0);
    await sendPaymentReminders(deps, daysLater(7));
    await sendPaymentReminders(deps, daysLater(7.5));
    let sent = await reminders();
    expect(sent.map((mail) => mail.dedupeKey)).toEqual([`payment-reminder:${paymentId}:7`]);
    expect(sent[0].subject).toMatch(/^Rappel de paiement : /);
    expect(sent[0].text).toContain("Communication : +++");
    expect(sent[0].attachments?.[0]).toMatchObject({ cid: "virement-qr@plaines" });
    await sendPaymentReminders(deps, daysLater(15));
    sent = await reminders();
    expect(sent.map((mail) => mail.dedupeKey).sort()).toEqual([`payment-reminder:${paymentId}:14`, `payment-reminder:${paymentId}:7`]);
  });

  it("never reminds on or after the deadline (10 days before a plaine that starts soon), nor a paid transfer", async () => {
    const soon = await registerByTransfer(15);
    await sendPaymentReminders(deps, daysLater(7));
    expect(await mails(`payment-reminder:${soon.paymentId}:`)).toHaveLength(0);
    const paid = await registerByTransfer();
    await t.db.update(payments).set({ status: "paid" }).where(eq(payments.id, paid.paymentId));
    await sendPaymentReminders(deps, daysLater(8));
    expect(await mails(`payment-reminder:${paid.paymentId}:`)).toHaveLength(0);
  });

  it("cancels after the deadline day through the usual cancellation: places given back, parent told once", async () => {
    const { plaine, paymentId, registrationId } = await registerByTransfer();
    expect(await placesLeft(plaine.id)).toBe(4);
    expect(await transfersDueSoon(t.db, brusselsToday(daysLater(19)))).toContainEqual(
      expect.objectContaining({ id: paymentId, parentName: "Zoë Peeters" }),
    );
    await cancelOverdueTransfers(deps, daysLater(21));
    expect((await t.db.select().from(registrations).where(eq(registrations.id, registrationId)))[0].status).toBe("pending");
    await cancelOverdueTransfers(deps, daysLater(22));
    await cancelOverdueTransfers(deps, daysLater(23));
    expect((await t.db.select().from(registrations).where(eq(registrations.id, registrationId)))[0].status).toBe("cancelled");
    expect(await placesLeft(plaine.id)).toBe(5);
    const told = await mails(`payment-deadline:${paymentId}`);
    expect(told).toHaveLength(1);
    expect(told[0].subject).toMatch(/^Inscription annulée faute de paiement : /);
    // The usual cancellation re-priced the transfer: nothing is due any more, no reminder either.
    expect((await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0]).toMatchObject({ amountCents: 0 });
  });

  it("an administrator extends one transfer's deadline (audited): not cancelled before the new day", async () => {
    const { paymentId, registrationId } = await registerByTransfer();
    const deadline = brusselsToday(daysLater(30));
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/admin/payments/${paymentId}/deadline`,
      headers: jsonHeaders(t, admin.cookie),
      payload: { deadline },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "registration"), eq(auditLog.entityId, registrationId)));
    expect(entry.changes).toEqual([{ field: "paymentDeadline", before: brusselsToday(daysLater(21)), after: deadline }]);
    await cancelOverdueTransfers(deps, daysLater(25));
    expect((await t.db.select().from(registrations).where(eq(registrations.id, registrationId)))[0].status).toBe("pending");
    await cancelOverdueTransfers(deps, daysLater(31));
    expect((await t.db.select().from(registrations).where(eq(registrations.id, registrationId)))[0].status).toBe("cancelled");
  });

  it("follows the rules saved in the settings", async () => {
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/bank-transfer-rules",
      headers: jsonHeaders(t, admin.cookie),
      payload: { reminderDays: [3], deadlineDays: 5, deadlineDaysBeforeStart: 10 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { paymentId } = await registerByTransfer();
    await sendPaymentReminders(deps, daysLater(3));
    expect((await mails(`payment-reminder:${paymentId}:`)).map((mail) => mail.dedupeKey)).toEqual([`payment-reminder:${paymentId}:3`]);
    await cancelOverdueTransfers(deps, daysLater(6));
    expect(await mails(`payment-deadline:${paymentId}`)).toHaveLength(1);
    await t.app.inject({
      method: "PUT",
      url: "/api/admin/bank-transfer-rules",
      headers: jsonHeaders(t, admin.cookie),
      payload: { reminderDays: [7, 14], deadlineDays: 21, deadlineDaysBeforeStart: 10 },
    });
  });

  it.runIf(engine === "postgres")(
    "two processes (each its own pool) running the jobs at once remind and cancel each transfer once",
    async () => {
      // The second process: its own connections to the same database, as another server would have.
      const other = await openDatabase({ databaseUrl: t.database.url! });
      try {
        const otherDeps: DeadlineDeps = { ...deps, db: other.db, mailer: new Mailer(other.db, () => undefined) };
        const transfers = [await registerByTransfer(), await registerByTransfer()];
        await Promise.all([sendPaymentReminders(deps, daysLater(8)), sendPaymentReminders(otherDeps, daysLater(8))]);
        for (const transfer of transfers) expect(await mails(`payment-reminder:${transfer.paymentId}:`)).toHaveLength(1);
        await Promise.all([cancelOverdueTransfers(deps, daysLater(40)), cancelOverdueTransfers(otherDeps, daysLater(40))]);
        for (const transfer of transfers) {
          expect(await mails(`payment-deadline:${transfer.paymentId}`)).toHaveLength(1);
          expect(await placesLeft(transfer.plaine.id)).toBe(5);
        }
      } finally {
        await other.close();
      }
    },
  );
});

import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import type { BankImportReport, BankMovementsResponse } from "../../../domain/contracts/admin-bank.ts";
import type { BankTransferPage, RegistrationListResponse } from "../../../domain/contracts/registrations.ts";
import type { WaitlistJoinResponse } from "../../../domain/contracts/waitlist.ts";
import { jsonHeaders, postTransferRegistration } from "../../../../tests/support/accounts.ts";
import { codaFile } from "../../../../tests/support/coda-builder.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { birthDateForAge, insertAdmin, insertChildren, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { suiteTestApp } from "../../../../tests/support/suite.ts";
import { openDatabase } from "../../db/client.ts";
import { activities, auditLog, emailOutbox, payments, registrations, waitlistEntries } from "../../db/schema.ts";
import { Mailer } from "../../mail/mailer.ts";
import { cancelOverdueTransfers, type DeadlineDeps, sendPaymentReminders, transfersDueSoon } from "./deadlines.ts";

const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)("bank-transfer reminders and deadlines on %s", (engine) => {
  const t = suiteTestApp(engine);
  let deps: DeadlineDeps;
  let admin: TestParent;
  let parent: TestParent;

  /** A fresh plaine (80 € a child) starting in `startsIn` days, and children (Léa alone unless told) registered by transfer now. */
  async function registerByTransfer(startsIn = 60, { firstNames = ["Léa"], capacity = 5 } = {}) {
    const start = addDaysIso(brusselsToday(), startsIn);
    const activity = await insertActivity(t.db, { startDate: start, endDate: addDaysIso(start, 4), capacity, remainingSpots: capacity });
    const kids = await insertChildren(
      t.db,
      parent.id,
      firstNames.map((firstName) => ({ firstName, lastName: "Peeters", birthDate: birthDateForAge(7, start) })),
    );
    const response = await postTransferRegistration(
      t,
      parent.cookie,
      activity.id,
      kids.map((kid) => kid.id),
    );
    const { paymentId, registrationId, registrationIds } = response.json<{
      paymentId: string;
      registrationId: string;
      registrationIds: string[];
    }>();
    return { activity, paymentId, registrationId, registrationIds };
  }
  const daysLater = (days: number) => new Date(Date.now() + days * DAY);
  const mails = (prefix: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `${prefix}%`));
  const placesLeft = async (id: string) =>
    (await t.db.select({ left: activities.remainingSpots }).from(activities).where(eq(activities.id, id)))[0].left;
  const paymentOf = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
  const statusOf = async (id: string) => (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0].status;

  let statementNumber = 600;
  /** A bank statement (value date 2 July 2026) bringing `cents` with the transfer's structured communication. */
  async function credit(paymentId: string, cents: number) {
    const { structuredCommunication } = await paymentOf(paymentId);
    const file = codaFile({
      sequence: String((statementNumber += 1)),
      movements: [{ sequence: 1, cents, structured: structuredCommunication!, valueDate: "020726" }],
    });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/payments/import",
      headers: { origin: t.config.publicUrl, cookie: admin.cookie, "content-type": "application/octet-stream" },
      payload: Buffer.from(file, "latin1"),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BankImportReport>();
  }
  /** The administrators' list of sums to give back, for this payment. */
  const toRefund = async (paymentId: string) =>
    (await t.app.inject({ method: "GET", url: "/api/admin/bank-movements", headers: { cookie: admin.cookie } }))
      .json<BankMovementsResponse>()
      .toRefund.filter((movement) => movement.payment?.id === paymentId);
  /** The payment as the parent's history shows it. */
  const shownToParent = async (paymentId: string) =>
    (await t.app.inject({ method: "GET", url: "/api/registrations", headers: { cookie: parent.cookie } }))
      .json<RegistrationListResponse>()
      .groups.flatMap((group) => group.payments)
      .find((payment) => payment.id === paymentId)!;
  /** The three ways registrations of a transfer are cancelled: each must settle the money alike. */
  const cancelBy: Record<"the deadline job" | "the parent" | "an administrator", (ids: string[]) => Promise<void>> = {
    "the deadline job": async () => {
      await cancelOverdueTransfers(deps, daysLater(22));
    },
    "the parent": async (ids) => {
      for (const id of ids) {
        const response = await t.app.inject({
          method: "POST",
          url: `/api/registrations/${id}/cancel`,
          headers: { origin: t.config.publicUrl, cookie: parent.cookie },
        });
        expect(response.statusCode, response.body).toBe(200);
      }
    },
    "an administrator": async (ids) => {
      const response = await t.app.inject({
        method: "PATCH",
        url: "/api/admin/registrations",
        headers: jsonHeaders(t, admin.cookie),
        payload: { ids, status: "cancelled" },
      });
      expect(response.statusCode, response.body).toBe(200);
    },
  };

  beforeAll(async () => {
    deps = { db: t.db, config: t.config, mailer: t.app.context.mailer };
    admin = await insertAdmin(t);
    parent = await insertParent(t, { firstName: "Zoë", lastName: "Peeters" });
  });

  it("reminds 7 and 14 days after the registration with the instructions and QR code, once each", async () => {
    const { paymentId, registrationId } = await registerByTransfer();
    const history = await t.app.inject({ method: "GET", url: "/api/registrations", headers: { cookie: parent.cookie } });
    const shown = history
      .json<{ groups: { payments: { id: string; deadline: string | null }[] }[] }>()
      .groups.flatMap((group) => group.payments)
      .find((payment) => payment.id === paymentId);
    expect(shown?.deadline).toBe(brusselsToday(daysLater(21)));
    const page = await t.app.inject({
      method: "GET",
      url: `/api/registrations/${registrationId}/bank-transfer`,
      headers: { cookie: parent.cookie },
    });
    expect(page.json<BankTransferPage>().payment.deadline).toBe(brusselsToday(daysLater(21)));
    const reminders = () => mails(`payment-reminder:${paymentId}:`);
    await sendPaymentReminders(deps, daysLater(6));
    expect(await reminders()).toHaveLength(0);
    await sendPaymentReminders(deps, daysLater(7));
    await sendPaymentReminders(deps, daysLater(7.5));
    let sent = await reminders();
    expect(sent.map((mail) => mail.dedupeKey)).toEqual([`payment-reminder:${paymentId}:7`]);
    expect(sent[0].subject).toMatch(/^Rappel de paiement\u00a0: /);
    expect(sent[0].text).toContain("Communication\u00a0: +++");
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
    const { activity, paymentId, registrationId } = await registerByTransfer();
    expect(await placesLeft(activity.id)).toBe(4);
    expect(await transfersDueSoon(t.db, brusselsToday(daysLater(19)))).toContainEqual(
      expect.objectContaining({ id: paymentId, parentName: "Zoë Peeters" }),
    );
    await cancelOverdueTransfers(deps, daysLater(21));
    expect((await t.db.select().from(registrations).where(eq(registrations.id, registrationId)))[0].status).toBe("pending");
    await cancelOverdueTransfers(deps, daysLater(22));
    await cancelOverdueTransfers(deps, daysLater(23));
    expect((await t.db.select().from(registrations).where(eq(registrations.id, registrationId)))[0].status).toBe("cancelled");
    expect(await placesLeft(activity.id)).toBe(5);
    const told = await mails(`payment-deadline:${paymentId}`);
    expect(told).toHaveLength(1);
    expect(told[0].subject).toMatch(/^Inscription annulée faute de paiement\u00a0: /);
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
    // The transfer's page tells the parent the day granted, as their history does.
    const page = await t.app.inject({
      method: "GET",
      url: `/api/registrations/${registrationId}/bank-transfer`,
      headers: { cookie: parent.cookie },
    });
    expect(page.json<BankTransferPage>().payment.deadline).toBe(deadline);
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

  it.each(["the deadline job", "the parent", "an administrator"] as const)(
    "50 € received of 80 €, then cancelled by %s: the 50 € listed to refund, no 'reste à payer' in the history",
    async (who) => {
      const transfer = await registerByTransfer();
      expect(await credit(transfer.paymentId, 5_000)).toMatchObject({ partlyPaid: 1 });
      expect((await shownToParent(transfer.paymentId)).partialLabel?.replace(/\s/g, " ")).toBe("Reçu 50,00 € — reste 30,00 € à payer");

      await cancelBy[who](transfer.registrationIds);
      expect(await statusOf(transfer.registrationId)).toBe("cancelled");
      expect(await paymentOf(transfer.paymentId)).toMatchObject({ status: "pending", amountCents: 0, receivedCents: 5_000 });
      const refunds = await toRefund(transfer.paymentId);
      expect(refunds.map((movement) => [movement.amountCents, movement.refundCents, movement.outcomeLabel])).toEqual([
        [5_000, 5_000, "Payé, trop-perçu à rembourser"],
      ]);
      expect(await shownToParent(transfer.paymentId)).toMatchObject({
        amountCents: 0,
        receivedCents: 5_000,
        partialLabel: null,
        deadline: null,
        bankTransfer: null,
      });
      if (who === "the deadline job")
        expect((await mails(`payment-deadline:${transfer.paymentId}`))[0].text).toMatch(/Nous vous remboursons les 50,00\s€ déjà reçus/);
      expect(await mails(`payment-received:${transfer.paymentId}`)).toHaveLength(0);
      await sendPaymentReminders(deps, daysLater(15));
      expect(await mails(`payment-reminder:${transfer.paymentId}:`)).toHaveLength(0);

      // The treasurer's 'Marquer comme remboursé' takes it off the list, as for an overpaid credit.
      const settled = await t.app.inject({
        method: "POST",
        url: `/api/admin/bank-movements/${refunds[0].id}/refund-settled`,
        headers: jsonHeaders(t, admin.cookie),
        payload: {},
      });
      expect(settled.statusCode, settled.body).toBe(200);
      expect(await toRefund(transfer.paymentId)).toEqual([]);
    },
  );

  it.each(["the parent", "an administrator"] as const)(
    "100 € received of 150 € for two children, one cancelled by %s: paid at 80 €, 20 € listed to refund, no reminder, no deadline cancellation",
    async (who) => {
      const transfer = await registerByTransfer(60, { firstNames: ["Léa", "Tom"] });
      expect(await paymentOf(transfer.paymentId)).toMatchObject({ amountCents: 15_000 });
      expect(await credit(transfer.paymentId, 10_000)).toMatchObject({ partlyPaid: 1 });
      const [cancelled, kept] = transfer.registrationIds;

      await cancelBy[who]([cancelled]);
      const payment = await paymentOf(transfer.paymentId);
      expect(payment).toMatchObject({ status: "paid", amountCents: 8_000, receivedCents: 10_000 });
      expect(payment.paidAt?.toISOString().slice(0, 10)).toBe("2026-07-02");
      expect([await statusOf(cancelled), await statusOf(kept)]).toEqual(["cancelled", "confirmed"]);
      expect((await toRefund(transfer.paymentId)).map((movement) => [movement.amountCents, movement.refundCents])).toEqual([
        [10_000, 2_000],
      ]);
      // The 'paiement reçu' e-mail, once, says what goes back; no updated confirmation asks for a transfer.
      const received = await mails(`payment-received:${transfer.paymentId}`);
      expect(received).toHaveLength(1);
      expect(received[0].text).toMatch(/Vous avez versé 20,00\s€ de trop/);
      expect(await mails(`confirmation-update:${transfer.paymentId}:`)).toHaveLength(0);
      expect(await shownToParent(transfer.paymentId)).toMatchObject({
        status: "paid",
        amountCents: 8_000,
        partialLabel: null,
        deadline: null,
        bankTransfer: null,
      });

      await sendPaymentReminders(deps, daysLater(8));
      await sendPaymentReminders(deps, daysLater(15));
      expect(await mails(`payment-reminder:${transfer.paymentId}:`)).toHaveLength(0);
      await cancelOverdueTransfers(deps, daysLater(40));
      expect(await statusOf(kept)).toBe("confirmed");
      expect(await mails(`payment-deadline:${transfer.paymentId}`)).toHaveLength(0);
      expect(await mails(`payment-received:${transfer.paymentId}`)).toHaveLength(1);
    },
  );

  it("a deadline cancellation offers the freed places to the waiting list", async () => {
    const transfer = await registerByTransfer(60, { capacity: 1 });
    expect(await placesLeft(transfer.activity.id)).toBe(0);
    const waiting = await insertParent(t, { firstName: "Bea", lastName: "Janssens" });
    const [kid] = await insertChildren(t.db, waiting.id, [
      { firstName: "Bea1", lastName: "Janssens", birthDate: birthDateForAge(6, transfer.activity.startDate) },
    ]);
    const joined = await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      headers: jsonHeaders(t, waiting.cookie),
      payload: { activityId: transfer.activity.id, childIds: [kid.id] },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const entryId = joined.json<WaitlistJoinResponse>().entry.id;

    await cancelOverdueTransfers(deps, daysLater(22));
    expect(await statusOf(transfer.registrationId)).toBe("cancelled");
    const [entry] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    expect(entry).toMatchObject({ status: "offered", offerPlaces: 1 });
    // Held for the waiting family at once: nobody reloading the page takes it first.
    expect(await placesLeft(transfer.activity.id)).toBe(0);
    const offers = await mails(`waitlist-offer:${entryId}:`);
    expect(offers).toHaveLength(1);
    expect(offers[0].toAddress).toBe(waiting.email);
    expect(offers[0].text).toContain(`${t.config.publicUrl}/register/${transfer.activity.id}?offre=${entryId}`);
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
          expect(await placesLeft(transfer.activity.id)).toBe(5);
        }
      } finally {
        await other.close();
      }
    },
  );
});

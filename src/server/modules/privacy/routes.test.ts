/**
 * POST /api/account/erase as the parent meets it: a refusal that lists each registration keeping
 * the account (child, plaine, dates, why, until when it can be cancelled) with the association's
 * contact; and, once erased, the confirmation e-mail, whose outbox row forgets the address and the
 * body as soon as it has left (decision 0051).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createParent, jsonHeaders, PASSWORD } from "../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertChild } from "../../../../tests/support/families.ts";
import { everyRowAsText, insertRegistration } from "../../../../tests/support/privacy.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import { erasureRefusalDetails } from "../../../domain/contracts/privacy.ts";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import { ACCOUNT_DELETED_SUBJECT } from "../../../domain/privacy.ts";
import { lastCancellationDay } from "../../../domain/registration.ts";
import { associationSettings, emailOutbox, users } from "../../db/schema.ts";
import { FORGOTTEN_RECIPIENT } from "../../mail/outbox.ts";

describe.each(ENGINES)("the parent's erasure on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.db.update(associationSettings).set({ name: "Plaines Soleil ASBL", email: "contact@plaines.example", phone: "+3281223344" });
  });
  afterAll(() => t.close());

  const erase = (cookie: string) =>
    t.app.inject({ method: "POST", url: "/api/account/erase", headers: jsonHeaders(t, cookie), payload: { password: PASSWORD } });

  it("lists every registration that keeps the account, why and until when it can be cancelled, with whom to write to", async () => {
    const parent = await createParent(t, "ulysse.bloque@example.org", { firstName: "Ulysse", lastName: "Bloqué" });
    const [lina, marin] = [
      await insertChild(t.db, parent.id, { firstName: "Lina" }),
      await insertChild(t.db, parent.id, { firstName: "Marin" }),
    ];
    const today = brusselsToday();
    const running = await insertActivity(t.db, {
      title: "Plaine en cours",
      startDate: addDaysIso(today, -1),
      endDate: addDaysIso(today, 3),
    });
    const soon = await insertActivity(t.db, { title: "Plaine bientôt", startDate: addDaysIso(today, 5), endDate: addDaysIso(today, 9) });
    const later = await insertActivity(t.db, { title: "Plaine d'été", startDate: addDaysIso(today, 40), endDate: addDaysIso(today, 44) });
    const past = await insertActivity(t.db, { title: "Plaine passée", startDate: addDaysIso(today, -20), endDate: addDaysIso(today, -16) });
    await insertRegistration(t.db, { parentId: parent.id, childId: marin.id, activityId: later.id });
    await insertRegistration(t.db, { parentId: parent.id, childId: lina.id, activityId: later.id, paid: true });
    await insertRegistration(t.db, { parentId: parent.id, childId: lina.id, activityId: running.id, paid: true });
    await insertRegistration(t.db, { parentId: parent.id, childId: marin.id, activityId: soon.id });
    // Neither a cancelled registration nor a plaine already over keeps the account.
    await insertRegistration(t.db, { parentId: parent.id, childId: lina.id, activityId: soon.id, status: "cancelled" });
    await insertRegistration(t.db, { parentId: parent.id, childId: marin.id, activityId: past.id });

    const refused = await erase(parent.cookie);
    expect(refused.statusCode).toBe(409);
    const { error } = refused.json<ApiErrorBody>();
    expect(error.code).toBe("CONFLICT");
    const details = erasureRefusalDetails(error.details);
    expect(details?.contact).toEqual({
      name: "Plaines Soleil ASBL",
      email: "contact@plaines.example",
      phone: { display: expect.any(String) as string, href: "tel:+3281223344" },
    });
    // By the plaine's first day, then the child.
    expect(details?.blockers).toEqual([
      {
        childFirstName: "Lina",
        activityId: running.id,
        activityTitle: "Plaine en cours",
        startDate: running.startDate,
        endDate: running.endDate,
        when: "in-progress",
        paymentStatus: "paid",
        paymentMethod: "bank_transfer",
        cancellableUntil: null,
        freeFrom: addDaysIso(today, 4),
      },
      expect.objectContaining({
        childFirstName: "Marin",
        activityId: soon.id,
        when: "upcoming",
        paymentStatus: "pending",
        cancellableUntil: null,
      }),
      expect.objectContaining({
        childFirstName: "Lina",
        activityId: later.id,
        paymentStatus: "paid",
        cancellableUntil: lastCancellationDay(later.startDate),
        freeFrom: addDaysIso(today, 45),
      }),
      expect.objectContaining({ childFirstName: "Marin", activityId: later.id, paymentStatus: "pending" }),
    ]);
    expect((await t.db.select().from(users).where(eq(users.id, parent.id))).length).toBe(1);
  });

  it("sends the confirmation e-mail once erased, then keeps neither its address nor its body", async () => {
    const email = "valentine.partie@example.org";
    const parent = await createParent(t, email, { firstName: "Valentine", lastName: "Partie" });
    await insertChild(t.db, parent.id, { firstName: "Noé" });
    const done = await erase(parent.cookie);
    expect(done.statusCode).toBe(200);

    // Queued in the erasure's transaction, to the address, with what went and what the law keeps.
    const [queued] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "account-deleted"));
    expect(queued).toMatchObject({ status: "pending", toAddress: email, subject: ACCOUNT_DELETED_SUBJECT });
    expect(queued.text).toContain("Bonjour Valentine,");
    expect(queued.text).toContain("Comme vous l'avez demandé");
    expect(queued.text).toContain("pendant 7 ans");
    expect(queued.text).toContain("contact@plaines.example");

    await t.app.context.mailWorker.deliverDue();
    const [sent] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued.id));
    expect(sent).toMatchObject({ status: "sent", toAddress: FORGOTTEN_RECIPIENT, ccAddress: null, html: "", text: "", attachments: null });
    expect(sent.subject).toBe(ACCOUNT_DELETED_SUBJECT);
    const everything = await everyRowAsText(t.db);
    for (const word of [email, "Valentine", "Noé", parent.id]) expect(everything.includes(word), word).toBe(false);
  });

  it("keeps an ordinary message's address and body once sent", async () => {
    await t.app.context.mailer.queue({
      dedupeKey: "kept",
      kind: "test",
      to: "garde@example.org",
      subject: "Test",
      html: "<p>x</p>",
      text: "x",
    });
    await t.app.context.mailWorker.deliverDue();
    const [sent] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, "kept"));
    expect(sent).toMatchObject({ status: "sent", toAddress: "garde@example.org", text: "x" });
  });
});

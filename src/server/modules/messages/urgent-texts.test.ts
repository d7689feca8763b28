import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import type { FamilyMessageDetail, UrgentTextPreview } from "../../../domain/contracts/admin-messages.ts";
import type { ParentMessagesResponse } from "../../../domain/contracts/messages.ts";
import { brusselsInstant, formatTimeFr } from "../../../domain/date-time.ts";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import { isWeekday } from "../../../domain/plaine/days.ts";
import {
  NO_FAMILY_TODAY,
  NOT_A_DAY_OF_THE_PLAINE_TODAY,
  URGENT_TEXT_MAX,
  URGENT_TEXT_SUBJECT,
  URGENT_TEXT_TOO_LONG,
  URGENT_TEXT_TWIN_MINUTES,
  urgentTextAlreadySent,
} from "../../../domain/urgent-texts.ts";
import { sendAs } from "../../../../tests/support/accounts.ts";
import { insertFamilyRegistration } from "../../../../tests/support/certificates.ts";
import { TEST_CIPHER } from "../../../../tests/support/data-keys.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { type FakeVonage, startFakeVonage } from "../../../../tests/support/fake-vonage.ts";
import { createAdminTestApp, insertChild, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";
import { attendance, auditLog, emailOutbox, familyMessageRecipients, profiles, registrations } from "../../../server/db/schema.ts";
import { eraseAccount } from "../privacy/index.ts";
import { sendFamilyMessage } from "./service.ts";

/** The site's clock on a weekday at 10:00 in Brussels: today when it is one, else the next (a plaine runs on weekdays). */
function weekdayClock() {
  let day = brusselsToday();
  while (!isWeekday(day)) day = addDaysIso(day, 1);
  const start = brusselsInstant(day, "10:00").getTime();
  const since = Date.now();
  let moved = 0;
  return { day, clock: { now: () => start + (Date.now() - since) + moved }, move: (ms: number) => (moved += ms) };
}

describe.each(ENGINES)("urgent texts of the day on %s", (engine) => {
  const { day, clock, move } = weekdayClock();
  let fake: FakeVonage;
  let t: TestApp;
  let admin: TestParent;

  beforeAll(async () => {
    fake = await startFakeVonage();
    ({ t, admin } = await createAdminTestApp(engine, fake.env, { clock }));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const send = (method: "GET" | "POST", url: string, cookie: string, payload?: object) => sendAs(t, method, url, cookie, payload);
  const sendDeps = () => ({ db: t.db, mailer: { deliverSoon: () => {} }, sms: t.app.context.sms, config: t.config });

  /**
   * A plaine running today and its families:
   * - Dupont (Camille, a Belgian mobile typed as people do): Léa, shared with Alex Durand (no phone);
   * - Martin (Sam, a French mobile): Zoé;
   * - Petit (Jo, a fixed line): Jules;
   * - Lambert (Noa, a mobile): Noé, marked absent today;
   * - Simon (Lou, a mobile): Max, on another plaine.
   */
  async function world() {
    const plaine = await insertActivity(t.db, { title: "Plaine du jour", startDate: day, endDate: day });
    const other = await insertActivity(t.db, { title: "Plaine d'été" });
    const people = async (firstName: string, lastName: string, phone: string | null) => {
      const parent = await insertParent(t, { firstName, lastName });
      await t.db.update(profiles).set({ phone }).where(eq(profiles.id, parent.id));
      return parent;
    };
    const dupont = await people("Camille", "Dupont", "0470 12 34 56");
    const durand = await people("Alex", "Durand", null);
    const martin = await people("Sam", "Martin", "+33612345678");
    const petit = await people("Jo", "Petit", "+3221234567");
    const lambert = await people("Noa", "Lambert", "+32485000000");
    const simon = await people("Lou", "Simon", "+32495000000");
    const lea = await insertChild(t.db, dupont.id, { firstName: "Léa", secondParentId: durand.id });
    const zoe = await insertChild(t.db, martin.id, { firstName: "Zoé" });
    const jules = await insertChild(t.db, petit.id, { firstName: "Jules" });
    const noe = await insertChild(t.db, lambert.id, { firstName: "Noé" });
    const max = await insertChild(t.db, simon.id, { firstName: "Max" });
    for (const [parent, child] of [
      [dupont, lea],
      [martin, zoe],
      [petit, jules],
      [lambert, noe],
    ] as const) {
      await insertFamilyRegistration(t.db, { parentId: parent.id, activityId: plaine.id, childIds: [child.id], amountCents: 10_000 });
    }
    await insertFamilyRegistration(t.db, { parentId: simon.id, activityId: other.id, childIds: [max.id], amountCents: 10_000 });
    await t.db.insert(attendance).values({
      activityId: plaine.id,
      childId: noe.id,
      date: day,
      status: "absent",
      recordedByName: "Alex Martin",
      lastTapAt: new Date(),
    });
    return { plaine, other, dupont, durand, martin, petit, lambert };
  }

  it("counts today's families by SMS (a mobile) and by e-mail (none), without the absent child's or another plaine's", async () => {
    const w = await world();
    const response = await send("POST", "/api/admin/messages/urgent/preview", admin.cookie, { activityId: w.plaine.id });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<UrgentTextPreview>();
    expect(preview).toMatchObject({ day, smsConfigured: true, recipientCount: 4, bySms: 2, byEmail: 2 });
    expect(preview.families.map((family) => `${family.name}: ${family.children} (${family.channel})`)).toEqual([
      "Camille Dupont: Léa (sms)",
      "Alex Durand: Léa (email)",
      "Sam Martin: Zoé (sms)",
      "Jo Petit: Jules (email)",
    ]);
  });

  it("sends each mobile its SMS through the provider once, the others an e-mail, audits it and keeps it in 'Messages'", async () => {
    const w = await world();
    const text = "La plaine ferme à 15 h aujourd'hui (panne de courant). Merci de venir chercher vos enfants.";
    const created = await send("POST", "/api/admin/messages/urgent", admin.cookie, { activityId: w.plaine.id, text: `  ${text}  ` });
    expect(created.statusCode, created.body).toBe(201);
    const { id, channel, audience } = created.json<FamilyMessageDetail>();
    expect(channel).toBe("sms");
    expect(audience).toContain("Les parents d'un jour");

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ actorEmail: admin.email, entity: "family_message", action: "create" });
    expect(Object.fromEntries(entry.changes.map((change) => [change.field, change.after]))).toMatchObject({
      channel: "SMS urgent",
      text,
      families: 4,
      bySms: 2,
      byEmail: 2,
    });

    // On its way, it is neither cancelled nor changed.
    expect((await send("POST", `/api/admin/messages/${id}/cancel`, admin.cookie, {})).statusCode).toBe(409);
    expect(await sendFamilyMessage(sendDeps(), id, new Date())).toBe(4);
    const before = fake.received.length;
    expect(await t.app.context.smsWorker!.deliverDue()).toBe(2);
    const arrived = fake.received.slice(before);
    expect(arrived.map((sms) => sms.to).sort()).toEqual(["32470123456", "33612345678"]);
    expect(arrived.every((sms) => sms.text === text && sms.from === "Plaines")).toBe(true);
    // A second run, as a restarted process would make, sends nothing again.
    expect(await t.app.context.smsWorker!.deliverDue()).toBe(0);
    expect(fake.received.length).toBe(before + 2);

    const rows = await t.db.select().from(familyMessageRecipients).where(eq(familyMessageRecipients.messageId, id));
    expect(arrived.map((sms) => sms.clientRef).sort()).toEqual(
      rows
        .filter((row) => row.phone)
        .map((row) => row.id)
        .sort(),
    );
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "urgent-text"));
    expect(mails.filter((mail) => [w.durand.email, w.petit.email].includes(mail.toAddress)).map((mail) => mail.subject)).toEqual([
      URGENT_TEXT_SUBJECT,
      URGENT_TEXT_SUBJECT,
    ]);
    expect(mails.map((mail) => mail.toAddress)).not.toContain(w.dupont.email);

    const detail = (await send("GET", `/api/admin/messages/${id}`, admin.cookie)).json<FamilyMessageDetail>();
    expect(detail.recipients.map((r) => `${r.parentName} ${r.channel} ${r.phone ?? r.email} ${r.state}`)).toEqual([
      `Camille Dupont sms +32 470 12 34 56 sent`,
      `Alex Durand email ${w.durand.email} queued`,
      `Sam Martin sms +33612345678 sent`,
      `Jo Petit email ${w.petit.email} queued`,
    ]);

    const messages = (await send("GET", "/api/messages", w.dupont.cookie)).json<ParentMessagesResponse>().messages;
    expect(messages).toMatchObject([{ subject: URGENT_TEXT_SUBJECT, body: text, activityTitle: "Plaine du jour" }]);
  });

  it("shows the provider's refusal on the family's line and retries a fault until the text is sent", async () => {
    const w = await world();
    await t.db.update(profiles).set({ phone: null }).where(eq(profiles.id, w.martin.id));
    const created = await send("POST", "/api/admin/messages/urgent", admin.cookie, { activityId: w.plaine.id, text: "Le car part à 9 h." });
    const { id } = created.json<FamilyMessageDetail>();
    await sendFamilyMessage(sendDeps(), id, new Date());
    // Dupont's is the one SMS: refused for good (Vonage status 6); sent again, a server error is retried.
    fake.refuseNext("6", "Invalid Message");
    expect(await t.app.context.smsWorker!.deliverDue()).toBe(0);
    let detail = (await send("GET", `/api/admin/messages/${id}`, admin.cookie)).json<FamilyMessageDetail>();
    // The day's news still reaches the family: by e-mail instead, queued with the failure, once.
    const dupontsLine = detail.recipients.find((r) => r.parentName === "Camille Dupont");
    expect(dupontsLine).toMatchObject({
      channel: "email",
      email: w.dupont.email,
      state: "queued",
      smsRefused: "Invalid Message (statut 6)",
      error: null,
    });
    expect(detail.recipients.filter((r) => r.channel === "sms")).toEqual([]);
    const instead = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `family-message:${id}:${w.dupont.id}`));
    expect(instead).toMatchObject([{ toAddress: w.dupont.email, kind: "urgent-text", subject: URGENT_TEXT_SUBJECT }]);
    expect(instead[0].text).toContain("Le car part à 9 h.");
    expect(await t.app.context.smsWorker!.deliverDue()).toBe(0);
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `family-message:${id}:${w.dupont.id}`)),
    ).toHaveLength(1);

    const created2 = await send("POST", "/api/admin/messages/urgent", admin.cookie, {
      activityId: w.plaine.id,
      text: "Le car part à 10 h.",
    });
    const id2 = created2.json<FamilyMessageDetail>().id;
    await sendFamilyMessage(sendDeps(), id2, new Date());
    fake.failNext();
    expect(await t.app.context.smsWorker!.deliverDue()).toBe(0);
    detail = (await send("GET", `/api/admin/messages/${id2}`, admin.cookie)).json<FamilyMessageDetail>();
    expect(detail.recipients.find((r) => r.channel === "sms")).toMatchObject({
      state: "queued",
      error: "Request failed with status code 500",
    });
    // Its retry comes due (moved, rather than waited for): it leaves.
    await t.db
      .update(familyMessageRecipients)
      .set({ smsNextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(familyMessageRecipients.messageId, id2));
    expect(await t.app.context.smsWorker!.deliverDue()).toBe(1);
    detail = (await send("GET", `/api/admin/messages/${id2}`, admin.cookie)).json<FamilyMessageDetail>();
    expect(detail.recipients.find((r) => r.channel === "sms")).toMatchObject({ state: "sent", error: null });

    // Throttled (Vonage status 1) says "not now": tried again, not failed.
    const id3 = (
      await send("POST", "/api/admin/messages/urgent", admin.cookie, { activityId: w.plaine.id, text: "Le car part à 11 h." })
    ).json<FamilyMessageDetail>().id;
    await sendFamilyMessage(sendDeps(), id3, new Date());
    fake.refuseNext("1", "Throttled");
    expect(await t.app.context.smsWorker!.deliverDue()).toBe(0);
    detail = (await send("GET", `/api/admin/messages/${id3}`, admin.cookie)).json<FamilyMessageDetail>();
    expect(detail.recipients.find((r) => r.channel === "sms")).toMatchObject({ state: "queued", error: "Throttled (statut 1)" });
  });

  it("does not send the same text to the same plaine twice within ten minutes (a second press after a timeout)", async () => {
    const w = await world();
    const text = "Le car a du retard : retour à 16 h 30.";
    const urgent = (body: string) => send("POST", "/api/admin/messages/urgent", admin.cookie, { activityId: w.plaine.id, text: body });
    const first = await urgent(text);
    expect(first.statusCode, first.body).toBe(201);
    const again = await urgent(text);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { message: urgentTextAlreadySent(formatTimeFr(first.json<FamilyMessageDetail>().sendAt)) },
    });
    expect((await urgent(`${text} Merci.`)).statusCode).toBe(201);
    move((URGENT_TEXT_TWIN_MINUTES + 1) * 60_000);
    expect((await urgent(text)).statusCode).toBe(201);
  });

  it("sends a text in the GSM alphabet as text, and one with French accents or a typographic apostrophe as Unicode", async () => {
    const w = await world();
    await t.db.update(profiles).set({ phone: null }).where(eq(profiles.id, w.martin.id));
    for (const text of ["Le car part a 9 h.", "La plaine ferme à 15 h : l’orage arrive, prenez un imperméable."]) {
      const { id } = (
        await send("POST", "/api/admin/messages/urgent", admin.cookie, { activityId: w.plaine.id, text })
      ).json<FamilyMessageDetail>();
      await sendFamilyMessage(sendDeps(), id, new Date());
      await t.app.context.smsWorker!.deliverDue();
    }
    const sent = fake.received.filter(
      (sms) => sms.text.startsWith("Le car part a 9") || sms.text.startsWith("La plaine ferme à 15 h : l’orage"),
    );
    expect(sent.map((sms) => sms.type)).toEqual(["text", "unicode"]);
  });

  it("refuses a day the plaine does not run, a plaine without families today, a text too long or empty, in French", async () => {
    const w = await world();
    const refused = async (body: object, message: string) => {
      const response = await send("POST", "/api/admin/messages/urgent", admin.cookie, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ApiErrorBody>().error.message).toBe(message);
    };
    const tomorrow = await insertActivity(t.db, { title: "Plaine de demain", startDate: addDaysIso(day, 1), endDate: addDaysIso(day, 3) });
    await refused({ activityId: tomorrow.id, text: "Bonjour" }, NOT_A_DAY_OF_THE_PLAINE_TODAY);
    const preview = await send("POST", "/api/admin/messages/urgent/preview", admin.cookie, { activityId: tomorrow.id });
    expect(preview.json<ApiErrorBody>().error.message).toBe(NOT_A_DAY_OF_THE_PLAINE_TODAY);
    const empty = await insertActivity(t.db, { title: "Plaine vide", startDate: day, endDate: day });
    await refused({ activityId: empty.id, text: "Bonjour" }, NO_FAMILY_TODAY);
    await refused({ activityId: w.plaine.id, text: "x".repeat(URGENT_TEXT_MAX + 1) }, URGENT_TEXT_TOO_LONG);
    await refused({ activityId: w.plaine.id, text: "   " }, "Écrivez le message");
    expect(
      (await send("POST", "/api/admin/messages/urgent", w.dupont.cookie, { activityId: w.plaine.id, text: "Bonjour" })).statusCode,
    ).toBe(403);
  });

  it("leaves no number of an erased parent in the texts sent before", async () => {
    const w = await world();
    const created = await send("POST", "/api/admin/messages/urgent", admin.cookie, { activityId: w.plaine.id, text: "Retour à 16 h." });
    const { id } = created.json<FamilyMessageDetail>();
    await sendFamilyMessage(sendDeps(), id, new Date());
    await t.app.context.smsWorker!.deliverDue();
    await t.db.update(registrations).set({ status: "cancelled" }).where(eq(registrations.parentId, w.dupont.id));
    await eraseAccount({ db: t.db, cipher: TEST_CIPHER, mailer: t.app.context.mailer }, w.dupont.id, { by: "admin", admin });
    const left = JSON.stringify(await t.db.select().from(familyMessageRecipients).where(eq(familyMessageRecipients.messageId, id)));
    expect(left).toContain("+33612345678");
    expect(left).not.toContain("+32470123456");
    expect(left).not.toContain(w.dupont.id);
    const detail = (await send("GET", `/api/admin/messages/${id}`, admin.cookie)).json<FamilyMessageDetail>();
    expect(JSON.stringify(detail)).not.toContain("470 12 34 56");
    expect(detail.recipientCount).toBe(4);
  });
});

describe("urgent texts without an SMS provider", () => {
  const { day, clock } = weekdayClock();
  let t: TestApp;
  let admin: TestParent;
  beforeAll(async () => {
    ({ t, admin } = await createAdminTestApp("pglite", {}, { clock }));
  });
  afterAll(() => t.close());

  it("says SMS is not configured and reaches every family by e-mail", async () => {
    const plaine = await insertActivity(t.db, { title: "Plaine du jour", startDate: day, endDate: day });
    const parent = await insertParent(t, { firstName: "Camille", lastName: "Dupont" });
    await t.db.update(profiles).set({ phone: "+32470123456" }).where(eq(profiles.id, parent.id));
    const child = await insertChild(t.db, parent.id, { firstName: "Léa" });
    await insertFamilyRegistration(t.db, { parentId: parent.id, activityId: plaine.id, childIds: [child.id], amountCents: 10_000 });
    const preview = await sendAs(t, "POST", "/api/admin/messages/urgent/preview", admin.cookie, { activityId: plaine.id });
    expect(preview.json<UrgentTextPreview>()).toMatchObject({ smsConfigured: false, recipientCount: 1, bySms: 0, byEmail: 1 });
    const created = await sendAs(t, "POST", "/api/admin/messages/urgent", admin.cookie, {
      activityId: plaine.id,
      text: "Fermeture à 15 h.",
    });
    const { id } = created.json<FamilyMessageDetail>();
    const deps = { db: t.db, mailer: { deliverSoon: () => {} }, sms: t.app.context.sms, config: t.config };
    expect(await sendFamilyMessage(deps, id, new Date())).toBe(1);
    const [row] = await t.db.select().from(familyMessageRecipients).where(eq(familyMessageRecipients.messageId, id));
    expect(row).toMatchObject({ phone: null, smsStatus: null, email: parent.email });
    expect(t.app.context.smsWorker).toBeNull();
  });
});

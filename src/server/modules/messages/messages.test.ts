import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import type { FamilyMessageDetail, FamilyMessagePreview, MessageAttachmentView } from "../../../domain/contracts/admin-messages.ts";
import type { ParentMessagesResponse } from "../../../domain/contracts/messages.ts";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import {
  ATTACHMENT_EMPTY_ERROR,
  ATTACHMENT_NOT_FOUND,
  ATTACHMENT_SIZE_ERROR,
  ATTACHMENT_TOO_MANY,
  ATTACHMENT_TYPE_ERROR,
  DAY_FIELD_WITHOUT_DAY,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  NO_RECIPIENTS,
  UNKNOWN_MERGE_FIELD,
} from "../../../domain/family-messages.ts";
import { NOT_A_PLAINE_DAY } from "../../../domain/plaine/days.ts";
import { sendAs } from "../../../../tests/support/accounts.ts";
import { insertFamilyRegistration } from "../../../../tests/support/certificates.ts";
import { TEST_CIPHER } from "../../../../tests/support/data-keys.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertPayerShare } from "../../../../tests/support/payers.ts";
import { birthDateForAge, insertChild, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { suiteAdminTestApp } from "../../../../tests/support/suite.ts";
import { secondInstance } from "../../../../tests/support/test-app.ts";
import type { Db } from "../../db/client.ts";
import {
  attendance,
  children,
  childGroupMoves,
  emailOutbox,
  familyMessageAttachments,
  familyMessageRecipients,
  familyMessages,
  registrations,
  waitlistEntries,
  waitlistEntryChildren,
} from "../../db/schema.ts";
import { eraseAccount, retentionJobs } from "../privacy/index.ts";
import type { PersonalData } from "../privacy/export.ts";
import { NOT_A_PARENT_OF_PLAINE, UNKNOWN_GROUP } from "./recipients.ts";
import { sendFamilyMessage } from "./service.ts";
import type { MailMessage } from "../../mail/transport.ts";
import { MailWorker } from "../../mail/worker.ts";

/** The first Monday at least `days` days away: a plaine of five weekdays. */
function mondayIn(days: number): string {
  let day = addDaysIso(brusselsToday(), days);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) day = addDaysIso(day, 1);
  return day;
}

describe.each(ENGINES)("messages to families on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  const send = (method: "GET" | "POST" | "PUT", url: string, cookie: string, payload?: object) => sendAs(t, method, url, cookie, payload);
  const sendDeps = () => ({ db: t.db, mailer: { deliverSoon: () => {} }, sms: t.app.context.sms, config: t.config });

  /**
   * One plaine and its families:
   * - Dupont (Camille): Léa (4, Petits) and Tom (7, Moyens), unpaid; Léa's file is shared with Alex Durand;
   * - Martin (Sam): Zoé (10, Grands by age) moved to Moyens, paid;
   * - Lambert (Noa): on the plaine's waiting list, registered on another plaine;
   * - Petit (Jo): registered on the other plaine only.
   */
  async function world() {
    const start = mondayIn(40);
    const plaine = await insertActivity(t.db, { title: "Plaine d'été", startDate: start, endDate: addDaysIso(start, 4) });
    const other = await insertActivity(t.db, { title: "Plaine d'automne" });
    const dupont = await insertParent(t, { firstName: "Camille", lastName: "Dupont" });
    const durand = await insertParent(t, { firstName: "Alex", lastName: "Durand" });
    const martin = await insertParent(t, { firstName: "Sam", lastName: "Martin" });
    const lambert = await insertParent(t, { firstName: "Noa", lastName: "Lambert" });
    const petit = await insertParent(t, { firstName: "Jo", lastName: "Petit" });
    const lea = await insertChild(t.db, dupont.id, { firstName: "Léa", birthDate: birthDateForAge(4, start), secondParentId: durand.id });
    const tom = await insertChild(t.db, dupont.id, { firstName: "Tom", birthDate: birthDateForAge(7, start) });
    const zoe = await insertChild(t.db, martin.id, { firstName: "Zoé", birthDate: birthDateForAge(10, start) });
    const noe = await insertChild(t.db, lambert.id, { firstName: "Noé", birthDate: birthDateForAge(6, start) });
    const jules = await insertChild(t.db, petit.id, { firstName: "Jules", birthDate: birthDateForAge(8, start) });
    await insertFamilyRegistration(t.db, { parentId: dupont.id, activityId: plaine.id, childIds: [lea.id, tom.id], amountCents: 20_000 });
    await insertFamilyRegistration(t.db, {
      parentId: martin.id,
      activityId: plaine.id,
      childIds: [zoe.id],
      amountCents: 10_000,
      paidAt: new Date(),
    });
    await t.db.insert(childGroupMoves).values({ activityId: plaine.id, childId: zoe.id, groupName: "Moyens" });
    await insertFamilyRegistration(t.db, { parentId: lambert.id, activityId: other.id, childIds: [noe.id], amountCents: 10_000 });
    await insertFamilyRegistration(t.db, { parentId: petit.id, activityId: other.id, childIds: [jules.id], amountCents: 10_000 });
    const [entry] = await t.db.insert(waitlistEntries).values({ activityId: plaine.id, parentId: lambert.id, position: 1 }).returning();
    await t.db.insert(waitlistEntryChildren).values({ entryId: entry.id, childId: noe.id, activityId: plaine.id });
    return { plaine, other, dupont, durand, martin, lambert, petit, zoe };
  }

  const message = (activityId: string, filter: object, extra: object = {}) => ({
    activityId,
    filter,
    subject: "Cette semaine à la plaine",
    body: "Bonjour {prenom},\n\nAu programme pour {enfants} ({groupe})\u00a0: une excursion.\n- un pique-nique\n- une casquette",
    ...extra,
  });

  async function preview(activityId: string, filter: object, extra: object = {}) {
    const response = await send("POST", "/api/admin/messages/preview", admin.cookie, message(activityId, filter, extra));
    return response;
  }
  async function familiesFor(activityId: string, filter: object): Promise<string[]> {
    const response = await preview(activityId, filter);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<FamilyMessagePreview>()
      .families.map((family) => `${family.name}: ${family.children}`)
      .sort();
  }

  it("reaches exactly the families of the filter: both parents of a shared child, a moved child's group, the waiting list alone", async () => {
    const w = await world();
    const id = w.plaine.id;
    expect(await familiesFor(id, { kind: "all" })).toEqual(["Alex Durand: Léa", "Camille Dupont: Léa, Tom", "Sam Martin: Zoé"]);
    // Zoé is 10 but was moved to the Moyens: her family hears from the Moyens, not the Grands.
    expect(await familiesFor(id, { kind: "group", group: "Moyens" })).toEqual(["Camille Dupont: Tom", "Sam Martin: Zoé"]);
    expect(await familiesFor(id, { kind: "group", group: "Petits" })).toEqual(["Alex Durand: Léa", "Camille Dupont: Léa"]);
    expect(await familiesFor(id, { kind: "group", group: "Grands" })).toEqual([]);
    expect(await familiesFor(id, { kind: "unpaid" })).toEqual(["Camille Dupont: Léa, Tom"]);
    // Registered elsewhere, waiting here: only the waiting list's message reaches the Lambert family.
    expect(await familiesFor(id, { kind: "waitlist" })).toEqual(["Noa Lambert: Noé"]);
    expect(await familiesFor(id, { kind: "parents", parentIds: [w.martin.id, w.lambert.id] })).toEqual([
      "Noa Lambert: Noé",
      "Sam Martin: Zoé",
    ]);
    // A child marked absent on a day is not expected that day.
    await t.db.insert(attendance).values({
      activityId: id,
      childId: w.zoe.id,
      date: w.plaine.startDate,
      status: "absent",
      recordedByName: "Alex Martin",
      lastTapAt: new Date(),
    });
    expect(await familiesFor(id, { kind: "day", day: w.plaine.startDate })).toEqual(["Alex Durand: Léa", "Camille Dupont: Léa, Tom"]);
    expect(await familiesFor(id, { kind: "day", day: addDaysIso(w.plaine.startDate, 1) })).toEqual([
      "Alex Durand: Léa",
      "Camille Dupont: Léa, Tom",
      "Sam Martin: Zoé",
    ]);

    const refused = async (filter: object, extra: object, text: string) => {
      const response = await preview(id, filter, extra);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(JSON.stringify(text).slice(1, -1));
    };
    await refused({ kind: "parents", parentIds: [w.petit.id] }, {}, NOT_A_PARENT_OF_PLAINE);
    await refused({ kind: "group", group: "Ados" }, {}, UNKNOWN_GROUP);
    await refused({ kind: "day", day: addDaysIso(w.plaine.startDate, 5) }, {}, NOT_A_PLAINE_DAY);
    await refused({ kind: "all" }, { body: "Bonjour {prenom}, le {jour}" }, DAY_FIELD_WITHOUT_DAY);
    await refused({ kind: "all" }, { subject: "Santé de {allergies}" }, UNKNOWN_MERGE_FIELD("allergies"));
    const none = await send("POST", "/api/admin/messages", admin.cookie, message(id, { kind: "group", group: "Grands" }));
    expect(none.statusCode).toBe(400);
    expect(none.json<ApiErrorBody>().error.message).toBe(NO_RECIPIENTS);
  });

  it("sends to the families the filter finds at its time: a child moved to another group that day, one e-mail for two children", async () => {
    const w = await world();
    // Zoé (10) is in the Grands by her age until she is moved, the day the message leaves.
    await t.db.delete(childGroupMoves).where(eq(childGroupMoves.childId, w.zoe.id));
    expect(await familiesFor(w.plaine.id, { kind: "group", group: "Moyens" })).toEqual(["Camille Dupont: Tom"]);
    const later = { sendDate: addDaysIso(brusselsToday(), 1), sendTime: "08:00" };
    const toMoyens = (
      await send("POST", "/api/admin/messages", admin.cookie, message(w.plaine.id, { kind: "group", group: "Moyens" }, later))
    ).json<FamilyMessageDetail>();
    const toGrands = (
      await send("POST", "/api/admin/messages", admin.cookie, message(w.plaine.id, { kind: "group", group: "Grands" }, later))
    ).json<FamilyMessageDetail>();
    const toAll = (
      await send("POST", "/api/admin/messages", admin.cookie, message(w.plaine.id, { kind: "all" }, later))
    ).json<FamilyMessageDetail>();
    const moved = await send("PUT", `/api/admin/activities/${w.plaine.id}/children/${w.zoe.id}/group`, admin.cookie, {
      groupName: "Moyens",
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const dayAfter = new Date(Date.now() + 2 * 24 * 3600_000);
    expect(await sendFamilyMessage(sendDeps(), toMoyens.id, dayAfter)).toBe(2);
    expect(await sendFamilyMessage(sendDeps(), toGrands.id, dayAfter)).toBe(0);
    expect(await sendFamilyMessage(sendDeps(), toAll.id, dayAfter)).toBe(3);
    const addressesOf = async (messageId: string) =>
      (await t.db.select().from(emailOutbox))
        .filter((mail) => mail.dedupeKey.startsWith(`family-message:${messageId}:`))
        .map((mail) => mail.toAddress)
        .sort();
    expect(await addressesOf(toMoyens.id)).toEqual([w.dupont.email, w.martin.email].sort());
    expect(await addressesOf(toGrands.id)).toEqual([]);
    // Two children, one e-mail naming both; the waiting family registered elsewhere hears nothing of the plaine's message.
    expect(await addressesOf(toAll.id)).toEqual([w.dupont.email, w.durand.email, w.martin.email].sort());
    const copies = await t.db.select().from(familyMessageRecipients).where(eq(familyMessageRecipients.messageId, toAll.id));
    const dupontCopy = copies.find((copy) => copy.parentId === w.dupont.id)!;
    expect(dupontCopy.body).toContain("Au programme pour Léa et Tom (Petits, Moyens)");
    expect(copies.find((copy) => copy.parentId === w.martin.id)!.body).toContain("pour Zoé (Moyens)");
    expect(copies.map((copy) => copy.parentId)).not.toContain(w.lambert.id);
    expect(copies.map((copy) => copy.parentId)).not.toContain(w.petit.id);
  });

  it("sends one e-mail per family, each to its own address, keeps each copy in 'Messages' and counts who read it", async () => {
    const w = await world();
    const created = await send("POST", "/api/admin/messages", admin.cookie, message(w.plaine.id, { kind: "group", group: "Moyens" }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<FamilyMessageDetail>();
    expect(await sendFamilyMessage(sendDeps(), id, new Date())).toBe(2);
    // A second run of the job sends nothing more.
    expect(await sendFamilyMessage(sendDeps(), id, new Date())).toBeNull();

    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "family-message"));
    const ours = mails.filter((mail) => mail.dedupeKey.startsWith(`family-message:${id}:`));
    expect(ours.map((mail) => mail.toAddress).sort()).toEqual([w.dupont.email, w.martin.email].sort());
    for (const mail of ours) {
      expect(mail.ccAddress).toBeNull();
      const otherAddress = mail.toAddress === w.dupont.email ? w.martin.email : w.dupont.email;
      expect(mail.html + mail.text).not.toContain(otherAddress);
    }
    const dupontMail = ours.find((mail) => mail.toAddress === w.dupont.email)!;
    expect(dupontMail.text).toContain("Bonjour Camille,");
    expect(dupontMail.text).toContain("Au programme pour Tom (Moyens)\u00a0: une excursion.");
    expect(dupontMail.text).toContain("• un pique-nique");

    const detail = (await send("GET", `/api/admin/messages/${id}`, admin.cookie)).json<FamilyMessageDetail>();
    expect(detail).toMatchObject({ state: "sent", recipientCount: 2, readCount: 0, audience: "Les parents d'un groupe — Moyens" });
    expect(detail.recipients.map((recipient) => [recipient.parentName, recipient.state])).toEqual([
      ["Camille Dupont", "queued"],
      ["Sam Martin", "queued"],
    ]);

    const inbox = (await send("GET", "/api/messages", w.dupont.cookie)).json<ParentMessagesResponse>();
    expect(inbox.messages).toHaveLength(1);
    expect(inbox.messages[0]).toMatchObject({ activityTitle: "Plaine d'été", subject: "Cette semaine à la plaine", readAt: null });
    expect(inbox.messages[0].body).toContain("Bonjour Camille,");
    expect((await send("GET", "/api/messages", w.lambert.cookie)).json<ParentMessagesResponse>().messages).toEqual([]);
    // Another parent cannot mark it read; its parent can, once.
    expect((await send("POST", `/api/messages/${inbox.messages[0].id}/read`, w.martin.cookie)).statusCode).toBe(404);
    expect((await send("POST", `/api/messages/${inbox.messages[0].id}/read`, w.dupont.cookie)).statusCode).toBe(204);
    expect((await send("GET", `/api/admin/messages/${id}`, admin.cookie)).json<FamilyMessageDetail>().readCount).toBe(1);
  });

  it("keeps a scheduled message until its time: changed, cancelled, never sent early nor twice", async () => {
    const w = await world();
    const tomorrow = addDaysIso(brusselsToday(), 1);
    const later = { sendDate: tomorrow, sendTime: "09:30" };
    const created = await send("POST", "/api/admin/messages", admin.cookie, message(w.plaine.id, { kind: "all" }, later));
    expect(created.statusCode, created.body).toBe(201);
    const { id, state } = created.json<FamilyMessageDetail>();
    expect(state).toBe("scheduled");
    expect(await sendFamilyMessage(sendDeps(), id, new Date())).toBeNull();

    const changed = await send(
      "PUT",
      `/api/admin/messages/${id}`,
      admin.cookie,
      message(w.plaine.id, { kind: "unpaid" }, { ...later, subject: "Rappel" }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<FamilyMessageDetail>()).toMatchObject({ subject: "Rappel", audience: "Les parents qui ont un solde à payer" });
    const past = await send(
      "PUT",
      `/api/admin/messages/${id}`,
      admin.cookie,
      message(w.plaine.id, { kind: "all" }, { sendDate: "2020-01-06", sendTime: "09:00" }),
    );
    expect(past.statusCode).toBe(400);

    const dayAfter = new Date(Date.now() + 2 * 24 * 3600_000);
    expect(await sendFamilyMessage(sendDeps(), id, dayAfter)).toBe(1);
    expect((await send("POST", `/api/admin/messages/${id}/cancel`, admin.cookie)).statusCode).toBe(409);

    const second = await send("POST", "/api/admin/messages", admin.cookie, message(w.plaine.id, { kind: "all" }, later));
    const secondId = second.json<FamilyMessageDetail>().id;
    const cancelled = await send("POST", `/api/admin/messages/${secondId}/cancel`, admin.cookie);
    expect(cancelled.json<FamilyMessageDetail>().state).toBe("cancelled");
    expect(await sendFamilyMessage(sendDeps(), secondId, dayAfter)).toBeNull();
    expect(await t.db.select().from(familyMessageRecipients).where(eq(familyMessageRecipients.messageId, secondId))).toEqual([]);
  });

  it("does not send, and says why, a scheduled message whose families can no longer be found as it said", async () => {
    const w = await world();
    const later = { sendDate: addDaysIso(brusselsToday(), 1), sendTime: "09:30" };
    const created = await send(
      "POST",
      "/api/admin/messages",
      admin.cookie,
      message(w.plaine.id, { kind: "group", group: "Moyens" }, later),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<FamilyMessageDetail>();
    // The groups are renamed before its time: no group is called 'Moyens' any more.
    await t.db.update(childGroupMoves).set({ groupName: "Petits" }).where(eq(childGroupMoves.activityId, w.plaine.id));
    const groups = await send("PUT", `/api/admin/activities/${w.plaine.id}/groups`, admin.cookie, {
      groups: [
        { name: "Petits", minMonths: 30, maxMonths: 71 },
        { name: "Aînés", minMonths: 72, maxMonths: 179 },
      ],
    });
    expect(groups.statusCode, groups.body).toBe(200);
    const dayAfter = new Date(Date.now() + 2 * 24 * 3600_000);
    expect(await sendFamilyMessage(sendDeps(), id, dayAfter)).toBe(0);
    const detail = (await send("GET", `/api/admin/messages/${id}`, admin.cookie)).json<FamilyMessageDetail>();
    expect(detail).toMatchObject({ state: "failed", failureReason: UNKNOWN_GROUP, recipientCount: 0 });
    expect(await t.db.select().from(familyMessageRecipients).where(eq(familyMessageRecipients.messageId, id))).toEqual([]);
    // Its job finds it no longer scheduled: nothing more happens.
    expect(await sendFamilyMessage(sendDeps(), id, dayAfter)).toBeNull();
  });

  it("writes a balance to whoever owes it: the family whose payment waits, the other parent while their part is due", async () => {
    const w = await world();
    const [martinRegistration] = await t.db.select().from(registrations).where(eq(registrations.parentId, w.martin.id));
    // Zoé's file is shared with Alex Durand, whose part of her paid registration is still due.
    await t.db.update(children).set({ secondParentId: w.durand.id }).where(eq(children.id, w.zoe.id));
    await insertPayerShare(t.db, { parentId: w.durand.id, registrationId: martinRegistration.id, amountCents: 5_000 });
    expect(await familiesFor(w.plaine.id, { kind: "unpaid" })).toEqual(["Alex Durand: Zoé", "Camille Dupont: Léa, Tom"]);
  });

  it("keeps the outbox's guarantee: a run that dies commits nothing, two runs at once send each family one e-mail", async () => {
    const w = await world();
    const created = await send("POST", "/api/admin/messages", admin.cookie, message(w.plaine.id, { kind: "all" }));
    const { id } = created.json<FamilyMessageDetail>();
    // A process killed before its commit: everything it wrote is rolled back.
    const killed = (work: (tx: Db) => Promise<unknown>) =>
      t.db.transaction(async (tx) => {
        await work(tx);
        throw new Error("killed before commit");
      });
    const dying = new Proxy(t.db, {
      get: (target, key): unknown => (key === "transaction" ? killed : Reflect.get(target, key)),
    });
    await expect(sendFamilyMessage({ ...sendDeps(), db: dying }, id, new Date())).rejects.toThrow("killed before commit");
    const keys = (await t.db.select({ key: emailOutbox.dedupeKey }).from(emailOutbox)).filter((row) => row.key.includes(id));
    expect(keys).toEqual([]);
    expect((await t.db.select().from(familyMessages).where(eq(familyMessages.id, id)))[0].state).toBe("scheduled");

    // The retry, on two processes at once (PostgreSQL; PGlite has one connection): one sends, the other finds it sent.
    const { apps, close } = await secondInstance(t);
    try {
      const results = await Promise.all(apps.map((app) => sendFamilyMessage({ ...sendDeps(), db: app.context.db }, id, new Date())));
      expect(results.filter((result) => result !== null)).toEqual([3]);
    } finally {
      await close();
    }
    const rows = (await t.db.select().from(emailOutbox)).filter((row) => row.dedupeKey.includes(id));
    expect(rows.map((row) => row.toAddress).sort()).toEqual([w.dupont.email, w.durand.email, w.martin.email].sort());

    // The outbox delivers each once.
    await t.app.context.mailWorker.deliverDue();
    const delivered = await t.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.id,
          rows.map((row) => row.id),
        ),
      );
    expect(delivered.map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
    const detail = (await send("GET", `/api/admin/messages/${id}`, admin.cookie)).json<FamilyMessageDetail>();
    expect(detail.recipients.map((recipient) => recipient.state)).toEqual(["sent", "sent", "sent"]);
  });

  it("forgets an erased parent's copies and id in the messages, exports a parent's messages and purges them after the settings' months", async () => {
    const w = await world();
    const created = await send("POST", "/api/admin/messages", admin.cookie, message(w.plaine.id, { kind: "waitlist" }));
    const { id } = created.json<FamilyMessageDetail>();
    await sendFamilyMessage(sendDeps(), id, new Date());
    // A list picked by hand, for tomorrow, names the Lambert family too.
    const picked = await send(
      "POST",
      "/api/admin/messages",
      admin.cookie,
      message(
        w.plaine.id,
        { kind: "parents", parentIds: [w.martin.id, w.lambert.id] },
        { sendDate: addDaysIso(brusselsToday(), 1), sendTime: "09:00" },
      ),
    );
    expect(picked.statusCode, picked.body).toBe(201);

    const exported = await t.app.inject({ method: "GET", url: "/api/account/export", headers: { cookie: w.lambert.cookie } });
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const data = JSON.parse(strFromU8(files["donnees.json"])) as PersonalData;
    expect(data.familyMessages.map(({ plaine, subject }) => ({ plaine, subject }))).toEqual([
      { plaine: "Plaine d'été", subject: "Cette semaine à la plaine" },
    ]);
    expect(data.familyMessages[0].body).toContain("Bonjour Noa,");
    expect(strFromU8(files["resume.html"])).toContain("<h2>Messages de l'association</h2>");

    // Erasure is refused while a registration is live: the Lambert family's elsewhere is cancelled first.
    await t.db.update(registrations).set({ status: "cancelled" }).where(eq(registrations.parentId, w.lambert.id));
    await eraseAccount({ db: t.db, cipher: TEST_CIPHER, mailer: t.app.context.mailer }, w.lambert.id, { by: "admin", admin });
    // Their copy (it named them and their child) goes; the message keeps how many it reached.
    expect(await t.db.select().from(familyMessageRecipients).where(eq(familyMessageRecipients.messageId, id))).toEqual([]);
    const detail = (await send("GET", `/api/admin/messages/${id}`, admin.cookie)).json<FamilyMessageDetail>();
    expect(detail).toMatchObject({ recipientCount: 1, recipients: [] });
    expect(JSON.stringify(detail)).not.toContain(w.lambert.email);
    const [pickedRow] = await t.db.select().from(familyMessages).where(eq(familyMessages.id, picked.json<FamilyMessageDetail>().id));
    expect(pickedRow.filter).toEqual({ kind: "parents", parentIds: [w.martin.id] });
    expect(JSON.stringify(await t.db.select().from(familyMessages))).not.toContain(w.lambert.id);
    expect(await t.db.select().from(children).where(eq(children.parentId, w.lambert.id))).toEqual([]);

    const purge = retentionJobs.find((job) => job.name === "purge-family-messages")!;
    const deps = { db: t.db, cipher: TEST_CIPHER, mailer: t.app.context.mailer, config: t.config, documents: t.app.context.documents };
    const elevenMonths = new Date(Date.now() + 335 * 24 * 3600_000);
    await purge.run(deps, elevenMonths);
    expect(await t.db.select().from(familyMessages).where(eq(familyMessages.id, id))).toHaveLength(1);
    await purge.run(deps, new Date(Date.now() + 370 * 24 * 3600_000));
    expect(await t.db.select().from(familyMessages).where(eq(familyMessages.id, id))).toEqual([]);
  });

  /** Files as a device sends them: a PDF, a PNG and a WebP (their first bytes say what they are). */
  const FILES = {
    pdf: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2048, 0x41), Buffer.from("\n%%EOF")]),
    png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512, 7)]),
    webp: Buffer.concat([Buffer.from("RIFF"), Buffer.from([0, 2, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(512, 3)]),
  };
  const upload = (bytes: Buffer, name: string, cookie = admin.cookie, type = "application/octet-stream") =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/messages/attachments?name=${encodeURIComponent(name)}`,
      headers: { origin: t.config.publicUrl, cookie, "content-type": type },
      payload: bytes,
    });
  const uploaded = async (bytes: Buffer, name: string) => {
    const response = await upload(bytes, name);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<MessageAttachmentView>();
  };

  it("checks an attachment by its content and its size, and refuses a fourth, in French", async () => {
    const text = await upload(Buffer.from("Bonjour, ceci est un texte"), "programme.pdf", admin.cookie, "application/pdf");
    expect(text.statusCode).toBe(400);
    expect(text.json<ApiErrorBody>().error.message).toBe(ATTACHMENT_TYPE_ERROR);
    const heavy = await upload(Buffer.concat([FILES.pdf, Buffer.alloc(MESSAGE_ATTACHMENT_MAX_BYTES)]), "gros.pdf");
    expect(heavy.statusCode).toBe(413);
    expect(heavy.json<ApiErrorBody>().error.message).toBe(ATTACHMENT_SIZE_ERROR);
    expect((await upload(Buffer.alloc(0), "vide.pdf")).json<ApiErrorBody>().error.message).toBe(ATTACHMENT_EMPTY_ERROR);
    // A parent may not attach anything.
    const parent = await insertParent(t);
    expect((await upload(FILES.pdf, "programme.pdf", parent.cookie)).statusCode).toBe(403);

    // The type is read from the bytes, whatever the browser declared.
    const webp = await uploaded(FILES.webp, "plan.webp");
    expect(webp).toMatchObject({ fileName: "plan.webp", contentType: "image/webp", sizeBytes: FILES.webp.length });
    const w = await world();
    const ids = [await uploaded(FILES.pdf, "a.pdf"), await uploaded(FILES.png, "b.png"), webp, await uploaded(FILES.pdf, "d.pdf")].map(
      (file) => file.id,
    );
    const four = await send("POST", "/api/admin/messages", admin.cookie, message(w.plaine.id, { kind: "all" }, { attachmentIds: ids }));
    expect(four.statusCode).toBe(400);
    expect(four.body).toContain(ATTACHMENT_TOO_MANY);
    const unknown = await send(
      "POST",
      "/api/admin/messages",
      admin.cookie,
      message(w.plaine.id, { kind: "all" }, { attachmentIds: [crypto.randomUUID()] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiErrorBody>().error.message).toBe(ATTACHMENT_NOT_FOUND);
    expect(await t.db.select().from(familyMessages).where(eq(familyMessages.activityId, w.plaine.id))).toEqual([]);
  });

  it("sends the attachments with each family's e-mail, lets the parents who received it open them, and no one else", async () => {
    const w = await world();
    const programme = await uploaded(FILES.pdf, "Programme de la semaine.pdf");
    const plan = await uploaded(FILES.png, "plan.png");
    const dropped = await uploaded(FILES.webp, "ancien-plan.webp");
    const later = { sendDate: addDaysIso(brusselsToday(), 1), sendTime: "09:30" };
    const ids = [programme.id, plan.id, dropped.id];
    const created = await send(
      "POST",
      "/api/admin/messages",
      admin.cookie,
      message(w.plaine.id, { kind: "group", group: "Moyens" }, { ...later, attachmentIds: ids }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<FamilyMessageDetail>();
    // Removed while it is scheduled: the file goes from the documents too.
    const changed = await send(
      "PUT",
      `/api/admin/messages/${id}`,
      admin.cookie,
      message(w.plaine.id, { kind: "group", group: "Moyens" }, { ...later, attachmentIds: [programme.id, plan.id] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<FamilyMessageDetail>().attachments.map((file) => file.fileName)).toEqual([
      "Programme de la semaine.pdf",
      "plan.png",
    ]);
    expect(await t.app.context.documents.read(`message-attachments/${dropped.id}`)).toBeNull();
    // Another message cannot take a file already this one's.
    const stolen = await send(
      "POST",
      "/api/admin/messages",
      admin.cookie,
      message(w.plaine.id, { kind: "all" }, { attachmentIds: [plan.id] }),
    );
    expect(stolen.json<ApiErrorBody>().error.message).toBe(ATTACHMENT_NOT_FOUND);

    expect(await sendFamilyMessage(sendDeps(), id, new Date(Date.now() + 2 * 24 * 3600_000))).toBe(2);
    // Each family's e-mail carries both files, read from the sealed documents when it leaves.
    const sent: MailMessage[] = [];
    const worker = new MailWorker(
      t.db,
      { kind: "log", send: (mail) => Promise.resolve(void sent.push(mail)), close: () => undefined },
      { warn: () => undefined, error: () => undefined },
      { from: "Plaines <no-reply@example.org>", readDocument: (key) => t.app.context.documents.readAll(key) },
    );
    await worker.deliverDue();
    const ours = sent.filter((mail) => mail.subject === "Cette semaine à la plaine");
    expect(ours.map((mail) => mail.to).sort()).toEqual([w.dupont.email, w.martin.email].sort());
    for (const mail of ours) {
      expect(mail.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
        ["Programme de la semaine.pdf", "application/pdf"],
        ["plan.png", "image/png"],
      ]);
      expect(Buffer.compare(mail.attachments![0].content, FILES.pdf)).toBe(0);
    }

    const inbox = (await send("GET", "/api/messages", w.martin.cookie)).json<ParentMessagesResponse>();
    const copy = inbox.messages[0];
    expect(copy.attachments.map((file) => file.fileName)).toEqual(["Programme de la semaine.pdf", "plan.png"]);
    const url = `/api/messages/${copy.id}/attachments/${programme.id}`;
    const opened = await send("GET", url, w.martin.cookie);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toBe("application/pdf");
    expect(opened.headers["cache-control"]).toBe("private, no-store");
    expect(opened.headers["content-disposition"]).toContain("Programme%20de%20la%20semaine.pdf");
    expect(Buffer.compare(opened.rawPayload, FILES.pdf)).toBe(0);
    // Another family, even one that received the same message, cannot open it through this copy; nor can a stranger.
    expect((await send("GET", url, w.dupont.cookie)).statusCode).toBe(404);
    expect((await send("GET", url, w.lambert.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    // A file of another message, through this copy: not found.
    const other = await uploaded(FILES.pdf, "autre.pdf");
    expect((await send("GET", `/api/messages/${copy.id}/attachments/${other.id}`, w.martin.cookie)).statusCode).toBe(404);
    // Administrators open it on their side.
    const admins = await send("GET", `/api/admin/messages/attachments/${plan.id}`, admin.cookie);
    expect(admins.statusCode).toBe(200);
    expect(admins.headers["content-type"]).toBe("image/png");
    expect((await send("GET", `/api/admin/messages/attachments/${plan.id}`, w.martin.cookie)).statusCode).toBe(403);
    // Sealed at rest: the bytes on disk are not the file's.
    const onDisk = await readFile(path.join(t.config.dataDir, "documents", "message-attachments", programme.id));
    expect(onDisk.includes(Buffer.from("%PDF-1.4"))).toBe(false);

    // The export lists them by name; the purge removes them with the message, and an upload no message took a day later.
    const exported = await t.app.inject({ method: "GET", url: "/api/account/export", headers: { cookie: w.martin.cookie } });
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.rawPayload))["donnees.json"])) as PersonalData;
    expect(data.familyMessages[0].attachments).toEqual(["Programme de la semaine.pdf", "plan.png"]);
    const purge = retentionJobs.find((job) => job.name === "purge-family-messages")!;
    const deps = { db: t.db, cipher: TEST_CIPHER, mailer: t.app.context.mailer, config: t.config, documents: t.app.context.documents };
    await purge.run(deps, new Date(Date.now() + 400 * 24 * 3600_000));
    expect(await t.app.context.documents.read(`message-attachments/${programme.id}`)).toBeNull();
    expect(await t.app.context.documents.read(`message-attachments/${other.id}`)).toBeNull();
    expect(
      await t.db
        .select()
        .from(familyMessageAttachments)
        .where(inArray(familyMessageAttachments.id, [programme.id, other.id])),
    ).toEqual([]);
    expect((await send("GET", url, w.martin.cookie)).statusCode).toBe(404);
  });

  it("lets administrators only write and read the messages", async () => {
    const parent: TestParent = await insertParent(t);
    expect((await send("GET", "/api/admin/messages", parent.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/messages" })).statusCode).toBe(401);
  });
});

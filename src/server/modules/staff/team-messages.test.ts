import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ActivityLogResponse } from "../../../domain/contracts/admin-history.ts";
import type {
  FamilyMessageDetail,
  FamilyMessagePreview,
  FamilyMessageSummary,
  MessageAttachmentView,
} from "../../../domain/contracts/admin-messages.ts";
import { COORDINATORS_WRITE, NOT_YOUR_PLAINE, STAFF_ONLY } from "../../../domain/contracts/staff.ts";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import { ATTACHMENT_NOT_FOUND, MESSAGE_NOT_FOUND } from "../../../domain/family-messages.ts";
import { sendAs } from "../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertChild, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { insertRegistration } from "../../../../tests/support/privacy.ts";
import { insertStaffRole } from "../../../../tests/support/staff.ts";
import { suiteAdminTestApp } from "../../../../tests/support/suite.ts";
import { familyMessages } from "../../db/schema.ts";

describe.each(ENGINES)("the coordination writes to the families of its plaine on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  let parent: TestParent;
  let otherParent: TestParent;
  let animateur: TestParent;
  let coordinateur: TestParent;
  let plaineId: string;
  let otherPlaineId: string;
  const start = addDaysIso(brusselsToday(), 40);

  beforeAll(async () => {
    parent = await insertParent(t, { firstName: "Camille", lastName: "Dupont" });
    otherParent = await insertParent(t, { firstName: "Jo", lastName: "Petit" });
    animateur = await insertParent(t, { firstName: "Yanis", lastName: "Lambert" });
    coordinateur = await insertParent(t, { firstName: "Inès", lastName: "Moreau" });
    plaineId = (await insertActivity(t.db, { title: "Plaine d'été", startDate: start, endDate: addDaysIso(start, 4) })).id;
    otherPlaineId = (await insertActivity(t.db, { title: "Plaine d'automne", startDate: start, endDate: addDaysIso(start, 4) })).id;
    const lea = await insertChild(t.db, parent.id, { firstName: "Léa", birthDate: "2019-03-01" });
    const zoe = await insertChild(t.db, otherParent.id, { firstName: "Zoé", birthDate: "2017-03-01" });
    await insertRegistration(t.db, { parentId: parent.id, childId: lea.id, activityId: plaineId, status: "confirmed" });
    await insertRegistration(t.db, { parentId: otherParent.id, childId: zoe.id, activityId: otherPlaineId, status: "confirmed" });
    await insertStaffRole(t.db, { email: animateur.email, role: "animateur", activityIds: [plaineId], profileId: animateur.id });
    await insertStaffRole(t.db, { email: coordinateur.email, role: "coordinateur", activityIds: [plaineId], profileId: coordinateur.id });
  });

  const base = (activityId: string) => `/api/staff/activities/${activityId}/messages`;
  const message = (overrides: object = {}) => ({
    activityId: plaineId,
    filter: { kind: "all" },
    subject: "Sortie à la ferme",
    body: "Bonjour {prenom}, prévoyez des bottes.",
    ...overrides,
  });
  const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(512, 0x41), Buffer.from("\n%%EOF")]);
  const upload = (activityId: string, cookie: string) =>
    t.app.inject({
      method: "POST",
      url: `${base(activityId)}/attachments?name=${encodeURIComponent("programme.pdf")}`,
      headers: { origin: t.config.publicUrl, cookie, "content-type": "application/pdf" },
      payload: pdf,
    });

  it("lets the coordinateur preview, send and schedule to their plaine's families, as its author, audited", async () => {
    const preview = await sendAs(t, "POST", `${base(plaineId)}/preview`, coordinateur.cookie, message());
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<FamilyMessagePreview>()).toMatchObject({
      recipientCount: 1,
      copy: { body: "Bonjour Camille, prévoyez des bottes." },
    });

    const file = await upload(plaineId, coordinateur.cookie);
    expect(file.statusCode, file.body).toBe(201);
    // The body naming another plaine changes nothing: the path's plaine is the message's.
    const sent = await sendAs(t, "POST", base(plaineId), coordinateur.cookie, {
      ...message({ activityId: otherPlaineId }),
      attachmentIds: [file.json<MessageAttachmentView>().id],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const detail = sent.json<FamilyMessageDetail>();
    expect(detail).toMatchObject({ activityId: plaineId, authorName: "Inès Moreau", attachments: [{ fileName: "programme.pdf" }] });
    const [row] = await t.db.select().from(familyMessages).where(eq(familyMessages.id, detail.id));
    expect(row.authorId).toBe(coordinateur.id);

    const later = await sendAs(
      t,
      "POST",
      base(plaineId),
      coordinateur.cookie,
      message({ sendDate: addDaysIso(brusselsToday(), 3), sendTime: "09:00" }),
    );
    expect(later.statusCode, later.body).toBe(201);
    const scheduled = later.json<FamilyMessageDetail>();
    expect(scheduled.state).toBe("scheduled");
    const changed = await sendAs(
      t,
      "PUT",
      `${base(plaineId)}/${scheduled.id}`,
      coordinateur.cookie,
      message({ subject: "Sortie au bois", sendDate: addDaysIso(brusselsToday(), 3), sendTime: "10:00" }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<FamilyMessageDetail>().subject).toBe("Sortie au bois");
    const cancelled = await sendAs(t, "POST", `${base(plaineId)}/${scheduled.id}/cancel`, coordinateur.cookie);
    expect(cancelled.json<FamilyMessageDetail>().state).toBe("cancelled");

    const log = (await sendAs(t, "GET", "/api/admin/activity-log", admin.cookie)).json<ActivityLogResponse>();
    const entries = log.entries.filter((entry) => entry.entity === "family_message" && entry.actor.email === coordinateur.email);
    expect(entries.map((entry) => entry.action)).toEqual(["update", "update", "create", "create"]);
  });

  it("opens again the files of its plaine's messages and its own uploads, no other", async () => {
    const open = (activityId: string, fileId: string, cookie = coordinateur.cookie) =>
      t.app.inject({ method: "GET", url: `${base(activityId)}/attachments/${fileId}`, headers: { cookie } });
    const adminUpload = async () => {
      const answer = await t.app.inject({
        method: "POST",
        url: `/api/admin/messages/attachments?name=${encodeURIComponent("budget.pdf")}`,
        headers: { origin: t.config.publicUrl, cookie: admin.cookie, "content-type": "application/pdf" },
        payload: pdf,
      });
      return answer.json<MessageAttachmentView>().id;
    };
    const own = (await upload(plaineId, coordinateur.cookie)).json<MessageAttachmentView>().id;
    const opened = await open(plaineId, own);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.rawPayload.equals(pdf)).toBe(true);
    expect(opened.headers["cache-control"]).toBe("private, no-store");
    // Sent, it stays the plaine's: still opened.
    const sent = await sendAs(t, "POST", base(plaineId), coordinateur.cookie, { ...message(), attachmentIds: [own] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await open(plaineId, own)).statusCode).toBe(200);
    // An administrator's file on this plaine's message: the coordination's too.
    const forPlaine = await adminUpload();
    await sendAs(t, "POST", "/api/admin/messages", admin.cookie, { ...message(), attachmentIds: [forPlaine] });
    expect((await open(plaineId, forPlaine)).statusCode).toBe(200);

    // Another plaine's message, an administrator's upload not yet sent: not found; the other plaine's path: not theirs.
    const elsewhere = await adminUpload();
    await sendAs(t, "POST", "/api/admin/messages", admin.cookie, { ...message({ activityId: otherPlaineId }), attachmentIds: [elsewhere] });
    expect((await open(plaineId, elsewhere)).statusCode).toBe(404);
    expect((await open(plaineId, await adminUpload())).statusCode).toBe(404);
    expect((await open(otherPlaineId, elsewhere)).statusCode).toBe(403);
    // An animateur of the plaine does not write to families: nor opens their files.
    expect((await open(plaineId, own, animateur.cookie)).statusCode).toBe(403);
  });

  it("takes only the coordinateur's own uploads: an administrator's file not yet attached is not theirs by its id", async () => {
    const adminFile = await t.app.inject({
      method: "POST",
      url: `/api/admin/messages/attachments?name=${encodeURIComponent("budget.pdf")}`,
      headers: { origin: t.config.publicUrl, cookie: admin.cookie, "content-type": "application/pdf" },
      payload: pdf,
    });
    expect(adminFile.statusCode, adminFile.body).toBe(201);
    const before = await t.db.select().from(familyMessages);
    const taken = await sendAs(t, "POST", base(plaineId), coordinateur.cookie, {
      ...message(),
      attachmentIds: [adminFile.json<MessageAttachmentView>().id],
    });
    expect(taken.statusCode, taken.body).toBe(400);
    expect(taken.json<{ error: { message: string } }>().error.message).toBe(ATTACHMENT_NOT_FOUND);
    expect(await t.db.select().from(familyMessages)).toHaveLength(before.length);
    // The administrator who uploaded it still attaches it.
    const own = await sendAs(t, "POST", "/api/admin/messages", admin.cookie, {
      ...message(),
      attachmentIds: [adminFile.json<MessageAttachmentView>().id],
    });
    expect(own.statusCode, own.body).toBe(201);
  });

  it("lists only the plaine's messages, and opens no other plaine's message by its path", async () => {
    const elsewhere = await sendAs(t, "POST", "/api/admin/messages", admin.cookie, message({ activityId: otherPlaineId }));
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const otherId = elsewhere.json<FamilyMessageDetail>().id;
    const list = (await sendAs(t, "GET", base(plaineId), coordinateur.cookie)).json<FamilyMessageSummary[]>();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((summary) => summary.activityId === plaineId)).toBe(true);
    for (const [method, url] of [
      ["GET", `${base(plaineId)}/${otherId}`],
      ["PUT", `${base(plaineId)}/${otherId}`],
      ["POST", `${base(plaineId)}/${otherId}/cancel`],
    ] as const) {
      const response = await sendAs(t, method, url, coordinateur.cookie, method === "PUT" ? message() : undefined);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: { message: MESSAGE_NOT_FOUND } });
    }
  });

  it("refuses an animateur, another plaine, and anyone outside the team, in French, changing nothing", async () => {
    const before = (await t.db.select().from(familyMessages)).length;
    const asks = (activityId: string, cookie: string) => [
      sendAs(t, "GET", base(activityId), cookie),
      sendAs(t, "POST", `${base(activityId)}/preview`, cookie, message({ activityId })),
      sendAs(t, "POST", base(activityId), cookie, message({ activityId })),
      upload(activityId, cookie),
    ];
    for (const response of await Promise.all(asks(plaineId, animateur.cookie))) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { message: COORDINATORS_WRITE } });
    }
    for (const response of await Promise.all(asks(otherPlaineId, coordinateur.cookie))) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { message: NOT_YOUR_PLAINE } });
    }
    for (const response of await Promise.all(asks(plaineId, parent.cookie))) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { message: STAFF_ONLY } });
    }
    expect(await t.db.select().from(familyMessages)).toHaveLength(before);
    // Urgent texts stay the administrators': the team has no such route.
    expect((await sendAs(t, "POST", `${base(plaineId)}/urgent`, coordinateur.cookie, { activityId: plaineId })).statusCode).toBe(404);
  });
});

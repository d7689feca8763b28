import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ActivityLogResponse } from "../../../domain/contracts/admin-history.ts";
import type { QualificationListResponse, QualificationView, StaffListResponse, StaffPlan } from "../../../domain/contracts/staff.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertChild, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { insertRegistration } from "../../../../tests/support/privacy.ts";
import { insertStaffRole, planStaff } from "../../../../tests/support/staff.ts";
import { suiteAdminTestApp } from "../../../../tests/support/suite.ts";
import { associationSettings, auditLog, emailOutbox, staffQualifications, staffRoles } from "../../db/schema.ts";
import { eraseAccount } from "../privacy/index.ts";
import { runQualificationsJob } from "./qualification-reminders.ts";

// Monday 6 to Friday 10 July 2026, the default groups: Petits (under 6), Moyens, Grands.
const START = "2026-07-06";
const END = "2026-07-10";
const DAY_MS = 24 * 60 * 60 * 1000;

interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Files as a device sends them: a PDF and a PNG (their first bytes say what they are). */
const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2048, 0x41), Buffer.from("\n%%EOF")]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512, 7)]);

describe.each(ENGINES)("the team's qualifications on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  let animateur: TestParent;
  let coordinateur: TestParent;
  let parent: TestParent;
  let plaineId: string;

  beforeAll(async () => {
    parent = await insertParent(t, { firstName: "Zoë", lastName: "Dupont" });
    animateur = await insertParent(t, { firstName: "Yanis", lastName: "Lambert" });
    coordinateur = await insertParent(t, { firstName: "Inès", lastName: "Moreau" });
    plaineId = (await insertActivity(t.db, { title: "Plaine d'été", startDate: START, endDate: END })).id;
    // One child under 6 and two from 6: two animateurs under the ONE's norms.
    for (const child of [
      { firstName: "Lina", birthDate: "2022-03-01" },
      { firstName: "Hugo", birthDate: "2016-05-20" },
      { firstName: "Emma", birthDate: "2019-01-10" },
    ]) {
      const { id } = await insertChild(t.db, parent.id, child);
      await insertRegistration(t.db, { parentId: parent.id, childId: id, activityId: plaineId });
    }
    await insertStaffRole(t.db, { email: animateur.email, role: "animateur", activityIds: [plaineId], profileId: animateur.id });
    await insertStaffRole(t.db, { email: coordinateur.email, role: "coordinateur", activityIds: [plaineId], profileId: coordinateur.id });
    await planStaff(t.db, { activityId: plaineId, profileId: animateur.id, groupName: "Petits", dates: [START] });
  });

  const upload = (profileId: string, query: Record<string, string>, bytes: Buffer, cookie = admin.cookie) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/staff/people/${profileId}/qualifications?${new URLSearchParams(query)}`,
      headers: { origin: t.config.publicUrl, cookie, "content-type": "application/octet-stream" },
      payload: bytes,
    });
  const added = async (profileId: string, query: Record<string, string>, bytes = PDF) => {
    const response = await upload(profileId, query, bytes);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<QualificationView>();
  };
  const get = (url: string, cookie = admin.cookie) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const staffList = async () => (await get("/api/admin/staff")).json<StaffListResponse>().staff;

  it("adds a brevet with its proof, lists it, and shows the person as breveté today", async () => {
    expect((await staffList()).find((member) => member.profileId === animateur.id)).toMatchObject({ brevete: false });
    const brevet = await added(animateur.id, {
      kind: "brevet-animateur",
      obtainedOn: "2025-06-30",
      issuer: "Patro Wallonie-Bruxelles",
      name: "brevet.pdf",
    });
    expect(brevet).toMatchObject({ kind: "brevet-animateur", contentType: "application/pdf", expiresOn: null, validToday: true });
    const list = (await get(`/api/admin/staff/people/${animateur.id}/qualifications`)).json<QualificationListResponse>();
    expect(list.qualifications.map((q) => q.id)).toEqual([brevet.id]);
    expect((await staffList()).find((member) => member.profileId === animateur.id)).toMatchObject({
      brevete: true,
      qualifiedCoordinator: false,
    });
  });

  it("refuses a file that is not a PDF or an image, dates in the wrong order, and a person out of the team, in French", async () => {
    const base = { kind: "premiers-secours", obtainedOn: "2025-06-30", issuer: "Croix-Rouge" };
    const text = await upload(animateur.id, base, Buffer.from("Bonjour, ceci est un texte"));
    expect(text.statusCode).toBe(400);
    expect(text.json<ApiErrorBody>().error.message).toBe("La pièce jointe doit être un fichier PDF, PNG, JPEG ou WebP.");
    const backwards = await upload(animateur.id, { ...base, expiresOn: "2025-01-01" }, PDF);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<ApiErrorBody>().error.fields?.expiresOn).toBe("L'expiration doit suivre la date d'obtention");
    const future = await upload(animateur.id, { ...base, obtainedOn: "2099-01-01" }, PDF);
    expect(future.statusCode).toBe(400);
    expect((await upload(parent.id, base, PDF)).statusCode).toBe(404);
    expect(await t.db.select().from(staffQualifications).where(eq(staffQualifications.profileId, parent.id))).toEqual([]);
  });

  it("opens a proof for an administrator, logged; the person reads their own and opens it, never another's", async () => {
    const [own] = (await get(`/api/admin/staff/people/${animateur.id}/qualifications`)).json<QualificationListResponse>().qualifications;
    const opened = await get(`/api/admin/staff/qualifications/${own.id}/proof`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.compare(opened.rawPayload, PDF)).toBe(0);
    const log = (await get("/api/admin/activity-log?area=exports")).json<ActivityLogResponse>();
    expect(log.entries.find((entry) => entry.entity === "staff_qualification")?.record.label).toBe(
      "Qualification\u00a0: Yanis Lambert (Brevet d'animateur de centres de vacances)",
    );

    const mine = (await get("/api/staff/qualifications", animateur.cookie)).json<QualificationListResponse>();
    expect(mine.qualifications.map((q) => q.id)).toEqual([own.id]);
    expect((await get(`/api/staff/qualifications/${own.id}/proof`, animateur.cookie)).statusCode).toBe(200);
    expect((await get(`/api/staff/qualifications/${own.id}/proof`, coordinateur.cookie)).statusCode).toBe(404);
    expect((await get("/api/staff/qualifications", coordinateur.cookie)).json<QualificationListResponse>().qualifications).toEqual([]);
    expect((await get(`/api/admin/staff/qualifications/${own.id}/proof`, animateur.cookie)).statusCode).toBe(403);
  });

  it("checks the plan's days against the norms, and a planned breveté coordinator covers the day", async () => {
    const plan = async () => (await get(`/api/admin/activities/${plaineId}/staff-plan`)).json<StaffPlan>();
    const before = (await plan()).checks.find((check) => check.date === START)!;
    expect(before).toMatchObject({ expectedChildren: 3, animateursNeeded: 2, animateursPlanned: 1, brevetesPlanned: 1 });
    expect(before.gaps).toEqual([
      "Lundi 6 juillet\u00a0: il manque 1\u00a0animateur pour 3\u00a0enfants attendus",
      "Lundi 6 juillet\u00a0: aucun coordinateur qualifié prévu",
    ]);
    await added(coordinateur.id, { kind: "brevet-coordinateur", obtainedOn: "2024-06-30", issuer: "ONE", expiresOn: "2030-06-30" }, PNG);
    await planStaff(t.db, { activityId: plaineId, profileId: coordinateur.id, groupName: "Grands", dates: [START] });
    const after = (await plan()).checks.find((check) => check.date === START)!;
    expect(after.gaps).toEqual([]);
    expect(after).toMatchObject({ animateursPlanned: 2, brevetesNeeded: 1, brevetesPlanned: 2, coordinatorsPlanned: 1 });
    // The coordinateur's plan answers the same.
    const theirs = (await get(`/api/staff/activities/${plaineId}/plan`, coordinateur.cookie)).json<StaffPlan>();
    expect(theirs.checks).toEqual((await plan()).checks);
  });

  it("tells the person 60 days before the end, once, and the association in one e-mail", async () => {
    const soon = await added(animateur.id, {
      kind: "premiers-secours",
      obtainedOn: "2025-01-15",
      issuer: "Croix-Rouge",
      expiresOn: "2027-03-31",
    });
    await t.db.update(associationSettings).set({ email: "contact@plaines.test" });
    const deps = { db: t.db, config: t.config, mailer: t.app.context.mailer, documents: t.app.context.documents };
    const reminders = () =>
      t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, "qualification-expiry"), eq(emailOutbox.toAddress, animateur.email)));
    // 61 days before (Brussels noon): nothing yet; 60 days before: the e-mail, once.
    expect((await runQualificationsJob(deps, new Date("2027-01-29T11:00:00Z"))).told).toBe(0);
    expect(await reminders()).toEqual([]);
    expect((await runQualificationsJob(deps, new Date("2027-01-30T11:00:00Z"))).told).toBe(1);
    expect((await runQualificationsJob(deps, new Date("2027-01-30T11:00:00Z"))).told).toBe(0);
    expect((await runQualificationsJob(deps, new Date("2027-02-10T11:00:00Z"))).told).toBe(0);
    const mails = await reminders();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Votre qualification expire le 31 mars 2027");
    expect(mails[0].text).toContain("Premiers secours");
    const admins = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "contact@plaines.test"));
    expect(admins.map((mail) => [mail.dedupeKey, mail.subject])).toEqual([
      [`qualification-expiry-admins:2027-01-30:${soon.id}`, "Qualifications de l'équipe à renouveler (1)"],
    ]);
    expect(admins[0].text).toContain("Yanis Lambert\u00a0: Premiers secours, valable jusqu'au 31 mars 2027.");
  });

  it("deletes a qualification with its proof, logged", async () => {
    const extra = await added(animateur.id, { kind: "titre-equivalent", obtainedOn: "2020-06-30", issuer: "HELMo" });
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/staff/qualifications/${extra.id}`,
      headers: { origin: t.config.publicUrl, cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(await t.app.context.documents.read(`staff-qualifications/${extra.id}`)).toBeNull();
    expect((await get(`/api/admin/staff/qualifications/${extra.id}/proof`)).statusCode).toBe(404);
    const log = (await get("/api/admin/activity-log?area=plaines")).json<ActivityLogResponse>();
    expect(log.entries.some((entry) => entry.entity === "staff_qualification" && entry.action === "delete")).toBe(true);
  });

  it("keeps a former team member's qualifications a year after their last role ended, then removes them with their proofs", async () => {
    const [kept] = await t.db.select().from(staffQualifications).where(eq(staffQualifications.profileId, coordinateur.id));
    const revokedAt = new Date();
    await t.db.update(staffRoles).set({ revokedAt }).where(eq(staffRoles.profileId, coordinateur.id));
    const deps = { db: t.db, config: t.config, mailer: t.app.context.mailer, documents: t.app.context.documents };
    expect((await runQualificationsJob(deps, new Date(revokedAt.getTime() + 364 * DAY_MS))).removed).toBe(0);
    expect((await runQualificationsJob(deps, new Date(revokedAt.getTime() + 366 * DAY_MS))).removed).toBe(1);
    expect(await t.app.context.documents.read(`staff-qualifications/${kept.id}`)).toBeNull();
    // The animateur, still in the team, keeps theirs.
    expect(await t.db.select().from(staffQualifications).where(eq(staffQualifications.profileId, animateur.id))).not.toEqual([]);
  });

  it("erases the qualifications and their proofs with the account", async () => {
    const rows = await t.db.select().from(staffQualifications).where(eq(staffQualifications.profileId, animateur.id));
    expect(rows.length).toBeGreaterThan(0);
    // The activity log's lines naming the person, those of a qualification deleted earlier included.
    const naming = () =>
      t.db
        .select({ id: auditLog.id, entityId: auditLog.entityId })
        .from(auditLog)
        .where(and(eq(auditLog.entity, "staff_qualification"), sql`${auditLog.changes}::text LIKE ${`%${animateur.id}%`}`));
    const lines = await naming();
    expect(lines.some((line) => !rows.some((row) => row.id === line.entityId))).toBe(true);
    await eraseAccount({ db: t.db, cipher: t.app.context.cipher, documents: t.app.context.documents }, animateur.id, { by: "self" });
    expect(await t.db.select().from(staffQualifications).where(eq(staffQualifications.profileId, animateur.id))).toEqual([]);
    for (const row of rows) expect(await t.app.context.documents.read(`staff-qualifications/${row.id}`)).toBeNull();
    expect(await naming()).toEqual([]);
  });
});

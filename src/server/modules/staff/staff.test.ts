import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CheckInChildDetails, PresenceRoster } from "../../../domain/contracts/admin-presences.ts";
import type { MeResponse } from "../../../domain/contracts/account.ts";
import type { ActivityLogEntry, ActivityLogResponse } from "../../../domain/contracts/admin-history.ts";
import {
  COORDINATORS_ONLY,
  NOT_PLANNED,
  NOT_YOUR_PLAINE,
  STAFF_INVITATION_EXPIRED,
  STAFF_INVITATION_OTHER_EMAIL,
  STAFF_ONLY,
  staffAlreadyInvited,
  type StaffHomeResponse,
  type StaffInvitationView,
  type StaffListResponse,
  type StaffMemberView,
  type StaffPlan,
} from "../../../domain/contracts/staff.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertChild, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { insertRegistration } from "../../../../tests/support/privacy.ts";
import { insertStaffRole, planStaff } from "../../../../tests/support/staff.ts";
import { lastMailTo, linkIn } from "../../../../tests/support/accounts.ts";
import { suiteAdminTestApp } from "../../../../tests/support/suite.ts";
import { auditLog, childGroupMoves, medicalAccessLog, profiles, users } from "../../db/schema.ts";

// Monday 6 to Friday 10 July 2026, the default groups: Petits (under 6), Moyens, Grands.
const START = "2026-07-06";
const END = "2026-07-10";

describe.each(ENGINES)("the team of the plaines on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  let parent: TestParent;
  let animateur: TestParent;
  let coordinateur: TestParent;
  let plaineId: string;
  let otherPlaineId: string;
  const kids: Record<string, string> = {};

  beforeAll(async () => {
    parent = await insertParent(t, { firstName: "Zoë", lastName: "Dupont" });
    animateur = await insertParent(t, { firstName: "Yanis", lastName: "Lambert" });
    coordinateur = await insertParent(t, { firstName: "Inès", lastName: "Moreau" });
    plaineId = (await insertActivity(t.db, { title: "Plaine d'été", startDate: START, endDate: END })).id;
    otherPlaineId = (await insertActivity(t.db, { title: "Plaine d'automne", startDate: START, endDate: END })).id;
    const list = [
      { key: "lina", firstName: "Lina", birthDate: "2022-03-01", allergies: "Arachides", medications: "EpiPen", dietaryNeeds: "Sans porc" },
      { key: "hugo", firstName: "Hugo", birthDate: "2016-05-20", allergies: "Pollen de bouleau", medications: "Cétirizine" },
      { key: "emma", firstName: "Emma", birthDate: "2019-01-10" },
    ];
    for (const { key, ...child } of list) {
      kids[key] = (await insertChild(t.db, parent.id, child)).id;
      await insertRegistration(t.db, { parentId: parent.id, childId: kids[key], activityId: plaineId });
    }
    await insertStaffRole(t.db, { email: animateur.email, role: "animateur", activityIds: [plaineId], profileId: animateur.id });
    await insertStaffRole(t.db, { email: coordinateur.email, role: "coordinateur", activityIds: [plaineId], profileId: coordinateur.id });
    await planStaff(t.db, { activityId: plaineId, profileId: animateur.id, groupName: "Petits", dates: [START, "2026-07-07"] });
  });

  const headers = (cookie: string) => ({ cookie, origin: t.config.publicUrl });
  const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const send = (method: "POST" | "PUT", url: string, cookie: string, payload: object = {}) =>
    t.app.inject({ method, url, headers: headers(cookie), payload });
  const roster = (cookie: string, date = START) => get(`/api/staff/activities/${plaineId}/presences?date=${date}`, cookie);
  const details = (cookie: string, childId: string, date = START) =>
    get(`/api/staff/activities/${plaineId}/presences/children/${childId}?date=${date}`, cookie);
  const tap = (cookie: string, childId: string, date = START) =>
    send("POST", `/api/staff/activities/${plaineId}/presences/taps`, cookie, {
      idempotencyKey: randomUUID(),
      childId,
      date,
      action: "arrived",
      tappedAt: "2026-07-06T07:05:00.000Z",
    });

  it("invites by e-mail: the link is for that address only, and makes a parent staff too, one account with both", async () => {
    const invited = await send("POST", "/api/admin/staff", admin.cookie, {
      email: parent.email.toUpperCase(),
      role: "animateur",
      activityIds: [plaineId],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json<StaffMemberView>()).toMatchObject({ email: parent.email, state: "invited", plaines: [{ title: "Plaine d'été" }] });
    const mail = await lastMailTo(t, parent.email);
    expect(mail.kind).toBe("staff-invitation");
    const token = new URL(linkIn(mail.text), "http://x").searchParams.get("token")!;
    // Nothing but the hash is kept: the token is in no row.
    expect(JSON.stringify(await t.db.select().from(profiles))).not.toContain(token);

    const byOther = await get(`/api/staff-invitations?token=${token}`, animateur.cookie);
    expect(byOther.json<StaffInvitationView>().refusal).toBe(STAFF_INVITATION_OTHER_EMAIL(parent.email));
    expect((await send("POST", "/api/staff-invitations/accept", animateur.cookie, { token })).statusCode).toBe(409);

    expect((await get("/api/staff/plaines", parent.cookie)).json()).toMatchObject({ error: { message: STAFF_ONLY } });
    const accepted = await send("POST", "/api/staff-invitations/accept", parent.cookie, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const home = (await get("/api/staff/plaines", parent.cookie)).json<StaffHomeResponse>();
    expect(home.plaines).toMatchObject([{ id: plaineId, role: "animateur", days: [] }]);
    // Still a parent: their own children's files as before.
    expect((await get("/api/children", parent.cookie)).statusCode).toBe(200);
    const [profile] = await t.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, parent.id));
    expect(profile.role).toBe("parent");
    const list = (await get("/api/admin/staff", admin.cookie)).json<StaffListResponse>();
    expect(list.staff.find((member) => member.email === parent.email)).toMatchObject({ state: "active", name: "Zoë Dupont" });
  });

  it("invites an address once per role and plaine: again after a revocation, or for another plaine", async () => {
    const invite = (activityIds: string[]) =>
      send("POST", "/api/admin/staff", admin.cookie, { email: "deux-fois@example.org", role: "animateur", activityIds });
    const first = await invite([plaineId]);
    expect(first.statusCode, first.body).toBe(201);
    const again = await invite([otherPlaineId, plaineId]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: staffAlreadyInvited("Plaine d'été") } });
    expect((await invite([otherPlaineId])).statusCode).toBe(201);
    const staff = () =>
      get("/api/admin/staff", admin.cookie).then((answer) =>
        answer.json<StaffListResponse>().staff.filter((member) => member.email === "deux-fois@example.org"),
      );
    expect(await staff()).toHaveLength(2);
    await send("POST", `/api/admin/staff/${first.json<StaffMemberView>().id}/revoke`, admin.cookie);
    expect((await invite([plaineId])).statusCode).toBe(201);
  });

  it("does not send an expired invitation again once the address was given the same role since", async () => {
    const email = "relance@example.org";
    const expired = await insertStaffRole(t.db, {
      email,
      role: "animateur",
      activityIds: [plaineId],
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await send("POST", "/api/admin/staff", admin.cookie, { email, role: "animateur", activityIds: [plaineId] })).statusCode).toBe(
      201,
    );
    const resent = await send("POST", `/api/admin/staff/${expired.id}/resend`, admin.cookie);
    expect(resent.statusCode).toBe(409);
    expect(resent.json()).toMatchObject({ error: { message: staffAlreadyInvited("Plaine d'été") } });
  });

  it("refuses an invitation after its 7 days, until it is sent again", async () => {
    const email = "tard@example.org";
    const late = await insertStaffRole(t.db, { email, role: "animateur", activityIds: [plaineId], expiresAt: new Date(Date.now() - 1000) });
    const person = await insertParent(t);
    await t.db.update(profiles).set({ firstName: "Tard" }).where(eq(profiles.id, person.id));
    await t.db.update(users).set({ email }).where(eq(users.id, person.id));
    const refused = await send("POST", "/api/staff-invitations/accept", person.cookie, { token: late.token });
    expect(refused.json()).toMatchObject({ error: { message: STAFF_INVITATION_EXPIRED } });
    expect((await get("/api/admin/staff", admin.cookie)).json<StaffListResponse>().staff.find((m) => m.id === late.id)?.state).toBe(
      "expired",
    );
    const resent = await send("POST", `/api/admin/staff/${late.id}/resend`, admin.cookie);
    expect(resent.json<StaffMemberView>().state).toBe("invited");
    const token = new URL(linkIn((await lastMailTo(t, email)).text), "http://x").searchParams.get("token")!;
    expect((await send("POST", "/api/staff-invitations/accept", person.cookie, { token: late.token })).statusCode).toBe(404);
    expect((await send("POST", "/api/staff-invitations/accept", person.cookie, { token })).statusCode).toBe(200);
  });

  it("shows an animateur only the days and groups they are planned on", async () => {
    const home = (await get("/api/staff/plaines", animateur.cookie)).json<StaffHomeResponse>();
    expect(home.plaines).toEqual([
      expect.objectContaining({
        id: plaineId,
        role: "animateur",
        days: [
          { date: START, groups: ["Petits"] },
          { date: "2026-07-07", groups: ["Petits"] },
        ],
      }),
    ]);
    const day = (await roster(animateur.cookie)).json<PresenceRoster>();
    // The staff entered and every group's counts stay the coordination's.
    expect(day.staffing).toBeNull();
    expect((await roster(coordinateur.cookie)).json<PresenceRoster>().staffing).not.toBeNull();
    expect(day.groups.map((group) => [group.name, group.children.map((child) => child.firstName)])).toEqual([["Petits", ["Lina"]]]);
    expect(day.days).toEqual([START, "2026-07-07"]);
    expect((await roster(animateur.cookie, "2026-07-08")).json()).toMatchObject({ error: { message: NOT_PLANNED } });
    expect((await get(`/api/staff/activities/${otherPlaineId}/presences?date=${START}`, animateur.cookie)).json()).toMatchObject({
      error: { message: NOT_YOUR_PLAINE },
    });
  });

  it("opens a child of the animateur's group, logged; refuses another group's child, to read or to check in", async () => {
    const opened = await details(animateur.cookie, kids.lina);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<CheckInChildDetails>()).toMatchObject({ allergies: "Arachides", medications: "EpiPen", dietaryNeeds: "Sans porc" });
    const log = await t.db
      .select()
      .from(medicalAccessLog)
      .where(and(eq(medicalAccessLog.childId, kids.lina), eq(medicalAccessLog.actorId, animateur.id)));
    expect(log.map((row) => row.kind)).toEqual(["check-in"]);

    const other = await details(animateur.cookie, kids.hugo);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toMatch(/Pollen|Cétirizine/);
    expect(await t.db.select().from(medicalAccessLog).where(eq(medicalAccessLog.childId, kids.hugo))).toEqual([]);
    expect((await tap(animateur.cookie, kids.hugo)).statusCode).toBe(403);
    expect((await details(animateur.cookie, kids.lina, "2026-07-08")).statusCode).toBe(403);
    const checked = await tap(animateur.cookie, kids.lina);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ applied: true, child: { status: "present", recordedByName: "Yanis Lambert" } });
  });

  it("follows the plaine's group moves: a child moved into the group is seen, one moved out is not", async () => {
    await t.db.insert(childGroupMoves).values({ activityId: plaineId, childId: kids.hugo, groupName: "Petits" });
    expect((await details(animateur.cookie, kids.hugo)).statusCode).toBe(200);
    await t.db.delete(childGroupMoves).where(eq(childGroupMoves.childId, kids.hugo));
    expect((await details(animateur.cookie, kids.hugo)).statusCode).toBe(403);
  });

  it("gives the coordinateur the whole plaine and the plan; an animateur never the plan", async () => {
    const day = (await roster(coordinateur.cookie, "2026-07-09")).json<PresenceRoster>();
    expect(day.groups.map((group) => group.name)).toEqual(["Petits", "Moyens", "Grands"]);
    expect((await details(coordinateur.cookie, kids.hugo, "2026-07-09")).statusCode).toBe(200);
    const cell = { date: "2026-07-08", groupName: "Grands", profileIds: [animateur.id] };
    expect((await send("PUT", `/api/staff/activities/${plaineId}/plan`, animateur.cookie, cell)).json()).toMatchObject({
      error: { message: COORDINATORS_ONLY },
    });
    const plan = await send("PUT", `/api/staff/activities/${plaineId}/plan`, coordinateur.cookie, cell);
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.json<StaffPlan>().assignments).toContainEqual({ date: "2026-07-08", groupName: "Grands", profileId: animateur.id });
    expect((await details(animateur.cookie, kids.hugo, "2026-07-08")).statusCode).toBe(200);
    const stranger = await send("PUT", `/api/staff/activities/${plaineId}/plan`, coordinateur.cookie, {
      ...cell,
      profileIds: [parent.id, admin.id],
    });
    expect(stranger.statusCode).toBe(400);
  });

  it("ends a revoked role at once, for a session opened before", async () => {
    const person = await insertParent(t, { firstName: "Noé", lastName: "Petit" });
    const role = await insertStaffRole(t.db, { email: person.email, role: "coordinateur", activityIds: [plaineId], profileId: person.id });
    expect((await roster(person.cookie)).statusCode).toBe(200);
    // The header's 'Mon équipe' follows the role, read from the database as the team's area reads it.
    const inTeam = async (cookie: string) => (await get("/api/me", cookie)).json<MeResponse>().user?.inTeam;
    expect(await inTeam(person.cookie)).toBe(true);
    expect(await inTeam(animateur.cookie)).toBe(true);
    expect(await inTeam(admin.cookie)).toBe(false);
    const revoked = await send("POST", `/api/admin/staff/${role.id}/revoke`, admin.cookie);
    expect(revoked.json<StaffMemberView>().state).toBe("revoked");
    const after = await roster(person.cookie);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ error: { message: STAFF_ONLY } });
    expect(await inTeam(person.cookie)).toBe(false);
    expect((await send("POST", `/api/admin/staff/${role.id}/revoke`, admin.cookie)).statusCode).toBe(409);
  });

  it("writes each invitation, new link, revocation and plan cell in the activity log, with who and which plaine", async () => {
    const email = "journal@example.org";
    const entriesOf = async (entity: ActivityLogEntry["entity"]) =>
      (await get("/api/admin/activity-log?area=plaines", admin.cookie))
        .json<ActivityLogResponse>()
        .entries.filter((entry) => entry.entity === entity);

    const invited = (
      await send("POST", "/api/admin/staff", admin.cookie, { email, role: "coordinateur", activityIds: [plaineId] })
    ).json<StaffMemberView>();
    const [created] = await entriesOf("staff_role");
    expect(created).toMatchObject({
      action: "create",
      actor: { email: admin.email },
      record: { id: invited.id, label: `Équipe\u00a0: ${email} (coordinateur·rice)` },
    });
    expect(created.changes).toEqual(
      expect.arrayContaining([
        { field: "email", before: null, after: email },
        { field: "role", before: null, after: "coordinateur" },
        { field: "plaines", before: null, after: "Plaine d'été" },
        { field: "state", before: null, after: "invited" },
      ]),
    );

    // Sent again: the link's end moves.
    expect((await send("POST", `/api/admin/staff/${invited.id}/resend`, admin.cookie)).statusCode).toBe(200);
    await send("POST", `/api/admin/staff/${invited.id}/revoke`, admin.cookie);
    const [revoked, resent] = await entriesOf("staff_role");
    expect(resent).toMatchObject({ action: "update", record: { id: invited.id } });
    expect(resent.changes.map((change) => change.field)).toEqual(["expiresAt"]);
    expect(revoked.changes).toEqual([
      { field: "state", before: "invited", after: "revoked" },
      { field: "expiresAt", before: resent.changes[0].after, after: null },
    ]);
    // A refused change (already revoked) writes nothing.
    const count = (await t.db.select().from(auditLog)).length;
    expect((await send("POST", `/api/admin/staff/${invited.id}/revoke`, admin.cookie)).statusCode).toBe(409);
    expect(await t.db.select().from(auditLog)).toHaveLength(count);

    // A cell of the plan, set by the coordinateur then cleared by an administrator.
    const cell = { date: "2026-07-09", groupName: "Moyens", profileIds: [animateur.id, coordinateur.id] };
    expect((await send("PUT", `/api/staff/activities/${plaineId}/plan`, coordinateur.cookie, cell)).statusCode).toBe(200);
    expect((await send("PUT", `/api/admin/activities/${plaineId}/staff-plan`, admin.cookie, { ...cell, profileIds: [] })).statusCode).toBe(
      200,
    );
    // The same people again: nothing changed, nothing written.
    expect((await send("PUT", `/api/admin/activities/${plaineId}/staff-plan`, admin.cookie, { ...cell, profileIds: [] })).statusCode).toBe(
      200,
    );
    const cellEntries = (await entriesOf("staff_plan")).filter((entry) => entry.changes[0]?.field === "2026-07-09 Moyens");
    expect(cellEntries).toHaveLength(2);
    const [cleared, set] = cellEntries;
    expect(set).toMatchObject({
      action: "update",
      actor: { email: coordinateur.email },
      record: { id: plaineId, activityId: plaineId, label: "Planning de l'équipe\u00a0: Plaine d'été" },
      changes: [{ field: "2026-07-09 Moyens", before: null, after: "Inès Moreau, Yanis Lambert" }],
    });
    expect(cleared).toMatchObject({
      actor: { email: admin.email },
      changes: [{ field: "2026-07-09 Moyens", before: "Inès Moreau, Yanis Lambert", after: null }],
    });
  });
});

import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../../domain/api-error.ts";
import type {
  AgeGroupsResponse,
  CheckInChildDetails,
  CheckInTapResponse,
  PlaineDaysResponse,
  PresenceRoster,
  TodayOnTheGround,
} from "../../../../domain/contracts/admin-presences.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../../tests/support/factories.ts";
import { insertAdmin, insertChild, insertParent, type TestParent } from "../../../../../tests/support/families.ts";
import { insertRegistration } from "../../../../../tests/support/privacy.ts";
import { DEPARTURE_BEFORE_ARRIVAL } from "../../../../domain/plaine/attendance.ts";
import type { StaffingNormsId } from "../../../../domain/plaine/staffing-norms.ts";
import { associationSettings, attendance, attendanceTaps, medicalAccessLog } from "../../../db/schema.ts";
import { NOT_A_PLAINE_DAY } from "../../../../domain/plaine/days.ts";
import { todayOnTheGround } from "./summary.ts";
import { UNKNOWN_GROUP } from "./setup.ts";
import { TEST_CIPHER } from "../../../../../tests/support/data-keys.ts";
import { suiteAdminTestApp } from "../../../../../tests/support/suite.ts";

// Monday 6 to Friday 10 July 2026: the taps' times are in the past, as a phone's clock gives them.
const START = "2026-07-06";
const END = "2026-07-10";

describe.each(ENGINES)("the plaine's check-in on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  let otherAdmin: TestParent;
  let parent: TestParent;
  let activityId: string;
  const kids: Record<string, string> = {};

  beforeAll(async () => {
    otherAdmin = await insertAdmin(t, { firstName: "Sacha", lastName: "Lemaire" });
    parent = await insertParent(t);
    activityId = (await insertActivity(t.db, { startDate: START, endDate: END })).id;
    const children = [
      {
        key: "lina",
        firstName: "Lina",
        birthDate: "2022-03-01",
        allergies: "Arachides (choc anaphylactique)",
        medications: "EpiPen",
        dietaryNeeds: "Sans porc",
        emergencyContacts: [{ name: "Zoë Dupont", relation: "maman", phone: "+32470111111" }],
        pickupPersons: [{ name: "Joël Dupont", relation: "grand-père", phone: "+32470333333" }],
        photoConsent: "none" as const,
      },
      { key: "noah", firstName: "Noah", birthDate: "2020-07-08", medications: "Ventolin" }, // 6 on Wednesday: Petits
      { key: "emma", firstName: "Emma", birthDate: "2019-01-10" },
      { key: "hugo", firstName: "Hugo", birthDate: "2016-05-20" },
      { key: "zoe", firstName: "Zoé", birthDate: "2018-02-02" },
    ];
    for (const { key, ...child } of children) {
      const row = await insertChild(t.db, parent.id, child);
      kids[key] = row.id;
      await insertRegistration(t.db, {
        parentId: parent.id,
        childId: row.id,
        activityId,
        status: key === "zoe" ? "cancelled" : "pending",
      });
    }
  });

  const headers = (cookie: string) => ({ cookie, origin: t.config.publicUrl });
  const roster = async (date = START, cookie = admin.cookie) =>
    (
      await t.app.inject({ method: "GET", url: `/api/admin/activities/${activityId}/presences?date=${date}`, headers: { cookie } })
    ).json<PresenceRoster>();
  const tap = (body: object, cookie = admin.cookie) =>
    t.app.inject({ method: "POST", url: `/api/admin/activities/${activityId}/presences/taps`, headers: headers(cookie), payload: body });
  const tapBody = (childId: string, action: string, tappedAt = "2026-07-06T07:05:00.000Z", date = START) => ({
    idempotencyKey: randomUUID(),
    childId,
    date,
    action,
    tappedAt,
  });
  const rowsOf = (childId: string, date = START) =>
    t.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.childId, childId), eq(attendance.date, date)));

  it("lists the children expected by group with their icons, never a cancelled one, and what the ONE's norms ask", async () => {
    const day = await roster();
    expect(day.days).toEqual(["2026-07-06", "2026-07-07", "2026-07-08", "2026-07-09", "2026-07-10"]);
    expect(day.groups.map((group) => [group.name, group.children.map((child) => child.firstName)])).toEqual([
      ["Petits", ["Lina", "Noah"]],
      ["Moyens", ["Emma"]],
      ["Grands", ["Hugo"]],
    ]);
    expect(day.groups[0].children[0]).toMatchObject({ hasAllergy: true, hasMedication: true, photoConsent: "none", status: null });
    // The list carries icons, never the health text itself: that is read on a tap, and logged.
    expect(JSON.stringify(day)).not.toMatch(/Arachides|EpiPen|Sans porc|\+32/);
    expect(day.groups[0].children[1]).toMatchObject({ hasAllergy: false, hasMedication: true, ageLabel: "5 ans et 11 mois" });
    // Four children on Monday, two under 6 and two older, each band rounded up: ⌈2/8⌉ + ⌈2/12⌉ = 2.
    expect(day.staffing).toMatchObject({ norms: "one", expectedChildren: 4, presentChildren: 0, requiredForExpected: 2, staffCount: null });
    expect(day.groups.map((group) => group.animateursGuide)).toEqual([1, 1, 1]);
  });

  it("records a tap once however often it is sent again", async () => {
    const body = tapBody(kids.lina, "arrived");
    const first = await tap(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<CheckInTapResponse>()).toMatchObject({
      applied: true,
      child: { status: "present", arrivedAt: "2026-07-06T07:05:00.000Z", recordedByName: "Alex Martin" },
    });
    for (let i = 0; i < 3; i += 1) expect((await tap(body)).json<CheckInTapResponse>().applied).toBe(false);
    expect(await rowsOf(kids.lina)).toHaveLength(1);
    expect(await t.db.select().from(attendanceTaps).where(eq(attendanceTaps.idempotencyKey, body.idempotencyKey))).toHaveLength(1);
  });

  it("keeps one attendance when two phones tap the same child at the same moment", async () => {
    // The same minute on both phones: whichever the database takes first, the other finds its row.
    const answers = await Promise.all([
      tap(tapBody(kids.emma, "arrived", "2026-07-06T07:10:00.000Z")),
      tap(tapBody(kids.emma, "arrived", "2026-07-06T07:10:00.000Z"), otherAdmin.cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await rowsOf(kids.emma);
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe("present");
    expect(rows[0].arrivedAt?.toISOString()).toBe("2026-07-06T07:10:00.000Z");
  });

  it("does not let an older tap sent late undo a newer one, and takes a tap back", async () => {
    await tap(tapBody(kids.hugo, "arrived", "2026-07-06T07:00:00.000Z"));
    await tap(tapBody(kids.hugo, "left", "2026-07-06T15:30:00.000Z"));
    const late = await tap(tapBody(kids.hugo, "absent", "2026-07-06T08:00:00.000Z"));
    expect(late.json<CheckInTapResponse>()).toMatchObject({ applied: true, child: { status: "left", leftAt: "2026-07-06T15:30:00.000Z" } });
    await tap(tapBody(kids.hugo, "clear", "2026-07-06T15:31:00.000Z"));
    expect(await rowsOf(kids.hugo)).toHaveLength(0);
  });

  it("counts per group and the children present against the ratio and the staff entered", async () => {
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/admin/activities/${activityId}/days/${START}`,
      headers: headers(admin.cookie),
      payload: { staffCount: 0 },
    });
    expect(put.statusCode, put.body).toBe(200);
    const day = await roster();
    expect(day.groups.map((group) => group.counts)).toEqual([
      { expected: 2, present: 1, absent: 0, left: 0 },
      { expected: 1, present: 1, absent: 0, left: 0 },
      { expected: 1, present: 0, absent: 0, left: 0 },
    ]);
    // Lina (4) and Emma (7): one animateur for each band.
    expect(day.staffing).toMatchObject({ presentChildren: 2, requiredForPresent: 2, staffCount: 0, belowRequired: true });
  });

  it("sums up every weekday of the plaine for its admin page, and the plaines running today for the dashboard", async () => {
    const summary = await t.app.inject({
      method: "GET",
      url: `/api/admin/activities/${activityId}/days`,
      headers: { cookie: admin.cookie },
    });
    const { days, childDays } = summary.json<PlaineDaysResponse>();
    // Monday so far: Lina (4) and Emma (7) came.
    expect(childDays).toEqual({ underSix: 1, sixAndOver: 1, children: 2 });
    expect(days.map((day) => day.date)).toEqual(["2026-07-06", "2026-07-07", "2026-07-08", "2026-07-09", "2026-07-10"]);
    expect(days[0].staffing).toMatchObject({ expectedChildren: 4, presentChildren: 2, staffCount: 0, belowRequired: true });
    expect(days[1].staffing).toMatchObject({ presentChildren: 0, staffCount: null, belowRequired: false });
    const today = await t.app.inject({ method: "GET", url: "/api/admin/presences/today", headers: { cookie: admin.cookie } });
    // The plaine was in July: it does not run today; on its first day it is there with its figures.
    expect(today.json<TodayOnTheGround>().plaines.map((activity) => activity.id)).not.toContain(activityId);
    const onFirstDay = await todayOnTheGround(t.db, TEST_CIPHER, START);
    expect(onFirstDay.plaines.find((activity) => activity.id === activityId)?.staffing).toMatchObject({
      expectedChildren: 4,
      belowRequired: true,
    });
    expect((await todayOnTheGround(t.db, TEST_CIPHER, "2026-07-11")).plaines.map((activity) => activity.id)).not.toContain(activityId);
  });

  it("follows the VGC's norms when the association chose them: each group counted apart, at least 2 animateurs each", async () => {
    const useNorms = (staffingNorms: StaffingNormsId) =>
      t.db
        .insert(associationSettings)
        .values({
          id: 1,
          name: "Speelplein Zonneveld",
          phone: "",
          email: "info@zonneveld.example.org",
          street: "Rue Haute 1",
          postalCode: "1000",
          city: "Bruxelles",
          staffingNorms,
        })
        .onConflictDoUpdate({ target: associationSettings.id, set: { staffingNorms } });
    await useNorms("vgc");
    try {
      const day = await roster();
      // Petits (2), Moyens (1), Grands (1): 2 + 2 + 2; Lina and Emma present, each in a group of their own: 2 + 2.
      expect(day.staffing).toMatchObject({ norms: "vgc", expectedChildren: 4, requiredForExpected: 6, requiredForPresent: 4 });
      expect(day.groups.map((group) => group.animateursGuide)).toEqual([2, 2, 2]);
    } finally {
      await useNorms("one");
    }
    expect((await roster()).staffing).toMatchObject({ norms: "one", requiredForExpected: 2 });
  });

  it("no longer counts a child gone home as present; a past day's ONE warning weighs the children who came", async () => {
    // Wednesday 8 July, long past: Lina came and went home, Emma is still there, nobody else came.
    const day = "2026-07-08";
    await tap(tapBody(kids.lina, "arrived", "2026-07-08T07:00:00.000Z", day));
    await tap(tapBody(kids.lina, "left", "2026-07-08T11:00:00.000Z", day));
    await tap(tapBody(kids.emma, "arrived", "2026-07-08T07:10:00.000Z", day));
    const setStaff = (staffCount: number) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/activities/${activityId}/days/${day}`,
        headers: headers(admin.cookie),
        payload: { staffCount },
      });
    const wednesday = (await setStaff(0)).json<PresenceRoster>();
    expect(wednesday.groups[0].counts).toEqual({ expected: 2, present: 0, absent: 0, left: 1 });
    expect(wednesday.staffing).toMatchObject({ past: true, expectedChildren: 4, presentChildren: 1, attendedChildren: 2 });
    expect(wednesday.staffing).toMatchObject({ requiredForAttended: 2, belowRequired: true });
    // Thursday nobody came: no monitor was needed, whatever the four children expected asked.
    const thursday = "2026-07-09";
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/admin/activities/${activityId}/days/${thursday}`,
      headers: headers(admin.cookie),
      payload: { staffCount: 0 },
    });
    expect(put.json<PresenceRoster>().staffing).toMatchObject({
      past: true,
      expectedChildren: 4,
      attendedChildren: 0,
      belowRequired: false,
    });
    // The same day seen as today still weighs the children expected.
    const onThursday = await todayOnTheGround(t.db, TEST_CIPHER, thursday);
    expect(onThursday.plaines.find((activity) => activity.id === activityId)?.staffing).toMatchObject({ past: false, belowRequired: true });
  });

  it("records the real times of a day entered later from the paper list, and refuses times that cannot be", async () => {
    const day = "2026-07-10";
    const typedNow = new Date().toISOString();
    // No time stated: the child is present, the typing time is not taken for the arrival.
    const untimed = await tap(tapBody(kids.hugo, "arrived", typedNow, day));
    expect(untimed.json<CheckInTapResponse>().child).toMatchObject({ status: "present", arrivedAt: null });
    const stated = (action: string, happenedAt: string) => ({ ...tapBody(kids.hugo, action, typedNow, day), happenedAt });
    const arrived = await tap(stated("arrived", "2026-07-10T06:40:00.000Z"));
    expect(arrived.json<CheckInTapResponse>().child).toMatchObject({ status: "present", arrivedAt: "2026-07-10T06:40:00.000Z" });
    const refusals: [object, string][] = [
      [stated("left", "2026-07-10T06:30:00.000Z"), DEPARTURE_BEFORE_ARRIVAL],
      [stated("left", "2026-07-09T15:00:00.000Z"), "L'heure indiquée doit être le 10 juillet 2026"],
      [stated("absent", "2026-07-10T06:40:00.000Z"), "Une heure ne s'indique qu'avec une arrivée ou un départ"],
      [stated("left", "demain"), "Heure d'arrivée ou de départ invalide"],
    ];
    for (const [body, message] of refusals) {
      const refused = await tap(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiErrorBody>().error.fields).toEqual({ happenedAt: message });
    }
    const left = await tap(stated("left", "2026-07-10T14:45:00.000Z"));
    expect(left.json<CheckInTapResponse>().child).toMatchObject({
      status: "left",
      arrivedAt: "2026-07-10T06:40:00.000Z",
      leftAt: "2026-07-10T14:45:00.000Z",
    });
    expect(await t.db.select().from(attendanceTaps).where(eq(attendanceTaps.date, day))).toHaveLength(3);
  });

  it("opens a child's health details and contacts on a tap, logged in the medical-access log, never to a parent", async () => {
    const url = `/api/admin/activities/${activityId}/presences/children/${kids.lina}`;
    const logged = () => t.db.select().from(medicalAccessLog).where(eq(medicalAccessLog.childId, kids.lina));
    const opened = await t.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<CheckInChildDetails>()).toEqual({
      childId: kids.lina,
      firstName: "Lina",
      lastName: "Dupont",
      allergies: "Arachides (choc anaphylactique)",
      medications: "EpiPen",
      medicalConditions: null,
      dietaryNeeds: "Sans porc",
      emergencyContacts: [{ name: "Zoë Dupont", relation: "maman", phone: "+32470111111" }],
      pickupPersons: [{ name: "Joël Dupont", relation: "grand-père", phone: "+32470333333" }],
    });
    expect((await logged()).map((entry) => [entry.kind, entry.actorId])).toEqual([["check-in", admin.id]]);
    expect((await t.app.inject({ method: "GET", url, headers: { cookie: parent.cookie } })).statusCode).toBe(403);
    const cancelled = await t.app.inject({
      method: "GET",
      url: `/api/admin/activities/${activityId}/presences/children/${kids.zoe}`,
      headers: { cookie: admin.cookie },
    });
    expect(cancelled.statusCode).toBe(404);
    expect(await logged()).toHaveLength(1);
  });

  it("refuses a day marked off, a weekend, a child not registered and a wrong action, with French messages", async () => {
    const off = await t.app.inject({
      method: "PUT",
      url: `/api/admin/activities/${activityId}/days/2026-07-09`,
      headers: headers(admin.cookie),
      payload: { off: true },
    });
    expect(off.json<PresenceRoster>().days).not.toContain("2026-07-09");
    const onDayOff = await tap(tapBody(kids.lina, "arrived", "2026-07-09T07:00:00.000Z", "2026-07-09"));
    expect(onDayOff.statusCode).toBe(400);
    expect(onDayOff.json<ApiErrorBody>().error.message).toBe(NOT_A_PLAINE_DAY);
    expect((await tap(tapBody(kids.lina, "arrived", "2026-07-11T07:00:00.000Z", "2026-07-11"))).statusCode).toBe(400);
    expect((await tap(tapBody(kids.zoe, "arrived"))).statusCode).toBe(404);
    expect((await tap({ ...tapBody(kids.lina, "arrived"), action: "danse" })).json<ApiErrorBody>().error.fields).toEqual({
      action: "Action inconnue",
    });
  });

  it("lets an administrator edit the groups and move a child", async () => {
    const groups = [
      { name: "Bébés", minMonths: 30, maxMonths: 71 },
      { name: "Tous les autres", minMonths: 72, maxMonths: 179 },
    ];
    const url = `/api/admin/activities/${activityId}/groups`;
    const saved = await t.app.inject({ method: "PUT", url, headers: headers(admin.cookie), payload: { groups } });
    expect(saved.json<AgeGroupsResponse>()).toEqual({ groups, defaults: false });
    const moved = await t.app.inject({
      method: "PUT",
      url: `/api/admin/activities/${activityId}/children/${kids.noah}/group`,
      headers: headers(admin.cookie),
      payload: { groupName: "Tous les autres" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const day = await roster();
    expect(day.groups.map((group) => [group.name, group.children.map((child) => child.firstName)])).toEqual([
      ["Bébés", ["Lina"]],
      ["Tous les autres", ["Emma", "Hugo", "Noah"].sort()],
    ]);
    const badMove = await t.app.inject({
      method: "PUT",
      url: `/api/admin/activities/${activityId}/children/${kids.noah}/group`,
      headers: headers(admin.cookie),
      payload: { groupName: "Inconnu" },
    });
    expect(badMove.statusCode).toBe(400);
    expect(badMove.json<ApiErrorBody>().error.message).toBe(UNKNOWN_GROUP);
  });

  it("is closed to a parent and to a visitor", async () => {
    expect((await tap(tapBody(kids.lina, "arrived"), parent.cookie)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: `/api/admin/activities/${activityId}/presences` });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowsOf(kids.lina, START)).toHaveLength(1);
  });
});

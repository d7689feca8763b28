import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PresenceRoster } from "../../../domain/contracts/admin-presences.ts";
import { daysWorked } from "./presence.ts";
import {
  NOT_IN_TEAM,
  NOT_PLANNED,
  NOT_YOUR_PLAINE,
  OWN_PRESENCE_ONLY,
  PRESENCE_NOT_ARRIVED,
  PRESENCE_TODAY_ONLY,
  type TeamDay,
} from "../../../domain/contracts/staff.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertChild, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { insertRegistration } from "../../../../tests/support/privacy.ts";
import { insertStaffRole, planStaff } from "../../../../tests/support/staff.ts";
import { suiteAdminTestApp } from "../../../../tests/support/suite.ts";
import { movableClock } from "../../../../tests/support/test-app.ts";
import { staffPresences } from "../../db/schema.ts";

// Monday 6 to Friday 10 July 2026; the site's clock on Monday 6 at 9:00 in Brussels.
const START = "2026-07-06";
const TUESDAY = "2026-07-07";
const MONDAY_NINE = Date.parse("2026-07-06T07:00:00Z");

describe.each(ENGINES)("the team's presence on the check-in on %s", (engine) => {
  const clock = movableClock();
  const { t, admin } = suiteAdminTestApp(engine, {}, { clock });
  let animateur: TestParent;
  let colleague: TestParent;
  let coordinateur: TestParent;
  let parent: TestParent;
  let plaineId: string;
  let otherPlaineId: string;

  const at = (ms: number) => {
    clock.reset();
    clock.shift(ms - Date.now());
  };

  beforeAll(async () => {
    animateur = await insertParent(t, { firstName: "Yanis", lastName: "Lambert" });
    colleague = await insertParent(t, { firstName: "Chloé", lastName: "Martin" });
    coordinateur = await insertParent(t, { firstName: "Inès", lastName: "Moreau" });
    parent = await insertParent(t, { firstName: "Zoë", lastName: "Dupont" });
    plaineId = (await insertActivity(t.db, { title: "Plaine d'été", startDate: START, endDate: "2026-07-10" })).id;
    otherPlaineId = (await insertActivity(t.db, { title: "Plaine d'automne", startDate: START, endDate: "2026-07-10" })).id;
    // Nine children under 6 (Petits): the ONE's 1 for 8 asks 2 animateurs.
    for (let i = 0; i < 9; i++) {
      const child = await insertChild(t.db, parent.id, { firstName: `Enfant${i}`, birthDate: "2022-03-01" });
      await insertRegistration(t.db, { parentId: parent.id, childId: child.id, activityId: plaineId });
    }
    await insertStaffRole(t.db, { email: animateur.email, role: "animateur", activityIds: [plaineId], profileId: animateur.id });
    await insertStaffRole(t.db, { email: colleague.email, role: "animateur", activityIds: [plaineId], profileId: colleague.id });
    await insertStaffRole(t.db, { email: coordinateur.email, role: "coordinateur", activityIds: [plaineId], profileId: coordinateur.id });
    await planStaff(t.db, { activityId: plaineId, profileId: animateur.id, groupName: "Petits", dates: [START, TUESDAY] });
    await planStaff(t.db, { activityId: plaineId, profileId: colleague.id, groupName: "Grands", dates: [START] });
  });
  beforeEach(async () => {
    at(MONDAY_NINE);
    await t.db.delete(staffPresences);
  });
  afterAll(() => clock.reset());

  const headers = (cookie: string) => ({ cookie, origin: t.config.publicUrl });
  const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const teamUrl = (scope: "staff" | "admin", id = plaineId) => `/api/${scope}/activities/${id}/team-presences`;
  const scopeOf = (cookie: string) => (cookie === admin.cookie ? "admin" : "staff");
  const teamDay = (cookie: string, date = START) => get(`${teamUrl(scopeOf(cookie))}?date=${date}`, cookie);
  const tapAs = (cookie: string, profileId: string, action: string, date = START, id = plaineId) =>
    t.app.inject({ method: "POST", url: teamUrl(scopeOf(cookie), id), headers: headers(cookie), payload: { date, profileId, action } });
  const staffing = async (date = START) =>
    (await get(`/api/admin/activities/${plaineId}/presences?date=${date}`, admin.cookie)).json<PresenceRoster>().staffing!;
  const person = (day: TeamDay, id: string) => day.people.find((candidate) => candidate.profileId === id)!;
  /** The arrival and departure to the minute (the site's clock runs on during a test). */
  const minutes = (one: { arrivedAt: string | null; leftAt: string | null }) => [
    one.arrivedAt?.slice(0, 16) ?? null,
    one.leftAt?.slice(0, 16) ?? null,
  ];

  it("lists the people planned that day first, the rest of the team after; an animateur taps only themselves", async () => {
    const day = (await teamDay(animateur.cookie)).json<TeamDay>();
    expect(day).toMatchObject({ date: START, tappable: true });
    expect(day.people.map((p) => [p.name, p.groups, p.canTap, p.self])).toEqual([
      ["Chloé Martin", ["Grands"], false, false],
      ["Yanis Lambert", ["Petits"], true, true],
      ["Inès Moreau", [], false, false],
    ]);

    const arrived = await tapAs(animateur.cookie, animateur.id, "arrive");
    expect(arrived.statusCode, arrived.body).toBe(200);
    // At the site's clock, whoever's phone tapped.
    expect(minutes(person(arrived.json<TeamDay>(), animateur.id))).toEqual(["2026-07-06T07:00", null]);

    const forOther = await tapAs(animateur.cookie, colleague.id, "arrive");
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json()).toMatchObject({ error: { message: OWN_PRESENCE_ONLY } });
    expect(person((await teamDay(admin.cookie)).json<TeamDay>(), colleague.id).arrivedAt).toBeNull();
  });

  it("the coordination and an administrator tap anyone of the plaine's team, no one else", async () => {
    expect((await tapAs(coordinateur.cookie, colleague.id, "arrive")).statusCode).toBe(200);
    const byAdmin = await tapAs(admin.cookie, coordinateur.id, "arrive");
    expect(byAdmin.statusCode).toBe(200);
    const day = byAdmin.json<TeamDay>();
    expect(person(day, colleague.id)).toMatchObject({ recordedByName: "Inès Moreau" });
    expect(person(day, coordinateur.id).arrivedAt).not.toBeNull();
    expect(day.people.every((p) => p.canTap)).toBe(true);

    const notInTeam = await tapAs(admin.cookie, parent.id, "arrive");
    expect(notInTeam.statusCode).toBe(400);
    expect(notInTeam.json()).toMatchObject({ error: { message: NOT_IN_TEAM } });
  });

  it("takes taps on the day itself only, a departure after an arrival, and a mistaken tap back", async () => {
    const tuesday = await tapAs(admin.cookie, animateur.id, "arrive", TUESDAY);
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json()).toMatchObject({ error: { message: PRESENCE_TODAY_ONLY } });
    expect((await teamDay(admin.cookie, TUESDAY)).json<TeamDay>()).toMatchObject({ tappable: false });

    const early = await tapAs(admin.cookie, colleague.id, "leave");
    expect(early.json()).toMatchObject({ error: { message: PRESENCE_NOT_ARRIVED } });

    await tapAs(admin.cookie, colleague.id, "arrive");
    at(MONDAY_NINE + 8 * 3600_000);
    const left = (await tapAs(admin.cookie, colleague.id, "leave")).json<TeamDay>();
    expect(minutes(person(left, colleague.id))).toEqual(["2026-07-06T07:00", "2026-07-06T15:00"]);
    // Back on the ground: the departure is taken back, the arrival kept.
    const back = (await tapAs(admin.cookie, colleague.id, "arrive")).json<TeamDay>();
    expect(minutes(person(back, colleague.id))).toEqual(["2026-07-06T07:00", null]);
    const cancelled = (await tapAs(admin.cookie, colleague.id, "cancel")).json<TeamDay>();
    expect(person(cancelled, colleague.id)).toMatchObject({ arrivedAt: null, leftAt: null });
  });

  it("keeps each person of the team to their plaine, and an animateur to their days", async () => {
    const other = await get(`${teamUrl("staff", otherPlaineId)}?date=${START}`, animateur.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: { message: NOT_YOUR_PLAINE } });
    expect((await tapAs(coordinateur.cookie, coordinateur.id, "arrive", START, otherPlaineId)).statusCode).toBe(403);
    const notPlanned = await teamDay(animateur.cookie, "2026-07-08");
    expect(notPlanned.statusCode).toBe(403);
    expect(notPlanned.json()).toMatchObject({ error: { message: NOT_PLANNED } });
    expect((await teamDay(parent.cookie)).statusCode).toBe(403);
  });

  it("weighs the day by the team checked in once one is, the number entered otherwise", async () => {
    const entered = await t.app.inject({
      method: "PUT",
      url: `/api/admin/activities/${plaineId}/days/${START}`,
      headers: headers(admin.cookie),
      payload: { staffCount: 5 },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(await staffing()).toMatchObject({ staffSource: "entered", staffCount: 5, enteredStaffCount: 5, belowRequired: false });

    await tapAs(animateur.cookie, animateur.id, "arrive");
    expect(await staffing()).toMatchObject({
      staffSource: "checked-in",
      staffCount: 1,
      enteredStaffCount: 5,
      requiredForExpected: 2,
      belowRequired: true,
    });
    await tapAs(coordinateur.cookie, colleague.id, "arrive");
    expect(await staffing()).toMatchObject({ staffCount: 2, belowRequired: false });

    // Live, a person gone is no longer present.
    at(MONDAY_NINE + 7 * 3600_000);
    await tapAs(coordinateur.cookie, colleague.id, "leave");
    expect(await staffing()).toMatchObject({ staffSource: "checked-in", staffCount: 1, belowRequired: true });
    // The coordination reads the same figure on its check-in; an animateur's list has none.
    const coordination = (
      await get(`/api/staff/activities/${plaineId}/presences?date=${START}`, coordinateur.cookie)
    ).json<PresenceRoster>();
    expect(coordination.staffing).toMatchObject({ staffSource: "checked-in", staffCount: 1 });

    // Once the day is over, it counts who came, gone since or not; the plaine's days too.
    at(MONDAY_NINE + 24 * 3600_000);
    expect(await staffing()).toMatchObject({ past: true, staffSource: "checked-in", staffCount: 2 });
    const days = (await get(`/api/admin/activities/${plaineId}/days`, admin.cookie)).json<{
      days: { date: string; staffing: { staffCount: number; staffSource: string } | null }[];
    }>();
    expect(days.days.find((day) => day.date === START)?.staffing).toMatchObject({ staffCount: 2, staffSource: "checked-in" });
    // A day without any arrival keeps the number entered (none here).
    expect(days.days.find((day) => day.date === TUESDAY)?.staffing).toMatchObject({ staffCount: null, staffSource: null });
  });

  it("counts each person's days worked per plaine from the arrivals tapped, within the days asked", async () => {
    await tapAs(animateur.cookie, animateur.id, "arrive");
    await tapAs(coordinateur.cookie, colleague.id, "arrive");
    at(MONDAY_NINE + 24 * 3600_000);
    await tapAs(animateur.cookie, animateur.id, "arrive", TUESDAY);
    const worked = await daysWorked(t.db, { activityIds: [plaineId, otherPlaineId] });
    expect(worked).toHaveLength(2);
    expect(worked).toEqual(
      expect.arrayContaining([
        { profileId: animateur.id, activityId: plaineId, days: [START, TUESDAY] },
        { profileId: colleague.id, activityId: plaineId, days: [START] },
      ]),
    );
    expect(await daysWorked(t.db, { from: TUESDAY, to: TUESDAY })).toEqual([
      { profileId: animateur.id, activityId: plaineId, days: [TUESDAY] },
    ]);
    expect(await daysWorked(t.db, { profileId: colleague.id })).toEqual([{ profileId: colleague.id, activityId: plaineId, days: [START] }]);
    expect(await daysWorked(t.db, { activityIds: [otherPlaineId] })).toEqual([]);
    expect(await daysWorked(t.db, { activityIds: [] })).toEqual([]);
  });

  it("refuses bad input with a clear message, nothing recorded", async () => {
    for (const payload of [
      {},
      { date: "06/07/2026", profileId: animateur.id, action: "arrive" },
      { date: START, profileId: animateur.id, action: "fly" },
    ]) {
      const answer = await t.app.inject({ method: "POST", url: teamUrl("admin"), headers: headers(admin.cookie), payload });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ error: { message: string } }>().error.message).toMatch(/invalide|requis/i);
    }
    expect(await t.db.select().from(staffPresences)).toEqual([]);
  });
});

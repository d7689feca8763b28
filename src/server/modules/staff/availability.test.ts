import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AVAILABILITY_NOT_A_PLAINE_DAY, NOT_YOUR_PLAINE, type StaffAvailability, type StaffPlan } from "../../../domain/contracts/staff.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { insertStaffRole } from "../../../../tests/support/staff.ts";
import { suiteAdminTestApp } from "../../../../tests/support/suite.ts";
import { movableClock } from "../../../../tests/support/test-app.ts";
import { staffAvailabilities } from "../../db/schema.ts";

// Monday 6 to Friday 10 July 2026; the site's clock on Wednesday 1 July, then on Wednesday 8.
const MONDAY = "2026-07-06";
const TUESDAY = "2026-07-07";
const WEDNESDAY = "2026-07-08";
const FRIDAY = "2026-07-10";
const BEFORE = Date.parse("2026-07-01T08:00:00Z");
const WEDNESDAY_TEN = Date.parse("2026-07-08T08:00:00Z");

describe.each(ENGINES)("the team's availabilities on %s", (engine) => {
  const clock = movableClock();
  const { t, admin } = suiteAdminTestApp(engine, {}, { clock });
  let animateur: TestParent;
  let coordinateur: TestParent;
  let plaineId: string;
  let otherPlaineId: string;

  const at = (ms: number) => {
    clock.reset();
    clock.shift(ms - Date.now());
  };

  beforeAll(async () => {
    animateur = await insertParent(t, { firstName: "Yanis", lastName: "Lambert" });
    coordinateur = await insertParent(t, { firstName: "Inès", lastName: "Moreau" });
    plaineId = (await insertActivity(t.db, { title: "Plaine d'été", startDate: MONDAY, endDate: FRIDAY })).id;
    otherPlaineId = (await insertActivity(t.db, { title: "Plaine d'automne", startDate: MONDAY, endDate: FRIDAY })).id;
    await insertStaffRole(t.db, { email: animateur.email, role: "animateur", activityIds: [plaineId], profileId: animateur.id });
    await insertStaffRole(t.db, { email: coordinateur.email, role: "coordinateur", activityIds: [plaineId], profileId: coordinateur.id });
  });
  beforeEach(async () => {
    at(BEFORE);
    await t.db.delete(staffAvailabilities);
  });
  afterAll(() => clock.reset());

  const url = (id = plaineId) => `/api/staff/activities/${id}/availability`;
  const read = (cookie: string, id = plaineId) => t.app.inject({ method: "GET", url: url(id), headers: { cookie } });
  const put = (cookie: string, payload: unknown, id = plaineId) =>
    t.app.inject({ method: "PUT", url: url(id), headers: { cookie, origin: t.config.publicUrl }, payload: payload as object });
  const available = (answer: StaffAvailability) => answer.days.filter((day) => day.available).map((day) => day.date);

  it("lists the plaine's running days, none ticked at first, and replaces the person's own set", async () => {
    const first = await read(animateur.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<StaffAvailability>()).toMatchObject({ activity: { id: plaineId, title: "Plaine d'été" } });
    expect(first.json<StaffAvailability>().days.map((day) => [day.date, day.available, day.past])).toEqual([
      [MONDAY, false, false],
      [TUESDAY, false, false],
      [WEDNESDAY, false, false],
      ["2026-07-09", false, false],
      [FRIDAY, false, false],
    ]);

    const set = await put(animateur.cookie, { days: [TUESDAY, MONDAY, MONDAY] });
    expect(set.statusCode, set.body).toBe(200);
    expect(available(set.json<StaffAvailability>())).toEqual([MONDAY, TUESDAY]);

    // The whole set: Monday and Tuesday left out go, Friday comes.
    const replaced = await put(animateur.cookie, { days: [FRIDAY] });
    expect(available(replaced.json<StaffAvailability>())).toEqual([FRIDAY]);
    expect(available((await read(animateur.cookie)).json<StaffAvailability>())).toEqual([FRIDAY]);
    // The coordination's own set is another one.
    expect(available((await read(coordinateur.cookie)).json<StaffAvailability>())).toEqual([]);
    expect((await put(coordinateur.cookie, { days: [] })).statusCode).toBe(200);
    expect(available((await read(animateur.cookie)).json<StaffAvailability>())).toEqual([FRIDAY]);
  });

  it("refuses a day the plaine does not run in French, and changes nothing", async () => {
    await put(animateur.cookie, { days: [MONDAY] });
    for (const days of [[TUESDAY, "2026-07-11"], ["2026-07-03"], ["2026-07-13"]]) {
      const refused = await put(animateur.cookie, { days });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { message: AVAILABILITY_NOT_A_PLAINE_DAY } });
    }
    const malformed = await put(animateur.cookie, { days: ["lundi"] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { message: "Date invalide" } });
    expect((await put(animateur.cookie, { days: "2026-07-06" })).statusCode).toBe(400);
    expect(available((await read(animateur.cookie)).json<StaffAvailability>())).toEqual([MONDAY]);
  });

  it("keeps the days before today as they were", async () => {
    await put(animateur.cookie, { days: [MONDAY, WEDNESDAY] });
    at(WEDNESDAY_TEN);
    const answer = await put(animateur.cookie, { days: [TUESDAY, FRIDAY] });
    expect(answer.statusCode, answer.body).toBe(200);
    const days = answer.json<StaffAvailability>().days;
    // Monday stays though left out, Tuesday is not added though sent; Wednesday (today) goes.
    expect(days.filter((day) => day.available).map((day) => day.date)).toEqual([MONDAY, FRIDAY]);
    expect(days.filter((day) => day.past).map((day) => day.date)).toEqual([MONDAY, TUESDAY]);
  });

  it("refuses a plaine not theirs, and someone of no team", async () => {
    const other = await read(animateur.cookie, otherPlaineId);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: { message: NOT_YOUR_PLAINE } });
    expect((await put(animateur.cookie, { days: [MONDAY] }, otherPlaineId)).statusCode).toBe(403);
    expect(await t.db.select().from(staffAvailabilities)).toEqual([]);
    const outsider = await insertParent(t, { firstName: "Zoë", lastName: "Dupont" });
    expect((await read(outsider.cookie)).statusCode).toBe(403);
    expect((await put(outsider.cookie, { days: [MONDAY] })).statusCode).toBe(403);
  });

  it("shows each person's available days on the plan, to an administrator and to the coordination", async () => {
    await put(animateur.cookie, { days: [MONDAY, TUESDAY] });
    for (const [cookie, scope] of [
      [admin.cookie, "admin"],
      [coordinateur.cookie, "staff"],
    ]) {
      const plan = await t.app.inject({
        method: "GET",
        url: scope === "admin" ? `/api/admin/activities/${plaineId}/staff-plan` : `/api/staff/activities/${plaineId}/plan`,
        headers: { cookie },
      });
      expect(plan.statusCode, plan.body).toBe(200);
      expect(plan.json<StaffPlan>().availability).toEqual([
        { profileId: animateur.id, dates: [MONDAY, TUESDAY] },
        { profileId: coordinateur.id, dates: [] },
      ]);
    }
  });
});

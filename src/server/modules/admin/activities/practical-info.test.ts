/**
 * A plaine's practical information through the administrators' API: saved from the form (trimmed,
 * blank is null), refused past its length in French without changing anything, kept in the
 * history, copied by 'Dupliquer', and answered by the public API as `practicalInfo`.
 */
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../../domain/api-error.ts";
import type { ActivityResponse } from "../../../../domain/contracts/activities.ts";
import type { AdminActivityResponse } from "../../../../domain/contracts/admin-activities.ts";
import type { AuditHistoryResponse } from "../../../../domain/contracts/admin-history.ts";
import { addDaysIso, brusselsToday } from "../../../../domain/dates.ts";
import { NO_PRACTICAL_INFO, PRACTICAL_INFO_MAX_LENGTH } from "../../../../domain/practical-info.ts";
import { sendAs } from "../../../../../tests/support/accounts.ts";
import { typedActivityForm } from "../../../../../tests/support/activity-form.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { suiteAdminTestApp } from "../../../../../tests/support/suite.ts";
import { activities } from "../../../db/schema.ts";

const NBSP = "\u00a0";

/** The five parts as the form sends them: typed with stray spaces, one left blank. */
const TYPED = {
  practicalHours: "  De 9 h à 16 h  ",
  practicalDaycare: "Dès 7 h 30\net jusqu'à 18 h",
  practicalMeals: "   ",
  practicalBring: "Gourde, casquette",
  practicalAccess: "Bus 20, arrêt Biéreau",
};

describe.each(ENGINES)("a plaine's practical information on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  const send = (method: "GET" | "POST" | "PUT", url: string, payload?: object) => sendAs(t, method, url, admin.cookie, payload);
  const form = typedActivityForm(addDaysIso(brusselsToday(), 40));

  const create = async (overrides: object = {}) => {
    const response = await send("POST", "/api/admin/activities", { ...form, ...overrides });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminActivityResponse>().activity;
  };
  const publicActivity = async (id: string) => {
    const response = await t.app.inject({ method: "GET", url: `/api/activities/${id}` });
    expect(response.statusCode).toBe(200);
    return response.json<ActivityResponse>().activity;
  };

  it("saves each part trimmed, a blank one as null, and the public API answers them", async () => {
    const created = await create(TYPED);
    const expected = {
      hours: "De 9 h à 16 h",
      daycare: "Dès 7 h 30\net jusqu'à 18 h",
      meals: null,
      bring: "Gourde, casquette",
      access: "Bus 20, arrêt Biéreau",
    };
    expect(created.practicalInfo).toEqual(expected);
    const [row] = await t.db.select().from(activities).where(eq(activities.id, created.id));
    expect(row).toMatchObject({ practicalHours: "De 9 h à 16 h", practicalMeals: null, practicalAccess: "Bus 20, arrêt Biéreau" });
    expect((await publicActivity(created.id)).practicalInfo).toEqual(expected);
    const list = (await t.app.inject({ method: "GET", url: "/api/activities" })).json<{
      activities: { id: string; practicalInfo: unknown }[];
    }>();
    expect(list.activities.find((item) => item.id === created.id)?.practicalInfo).toEqual(expected);

    // Edited: a part changed, one emptied, one given; the public answer follows at once.
    const edited = await send("PUT", `/api/admin/activities/${created.id}`, {
      ...form,
      ...TYPED,
      practicalHours: "De 9 h 30 à 16 h",
      practicalBring: "",
      practicalMeals: "Repas chaud compris",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = { ...expected, hours: "De 9 h 30 à 16 h", bring: null, meals: "Repas chaud compris" };
    expect(edited.json<AdminActivityResponse>().activity.practicalInfo).toEqual(after);
    expect((await publicActivity(created.id)).practicalInfo).toEqual(after);

    // Each change is in the plaine's history, under the form's field.
    const { entries } = (await send("GET", `/api/admin/history/activity/${created.id}`)).json<AuditHistoryResponse>();
    expect(entries[0].changes).toEqual(
      expect.arrayContaining([
        { field: "practicalHours", before: "De 9 h à 16 h", after: "De 9 h 30 à 16 h" },
        { field: "practicalMeals", before: null, after: "Repas chaud compris" },
        { field: "practicalBring", before: "Gourde, casquette", after: null },
      ]),
    );
  });

  it("gives a plaine without them nothing but nulls", async () => {
    const created = await create();
    expect(created.practicalInfo).toEqual(NO_PRACTICAL_INFO);
    expect((await publicActivity(created.id)).practicalInfo).toEqual(NO_PRACTICAL_INFO);
  });

  it("refuses a part longer than the maximum with a French message naming it, and changes nothing", async () => {
    const [{ before }] = await t.db.select({ before: count() }).from(activities);
    const tooLong = "x".repeat(PRACTICAL_INFO_MAX_LENGTH + 1);
    const refused = await send("POST", "/api/admin/activities", { ...form, practicalDaycare: tooLong });
    expect(refused.statusCode).toBe(400);
    const message = `«${NBSP}Garderie${NBSP}» ne doit pas dépasser 1${NBSP}000 caractères`;
    expect(refused.json<ApiErrorBody>().error).toMatchObject({ code: "VALIDATION", fields: { practicalDaycare: message } });
    const [{ after }] = await t.db.select({ after: count() }).from(activities);
    expect(after).toBe(before);

    const saved = await create({ practicalAccess: "Parking rue du Parc" });
    const edit = await send("PUT", `/api/admin/activities/${saved.id}`, { ...form, title: "Changée", practicalAccess: `${tooLong} ` });
    expect(edit.statusCode).toBe(400);
    expect(edit.json<ApiErrorBody>().error.fields).toEqual({
      practicalAccess: `«${NBSP}Comment venir${NBSP}» ne doit pas dépasser 1${NBSP}000 caractères`,
    });
    expect((await publicActivity(saved.id)).title).toBe(form.title);
    expect((await publicActivity(saved.id)).practicalInfo.access).toBe("Parking rue du Parc");

    // Exactly the maximum (spaces around it trimmed away) is accepted; a non-text is refused in French.
    const longest = await send("PUT", `/api/admin/activities/${saved.id}`, {
      ...form,
      practicalAccess: ` ${"y".repeat(PRACTICAL_INFO_MAX_LENGTH)} `,
    });
    expect(longest.statusCode).toBe(200);
    expect(longest.json<AdminActivityResponse>().activity.practicalInfo.access).toHaveLength(PRACTICAL_INFO_MAX_LENGTH);
    const notText = await send("PUT", `/api/admin/activities/${saved.id}`, { ...form, practicalHours: 9 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json<ApiErrorBody>().error.fields).toEqual({ practicalHours: "Ce champ doit être un texte" });
  });

  it("copies the practical information with 'Dupliquer'", async () => {
    const source = await create({ ...TYPED, title: "Plaine à recopier" });
    // The copy starts on a Monday (its days follow the weekdays).
    const monday = [...Array(7).keys()]
      .map((offset) => addDaysIso(brusselsToday(), 60 + offset))
      .find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 1)!;
    const response = await send("POST", `/api/admin/activities/${source.id}/duplicate`, { startDate: monday });
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<AdminActivityResponse>().activity;
    expect(copy.id).not.toBe(source.id);
    expect(copy.draft).toBe(true);
    expect(copy.practicalInfo).toEqual(source.practicalInfo);
    const [row] = await t.db.select().from(activities).where(eq(activities.id, copy.id));
    expect(row).toMatchObject({ practicalHours: "De 9 h à 16 h", practicalDaycare: "Dès 7 h 30\net jusqu'à 18 h", practicalMeals: null });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import type { Activity } from "../../../domain/activity.ts";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { suiteTestApp } from "../../../../tests/support/suite.ts";

type ActivityList = { activities: Activity[] };

describe.each(ENGINES)("plaines API on %s", (engine) => {
  const t = suiteTestApp(engine);
  const today = brusselsToday();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const add = async (key: string, values: Parameters<typeof insertActivity>[1]) => {
      ids[key] = (await insertActivity(t.db, values)).id;
    };
    await add("later", {
      title: "Plus tard",
      startDate: addDaysIso(today, 40),
      endDate: addDaysIso(today, 44),
      locationCity: "Namur",
      ageMin: 8,
      ageMax: 14,
      priceStandardCents: 11000,
    });
    await add("soon", {
      title: "Bientôt",
      startDate: addDaysIso(today, 10),
      endDate: addDaysIso(today, 14),
      locationCity: "Louvain-la-Neuve",
      ageMin: 2.5,
      ageMax: 6,
      priceStandardCents: 7500,
      locationLat: 50.67,
      locationLng: 4.61,
    });
    await add("endsToday", {
      title: "Se termine aujourd'hui",
      startDate: addDaysIso(today, -4),
      endDate: today,
      locationCity: "Ixelles",
      ageMin: 4,
      ageMax: 10,
      priceStandardCents: 8500,
      locationLat: 50.8,
    });
    await add("past", { title: "Passée", startDate: addDaysIso(today, -10), endDate: addDaysIso(today, -1), locationCity: "Wavre" });
  });

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("lists active plaines (ending today or later) by start date", async () => {
    const response = await get("/api/activities");
    expect(response.statusCode).toBe(200);
    expect(response.json<ActivityList>().activities.map((a: { title: string }) => a.title)).toEqual([
      "Se termine aujourd'hui",
      "Bientôt",
      "Plus tard",
    ]);
  });

  it("lists archived plaines apart, and all of them on demand", async () => {
    expect((await get("/api/activities?scope=archived")).json<ActivityList>().activities.map((a: { id: string }) => a.id)).toEqual([
      ids.past,
    ]);
    expect((await get("/api/activities?scope=all")).json<ActivityList>().activities).toHaveLength(4);
  });

  it("honours the limit", async () => {
    const { activities } = (await get("/api/activities?limit=2")).json<ActivityList>();
    expect(activities.map((a: { title: string }) => a.title)).toEqual(["Se termine aujourd'hui", "Bientôt"]);
  });

  it("answers in the nested shape, prices in cents, coordinates only when both exist", async () => {
    const { activities } = (await get("/api/activities")).json<ActivityList>();
    const soon = activities.find((a: { id: string }) => a.id === ids.soon);
    expect(soon).toMatchObject({
      title: "Bientôt",
      location: {
        name: "École communale",
        address: "Rue de l'École 1",
        postalCode: "1348",
        city: "Louvain-la-Neuve",
        coordinates: { lat: 50.67, lng: 4.61 },
      },
      ageRange: { min: 2.5, max: 6 },
      price: { standard: 7500, reduced: null },
      capacity: 30,
      remainingSpots: 30,
      alertePlacesLimitees: false,
    });
    const endsToday = activities.find((a: { id: string }) => a.id === ids.endsToday);
    expect(endsToday?.location).not.toHaveProperty("coordinates");
  });

  it.each([
    ["city, partial and case-insensitive", "city=LOUVAIN", ["soon"]],
    // The child's age: plaines whose range holds it (2,5–6 and 4–10 for a child of 4; not 2,5–6 at 7).
    ["age: the range holds the child's age", "age=4", ["endsToday", "soon"]],
    ["age with a decimal comma", "age=7%2C5", ["endsToday"]],
    ["age with other filters", "age=4&city=louvain", ["soon"]],
    ["minAge: maximum age at most the value", "minAge=10", ["endsToday", "soon"]],
    ["maxAge: minimum age at least the value", "maxAge=4", ["endsToday", "later"]],
    ["maxPrice in euros against the standard price", "maxPrice=85", ["endsToday", "soon"]],
    ["combined filters", "city=e&maxPrice=80", ["soon"]],
    ["nothing matching", "city=Bastogne", []],
  ])("filters by %s", async (_, query, expected) => {
    const { activities } = (await get(`/api/activities?${query}`)).json<ActivityList>();
    expect(activities.map((a: { id: string }) => a.id).sort()).toEqual(expected.map((key) => ids[key]).sort());
  });

  it("counts a birth date's age on each plaine's first day, as the registration does", async () => {
    // 7 today, 8 from the 20th day: 7 at "Bientôt" (2,5–6, day 10), 8 at "Plus tard" (8–14, day 40).
    const eighthBirthday = addDaysIso(today, 20);
    const birthDate = `${Number(eighthBirthday.slice(0, 4)) - 8}${eighthBirthday.slice(4)}`;
    const byBirthDate = (await get(`/api/activities?birthDate=${birthDate}`)).json<ActivityList>();
    expect(byBirthDate.activities.map((a: { id: string }) => a.id).sort()).toEqual([ids.endsToday, ids.later].sort());
    // The same child typed as "7 ans" is compared as 7: "Plus tard" starts at 8.
    const byAge = (await get("/api/activities?age=7")).json<ActivityList>();
    expect(byAge.activities.map((a: { id: string }) => a.id)).toEqual([ids.endsToday]);
  });

  it.each([
    ["age=quatre", "L'âge de l'enfant doit être un nombre"],
    ["age=-1", "L'âge de l'enfant ne peut pas être négatif"],
    ["age=1e1", "L'âge de l'enfant doit être un nombre"],
    ["birthDate=2021-02-30", "La date de naissance n'est pas une date valide"],
    ["birthDate=hier", "La date de naissance n'est pas une date valide"],
    ["birthDate=2020-01-01&birthDate=2021-01-01", "La date de naissance n'est pas une date valide"],
    ["minAge=abc", "L'âge minimum doit être un nombre"],
    ["maxPrice=-5", "Le prix maximum ne peut pas être négatif"],
    ["limit=0", "La limite doit être d'au moins 1"],
    ["limit=2.5", "La limite doit être un nombre entier"],
    ["scope=futur", "La portée doit être active, archived ou all"],
    ["city=a&city=b", "La ville doit être un texte"],
  ])("refuses %s with 400 and a French message", async (query, message) => {
    const response = await get(`/api/activities?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error).toMatchObject({ code: "VALIDATION", message });
  });

  it("gives one plaine by id", async () => {
    const response = await get(`/api/activities/${ids.soon}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ activity: Activity }>().activity).toMatchObject({ id: ids.soon, title: "Bientôt" });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = await get("/api/activities/00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>().error).toEqual({ code: "NOT_FOUND", message: "Plaine non trouvée" });
    const malformed = await get("/api/activities/1%27%20or%201=1");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiErrorBody>().error.message).toBe("ID de la plaine invalide");
  });

  it("lets browsers and proxies reuse the answer briefly, then revalidate with its ETag", async () => {
    const first = await get("/api/activities");
    expect(first.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({ method: "GET", url: "/api/activities", headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

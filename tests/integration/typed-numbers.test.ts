/**
 * Numbers people type are decimal digits on every route: what JavaScript's Number() would also
 * read (hexadecimal, exponents, binary, octal) is refused in French and changes nothing, where
 * it was once stored or used as another number ("0x10" as 16 hours, "0x7EA" as the year 2026).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../src/domain/api-error.ts";
import { certificateRuns } from "../../src/server/db/schema.ts";
import { createAdmin, jsonHeaders } from "../support/accounts.ts";
import { ENGINES } from "../support/databases.ts";
import { insertActivity } from "../support/factories.ts";
import { insertChild, insertParent, type TestParent } from "../support/families.ts";
import { suiteTestApp } from "../support/suite.ts";

const NOT_DECIMAL = ["0x10", "1e1", "0b101", "0o7", "0x7EA", "2.026e3"];

describe.each(ENGINES)("numbers typed on the routes on %s", (engine) => {
  const t = suiteTestApp(engine);
  let admin: TestParent;
  let parent: TestParent;
  let childId: string;
  beforeAll(async () => {
    admin = await createAdmin(t, "admin.nombres@example.org");
    parent = await insertParent(t, { firstName: "Camille", lastName: "Dupont" });
    childId = (await insertChild(t.db, parent.id, { firstName: "Léa" })).id;
    await insertActivity(t.db, { title: "Plaine à 80 €" });
  });

  const send = (method: "GET" | "PUT" | "POST", url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: payload === undefined ? (cookie ? { cookie } : {}) : jsonHeaders(t, cookie),
      payload: payload as never,
    });
  const refusal = (response: { statusCode: number; json: <T>() => T }) => ({
    status: response.statusCode,
    ...response.json<ApiErrorBody>().error,
  });

  it.each(NOT_DECIMAL)("PUT /api/admin/waitlist-settings refuses offerHours %j and keeps the stored duration", async (text) => {
    const before = (await send("GET", "/api/admin/waitlist-settings", admin.cookie)).json<{ offerHours: number }>().offerHours;
    const response = await send("PUT", "/api/admin/waitlist-settings", admin.cookie, { offerHours: text });
    expect(refusal(response)).toMatchObject({
      status: 400,
      code: "VALIDATION",
      fields: { offerHours: "La durée doit être un nombre entier d'heures" },
    });
    expect((await send("GET", "/api/admin/waitlist-settings", admin.cookie)).json()).toEqual({ offerHours: before });
  });

  it("PUT /api/admin/waitlist-settings takes decimal digits typed, and a JSON number", async () => {
    expect((await send("PUT", "/api/admin/waitlist-settings", admin.cookie, { offerHours: " 16 " })).json()).toEqual({ offerHours: 16 });
    expect((await send("PUT", "/api/admin/waitlist-settings", admin.cookie, { offerHours: 24 })).json()).toEqual({ offerHours: 24 });
    const fraction = await send("PUT", "/api/admin/waitlist-settings", admin.cookie, { offerHours: "16,5" });
    expect(refusal(fraction)).toMatchObject({ status: 400, fields: { offerHours: "La durée doit être un nombre entier d'heures" } });
  });

  it.each(["0x7EA", "2.026e3", "0b11111101010", "0o3752", "2026.0"])(
    "POST /api/admin/certificates/runs refuses the year %j and starts nothing",
    async (year) => {
      const response = await send("POST", "/api/admin/certificates/runs", admin.cookie, { year });
      expect(refusal(response)).toMatchObject({
        status: 400,
        code: "VALIDATION",
        fields: { year: "L'année doit être un nombre entier (par ex. 2026)" },
      });
      expect(await t.db.select().from(certificateRuns)).toEqual([]);
    },
  );

  it.each(["0x7EA", "2.026e3", "0b11111101010", "0o3752"])(
    "GET /api/certificates/childcare/:year/:childId refuses the year %j",
    async (year) => {
      const response = await send("GET", `/api/certificates/childcare/${year}/${childId}`, parent.cookie);
      expect(refusal(response)).toMatchObject({
        status: 400,
        code: "VALIDATION",
        message: "L'année doit être un nombre entier (par ex. 2026)",
      });
    },
  );

  it.each([
    ["maxPrice=1e1", "Le prix maximum doit être un nombre"],
    ["minAge=0x3", "L'âge minimum doit être un nombre"],
    ["maxAge=0b110", "L'âge maximum doit être un nombre"],
    ["limit=0x10", "La limite doit être un nombre entier"],
    ["limit=0o7", "La limite doit être un nombre entier"],
  ])("GET /api/activities?%s is refused", async (query, message) => {
    expect(refusal(await send("GET", `/api/activities?${query}`))).toMatchObject({ status: 400, code: "VALIDATION", message });
  });

  it("GET /api/activities reads a decimal price typed with a comma", async () => {
    const response = await send("GET", "/api/activities?maxPrice=80,00&minAge=2.5");
    expect(response.statusCode).toBe(200);
  });
});

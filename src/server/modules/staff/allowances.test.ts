import { beforeAll, describe, expect, it } from "vitest";
import type { AllowanceAmountsView, AllowanceCapsView, AllowanceYearView } from "../../../domain/contracts/staff-allowances.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { pdfPages } from "../../../../tests/support/pdf.ts";
import { insertStaffRole } from "../../../../tests/support/staff.ts";
import { suiteAdminTestApp } from "../../../../tests/support/suite.ts";
import { staffPresences, volunteerAllowanceCaps, volunteerAllowancePeople, volunteerAllowancePlaines } from "../../db/schema.ts";

const DAYS = ["2026-07-06", "2026-07-07", "2026-07-08"];

interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

describe.each(ENGINES)("volunteer allowances on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  let yanis: TestParent;
  let ines: TestParent;
  let plaineId: string;

  beforeAll(async () => {
    yanis = await insertParent(t, { firstName: "Yanis", lastName: "Lambert" });
    ines = await insertParent(t, { firstName: "Inès", lastName: "Moreau" });
    plaineId = (await insertActivity(t.db, { title: "Plaine d'été", startDate: DAYS[0], endDate: "2026-07-10" })).id;
    for (const person of [yanis, ines]) {
      await insertStaffRole(t.db, { email: person.email, role: "animateur", activityIds: [plaineId], profileId: person.id });
    }
    const arrivedAt = new Date("2026-07-06T07:00:00Z");
    for (const date of DAYS) await t.db.insert(staffPresences).values({ activityId: plaineId, date, profileId: yanis.id, arrivedAt });
    await t.db.insert(staffPresences).values({ activityId: plaineId, date: DAYS[0], profileId: ines.id, arrivedAt });
  });

  const send = (method: "GET" | "PUT", url: string, payload?: Record<string, unknown>, cookie = admin.cookie) =>
    t.app.inject({ method, url, headers: { origin: t.config.publicUrl, cookie }, ...(payload === undefined ? {} : { payload }) });

  it("refuses an amount a person mistyped, in French, and changes nothing", async () => {
    for (const amount of ["abc", "-5", "12,345", "1e3", "5000"]) {
      const response = await send("PUT", `/api/admin/staff/allowances/plaines/${plaineId}`, { amount });
      expect(response.statusCode, amount).toBe(400);
      expect(response.json<ApiErrorBody>().error.fields?.amount).toBe(
        "Un montant en euros, par ex. 25 ou 25,50 (deux décimales au plus, 1\u00a0000\u00a0€ au plus)",
      );
    }
    expect(await t.db.select().from(volunteerAllowancePlaines)).toEqual([]);
    const caps = await send("PUT", "/api/admin/staff/allowances/caps", { caps: [{ year: 2026, daily: "40", yearly: "" }] });
    expect(caps.statusCode).toBe(400);
    expect(caps.json<ApiErrorBody>().error.message).toContain("Les deux plafonds de l'année, ou aucun");
    expect(await t.db.select().from(volunteerAllowanceCaps)).toEqual([]);
  });

  it("sets a plaine's amount with a comma and a person's own, blank going back", async () => {
    const set = await send("PUT", `/api/admin/staff/allowances/plaines/${plaineId}`, { amount: "25,50" });
    expect(set.statusCode).toBe(200);
    expect(set.json<AllowanceAmountsView>().plaines.find((plaine) => plaine.activityId === plaineId)?.cents).toBe(2550);
    const own = (await send("PUT", `/api/admin/staff/allowances/people/${ines.id}`, { amount: "0" })).json<AllowanceAmountsView>();
    expect(own.people).toEqual(
      expect.arrayContaining([
        { profileId: ines.id, name: "Inès Moreau", cents: 0 },
        { profileId: yanis.id, name: "Yanis Lambert", cents: null },
      ]),
    );
    expect((await send("PUT", `/api/admin/staff/allowances/people/${admin.id}`, { amount: "10" })).statusCode).toBe(404);
  });

  it("lists the year's volunteers with their days, the amount due, the caps and the warnings", async () => {
    const noCaps = (await send("GET", "/api/admin/staff/allowances?year=2026")).json<AllowanceYearView>();
    expect(noCaps.caps).toBeNull();
    expect(noCaps.volunteers.map((row) => [row.name, row.days, row.dueCents])).toEqual([
      ["Inès Moreau", 1, 0],
      ["Yanis Lambert", 3, 7650],
    ]);
    expect(noCaps.volunteers[1].warnings).toEqual(["Les plafonds de 2026 ne sont pas encore saisis (page «\u00a0Équipe\u00a0»)"]);

    const saved = await send("PUT", "/api/admin/staff/allowances/caps", { caps: [{ year: 2026, daily: "25", yearly: "70.00" }] });
    expect(saved.json<AllowanceCapsView>().years.find((row) => row.year === 2026)).toEqual({
      year: 2026,
      dailyCents: 2500,
      yearlyCents: 7000,
    });
    const capped = (await send("GET", "/api/admin/staff/allowances?year=2026")).json<AllowanceYearView>();
    expect(capped.caps).toEqual({ dailyCents: 2500, yearlyCents: 7000 });
    expect(capped.volunteers[1]).toMatchObject({ totalCents: 7500, dueCents: 7000 });
    expect(capped.volunteers[1].warnings).toEqual([
      "Le montant de 25,50\u00a0€ par jour (Plaine d'été) dépasse le plafond journalier de 25,00\u00a0€\u00a0: 25,00\u00a0€ par jour est retenu",
      "Yanis Lambert dépasserait le plafond annuel de 70,00\u00a0€ de 5,00\u00a0€",
    ]);
    expect((await send("GET", "/api/admin/staff/allowances?year=2025")).json<AllowanceYearView>().volunteers).toEqual([]);
    expect((await send("GET", "/api/admin/staff/allowances?year=deux")).statusCode).toBe(400);
  });

  it("gives the treasurer the year's list as a CSV and an XLSX", async () => {
    const csv = await send("GET", "/api/admin/staff/allowances/export?year=2026&format=csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="defraiements-2026.csv"');
    const lines = csv.body.replace(/^\uFEFF/, "").split(/\r?\n/);
    expect(lines[0]).toBe("Volontaire;Jours prestés;Total avant plafond;Montant dû;Avertissements");
    expect(lines[1]).toBe("Inès Moreau;1;0,00;0,00;");
    expect(lines[2]).toBe(
      "Yanis Lambert;3;75,00;70,00;Le montant de 25,50\u00a0€ par jour (Plaine d'été) dépasse le plafond journalier de 25,00\u00a0€\u00a0: 25,00\u00a0€ par jour est retenu · Yanis Lambert dépasserait le plafond annuel de 70,00\u00a0€ de 5,00\u00a0€",
    );
    const xlsx = await send("GET", "/api/admin/staff/allowances/export?year=2026&format=xlsx");
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
    expect((await send("GET", "/api/admin/staff/allowances/export?year=2026&format=pdf")).statusCode).toBe(400);
  });

  it("draws each volunteer's yearly statement, and none for a year without days", async () => {
    const response = await send("GET", `/api/admin/staff/allowances/people/${yanis.id}/statement?year=2026`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const [page] = await pdfPages(response.rawPayload);
    expect(page).toContain("Relevé des défraiements de volontaire 2026");
    expect(page).toContain("Volontaire : Yanis Lambert");
    expect(page).toContain("Plaine d'été : 3 jours, 25,00 € par jour, 75,00 €");
    expect(page).toContain("Montant des défraiements : 70,00 €");
    expect(page).toContain("Plafonds de l'année : 25,00 € par jour, 70,00 € par an");
    const none = await send("GET", `/api/admin/staff/allowances/people/${yanis.id}/statement?year=2025`);
    expect(none.statusCode).toBe(404);
    expect(none.json<ApiErrorBody>().error.message).toBe("Aucun jour presté en 2025 pour cette personne");
  });

  it("keeps the person's own amount over the plaine's", async () => {
    await t.db.delete(volunteerAllowancePeople);
    await send("PUT", `/api/admin/staff/allowances/people/${yanis.id}`, { amount: 10 });
    const year = (await send("GET", "/api/admin/staff/allowances?year=2026")).json<AllowanceYearView>();
    expect(year.volunteers.map((row) => row.dueCents)).toEqual([2500, 3000]);
  });
});

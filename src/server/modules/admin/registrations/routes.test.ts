import { eq } from "drizzle-orm";
import readXlsxFile from "read-excel-file/node";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditHistoryResponse } from "../../../../domain/contracts/admin-history.ts";
import { addDaysIso, brusselsToday } from "../../../../domain/dates.ts";
import { jsonHeaders } from "../../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../../tests/support/factories.ts";
import { birthDateForAge, insertChild, insertParent, type TestParent } from "../../../../../tests/support/families.ts";
import { suiteAdminTestApp } from "../../../../../tests/support/suite.ts";
import { activities, medicalAccessLog, payments, profiles, registrations } from "../../../db/schema.ts";

describe.each(ENGINES)("administrators' registrations on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  let parent: TestParent;
  let activity: Awaited<ReturnType<typeof insertActivity>>;
  let registered: { registrationId: string; registrationIds: string[]; paymentId: string };
  let communication: string;

  const register = async (who: TestParent, activityId: string, childIds: string[]) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/registrations",
      headers: jsonHeaders(t, who.cookie),
      payload: { activityId, childIds, paymentMethod: "bank_transfer", acceptTerms: true },
    });
    return { status: response.statusCode, body: response.json<{ registrationId: string; registrationIds: string[]; paymentId: string }>() };
  };
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });
  const patch = (payload: object) =>
    t.app.inject({ method: "PATCH", url: "/api/admin/registrations", headers: jsonHeaders(t, admin.cookie), payload });

  beforeAll(async () => {
    parent = await insertParent(t, { firstName: "Zoë", lastName: "Peeters" });
    await t.db.update(profiles).set({ phone: "+32 470 12 34 56" }).where(eq(profiles.id, parent.id));
    activity = await insertActivity(t.db, { title: "Plaine des Dunes", capacity: 10, remainingSpots: 10 });
    const léa = await insertChild(t.db, parent.id, {
      firstName: "Léa",
      lastName: "Peeters",
      birthDate: birthDateForAge(6, activity.startDate),
      allergies: "Arachides",
      medicalConditions: "Asthme",
    });
    const tom = await insertChild(t.db, parent.id, {
      firstName: "Tom",
      lastName: "Peeters",
      birthDate: birthDateForAge(8, activity.startDate),
    });
    registered = (await register(parent, activity.id, [léa.id, tom.id])).body;
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, registered.paymentId));
    const digits = payment.structuredCommunication!;
    communication = `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
  });

  it("gives each admin row its structured communication", async () => {
    const { groups } = (await get("/api/admin/registrations")).json<{ groups: { registrations: { communication?: string }[] }[] }>();
    expect(groups.flatMap((group) => group.registrations.map((row) => row.communication))).toContain(communication);
  });

  it("exports CSV for a Belgian Excel: BOM, ';' separator, one line per child, no medical column unless asked", async () => {
    const response = await get(`/api/admin/registrations/export?format=csv&activityId=${activity.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="inscriptions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
    expect(header.split(";")).toEqual([
      "Plaine",
      "Début",
      "Fin",
      "Enfant",
      "Date de naissance",
      "Âge au début",
      "Parent",
      "Téléphone",
      "E-mail",
      "Référence",
      "Statut de l'inscription",
      "Statut du paiement",
      "Mode de paiement",
      "Montant (€)",
      "Reçu (€)",
      "Communication structurée",
      "Date de paiement",
    ]);
    expect(lines).toHaveLength(2);
    const léa = lines.find((line) => line.includes("Léa Peeters"))!.split(";");
    expect(léa[0]).toBe("Plaine des Dunes");
    expect(léa.slice(1, 3)).toEqual([activity.startDate, activity.endDate].map((iso) => iso.split("-").reverse().join("/")));
    expect(léa[5]).toBe("6 ans");
    expect(léa[6]).toBe("Zoë Peeters");
    // A cell starting with + would be a formula: the phone gets an apostrophe, the communication asterisks.
    expect(léa[7]).toBe("'+32 470 12 34 56");
    // Two children at 80 € less 10 €: 75,00 each, nothing received yet.
    expect(léa.slice(13, 15)).toEqual(["75,00", "0,00"]);
    expect(léa[15]).toBe(communication.replaceAll("+++", "***"));
    expect(bytes.toString("utf8")).not.toContain("Arachides");
    expect(await t.db.select().from(medicalAccessLog)).toEqual([]);
  });

  it("adds allergies and medical conditions only on request, and records whose file the export showed", async () => {
    const response = await get(`/api/admin/registrations/export?format=csv&activityId=${activity.id}&medical=true`);
    const text = response.rawPayload.toString("utf8");
    expect(text.split("\r\n")[0].endsWith(";Allergies;Problèmes de santé")).toBe(true);
    expect(text).toContain("Arachides;Asthme");
    const log = await t.db.select().from(medicalAccessLog);
    // Léa has a medical file; Tom has none, so nothing of his was shown.
    expect(log.map((entry) => [entry.kind, entry.actorEmail])).toEqual([["export", admin.email]]);
  });

  it("exports XLSX with the same lines, readable by a spreadsheet library", async () => {
    const response = await get(`/api/admin/registrations/export?format=xlsx&activityId=${activity.id}`);
    expect(response.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const [sheet] = await readXlsxFile(response.rawPayload);
    const rows = sheet.data;
    expect(rows[0].slice(0, 4)).toEqual(["Plaine", "Début", "Fin", "Enfant"]);
    expect(
      rows
        .slice(1)
        .map((row) => row[3])
        .sort(),
    ).toEqual(["Léa Peeters", "Tom Peeters"]);
    expect(rows.slice(1).map((row) => row[15])).toContain(communication);
  });

  it("applies the list's filters: search by communication, statuses, period", async () => {
    const lines = async (query: string) =>
      (await get(`/api/admin/registrations/export?format=csv&${query}`)).rawPayload.toString("utf8").trimEnd().split("\r\n").length - 1;
    expect(await lines(`q=${encodeURIComponent(communication.slice(3, 15))}`)).toBe(2);
    expect(await lines("q=zoe")).toBe(2);
    expect(await lines("q=personne")).toBe(0);
    expect(await lines("status=confirmed")).toBe(0);
    expect(await lines("paymentStatus=pending&method=bank_transfer")).toBe(2);
    expect(await lines("period=past")).toBe(0);
    expect((await get("/api/admin/registrations/export?format=pdf")).statusCode).toBe(400);
  });

  it("records each status change in the registration's history", async () => {
    const [first] = registered.registrationIds;
    expect((await patch({ ids: [first], paymentStatus: "paid" })).statusCode).toBe(200);
    expect((await patch({ ids: [first], status: "confirmed" })).statusCode).toBe(200);
    const { entries } = (await get(`/api/admin/history/registration/${first}`)).json<AuditHistoryResponse>();
    expect(entries.map((entry) => entry.changes)).toEqual([
      [{ field: "status", before: "pending", after: "confirmed" }],
      [{ field: "paymentStatus", before: "pending", after: "paid" }],
    ]);
    expect(entries[0].actor.email).toBe(admin.email);
  });

  it("never overbooks when an administrator re-opens a registration while a parent takes the last place", async () => {
    for (let round = 0; round < 5; round++) {
      const small = await insertActivity(t.db, {
        capacity: 1,
        remainingSpots: 1,
        startDate: addDaysIso(brusselsToday(), 50),
        endDate: addDaysIso(brusselsToday(), 52),
      });
      const first = await insertChild(t.db, parent.id, { birthDate: birthDateForAge(7, small.startDate) });
      const other = await insertParent(t);
      const second = await insertChild(t.db, other.id, { birthDate: birthDateForAge(7, small.startDate) });
      const { body } = await register(parent, small.id, [first.id]);
      expect((await patch({ ids: [body.registrationId], status: "cancelled" })).statusCode).toBe(200);

      const [reopened, parentTry] = await Promise.all([
        patch({ ids: [body.registrationId], status: "confirmed" }),
        register(other, small.id, [second.id]),
      ]);
      // Exactly one of them gets the place; the other is told the plaine is full.
      const adminGotIt = reopened.statusCode === 200;
      expect(adminGotIt).toBe(parentTry.status !== 201);
      expect(adminGotIt ? parentTry.status : reopened.statusCode).toBe(409);
      const [row] = await t.db.select().from(activities).where(eq(activities.id, small.id));
      const live = (await t.db.select().from(registrations).where(eq(registrations.activityId, small.id))).filter(
        (registration) => registration.status !== "cancelled",
      );
      expect(live).toHaveLength(1);
      expect(row.remainingSpots).toBe(0);
    }
  });

  it("gives each child's line its share as a number and the payment's day in Brussels, cells a treasurer adds up and sorts", async () => {
    const plaine = await insertActivity(t.db, { title: "Plaine des Comptes", capacity: 10, remainingSpots: 10, priceStandardCents: 8_000 });
    const family = await insertParent(t, { firstName: "Ana", lastName: "Claes" });
    const kids = await Promise.all(
      ["Ines", "Jan", "Lou", "Mia"].map((firstName) =>
        insertChild(t.db, family.id, { firstName, lastName: "Claes", birthDate: birthDateForAge(7, plaine.startDate) }),
      ),
    );
    // Three children in one payment (240 € less 20 €), paid at 00:09 in Brussels on 6 July (22:09 UTC the day before);
    // Mia's own transfer paid 30 € of 80 € so far.
    const three = (
      await register(
        family,
        plaine.id,
        kids.slice(0, 3).map((kid) => kid.id),
      )
    ).body;
    const mia = (await register(family, plaine.id, [kids[3].id])).body;
    await t.db
      .update(payments)
      .set({ status: "paid", paidAt: new Date("2026-07-05T22:09:00Z"), receivedCents: 22_000 })
      .where(eq(payments.id, three.paymentId));
    await t.db.update(payments).set({ receivedCents: 3_000 }).where(eq(payments.id, mia.paymentId));

    const csv = (await get(`/api/admin/registrations/export?format=csv&activityId=${plaine.id}`)).rawPayload.toString("utf8");
    const lines = csv
      .slice(1)
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(";"));
    const number = (text: string) => Number(text.replace(",", "."));
    expect(lines.map((line) => [line[3], line[13], line[14], line[16]])).toEqual([
      ["Ines Claes", "73,34", "73,34", "06/07/2026"],
      ["Jan Claes", "73,33", "73,33", "06/07/2026"],
      ["Lou Claes", "73,33", "73,33", "06/07/2026"],
      ["Mia Claes", "80,00", "30,00", ""],
    ]);
    expect(lines.reduce((sum, line) => sum + number(line[13]) * 100, 0)).toBeCloseTo(30_000);

    const [sheet] = await readXlsxFile((await get(`/api/admin/registrations/export?format=xlsx&activityId=${plaine.id}`)).rawPayload);
    const rows = sheet.data.slice(1);
    const dayOf = (cell: unknown) => (cell as Date).toISOString().slice(0, 10);
    expect(rows.map((row) => [row[3], row[13], row[14]])).toEqual([
      ["Ines Claes", 73.34, 73.34],
      ["Jan Claes", 73.33, 73.33],
      ["Lou Claes", 73.33, 73.33],
      ["Mia Claes", 80, 30],
    ]);
    expect(rows.reduce((sum, row) => sum + Math.round((row[13] as number) * 100), 0)).toBe(30_000);
    for (const row of rows) {
      expect(row[1]).toBeInstanceOf(Date);
      expect(dayOf(row[1])).toBe(plaine.startDate);
      expect(row[4]).toBeInstanceOf(Date);
    }
    expect(dayOf(rows[0][16])).toBe("2026-07-06");
    expect(rows[3][16]).toBeNull();
    expect(typeof rows[0][5]).toBe("string");
  });
});

import { eq } from "drizzle-orm";
import { pdfPages } from "../../../../../tests/support/pdf.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../../tests/support/factories.ts";
import { insertChild, insertParent } from "../../../../../tests/support/families.ts";
import { insertRegistration } from "../../../../../tests/support/privacy.ts";
import { suiteAdminTestApp } from "../../../../../tests/support/suite.ts";
import { attendance, medicalAccessLog } from "../../../db/schema.ts";

// Monday 6 to Friday 10 July 2026.
const START = "2026-07-06";

describe.each(ENGINES)("the plaine's printed lists on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  let activityId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const parent = await insertParent(t);
    activityId = (await insertActivity(t.db, { title: "Été à l'Œuvre", startDate: START, endDate: "2026-07-10" })).id;
    const contact = (name: string, phone: string) => [{ name, relation: "maman", phone }];
    const children = [
      {
        firstName: "Léa",
        lastName: "Ñúñez",
        birthDate: "2022-03-01",
        allergies: "Arachides",
        dietaryNeeds: "Sans gluten",
        emergencyContacts: contact("Zoë Ñúñez", "+32470111111"),
        photoConsent: "none" as const,
      },
      {
        firstName: "Noé",
        lastName: "Dubœuf",
        birthDate: "2021-01-01",
        medications: "Ventolin le matin",
        emergencyContacts: contact("Anaïs Dubœuf", "+32470222222"),
      },
      {
        firstName: "Émile",
        lastName: "Français",
        birthDate: "2018-06-01",
        allergies: "Pollen",
        emergencyContacts: contact("Maïté Français", "+3281223344"),
        pickupPersons: [{ name: "Grand-père Joël", relation: "grand-père", phone: "+32470333333" }],
      },
      { firstName: "Hugo", lastName: "Leroy", birthDate: "2015-02-02", emergencyContacts: contact("Cécile Leroy", "+3221234567") },
    ];
    for (const child of children) {
      const row = await insertChild(t.db, parent.id, child);
      ids[child.firstName] = row.id;
      await insertRegistration(t.db, { parentId: parent.id, childId: row.id, activityId });
    }
  });

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });

  it("prints one page per group, each child on their group's page with allergy, medication and emergency phone", async () => {
    const response = await get(`/api/admin/activities/${activityId}/days/${START}/list.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const [petits, moyens, grands, ...more] = await pdfPages(response.rawPayload);
    expect(more).toEqual([]);
    const expected: [string, string[]][] = [
      [
        petits,
        [
          "Été à l'Œuvre",
          "lundi 6 juillet 2026",
          "Petits (2,5 - 5 ans) — 2 enfants",
          "ÑÚÑEZ Léa",
          "Allergies : Arachides",
          "+32 470 11 11 11",
          "DUBŒUF Noé",
          "Médicaments : Ventolin le matin",
          "Arrivée",
          "Départ",
        ],
      ],
      [moyens, ["FRANÇAIS Émile", "Allergies : Pollen", "+32 81 22 33 44", "Grand-père Joël"]],
      [grands, ["LEROY Hugo", "+32 2 123 45 67"]],
    ];
    for (const [page, texts] of expected) for (const text of texts) expect(page).toContain(text);
    expect(petits).not.toContain("Émile");
  });

  it("prints one 'Fiche santé' page per child and records both documents in the medical-access log", async () => {
    const response = await get(`/api/admin/activities/${activityId}/health-forms.pdf`);
    expect(response.statusCode).toBe(200);
    const text = await pdfPages(response.rawPayload);
    expect(text).toHaveLength(4);
    const lea = text.find((page) => page.includes("Léa Ñúñez"))!;
    expect(lea).toContain("Fiche santé");
    expect(lea).toContain("Arachides");
    expect(lea).toContain("Zoë Ñúñez (maman) : +32 470 11 11 11");
    expect(lea).toContain("Aucune photo de mon enfant");
    const log = await t.db.select().from(medicalAccessLog).where(eq(medicalAccessLog.childId, ids["Léa"]));
    expect(log.map((entry) => entry.kind).sort()).toEqual(["day-list-pdf", "health-forms-pdf"]);
    expect(log.every((entry) => entry.actorId === admin.id)).toBe(true);
  });

  it("writes a CSV of attendance per child and day, with the days present, and no health data", async () => {
    await t.db.insert(attendance).values([
      {
        activityId,
        childId: ids["Hugo"],
        date: START,
        status: "left",
        arrivedAt: new Date("2026-07-06T06:30:00Z"),
        leftAt: new Date("2026-07-06T15:00:00Z"),
        recordedByName: "Alex",
        lastTapAt: new Date("2026-07-06T15:00:00Z"),
      },
      {
        activityId,
        childId: ids["Hugo"],
        date: "2026-07-07",
        status: "absent",
        recordedByName: "Alex",
        lastTapAt: new Date("2026-07-07T08:00:00Z"),
      },
    ]);
    const response = await get(`/api/admin/activities/${activityId}/attendance.csv`);
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Nom;Prénom;Date de naissance;Âge au début;Groupe;Jour;Présence;Arrivée;Départ;Jours de présence");
    expect(lines).toHaveLength(1 + 4 * 5);
    expect(lines).toContain("Leroy;Hugo;02/02/2015;11 ans et 5 mois;Grands;06/07/2026;Parti;08:30;17:00;1");
    expect(lines).toContain("Leroy;Hugo;02/02/2015;11 ans et 5 mois;Grands;07/07/2026;Absent;;;1");
    expect(response.body).not.toContain("Arachides");
  });

  it("prints the diet, and the arrival and departure of the children already checked in", async () => {
    // Hugo came from 08:30 to 17:00 (the CSV's day); Léa arrived at 09:15 and is still there; Noé is absent.
    await t.db.insert(attendance).values([
      {
        activityId,
        childId: ids["Léa"],
        date: START,
        status: "present",
        arrivedAt: new Date("2026-07-06T07:15:00Z"),
        recordedByName: "Alex",
        lastTapAt: new Date("2026-07-06T07:15:00Z"),
      },
      {
        activityId,
        childId: ids["Noé"],
        date: START,
        status: "absent",
        recordedByName: "Alex",
        lastTapAt: new Date("2026-07-06T08:00:00Z"),
      },
    ]);
    const response = await get(`/api/admin/activities/${activityId}/days/${START}/list.pdf`);
    const [petits, moyens, grands] = await pdfPages(response.rawPayload);
    expect(petits).toContain("Régime : Sans gluten");
    expect(petits).toMatch(/ÑÚÑEZ Léa.*09:15/);
    expect(petits).toMatch(/DUBŒUF Noé.*Absent/);
    expect(grands).toMatch(/LEROY Hugo.*08:30 17:00/);
    expect(moyens).not.toMatch(/\d\d:\d\d/);
  });

  it("refuses a day that is not the plaine's, and a parent", async () => {
    expect((await get(`/api/admin/activities/${activityId}/days/2026-07-11/list.pdf`)).statusCode).toBe(400);
    const parent = await insertParent(t);
    const refused = await t.app.inject({
      method: "GET",
      url: `/api/admin/activities/${activityId}/health-forms.pdf`,
      headers: { cookie: parent.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });
});

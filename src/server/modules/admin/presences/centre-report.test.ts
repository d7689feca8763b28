import { writeFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfPages } from "../../../../../tests/support/pdf.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../../tests/support/factories.ts";
import { insertChild, insertParent } from "../../../../../tests/support/families.ts";
import { insertRegistration } from "../../../../../tests/support/privacy.ts";
import { suiteAdminTestApp } from "../../../../../tests/support/suite.ts";
import { jsonHeaders } from "../../../../../tests/support/accounts.ts";
import { movableClock } from "../../../../../tests/support/test-app.ts";
import { insertQualification, insertStaffRole, planStaff } from "../../../../../tests/support/staff.ts";
import type { CentreReportResponse } from "../../../../domain/contracts/admin-presences.ts";
import type { AdminDashboard } from "../../../../domain/contracts/admin-dashboard.ts";
import { addDaysIso, brusselsToday } from "../../../../domain/dates.ts";
import type { StaffingNormsId } from "../../../../domain/plaine/staffing-norms.ts";
import {
  activities,
  activityDaysOff,
  activityStaffDays,
  associationSettings,
  attendance,
  auditLog,
  staffAssignments,
  staffPresences,
  staffQualifications,
  staffRoles,
} from "../../../db/schema.ts";

// Monday 6 to Friday 10 July 2026, Wednesday 8 off.
const START = "2026-07-06";
const NBSP = "\u00a0";

describe.each(ENGINES)("the report of a centre de vacances on %s", (engine) => {
  const clock = movableClock();
  const { t, admin } = suiteAdminTestApp(engine, {}, { clock });
  let activityId: string;

  const useNorms = (staffingNorms: StaffingNormsId, oneRecognition: string | null = null) => {
    const identity = {
      name: "Les Hiboux ASBL",
      phone: "",
      email: "info@hiboux.example.org",
      street: "Rue du Bois 7",
      postalCode: "5000",
      city: "Namur",
      staffingNorms,
      oneRecognition,
    };
    return t.db
      .insert(associationSettings)
      .values({ id: 1, ...identity })
      .onConflictDoUpdate({ target: associationSettings.id, set: identity });
  };

  beforeAll(async () => {
    await useNorms("one", "Centre de vacances agréé par l'ONE");
    const parent = await insertParent(t);
    activityId = (await insertActivity(t.db, { title: "Été à l'Œuvre", startDate: START, endDate: "2026-07-10" })).id;
    await t.db.insert(activityDaysOff).values({ activityId, date: "2026-07-08" });
    const ids: Record<string, string> = {};
    // Léa turns 6 on Thursday 9 July.
    for (const [firstName, birthDate] of [
      ["Léa", "2020-07-09"],
      ["Noé", "2021-01-01"],
      ["Hugo", "2015-02-02"],
    ] as const) {
      const child = await insertChild(t.db, parent.id, { firstName, lastName: "Ñúñez", birthDate, allergies: "Arachides" });
      ids[firstName] = child.id;
      await insertRegistration(t.db, { parentId: parent.id, childId: child.id, activityId });
    }
    const came = (name: string, date: string, status: "present" | "left" | "absent" = "present") => ({
      activityId,
      childId: ids[name],
      date,
      status,
      recordedByName: "Alex",
      lastTapAt: new Date(`${date}T08:00:00Z`),
    });
    await t.db
      .insert(attendance)
      .values([
        came("Léa", "2026-07-06"),
        came("Noé", "2026-07-06", "left"),
        came("Hugo", "2026-07-06"),
        came("Léa", "2026-07-07"),
        came("Noé", "2026-07-07", "absent"),
        came("Léa", "2026-07-09"),
        came("Hugo", "2026-07-09"),
        came("Hugo", "2026-07-10"),
      ]);
    await t.db
      .insert(activityStaffDays)
      .values(["2026-07-06", "2026-07-07", "2026-07-10"].map((date) => ({ activityId, date, staffCount: 1 })));
  });

  afterAll(() => clock.reset());

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });
  const reportUrl = (query = "") => `/api/admin/activities/${activityId}/centre-report${query}`;

  it("counts each running day by age on the day and weighs the animateurs entered against the ONE's norms", async () => {
    const response = await get(reportUrl());
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CentreReportResponse>();
    expect(body).toMatchObject({ from: START, to: "2026-07-10", norms: { id: "one" } });
    expect(
      body.report.days.map((day) => [day.date, day.underSix, day.sixAndOver, day.animateursRequired, day.animateursEntered, day.staffing]),
    ).toEqual([
      ["2026-07-06", 2, 1, 2, 1, "not-met"],
      ["2026-07-07", 1, 0, 1, 1, "met"],
      ["2026-07-09", 0, 2, 1, null, "not-entered"],
      ["2026-07-10", 0, 1, 1, 1, "met"],
    ]);
    expect(body.report.totals).toEqual({
      daysOpen: 4,
      childDaysUnderSix: 3,
      childDaysSixAndOver: 4,
      childDays: 7,
      distinctChildren: 3,
      daysAtSubsidyThreshold: 0,
      daysMet: 2,
      daysNotMet: 1,
      daysNotEntered: 1,
    });
    expect(body.oneAgreement).toEqual({ requestedOn: null, deadline: "2026-04-07" });
  });

  it("reports a period of the plaine, and refuses a bad, reversed or outside one in French", async () => {
    const part = (await get(reportUrl("?from=2026-07-09"))).json<CentreReportResponse>();
    expect(part.report.days.map((day) => day.date)).toEqual(["2026-07-09", "2026-07-10"]);
    expect(part.report.totals).toMatchObject({ daysOpen: 2, childDays: 3, distinctChildren: 2 });
    const refusals: [string, string][] = [
      ["?from=2026-02-30", "Date invalide"],
      ["?from=2026-07-09&to=2026-07-07", "La date de fin ne peut pas précéder la date de début"],
      ["?to=2026-07-11", "La période doit rester dans les dates de la plaine (du 6 au 10 juillet 2026)"],
      ["?from=2026-07-11", "La période doit rester dans les dates de la plaine (du 6 au 10 juillet 2026)"],
    ];
    for (const [query, message] of refusals) {
      for (const url of [reportUrl(query), `/api/admin/activities/${activityId}/centre-report.pdf${query}`]) {
        const refused = await get(url);
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json<{ error: { message: string } }>().error.message).toBe(message);
      }
    }
    // The bound that is wrong carries the message: an end before the plaine, given alone, is the end's.
    const fieldsOf = async (query: string) => Object.keys((await get(reportUrl(query))).json<{ error: { fields: object } }>().error.fields);
    expect(await fieldsOf("?to=2026-07-01")).toEqual(["to"]);
    expect(await fieldsOf("?from=2026-07-11")).toEqual(["from"]);
  });

  it("prints the PDF to file: the association, the plaine, the period, the norms, each day and the totals, no child named", async () => {
    const response = await get(`/api/admin/activities/${activityId}/centre-report.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('inline; filename="rapport-ete-a-l-oeuvre-2026-07-06-2026-07-10.pdf"');
    if (process.env.REPORT_PDF_OUT) writeFileSync(process.env.REPORT_PDF_OUT, response.rawPayload);
    const pages = await pdfPages(response.rawPayload);
    expect(pages).toHaveLength(1);
    const [text] = pages;
    for (const expected of [
      "Rapport du centre de vacances",
      "Les Hiboux ASBL",
      "Rue du Bois 7, 5000 Namur",
      "Centre de vacances agréé par l'ONE",
      "Plaine : Été à l'Œuvre",
      "Dates de la plaine : du 6 au 10 juillet 2026",
      "Période du rapport : du 6 au 10 juillet 2026",
      "1 pour 8 enfants de moins de 6 ans, 1 pour 12 à partir de 6 ans",
      "lundi 6 juillet 2026 2 1 3 2 1 Non respectée",
      "jeudi 9 juillet 2026 0 2 2 1 — Animateurs non encodés",
      "Total 3 4 7",
      "Journées/enfants : 7 (3 de moins de 6 ans, 4 de 6 ans et plus)",
      "Enfants différents : 3",
      "Jours avec au moins 13 enfants : 0",
      "Norme d'encadrement respectée : 2 jours sur 4",
      "Norme non respectée : 1 jour",
      "Animateurs non encodés : 1 jour",
    ]) {
      expect(text.replaceAll(NBSP, " ")).toContain(expected);
    }
    expect(text).not.toMatch(/Léa|Ñúñez|Arachides|mercredi 8/);
    const [logged] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, activityId), eq(auditLog.action, "export")));
    expect(logged.changes).toContainEqual({ field: "document", before: null, after: "Rapport du centre de vacances (PDF)" });
  });

  it("writes the CSV: a line per day, then the totals, no child named", async () => {
    const response = await get(`/api/admin/activities/${activityId}/centre-report.csv?from=2026-07-06&to=2026-07-07`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="rapport-ete-a-l-oeuvre-2026-07-06-2026-07-07.csv"');
    expect(response.body.startsWith("\uFEFF")).toBe(true);
    expect(response.body.slice(1).trim().split("\r\n")).toEqual([
      "Jour;Enfants de moins de 6 ans;Enfants de 6 ans et plus;Enfants;Animateurs requis;Animateurs encodés;Norme",
      "06/07/2026;2;1;3;2;1;Non respectée",
      "07/07/2026;1;0;1;1;1;Respectée",
      "Total (2 jours);3;1;4;;;Respectée 1 jour sur 2",
      "",
      "Équipe;Rôle sur la plaine;Qualifications valables sur la période;Jours prestés;Dates",
      "Total (journées prestées);;;0;",
    ]);
  });

  describe("the ONE agreement request", () => {
    const put = (requestedOn: unknown, id = activityId) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/activities/${id}/one-agreement`,
        headers: jsonHeaders(t, admin.cookie),
        payload: { requestedOn },
      });
    const reminders = async () =>
      (await get("/api/admin/dashboard")).json<AdminDashboard>().oneAgreementReminders.filter((reminder) => reminder.title === "Automne");
    /** Moves the clock to `days` days before `start` (Brussels noon). */
    const moveTo = (start: string, days: number) => {
      clock.reset();
      clock.shift(Date.parse(`${addDaysIso(start, -days)}T10:00:00Z`) - Date.now());
    };

    it("reminds from 120 days before, warns once 90 days before has passed, and stops once recorded as sent", async () => {
      const start = addDaysIso(brusselsToday(), 400);
      const autumn = await insertActivity(t.db, { title: "Automne", startDate: start, endDate: addDaysIso(start, 4), draft: true });
      const deadline = addDaysIso(start, -90);
      const cases: [number, { deadline: string; late: boolean }[]][] = [
        [121, []],
        [120, [{ deadline, late: false }]],
        [91, [{ deadline, late: false }]],
        [90, [{ deadline, late: false }]],
        [89, [{ deadline, late: true }]],
      ];
      try {
        for (const [days, expected] of cases) {
          moveTo(start, days);
          expect(
            (await reminders()).map(({ deadline: last, late }) => ({ deadline: last, late })),
            `${days} days before`,
          ).toEqual(expected);
        }
        moveTo(start, 100);
        const future = addDaysIso(start, -99);
        const refused = await put(future, autumn.id);
        expect(refused.statusCode).toBe(400);
        expect(refused.json<{ error: { message: string } }>().error.message).toBe("La date d'envoi ne peut pas être dans le futur");
        expect((await put("hier", autumn.id)).statusCode).toBe(400);
        const sentOn = addDaysIso(start, -100);
        expect((await put(sentOn, autumn.id)).statusCode).toBe(200);
        expect(await reminders()).toEqual([]);
        const [row] = await t.db.select().from(activities).where(eq(activities.id, autumn.id));
        expect(row.oneAgreementRequestedOn).toBe(sentOn);
        const [logged] = await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, autumn.id), eq(auditLog.action, "update")));
        expect(logged.changes).toEqual([{ field: "oneAgreementRequestedOn", before: null, after: sentOn }]);
        // Cleared: reminded again.
        expect((await put(null, autumn.id)).statusCode).toBe(200);
        expect(await reminders()).toHaveLength(1);
        // Under the VGC's norms, nothing to remind nor record.
        await useNorms("vgc");
        expect(await reminders()).toEqual([]);
        expect((await put(sentOn, autumn.id)).statusCode).toBe(409);
        expect((await get(reportUrl())).json<CentreReportResponse>().oneAgreement).toBeNull();
      } finally {
        await useNorms("one", "Centre de vacances agréé par l'ONE");
        clock.reset();
      }
    });
  });

  it("counts a day's animateurs from the team checked in when one was, those who came, over the number entered", async () => {
    const [one, two] = await Promise.all([
      insertParent(t, { firstName: "Anim", lastName: "Un" }),
      insertParent(t, { firstName: "Atrice", lastName: "Deux" }),
    ]);
    const arrived = new Date("2026-07-09T07:00:00Z");
    await t.db.insert(staffPresences).values([
      { activityId, date: "2026-07-09", profileId: one.id, arrivedAt: arrived },
      // Gone before the end of the day: still one who came.
      { activityId, date: "2026-07-09", profileId: two.id, arrivedAt: arrived, leftAt: new Date("2026-07-09T10:00:00Z") },
      { activityId, date: "2026-07-06", profileId: one.id, arrivedAt: new Date("2026-07-06T07:00:00Z") },
    ]);
    try {
      const body = (await get(reportUrl())).json<CentreReportResponse>();
      expect(body.report.days.map((day) => [day.date, day.animateursRequired, day.animateursEntered, day.staffing])).toEqual([
        ["2026-07-06", 2, 1, "not-met"],
        ["2026-07-07", 1, 1, "met"],
        ["2026-07-09", 1, 2, "met"],
        ["2026-07-10", 1, 1, "met"],
      ]);
    } finally {
      await t.db.delete(staffPresences).where(eq(staffPresences.activityId, activityId));
    }
  });

  it("lists the team who worked: role, qualifications valid in the period, days; the planned who never came are left out", async () => {
    const [brevete, helper, planned] = await Promise.all([
      insertParent(t, { firstName: "Bastien", lastName: "Breveté" }),
      insertParent(t, { firstName: "Anaïs", lastName: "Sans-Titre" }),
      insertParent(t, { firstName: "Chloé", lastName: "Jamais-Venue" }),
    ]);
    for (const [person, role] of [
      [brevete, "coordinateur"],
      [helper, "animateur"],
      [planned, "animateur"],
    ] as const) {
      await insertStaffRole(t.db, { email: person.email, role, activityIds: [activityId], profileId: person.id });
    }
    await insertQualification(t.db, t.app.context.documents, { profileId: brevete.id, obtainedOn: "2024-06-30", expiresOn: "2027-12-31" });
    // Ended before the plaine: not valid during the period, left out.
    await insertQualification(t.db, t.app.context.documents, {
      profileId: brevete.id,
      kind: "premiers-secours",
      obtainedOn: "2020-01-01",
      expiresOn: "2023-01-01",
    });
    // Obtained after the period: left out too.
    await insertQualification(t.db, t.app.context.documents, { profileId: helper.id, kind: "premiers-secours", obtainedOn: "2026-07-20" });
    await planStaff(t.db, { activityId, profileId: planned.id, groupName: "Petits", dates: ["2026-07-06", "2026-07-07"] });
    const arrival = (profileId: string, date: string) => ({ activityId, date, profileId, arrivedAt: new Date(`${date}T07:00:00Z`) });
    await t.db
      .insert(staffPresences)
      .values([arrival(brevete.id, "2026-07-06"), arrival(brevete.id, "2026-07-09"), arrival(helper.id, "2026-07-07")]);
    try {
      const body = (await get(reportUrl())).json<CentreReportResponse>();
      expect(body.team).toEqual({
        people: [
          { name: "Anaïs Sans-Titre", role: "animateur", qualifications: [], days: ["2026-07-07"] },
          {
            name: "Bastien Breveté",
            role: "coordinateur",
            qualifications: [{ label: "Brevet d'animateur de centres de vacances", validUntil: "2027-12-31" }],
            days: ["2026-07-06", "2026-07-09"],
          },
        ],
        staffDays: 3,
      });
      expect((await get(reportUrl("?from=2026-07-09"))).json<CentreReportResponse>().team.staffDays).toBe(1);

      const pdf = await get(`/api/admin/activities/${activityId}/centre-report.pdf`);
      if (process.env.REPORT_PDF_OUT) writeFileSync(process.env.REPORT_PDF_OUT, pdf.rawPayload);
      const text = (await pdfPages(pdf.rawPayload)).join("\n").replaceAll(NBSP, " ");
      for (const expected of [
        "Équipe",
        "Anaïs Sans-Titre Animateur·rice Aucune 1 07/07",
        "Bastien Breveté Coordinateur·rice",
        "Brevet d'animateur de centres de vacances (valable jusqu'au 31 décembre 2027)",
        "06/07, 09/07",
        "Journées prestées par l'équipe : 3",
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toMatch(/Jamais-Venue|Premiers secours|Arachides/);

      const csv = await get(`/api/admin/activities/${activityId}/centre-report.csv`);
      expect(csv.body.slice(1).trim().split("\r\n").slice(-4)).toEqual([
        "Équipe;Rôle sur la plaine;Qualifications valables sur la période;Jours prestés;Dates",
        "Anaïs Sans-Titre;Animateur·rice;;1;07/07/2026",
        "Bastien Breveté;Coordinateur·rice;Brevet d'animateur de centres de vacances (valable jusqu'au 31/12/2027);2;06/07/2026 09/07/2026",
        "Total (journées prestées);;;3;",
      ]);
    } finally {
      await t.db.delete(staffPresences).where(eq(staffPresences.activityId, activityId));
      await t.db.delete(staffAssignments).where(eq(staffAssignments.activityId, activityId));
      await t.db.delete(staffQualifications);
      await t.db.delete(staffRoles);
    }
  });
});

import { and, eq, ne, count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../../domain/api-error.ts";
import type { AdminActivityListResponse, AdminActivityResponse } from "../../../../domain/contracts/admin-activities.ts";
import type { AuditHistoryResponse } from "../../../../domain/contracts/admin-history.ts";
import type { AgeGroupsResponse, PlaineDaysResponse, CentreReportResponse } from "../../../../domain/contracts/admin-presences.ts";
import type { RegistrationPage } from "../../../../domain/contracts/registrations.ts";
import { brusselsDateTime } from "../../../../domain/date-time.ts";
import type { ActivityResponse } from "../../../../domain/contracts/activities.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { tariffAuditField } from "../../../../domain/tariff-categories.ts";
import { registrationsNotOpenMessage } from "../../../../domain/registration-opening.ts";
import { addDaysIso, brusselsToday } from "../../../../domain/dates.ts";
import { jsonHeaders, postTransferRegistration, sendAs } from "../../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { insertActivity, insertTariffCategory } from "../../../../../tests/support/factories.ts";
import { birthDateForAge, insertChild, insertParent } from "../../../../../tests/support/families.ts";
import { prepareRush } from "../../../../../tests/support/rush.ts";
import { movableClock } from "../../../../../tests/support/test-app.ts";
import { activities, activityTariffs, registrations, tariffCategories as tariffCategoriesTable } from "../../../db/schema.ts";
import { typedActivityForm } from "../../../../../tests/support/activity-form.ts";
import { suiteAdminTestApp } from "../../../../../tests/support/suite.ts";

const AUTH_SECRET = "admin-activities-secret-of-at-least-32-chars";

describe.each(ENGINES)("administrators' plaines API on %s", (engine) => {
  const clock = movableClock();
  const { t, admin } = suiteAdminTestApp(engine, { AUTH_SECRET }, { clock });

  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, cookie = admin.cookie) =>
    sendAs(t, method, url, cookie, payload);
  const start = addDaysIso(brusselsToday(), 40);
  const form = typedActivityForm(start, {
    description: "Jeux, bricolage et piscine.",
    ageMax: "6,5",
    priceStandard: "85,50",
    capacity: "24",
    videoUrl: "https://youtu.be/dQw4w9WgXcQ",
    alertePlacesLimitees: true,
  });
  const create = async (overrides: object = {}) => {
    const response = await send("POST", "/api/admin/activities", { ...form, ...overrides });
    expect(response.statusCode).toBe(201);
    return response.json<AdminActivityResponse>().activity;
  };
  const fieldErrors = (response: { json: <T>() => T }) => response.json<ApiErrorBody>().error.fields;

  it("creates a plaine from the form's text values: prices in cents, every place free, then public at once", async () => {
    // The public list is asked (and cached) first: the new plaine must still show right after.
    await t.app.inject({ method: "GET", url: "/api/activities" });
    const activity = await create();
    expect(activity).toMatchObject({
      title: "Plaine d'été",
      excerpt: null,
      ageRange: { min: 3, max: 6.5 },
      price: { standard: 8550, reduced: null },
      capacity: 24,
      remainingSpots: 24,
      takenPlaces: 0,
      status: "active",
      alertePlacesLimitees: true,
      nonChildcareCents: 0,
    });
    expect(activity.location.coordinates).toBeUndefined();
    const list = (await t.app.inject({ method: "GET", url: "/api/activities" })).json<{ activities: { id: string }[] }>();
    expect(list.activities.map((item) => item.id)).toContain(activity.id);
  });

  it("refuses every field the spec names with its French message, and changes nothing", async () => {
    const [{ before }] = await t.db.select({ before: count() }).from(activities);
    const response = await send("POST", "/api/admin/activities", {
      ...form,
      title: " ",
      description: "",
      startDate: "",
      endDate: "",
      locationName: "",
      locationAddress: "",
      locationPostalCode: "",
      locationCity: "",
      excerpt: "x".repeat(301),
      ageMin: "2",
      ageMax: "14,5",
      priceStandard: "-1",
      tariffs: [{ categoryId: "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b", price: "-2" }],
      capacity: "0",
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      title: "Le titre est requis",
      description: "La description est requise",
      startDate: "La date de début est requise",
      endDate: "La date de fin est requise",
      locationName: "Le nom du lieu est requis",
      locationAddress: "L'adresse est requise",
      locationPostalCode: "Le code postal est requis",
      locationCity: "La ville est requise",
      excerpt: "Le chapeau ne doit pas dépasser 300 caractères",
      ageMin: "L'âge minimum doit être d'au moins 2,5 ans",
      ageMax: "L'âge maximum ne peut pas dépasser 14 ans",
      priceStandard: "Le prix ne peut pas être négatif",
      "tariffs.0.price": "Le prix ne peut pas être négatif",
      capacity: "La capacité doit être d'au moins 1 place",
    });
    const halfSteps = await send("POST", "/api/admin/activities", { ...form, ageMin: "3,2" });
    expect(fieldErrors(halfSteps)).toEqual({ ageMin: "Seules les valeurs .0 et .5 sont autorisées" });
    const [{ after }] = await t.db.select({ after: count() }).from(activities);
    expect(after).toBe(before);
  });

  it("saves the part of the price that is not childcare, reads it back, and refuses it above a price without changing anything", async () => {
    const reduced = await insertTariffCategory(t.db, { name: "Réduit (part hors garde)" });
    const priced = (price: string) => [{ categoryId: reduced.id, price }];
    const activity = await create({ tariffs: priced("60"), nonChildcare: "12,50" });
    expect(activity).toMatchObject({ price: { standard: 8550, reduced: 6000 }, nonChildcareCents: 1250 });
    const read = (await send("GET", `/api/admin/activities/${activity.id}`)).json<AdminActivityResponse>().activity;
    expect(read.nonChildcareCents).toBe(1250);
    const [row] = await t.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(row.nonChildcareCents).toBe(1250);
    // Left blank (or missing), it is 0: the whole price is childcare.
    expect((await create()).nonChildcareCents).toBe(0);

    const aboveStandard = await send("PUT", `/api/admin/activities/${activity.id}`, { ...form, title: "Changé", nonChildcare: "85,51" });
    expect(aboveStandard.statusCode).toBe(400);
    expect(fieldErrors(aboveStandard)).toEqual({ nonChildcare: "La part hors frais de garde ne peut dépasser le prix standard" });
    const aboveReduced = await send("PUT", `/api/admin/activities/${activity.id}`, {
      ...form,
      title: "Changé",
      tariffs: priced("60"),
      nonChildcare: "60,01",
    });
    expect(aboveReduced.statusCode).toBe(400);
    expect(fieldErrors(aboveReduced)).toEqual({ nonChildcare: "La part hors frais de garde ne peut dépasser le prix d'un tarif" });
    // Its own price left out of the form, the plaine's saved price is what the part is checked against, named.
    const aboveSaved = await send("PUT", `/api/admin/activities/${activity.id}`, { ...form, title: "Changé", nonChildcare: "60,01" });
    expect(fieldErrors(aboveSaved)).toEqual({
      nonChildcare: `La part hors frais de garde ne peut dépasser le prix du tarif «\u00a0Réduit (part hors garde)\u00a0» (${formatEuros(6000)})`,
    });
    expect(fieldErrors(await send("PUT", `/api/admin/activities/${activity.id}`, { ...form, nonChildcare: "1,555" }))).toEqual({
      nonChildcare: "Le prix ne peut avoir que deux décimales",
    });
    expect(fieldErrors(await send("PUT", `/api/admin/activities/${activity.id}`, { ...form, nonChildcare: "repas" }))).toEqual({
      nonChildcare: "La part hors frais de garde doit être un nombre",
    });
    const unchanged = (await send("GET", `/api/admin/activities/${activity.id}`)).json<AdminActivityResponse>().activity;
    expect(unchanged).toMatchObject({ title: "Plaine d'été", price: { reduced: 6000 }, nonChildcareCents: 1250 });

    // At most the price is allowed, and the change shows in the history like the other fields.
    const lowered = await send("PUT", `/api/admin/activities/${activity.id}`, { ...form, tariffs: priced("60"), nonChildcare: "60" });
    expect(lowered.json<AdminActivityResponse>().activity.nonChildcareCents).toBe(6000);
    const { entries } = (await send("GET", `/api/admin/history/activity/${activity.id}`)).json<AuditHistoryResponse>();
    expect(entries.map((entry) => entry.action)).toEqual(["update", "create"]);
    expect(entries[0].changes).toEqual([{ field: "nonChildcare", before: 12.5, after: 60 }]);
    expect(entries[1].changes).toContainEqual({ field: "nonChildcare", before: null, after: 12.5 });
  });

  it("cross-checks ages, dates, coordinates and the video link", async () => {
    const response = await send("POST", "/api/admin/activities", {
      ...form,
      ageMin: "8",
      ageMax: "6",
      endDate: addDaysIso(start, -1),
      locationLat: "50,85",
    });
    expect(fieldErrors(response)).toEqual({
      ageMax: "L'âge maximum doit être supérieur ou égal à l'âge minimum",
      endDate: "La date de fin doit être égale ou postérieure à la date de début",
      locationLng: "Indiquez la latitude et la longitude, ou aucune des deux",
    });
    expect(fieldErrors(await send("POST", "/api/admin/activities", { ...form, videoUrl: "pas un lien" }))).toEqual({
      videoUrl: "L'URL de la vidéo doit être valide",
    });
    expect(fieldErrors(await send("POST", "/api/admin/activities", { ...form, videoUrl: "https://example.org/film" }))).toEqual({
      videoUrl: "Cette vidéo ne peut pas être intégrée\u00a0: utilisez un lien YouTube",
    });
    const placed = await create({ locationLat: "50.85", locationLng: "4,35" });
    expect(placed.location.coordinates).toEqual({ lat: 50.85, lng: 4.35 });
  });

  it("derives remaining places from the new capacity and the places taken, and refuses a capacity below them", async () => {
    const activity = await create({ capacity: "10" });
    const parent = await insertParent(t);
    for (let index = 0; index < 3; index++) {
      const child = await insertChild(t.db, parent.id, { firstName: `Enfant${index}`, birthDate: birthDateForAge(5, activity.startDate) });
      await postTransferRegistration(t, parent.cookie, activity.id, [child.id]);
    }
    const raised = await send("PUT", `/api/admin/activities/${activity.id}`, { ...form, capacity: "12" });
    expect(raised.json<AdminActivityResponse>().activity).toMatchObject({ capacity: 12, remainingSpots: 9, takenPlaces: 3 });

    const refused = await send("PUT", `/api/admin/activities/${activity.id}`, { ...form, title: "Changé", capacity: "2" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().error).toMatchObject({
      message: "La capacité ne peut pas être inférieure aux 3 places déjà réservées",
      fields: { capacity: "La capacité ne peut pas être inférieure aux 3 places déjà réservées" },
    });
    const unchanged = (await send("GET", `/api/admin/activities/${activity.id}`)).json<AdminActivityResponse>().activity;
    expect(unchanged).toMatchObject({ title: "Plaine d'été", capacity: 12, remainingSpots: 9 });

    const exact = await send("PUT", `/api/admin/activities/${activity.id}`, { ...form, capacity: "3" });
    expect(exact.json<AdminActivityResponse>().activity).toMatchObject({ capacity: 3, remainingSpots: 0 });
  });

  it("keeps capacity, remaining places and registrations in agreement while parents register and the capacity is lowered", async () => {
    const { plaine, attempts } = await prepareRush(t.db, AUTH_SECRET, 30, 20);
    const register = (attempt: (typeof attempts)[number]) =>
      t.app.inject({ method: "POST", url: "/api/registrations", headers: jsonHeaders(t, attempt.cookie), payload: attempt.body });
    const lowerings = [15, 12, 10, 8].map((capacity) =>
      send("PUT", `/api/admin/activities/${plaine.id}`, {
        ...form,
        startDate: plaine.startDate,
        endDate: plaine.endDate,
        ageMax: "12",
        capacity: String(capacity),
      }),
    );
    const answers = await Promise.all([...attempts.map(register), ...lowerings]);
    for (const answer of answers) expect([200, 201, 409]).toContain(answer.statusCode);
    // Some parents got in, and some capacity change was refused or came before them.
    expect(answers.filter((answer) => answer.statusCode === 201).length).toBeGreaterThan(0);

    const [row] = await t.db.select().from(activities).where(eq(activities.id, plaine.id));
    const [{ live }] = await t.db
      .select({ live: count() })
      .from(registrations)
      .where(and(eq(registrations.activityId, plaine.id), ne(registrations.status, "cancelled")));
    expect(row.remainingSpots).toBeGreaterThanOrEqual(0);
    expect(row.capacity - row.remainingSpots).toBe(live);
    expect(live).toBeLessThanOrEqual(row.capacity);
  });

  it("refuses to delete a plaine with live registrations, naming how many; archives one with cancelled ones only", async () => {
    const activity = await create();
    const parent = await insertParent(t);
    const child = await insertChild(t.db, parent.id, { birthDate: birthDateForAge(5, activity.startDate) });
    await postTransferRegistration(t, parent.cookie, activity.id, [child.id]);

    const refused = await send("DELETE", `/api/admin/activities/${activity.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().error.message).toBe(
      "Impossible de supprimer cette plaine\u00a0: 1 inscription est en cours. Annulez-la d'abord.",
    );

    await t.db.update(registrations).set({ status: "cancelled" }).where(eq(registrations.activityId, activity.id));
    const archived = await send("DELETE", `/api/admin/activities/${activity.id}`);
    expect(archived.json()).toEqual({ outcome: "archived" });
    expect((await t.app.inject({ method: "GET", url: `/api/activities/${activity.id}` })).statusCode).toBe(404);
    expect((await send("GET", `/api/admin/activities/${activity.id}`)).statusCode).toBe(404);
    const [kept] = await t.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(kept.deletedAt).not.toBeNull();
    // The parent's history still names the plaine.
    const history = await t.app.inject({ method: "GET", url: "/api/registrations", headers: { cookie: parent.cookie } });
    expect(history.body).toContain("Plaine d'été");
  });

  it("deletes a plaine nobody registered for", async () => {
    const activity = await create();
    expect((await send("DELETE", `/api/admin/activities/${activity.id}`)).json()).toEqual({ outcome: "deleted" });
    expect(await t.db.select().from(activities).where(eq(activities.id, activity.id))).toEqual([]);
    expect((await send("DELETE", `/api/admin/activities/${activity.id}`)).statusCode).toBe(404);
  });

  it("lists by tab: upcoming soonest first, past ones most recent first, with their status", async () => {
    const past = await insertActivity(t.db, {
      title: "Passée",
      startDate: addDaysIso(brusselsToday(), -10),
      endDate: addDaysIso(brusselsToday(), -6),
    });
    const list = async (scope: string) =>
      (await send("GET", `/api/admin/activities?scope=${scope}`)).json<AdminActivityListResponse>().activities;
    const active = await list("active");
    expect(active.every((item) => item.status === "active")).toBe(true);
    expect(active.map((item) => item.startDate)).toEqual([...active.map((item) => item.startDate)].sort());
    await insertActivity(t.db, {
      title: "Plus ancienne",
      startDate: addDaysIso(brusselsToday(), -40),
      endDate: addDaysIso(brusselsToday(), -36),
    });
    const archived = await list("archived");
    expect(archived.map((item) => item.title)).toEqual(["Passée", "Plus ancienne"]);
    expect(archived.map((item) => item.id)).toContain(past.id);
    expect(archived.find((item) => item.id === past.id)?.status).toBe("archived");
    expect((await list("all")).length).toBe(active.length + archived.length);
    expect((await send("GET", "/api/admin/activities?scope=demain")).statusCode).toBe(400);
  });

  it("writes who changed what in the plaine's history, newest first", async () => {
    const activity = await create({ title: "Avant" });
    await send("PUT", `/api/admin/activities/${activity.id}`, { ...form, title: "Après", capacity: "30" });
    // Saving the same values again changes nothing and writes nothing.
    await send("PUT", `/api/admin/activities/${activity.id}`, { ...form, title: "Après", capacity: "30" });
    const { entries } = (await send("GET", `/api/admin/history/activity/${activity.id}`)).json<AuditHistoryResponse>();
    expect(entries.map((entry) => entry.action)).toEqual(["update", "create"]);
    expect(entries[0].actor).toEqual({ name: "Alex Martin", email: admin.email });
    expect(entries[0].changes).toEqual([
      { field: "title", before: "Avant", after: "Après" },
      { field: "capacity", before: 24, after: 30 },
    ]);
    expect(entries[1].changes).toContainEqual({ field: "priceStandard", before: null, after: 85.5 });

    await send("DELETE", `/api/admin/activities/${activity.id}`);
    const afterDelete = (await send("GET", `/api/admin/history/activity/${activity.id}`)).json<AuditHistoryResponse>();
    expect(afterDelete.entries[0]).toMatchObject({ action: "delete" });
    expect(afterDelete.entries[0].changes).toContainEqual({ field: "title", before: "Après", after: null });
  });

  const publicGet = (url: string) => t.app.inject({ method: "GET", url });

  it("keeps a draft from the public list, page, search, sitemap and registration, shows it to administrators, then publishes it", async () => {
    const draft = await create({ title: "Plaine en préparation", locationCity: "Gembloux", draft: true });
    expect(draft.draft).toBe(true);
    const hidden = async () => {
      const list = (await publicGet("/api/activities?scope=all")).json<{ activities: { id: string }[] }>().activities;
      const search = (await publicGet("/api/activities?city=gembloux")).json<{ activities: { id: string }[] }>().activities;
      return {
        listed: list.some((item) => item.id === draft.id) || search.some((item) => item.id === draft.id),
        page: (await publicGet(`/api/activities/${draft.id}`)).statusCode,
        opening: (await publicGet(`/api/activities/${draft.id}/opening`)).statusCode,
        sitemap: (await publicGet("/sitemap.xml")).body.includes(draft.id),
      };
    };
    expect(await hidden()).toEqual({ listed: false, page: 404, opening: 404, sitemap: false });
    const admins = (await send("GET", "/api/admin/activities?scope=all")).json<AdminActivityListResponse>().activities;
    expect(admins.find((item) => item.id === draft.id)).toMatchObject({ draft: true, title: "Plaine en préparation" });
    const parent = await insertParent(t);
    const child = await insertChild(t.db, parent.id, { birthDate: birthDateForAge(5, draft.startDate) });
    const registration = await sendAs(t, "POST", "/api/registrations", parent.cookie, {
      activityId: draft.id,
      childIds: [child.id],
      paymentMethod: "bank_transfer",
      acceptTerms: true,
    });
    expect(registration.statusCode).toBe(404);
    expect(registration.json<ApiErrorBody>().error.message).toBe("Plaine non trouvée");

    const published = await send("PUT", `/api/admin/activities/${draft.id}/publication`, { published: true });
    expect(published.json<AdminActivityResponse>().activity.draft).toBe(false);
    expect(await hidden()).toEqual({ listed: true, page: 200, opening: 200, sitemap: true });
    const { entries } = (await send("GET", `/api/admin/history/activity/${draft.id}`)).json<AuditHistoryResponse>();
    expect(entries[0].changes).toEqual([{ field: "publication", before: "Brouillon", after: "Publiée" }]);
  });

  it("refuses to put a plaine back to draft while a registration is live, in French, and allows it once cancelled", async () => {
    const activity = await create();
    const parent = await insertParent(t);
    const child = await insertChild(t.db, parent.id, { birthDate: birthDateForAge(5, activity.startDate) });
    await postTransferRegistration(t, parent.cookie, activity.id, [child.id]);
    const refused = await send("PUT", `/api/admin/activities/${activity.id}/publication`, { published: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().error.message).toBe(
      "Impossible de repasser cette plaine en brouillon\u00a0: 1 inscription est en cours.",
    );
    expect((await publicGet(`/api/activities/${activity.id}`)).statusCode).toBe(200);
    expect((await send("PUT", `/api/admin/activities/${activity.id}/publication`, { published: "non" })).statusCode).toBe(400);

    await t.db.update(registrations).set({ status: "cancelled" }).where(eq(registrations.activityId, activity.id));
    const back = await send("PUT", `/api/admin/activities/${activity.id}/publication`, { published: false });
    expect(back.json<AdminActivityResponse>().activity.draft).toBe(true);
    expect((await publicGet(`/api/activities/${activity.id}`)).statusCode).toBe(404);
  });

  it("takes no registration and no waiting-list entry before the opening set in Brussels time, and both once the clock reaches it", async () => {
    // An opening on the minute, an hour from now.
    const opensAt = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000);
    const { date, time } = brusselsDateTime(opensAt);
    const activity = await create({ capacity: "1", registrationsOpenDate: date, registrationsOpenTime: time });
    expect(activity.registrationsOpenAt).toBe(opensAt.toISOString());
    const parent = await insertParent(t);
    const [first, second, third] = await Promise.all(
      ["Léa", "Noé", "Zoé"].map((firstName) =>
        insertChild(t.db, parent.id, { firstName, birthDate: birthDateForAge(5, activity.startDate) }),
      ),
    );
    const register = () =>
      sendAs(t, "POST", "/api/registrations", parent.cookie, {
        activityId: activity.id,
        childIds: [first.id],
        paymentMethod: "bank_transfer",
        acceptTerms: true,
      });
    const wait = () => sendAs(t, "POST", "/api/waitlist", parent.cookie, { activityId: activity.id, childIds: [second.id, third.id] });
    try {
      for (const refused of [await register(), await wait()]) {
        expect(refused.statusCode).toBe(409);
        expect(refused.json<ApiErrorBody>().error.message).toBe(registrationsNotOpenMessage(opensAt.toISOString()));
      }
      expect(await t.db.select().from(registrations).where(eq(registrations.activityId, activity.id))).toEqual([]);
      const page = (await sendAs(t, "GET", `/api/activities/${activity.id}/registration`, parent.cookie)).json<RegistrationPage>();
      expect(page.closedReason).toMatch(/^Inscriptions à partir du \d{1,2}(er)? \S+ à \d\d:\d\d$/);
      expect(page.opening).toMatchObject({ open: false, registrationsOpenAt: opensAt.toISOString() });
      const opening = (await publicGet(`/api/activities/${activity.id}/opening`)).json<{ opening: { opensInMs: number } }>().opening;
      expect(opening.opensInMs).toBeGreaterThan(3_500_000);

      clock.shift(opensAt.getTime() - Date.now());
      expect((await publicGet(`/api/activities/${activity.id}/opening`)).json()).toMatchObject({ opening: { open: true, opensInMs: 0 } });
      expect((await register()).statusCode).toBe(201);
      expect((await wait()).statusCode).toBe(201);
    } finally {
      clock.reset();
    }
  });

  it("checks the opening's date and time together, and not after the plaine", async () => {
    expect(fieldErrors(await send("POST", "/api/admin/activities", { ...form, registrationsOpenDate: start }))).toEqual({
      registrationsOpenTime: "Indiquez la date et l'heure d'ouverture des inscriptions, ou laissez les deux vides",
    });
    const late = await send("POST", "/api/admin/activities", {
      ...form,
      registrationsOpenDate: addDaysIso(start, 5),
      registrationsOpenTime: "24:00",
    });
    expect(fieldErrors(late)).toEqual({
      registrationsOpenTime: "L'heure doit s'écrire HH:MM, par exemple 20:00",
      registrationsOpenDate: "Les inscriptions doivent ouvrir au plus tard le dernier jour de la plaine",
    });
  });

  it("duplicates a plaine as a draft: texts, prices and groups copied, its weekdays following the new start, its opening moved along", async () => {
    // Monday 4 to Friday 15 of a July, ten weekdays, the 7th off; groups of its own; an opening on 1 March at 20:00.
    const year = Number(brusselsToday().slice(0, 4)) + 1;
    const monday = (day: string) => `${year}-07-${day}`;
    const [firstMonday] = ["01", "02", "03", "04", "05", "06", "07"]
      .map(monday)
      .filter((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 1);
    const source = await create({
      title: "Plaine de l'an passé",
      excerpt: "Deux semaines au vert.",
      tariffs: [{ categoryId: (await insertTariffCategory(t.db, { name: "Réduit (copie)" })).id, price: "60" }],
      nonChildcare: "10",
      startDate: firstMonday,
      endDate: addDaysIso(firstMonday, 11),
      registrationsOpenDate: `${year}-03-01`,
      registrationsOpenTime: "20:00",
    });
    await send("PUT", `/api/admin/activities/${source.id}/days/${addDaysIso(firstMonday, 3)}`, { off: true });
    const groups = [
      { name: "Bambins", minMonths: 30, maxMonths: 59 },
      { name: "Aventuriers", minMonths: 60, maxMonths: 168 },
    ];
    expect((await send("PUT", `/api/admin/activities/${source.id}/groups`, { groups })).statusCode).toBe(200);
    expect((await send("PUT", `/api/admin/activities/${source.id}/one-agreement`, { requestedOn: brusselsToday() })).statusCode).toBe(200);

    // A year later, its first Monday is 364 days on.
    const newStart = addDaysIso(firstMonday, 364);
    const response = await send("POST", `/api/admin/activities/${source.id}/duplicate`, { startDate: newStart });
    expect(response.statusCode).toBe(201);
    const copy = response.json<AdminActivityResponse>().activity;
    expect(copy).toMatchObject({
      title: "Plaine de l'an passé",
      excerpt: "Deux semaines au vert.",
      description: source.description,
      price: { standard: 8550, reduced: 6000 },
      nonChildcareCents: 1000,
      capacity: 24,
      remainingSpots: 24,
      videoUrl: source.videoUrl,
      location: source.location,
      ageRange: source.ageRange,
      startDate: newStart,
      endDate: addDaysIso(newStart, 11),
      draft: true,
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.tariffPrices).toEqual(source.tariffPrices);
    expect(copy.tariffPrices).toHaveLength(1);
    expect(brusselsDateTime(copy.registrationsOpenAt!)).toEqual({ date: addDaysIso(`${year}-03-01`, 364), time: "20:00" });
    const copiedGroups = (await send("GET", `/api/admin/activities/${copy.id}/groups`)).json<AgeGroupsResponse>();
    expect(copiedGroups).toEqual({ groups, defaults: false });
    const days = (await send("GET", `/api/admin/activities/${copy.id}/days`)).json<PlaineDaysResponse>().days;
    expect(days.filter((day) => day.off)).toEqual([]);
    // The ONE agreement is asked again for the new plaine.
    expect(
      (await send("GET", `/api/admin/activities/${copy.id}/centre-report`)).json<CentreReportResponse>().oneAgreement?.requestedOn,
    ).toBeNull();
    expect((await publicGet(`/api/activities/${copy.id}`)).statusCode).toBe(404);

    // From a Wednesday, ten weekdays end on the Tuesday two weeks on; a Saturday is refused.
    const fromWednesday = (
      await send("POST", `/api/admin/activities/${source.id}/duplicate`, { startDate: addDaysIso(newStart, 2) })
    ).json<AdminActivityResponse>();
    expect(fromWednesday.activity.endDate).toBe(addDaysIso(newStart, 15));
    const saturday = await send("POST", `/api/admin/activities/${source.id}/duplicate`, { startDate: addDaysIso(newStart, 5) });
    expect(saturday.statusCode).toBe(400);
    expect(fieldErrors(saturday)).toEqual({ startDate: "La nouvelle date de début doit tomber un jour de semaine (du lundi au vendredi)" });
    expect(fieldErrors(await send("POST", `/api/admin/activities/${source.id}/duplicate`, {}))).toEqual({
      startDate: "La date de début est requise",
    });
  });

  it("saves a plaine's price per tariff category with the plaine, in its history, and offers the tariffs on its public page", async () => {
    // 'Tarif réduit' first (no default: offered where priced), the members' 90 % after it.
    const reduced = await insertTariffCategory(t.db, { name: "Tarif réduit", position: -2 });
    const members = await insertTariffCategory(t.db, { name: "Membre", defaultPercent: 90, position: -1 });
    const archived = await insertTariffCategory(t.db, { name: "Ancien tarif", archivedAt: new Date() });
    try {
      const activity = await create({
        tariffs: [
          { categoryId: reduced.id, price: "60" },
          { categoryId: members.id, price: "" },
        ],
      });
      expect(activity.tariffPrices).toEqual([{ categoryId: reduced.id, priceCents: 6000 }]);
      expect(activity.price).toEqual({ standard: 8550, reduced: 6000 });
      const page = (await publicGet(`/api/activities/${activity.id}`)).json<ActivityResponse>().activity;
      expect(page.tariffs).toEqual([
        {
          categoryId: reduced.id,
          name: "Tarif réduit",
          qualifies: "Les familles qui y ont droit.",
          priceCents: 6000,
          proofRequired: false,
          proofDescription: null,
        },
        expect.objectContaining({ categoryId: members.id, name: "Membre", priceCents: 7695 }),
      ]);
      // The list gives the spec's reduced price too, without the detail's tariffs.
      const listed = (await publicGet("/api/activities?scope=all")).json<{ activities: (typeof page)[] }>().activities;
      expect(listed.find((item) => item.id === activity.id)).toMatchObject({ price: { reduced: 6000 } });

      // An archived category's price is kept as it is; a category not offered is refused, nothing saved.
      await t.db.insert(activityTariffs).values({ activityId: activity.id, categoryId: archived.id, priceCents: 1000 });
      const refused = await send("PUT", `/api/admin/activities/${activity.id}`, {
        ...form,
        title: "Refusée",
        tariffs: [{ categoryId: archived.id, price: "10" }],
      });
      expect(refused.statusCode).toBe(400);
      expect(fieldErrors(refused)).toEqual({
        "tariffs.0.categoryId": "Cette catégorie de tarif n'est plus proposée\u00a0: rechargez la page",
      });
      expect((await send("GET", `/api/admin/activities/${activity.id}`)).json<AdminActivityResponse>().activity.title).toBe("Plaine d'été");

      // Blank, the plaine's own price goes: 'Tarif réduit' is no longer offered there; the members' own price replaces the default.
      const saved = await send("PUT", `/api/admin/activities/${activity.id}`, {
        ...form,
        tariffs: [
          { categoryId: reduced.id, price: "" },
          { categoryId: members.id, price: "70" },
        ],
      });
      expect(saved.statusCode).toBe(200);
      const changed = saved.json<AdminActivityResponse>().activity;
      expect(changed.tariffPrices).toEqual(
        expect.arrayContaining([
          { categoryId: members.id, priceCents: 7000 },
          { categoryId: archived.id, priceCents: 1000 },
        ]),
      );
      expect(changed.tariffPrices).toHaveLength(2);
      expect(changed.price.reduced).toBe(7000);
      const { entries } = (await send("GET", `/api/admin/history/activity/${activity.id}`)).json<AuditHistoryResponse>();
      expect(entries[0].changes).toEqual(
        expect.arrayContaining([
          { field: tariffAuditField(reduced.id), before: 60, after: null },
          { field: tariffAuditField(members.id), before: null, after: 70 },
        ]),
      );
      expect(entries[0].changes).toHaveLength(2);
      expect(entries.at(-1)!.changes).toContainEqual({ field: tariffAuditField(reduced.id), before: null, after: 60 });
      // Left out of the form, the prices stay.
      const kept = await send("PUT", `/api/admin/activities/${activity.id}`, { ...form, capacity: "25" });
      expect(kept.json<AdminActivityResponse>().activity.tariffPrices).toHaveLength(2);
    } finally {
      // The next tests count on no category offered by default.
      await t.db.update(tariffCategoriesTable).set({ archivedAt: new Date() });
    }
  });
});

import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import type { RegistrationPage, RegistrationResult } from "../../../domain/contracts/registrations.ts";
import type { AdminWaitlistResponse, WaitlistJoinResponse, WaitlistListResponse } from "../../../domain/contracts/waitlist.ts";
import type { AdminActivityListResponse } from "../../../domain/contracts/admin-activities.ts";
import type { AdminDashboard } from "../../../domain/contracts/admin-dashboard.ts";
import { sendAs } from "../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { TEST_CIPHER } from "../../../../tests/support/data-keys.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { birthDateForAge, insertChildren, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { activities, emailOutbox, payments, registrations, waitlistEntries } from "../../db/schema.ts";
import { runWaitlistOffers } from "./offer-expiry.ts";
import { typedActivityForm } from "../../../../tests/support/activity-form.ts";
import { suiteAdminTestApp } from "../../../../tests/support/suite.ts";

describe.each(ENGINES)("waiting list on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);

  const send = (method: "GET" | "POST" | "DELETE" | "PUT" | "PATCH", url: string, cookie: string, payload?: object) =>
    sendAs(t, method, url, cookie, payload);
  const remaining = async (id: string) =>
    (await t.db.select({ n: activities.remainingSpots }).from(activities).where(eq(activities.id, id)))[0].n;
  const offerMails = (to: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), like(emailOutbox.dedupeKey, "waitlist-offer:%")));
  const deps = () => ({ db: t.db, config: t.config, mailer: t.app.context.mailer, publicCache: t.app.context.publicCache });

  /** A family with `count` children of the plaine's age. */
  async function family(activity: { startDate: string }, count: number, firstName = "Camille") {
    const parent = await insertParent(t, { firstName, lastName: "Famille" });
    const kids = await insertChildren(
      t.db,
      parent.id,
      Array.from({ length: count }, (_, i) => ({ firstName: `${firstName}${i + 1}`, birthDate: birthDateForAge(6, activity.startDate) })),
    );
    return { parent, childIds: kids.map((kid) => kid.id) };
  }
  const register = (activityId: string, f: { parent: TestParent; childIds: string[] }, extra: object = {}) =>
    send("POST", "/api/registrations", f.parent.cookie, {
      activityId,
      childIds: f.childIds,
      paymentMethod: "bank_transfer",
      acceptTerms: true,
      ...extra,
    });
  const join = (activityId: string, f: { parent: TestParent; childIds: string[] }) =>
    send("POST", "/api/waitlist", f.parent.cookie, { activityId, childIds: f.childIds });

  it("takes a family's children together on a full plaine, shows the position, and refuses when places are free or twice", async () => {
    const activity = await insertActivity(t.db, { capacity: 2, remainingSpots: 2 });
    const early = await family(activity, 2, "Alix");
    expect((await join(activity.id, early)).json<ApiErrorBody>().error.message).toBe(
      "Des places sont disponibles\u00a0: inscrivez directement vos enfants.",
    );
    expect((await register(activity.id, early)).statusCode).toBe(201);

    const a = await family(activity, 2, "Bea");
    const b = await family(activity, 1, "Cyril");
    const joined = await join(activity.id, a);
    expect(joined.statusCode).toBe(201);
    expect(joined.json<WaitlistJoinResponse>().entry).toMatchObject({
      status: "waiting",
      position: 1,
      label: "Liste d'attente — position 1",
    });
    expect((await join(activity.id, b)).json<WaitlistJoinResponse>().entry.label).toBe("Liste d'attente — position 2");
    const again = await join(activity.id, a);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorBody>().error.message).toBe("Bea1 Dupont est déjà sur la liste d'attente de cette plaine");
    // A registered child does not join.
    const registered = await join(activity.id, early);
    expect(registered.json<ApiErrorBody>().error.message).toBe("Alix1 Dupont est déjà inscrit(e) à cette activité");

    const list = (await send("GET", "/api/waitlist", b.parent.cookie)).json<WaitlistListResponse>();
    expect(list.entries).toHaveLength(1);
    expect(list.entries[0]).toMatchObject({ activityId: activity.id, position: 2, children: [{ firstName: "Cyril1" }] });
    const page = (await send("GET", `/api/activities/${activity.id}/registration`, a.parent.cookie)).json<RegistrationPage>();
    expect(page.waitlist[0].position).toBe(1);
    expect(page.children.every((child) => child.waiting)).toBe(true);

    // Leaving moves the next one up; another family's entry is not found.
    expect((await send("DELETE", `/api/waitlist/${list.entries[0].id}`, a.parent.cookie)).statusCode).toBe(404);
    const aEntry = joined.json<WaitlistJoinResponse>().entry.id;
    expect((await send("DELETE", `/api/waitlist/${aEntry}`, a.parent.cookie)).statusCode).toBe(204);
    expect((await send("GET", "/api/waitlist", b.parent.cookie)).json<WaitlistListResponse>().entries[0].position).toBe(1);
  });

  it("offers freed places to the earliest entries that fit, holds them, and lets only that family accept", async () => {
    const activity = await insertActivity(t.db, { capacity: 3, remainingSpots: 3 });
    const holders = await family(activity, 3, "Dora");
    const registered = (await register(activity.id, holders)).json<RegistrationResult>();
    const big = await family(activity, 2, "Emile");
    const small = await family(activity, 1, "Fanny");
    const thief = await family(activity, 1, "Gaston");
    for (const f of [big, small]) expect((await join(activity.id, f)).statusCode).toBe(201);

    // One place freed: the family of two is passed over, the family of one gets it at once.
    const cancel = await send("POST", `/api/registrations/${registered.registrationIds[0]}/cancel`, holders.parent.cookie);
    expect(cancel.statusCode).toBe(200);
    expect(await remaining(activity.id)).toBe(0);
    const smallEntries = (await send("GET", "/api/waitlist", small.parent.cookie)).json<WaitlistListResponse>().entries;
    expect(smallEntries[0]).toMatchObject({ status: "offered", acceptPath: `/register/${activity.id}?offre=${smallEntries[0].id}` });
    expect(smallEntries[0].label).toMatch(/^Place proposée jusqu'au /);
    const [mail] = await offerMails(small.parent.email);
    expect(mail.subject).toBe(`Une place s'est libérée\u00a0: ${activity.title}`);
    expect(mail.text).toContain(`${t.config.publicUrl}/register/${activity.id}?offre=${smallEntries[0].id}`);

    // Nobody else takes the held place, and nobody accepts another family's offer.
    expect((await register(activity.id, thief)).statusCode).toBe(409);
    const stolen = await register(activity.id, thief, { offerId: smallEntries[0].id });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json<ApiErrorBody>().error.message).toBe("Offre non trouvée");
    // The refusal changed nothing: the offer still holds its place for its family.
    expect(await t.db.select().from(registrations).where(eq(registrations.childId, thief.childIds[0]))).toHaveLength(0);
    expect(await remaining(activity.id)).toBe(0);
    const [held] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, smallEntries[0].id));
    expect(held).toMatchObject({ status: "offered", offerPlaces: 1 });

    const accepted = await register(activity.id, small, { offerId: smallEntries[0].id });
    expect(accepted.statusCode).toBe(201);
    const result = accepted.json<RegistrationResult>();
    expect(result.price.totalCents).toBe(8000);
    expect(await remaining(activity.id)).toBe(0);
    const [entry] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, smallEntries[0].id));
    expect(entry).toMatchObject({ status: "accepted", paymentId: result.paymentId });
    const live = await t.db.select().from(registrations).where(eq(registrations.activityId, activity.id));
    expect(live.filter((row) => row.status !== "cancelled")).toHaveLength(3);
  });

  it("lets an offer expire on the job and gives it to the next; a declined offer goes on at once; the family discount applies", async () => {
    const activity = await insertActivity(t.db, { capacity: 2, remainingSpots: 2 });
    const holders = await family(activity, 2, "Hugo");
    const registered = (await register(activity.id, holders)).json<RegistrationResult>();
    const first = await family(activity, 2, "Ines");
    const second = await family(activity, 2, "Jules");
    const third = await family(activity, 2, "Karl");
    for (const f of [first, second, third]) expect((await join(activity.id, f)).statusCode).toBe(201);

    // An administrator cancels both children: both places go to the first family of two.
    const update = await send("PATCH", "/api/admin/registrations", admin.cookie, { ids: registered.registrationIds, status: "cancelled" });
    expect(update.statusCode).toBe(200);
    expect(await remaining(activity.id)).toBe(0);
    expect(await offerMails(first.parent.email)).toHaveLength(1);

    // Before its time the job changes nothing; after it, the offer expires and the next gets it, once.
    expect(await runWaitlistOffers(deps(), new Date(Date.now() + 47 * 3_600_000))).toEqual({ expired: 0, offered: 0 });
    const later = new Date(Date.now() + 49 * 3_600_000);
    expect(await runWaitlistOffers(deps(), later)).toEqual({ expired: 1, offered: 0 });
    expect(await runWaitlistOffers(deps(), later)).toEqual({ expired: 0, offered: 0 });
    expect(await offerMails(second.parent.email)).toHaveLength(1);
    const firstEntries = (await send("GET", "/api/waitlist", first.parent.cookie)).json<WaitlistListResponse>().entries;
    expect(firstEntries).toHaveLength(0);

    // Second declines: third gets it; third accepts with the family discount.
    const [secondEntry] = (await send("GET", "/api/waitlist", second.parent.cookie)).json<WaitlistListResponse>().entries;
    expect((await send("DELETE", `/api/waitlist/${secondEntry.id}`, second.parent.cookie)).statusCode).toBe(204);
    const [thirdEntry] = (await send("GET", "/api/waitlist", third.parent.cookie)).json<WaitlistListResponse>().entries;
    expect(thirdEntry.status).toBe("offered");
    const accepted = (await register(activity.id, third, { offerId: thirdEntry.id })).json<RegistrationResult>();
    expect(accepted.price.totalCents).toBe(15000);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, accepted.paymentId));
    expect(payment.amountCents).toBe(15000);
    expect(await remaining(activity.id)).toBe(0);
  });

  it("gives a raised capacity to the list first, and lets administrators order, remove and offer by hand, audited", async () => {
    const start = addDaysIso(brusselsToday(), 40);
    const form = typedActivityForm(start, { title: "Plaine d'hiver", capacity: "1" });
    const activity = (await send("POST", "/api/admin/activities", admin.cookie, form)).json<{
      activity: { id: string; startDate: string; title: string };
    }>().activity;
    await register(activity.id, await family(activity, 1, "Lou"));
    const one = await family(activity, 1, "Mia");
    const two = await family(activity, 1, "Noa");
    const three = await family(activity, 1, "Oscar");
    for (const f of [one, two, three]) await join(activity.id, f);

    const view = () => send("GET", `/api/admin/activities/${activity.id}/waitlist`, admin.cookie);
    let list = (await view()).json<AdminWaitlistResponse>();
    expect(list.active.map((entry) => entry.children[0].firstName)).toEqual(["Mia1", "Noa1", "Oscar1"]);
    expect(list.offerHours).toBe(48);
    // Oscar moves up before Noa; Mia is removed.
    expect((await send("POST", `/api/admin/waitlist/${list.active[2].id}/move`, admin.cookie, { direction: "up" })).statusCode).toBe(204);
    expect((await send("DELETE", `/api/admin/waitlist/${list.active[0].id}`, admin.cookie)).statusCode).toBe(204);
    list = (await view()).json<AdminWaitlistResponse>();
    expect(list.active.map((entry) => [entry.children[0].firstName, entry.position])).toEqual([
      ["Oscar1", 1],
      ["Noa1", 2],
    ]);
    const history = await send("GET", `/api/admin/history/waitlist_entry/${list.active[0].id}`, admin.cookie);
    expect(history.statusCode).toBe(200);

    // Offers by hand need free places.
    const refused = await send("POST", `/api/admin/waitlist/${list.active[1].id}/offer`, admin.cookie);
    expect(refused.json<ApiErrorBody>().error.message).toBe("Cette plaine est complète");

    // A capacity raised by one: Oscar (first in line) is offered the new place.
    expect((await send("PUT", `/api/admin/activities/${activity.id}`, admin.cookie, { ...form, capacity: "2" })).statusCode).toBe(200);
    list = (await view()).json<AdminWaitlistResponse>();
    expect(list.active[0]).toMatchObject({ status: "offered", children: [{ firstName: "Oscar1" }] });
    expect(await remaining(activity.id)).toBe(0);

    // The export lists the families still waiting after the registrations, with where they stand.
    const exported = await t.app.inject({
      method: "GET",
      url: `/api/admin/registrations/export?format=csv&activityId=${activity.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain("Lou1 Dupont");
    expect(exported.body).toMatch(/Oscar1 Dupont;[^\r]*Place proposée jusqu'au/);
    expect(exported.body).toMatch(/Noa1 Dupont;[^\r]*Liste d'attente — position 1/);
    expect(exported.body).not.toContain("Mia1 Dupont");

    // The offers' life is a setting.
    expect((await send("PUT", "/api/admin/waitlist-settings", admin.cookie, { offerHours: 0 })).statusCode).toBe(400);
    expect((await send("PUT", "/api/admin/waitlist-settings", admin.cookie, { offerHours: 24 })).json()).toEqual({ offerHours: 24 });
    // A parent is not an administrator.
    expect((await send("GET", `/api/admin/activities/${activity.id}/waitlist`, one.parent.cookie)).statusCode).toBe(403);
  });

  it("lets children registered directly leave the list, and gives an erased family's offer to the next", async () => {
    const activity = await insertActivity(t.db, { capacity: 2, remainingSpots: 2 });
    const holders = await family(activity, 2, "Pia");
    const registered = (await register(activity.id, holders)).json<RegistrationResult>();
    const pair = await family(activity, 2, "Quentin");
    const single = await family(activity, 1, "Rosa");
    const next = await family(activity, 1, "Simon");
    for (const f of [pair, single, next]) expect((await join(activity.id, f)).statusCode).toBe(201);

    // One place comes back: the single child is offered it; the pair waits.
    await send("POST", `/api/registrations/${registered.registrationIds[0]}/cancel`, holders.parent.cookie);
    const [singleEntry] = (await send("GET", "/api/waitlist", single.parent.cookie)).json<WaitlistListResponse>().entries;
    expect(singleEntry.status).toBe("offered");

    // The single family's account is erased: its offer ends and the next family gets the place.
    const { eraseAccount } = await import("../privacy/erasure.ts");
    await eraseAccount({ db: t.db, cipher: TEST_CIPHER }, single.parent.id, { by: "self" });
    expect(await remaining(activity.id)).toBe(1);
    expect(await runWaitlistOffers(deps())).toEqual({ expired: 0, offered: 1 });
    expect((await send("GET", "/api/waitlist", next.parent.cookie)).json<WaitlistListResponse>().entries[0].status).toBe("offered");
    expect(await remaining(activity.id)).toBe(0);

    // The second holder cancels: one place, the pair still does not fit; one of its children registers directly.
    await send("POST", `/api/registrations/${registered.registrationIds[1]}/cancel`, holders.parent.cookie);
    expect(await remaining(activity.id)).toBe(1);
    expect((await register(activity.id, { parent: pair.parent, childIds: [pair.childIds[0]] })).statusCode).toBe(201);
    const [pairEntry] = (await send("GET", "/api/waitlist", pair.parent.cookie)).json<WaitlistListResponse>().entries;
    expect(pairEntry.children.map((child) => child.id)).toEqual([pair.childIds[1]]);
    expect(pairEntry.label).toBe("Liste d'attente — position 1");
  });

  it("never offers by hand a place for a child registered directly since: the others are offered, or the offer is refused", async () => {
    const activity = await insertActivity(t.db, { capacity: 3, remainingSpots: 3 });
    const holders = await family(activity, 3, "Tara");
    const registered = (await register(activity.id, holders)).json<RegistrationResult>();
    const pair = await family(activity, 2, "Ulysse");
    const single = await family(activity, 1, "Vera");
    for (const f of [pair, single]) expect((await join(activity.id, f)).statusCode).toBe(201);
    await send("PATCH", "/api/admin/registrations", admin.cookie, { ids: registered.registrationIds, status: "cancelled" });
    const entryOf = async (f: { parent: TestParent }) =>
      (await send("GET", "/api/waitlist", f.parent.cookie)).json<WaitlistListResponse>().entries[0];
    const pairEntry = await entryOf(pair);
    const singleEntry = await entryOf(single);
    expect([pairEntry.status, singleEntry.status]).toEqual(["offered", "offered"]);

    // Both decline; then, places being free, children of both register directly.
    for (const [f, entry] of [
      [pair, pairEntry],
      [single, singleEntry],
    ] as const)
      expect((await send("DELETE", `/api/waitlist/${entry.id}`, f.parent.cookie)).statusCode).toBe(204);
    expect(await remaining(activity.id)).toBe(3);
    expect((await register(activity.id, { parent: pair.parent, childIds: [pair.childIds[0]] })).statusCode).toBe(201);
    expect((await register(activity.id, single)).statusCode).toBe(201);
    expect(await remaining(activity.id)).toBe(1);

    // The single family's only child is registered: nothing to offer, nothing held, nothing sent.
    const refused = await send("POST", `/api/admin/waitlist/${singleEntry.id}/offer`, admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().error.message).toBe(
      "Les enfants de cette famille sont déjà inscrits à cette plaine\u00a0: il n'y a rien à leur proposer",
    );
    expect(await remaining(activity.id)).toBe(1);
    expect(await offerMails(single.parent.email)).toHaveLength(1);

    // The pair: the offer is for the child still without a place, one place held, one more e-mail.
    expect((await send("POST", `/api/admin/waitlist/${pairEntry.id}/offer`, admin.cookie)).statusCode).toBe(204);
    expect(await remaining(activity.id)).toBe(0);
    const [offered] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, pairEntry.id));
    expect(offered).toMatchObject({ status: "offered", offerPlaces: 1, offerCount: 2 });
    const [again] = (await entryOf(pair)).children;
    expect(again.id).toBe(pair.childIds[1]);
    const mails = await offerMails(pair.parent.email);
    expect(mails).toHaveLength(2);
    expect(mails.find((mail) => mail.dedupeKey.endsWith(":2"))?.text).not.toContain("Ulysse1");
    // Accepted, it registers the second child on the held place.
    expect((await register(activity.id, { parent: pair.parent, childIds: [pair.childIds[1]] }, { offerId: pairEntry.id })).statusCode).toBe(
      201,
    );
    expect(await remaining(activity.id)).toBe(0);
  });

  it("counts the families waiting or holding an offer in the administrators' plaines list and dashboard", async () => {
    const activity = await insertActivity(t.db, { title: "Plaine comptée", capacity: 2, remainingSpots: 2 });
    const quiet = await insertActivity(t.db, { title: "Plaine tranquille" });
    const holders = await family(activity, 2, "Wendy");
    const registered = (await register(activity.id, holders)).json<RegistrationResult>();
    const first = await family(activity, 1, "Xavier");
    const big = await family(activity, 2, "Yann");
    const last = await family(activity, 1, "Zoe");
    for (const f of [first, big, last]) expect((await join(activity.id, f)).statusCode).toBe(201);

    const counts = async () => {
      const list = (await send("GET", "/api/admin/activities?scope=active", admin.cookie)).json<AdminActivityListResponse>().activities;
      const dashboard = (await send("GET", "/api/admin/dashboard", admin.cookie)).json<AdminDashboard>().plaines;
      const of = (items: { id: string; waitingFamilies?: number }[], id: string) => items.find((item) => item.id === id)?.waitingFamilies;
      return { list: [of(list, activity.id), of(list, quiet.id)], dashboard: [of(dashboard, activity.id), of(dashboard, quiet.id)] };
    };
    expect(await counts()).toEqual({ list: [3, 0], dashboard: [3, 0] });

    // One place back: the first family holds an offer and still counts; once it declines, the
    // place goes to the last family (the family of two does not fit): two families are left.
    await send("POST", `/api/registrations/${registered.registrationIds[0]}/cancel`, holders.parent.cookie);
    expect(await counts()).toEqual({ list: [3, 0], dashboard: [3, 0] });
    const [offer] = (await send("GET", "/api/waitlist", first.parent.cookie)).json<WaitlistListResponse>().entries;
    expect((await send("DELETE", `/api/waitlist/${offer.id}`, first.parent.cookie)).statusCode).toBe(204);
    expect(await counts()).toEqual({ list: [2, 0], dashboard: [2, 0] });
  });
});

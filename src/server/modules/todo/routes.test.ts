import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_BANK_TRANSFER_RULES, paymentDeadline } from "../../../domain/bank-transfers.ts";
import type { RegistrationResult } from "../../../domain/contracts/registrations.ts";
import type { TodoItem, TodoResponse } from "../../../domain/contracts/todo.ts";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import { sendAs } from "../../../../tests/support/accounts.ts";
import { giveNationalNumbers, insertFamilyRegistration } from "../../../../tests/support/certificates.ts";
import { TEST_CIPHER } from "../../../../tests/support/data-keys.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertChildren, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { suiteAdminTestApp } from "../../../../tests/support/suite.ts";
import { children, payments } from "../../db/schema.ts";
import { sealMedicalFile } from "../children/index.ts";
import { pickMedicalFile } from "../children/medical-file.ts";

/** A fiche santé with somebody to call: complete for the registration and for 'À faire'. */
const CONTACT = { emergencyContacts: [{ name: "Marie Dupont", relation: "Grand-mère", phone: "+32470123456" }] };

describe.each(ENGINES)("'À faire' (GET /api/todo) on %s", (engine) => {
  // A demo site without a Stripe key: card payments go through the site's simulated checkout.
  const { t, admin } = suiteAdminTestApp(engine, { DEMO_DATA: "true" });
  const send = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, cookie: string, payload?: object) =>
    sendAs(t, method, url, cookie, payload);

  async function todoOf(parent: TestParent): Promise<TodoResponse> {
    const response = await send("GET", "/api/todo", parent.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    return response.json<TodoResponse>();
  }
  const kindsOf = async (parent: TestParent, kind: TodoItem["kind"]) => (await todoOf(parent)).items.filter((item) => item.kind === kind);

  /** A parent whose children's files are complete (nobody to call is another item, tested on its own). */
  async function family(names: string[], complete = true) {
    const parent = await insertParent(t, { firstName: "Camille", lastName: "Dupont" });
    const kids = await insertChildren(
      t.db,
      parent.id,
      names.map((firstName) => ({ firstName, ...(complete ? CONTACT : {}) })),
    );
    return { parent, kids };
  }

  async function register(parent: TestParent, activityId: string, childIds: string[], paymentMethod: "bank_transfer" | "stripe") {
    const response = await send("POST", "/api/registrations", parent.cookie, { activityId, childIds, paymentMethod, acceptTerms: true });
    expect(response.statusCode).toBe(201);
    return response.json<RegistrationResult>();
  }

  it("says there is nothing to do for a parent with nothing registered", async () => {
    const { parent } = await family(["Léa"]);
    expect(await todoOf(parent)).toEqual({ items: [], nextPlaine: null });
    expect((await t.app.inject({ method: "GET", url: "/api/todo" })).statusCode).toBe(401);
  });

  it("lists a transfer awaiting payment with what is left, its deadline and its page, for its parent only, until it is paid", async () => {
    const activity = await insertActivity(t.db, { title: "Plaine d'hiver", priceStandardCents: 8000 });
    const { parent, kids } = await family(["Tom", "Léa"]);
    const other = await family(["Zoé"]);
    const result = await register(
      parent,
      activity.id,
      kids.map((kid) => kid.id),
      "bank_transfer",
    );

    const [transfer] = await kindsOf(parent, "bank-transfer");
    const amountCents = (await t.db.select().from(payments).where(eq(payments.id, result.paymentId)))[0].amountCents;
    expect(transfer).toEqual({
      kind: "bank-transfer",
      id: result.paymentId,
      activity: { id: activity.id, title: "Plaine d'hiver", startDate: activity.startDate, endDate: activity.endDate },
      // By first name, whatever the order they were ticked in.
      children: [
        { id: kids[1].id, firstName: "Léa", lastName: "Dupont" },
        { id: kids[0].id, firstName: "Tom", lastName: "Dupont" },
      ],
      registrationId: result.registrationId,
      amountCents,
      deadline: paymentDeadline(brusselsToday(), activity.startDate, DEFAULT_BANK_TRANSFER_RULES, null),
      transferPath: `/bank-transfer/success?registration_id=${result.registrationId}`,
    });
    // The link leads to the page with the IBAN, the communication and the QR code, for this parent.
    expect((await send("GET", `/api/registrations/${result.registrationId}/bank-transfer`, parent.cookie)).statusCode).toBe(200);
    expect(JSON.stringify(await todoOf(other.parent))).not.toContain(result.paymentId);

    // Partly received: what is left.
    await t.db.update(payments).set({ receivedCents: 3000 }).where(eq(payments.id, result.paymentId));
    expect((await kindsOf(parent, "bank-transfer"))[0]).toMatchObject({ amountCents: amountCents - 3000 });

    const paid = await send("PATCH", "/api/admin/registrations", admin.cookie, { ids: [result.registrationId], paymentStatus: "paid" });
    expect(paid.statusCode).toBe(200);
    expect(await kindsOf(parent, "bank-transfer")).toEqual([]);
  });

  it("drops a transfer whose registrations the parent cancelled", async () => {
    const activity = await insertActivity(t.db);
    const { parent, kids } = await family(["Nina"]);
    const result = await register(parent, activity.id, [kids[0].id], "bank_transfer");
    expect(await kindsOf(parent, "bank-transfer")).toHaveLength(1);
    expect((await send("POST", `/api/registrations/${result.registrationId}/cancel`, parent.cookie, {})).statusCode).toBe(200);
    expect(await todoOf(parent)).toEqual({ items: [], nextPlaine: null });
  });

  it("lists a card payment whose places are held, with the hold's end and the registration 'Payer' carries, until it is paid", async () => {
    const activity = await insertActivity(t.db, { title: "Plaine carte", priceStandardCents: 8000 });
    const { parent, kids } = await family(["Alix"]);
    const other = await family(["Bea"]);
    const result = await register(parent, activity.id, [kids[0].id], "stripe");
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, result.paymentId));

    expect(await kindsOf(parent, "card-payment")).toEqual([
      {
        kind: "card-payment",
        id: result.paymentId,
        activity: { id: activity.id, title: "Plaine carte", startDate: activity.startDate, endDate: activity.endDate },
        children: [{ id: kids[0].id, firstName: "Alix", lastName: "Dupont" }],
        registrationId: result.registrationId,
        amountCents: 8000,
        holdExpiresAt: payment.holdExpiresAt!.toISOString(),
      },
    ]);
    expect(await kindsOf(other.parent, "card-payment")).toEqual([]);
    // 'Payer' with that id resumes the checkout.
    expect((await send("POST", `/api/registrations/${result.registrationId}/checkout`, parent.cookie, {})).statusCode).toBe(200);

    const sessionId = new URL(result.redirectTo, "http://x").searchParams.get("session_id")!;
    expect((await send("POST", `/api/checkout/simulated/${sessionId}`, parent.cookie, { outcome: "success" })).statusCode).toBe(200);
    expect(await kindsOf(parent, "card-payment")).toEqual([]);
  });

  it("lists a waiting-list offer with its end and where to answer it, for the family offered only, until it is declined", async () => {
    const activity = await insertActivity(t.db, { title: "Plaine complète", capacity: 1, remainingSpots: 1 });
    const first = await family(["Chloé"]);
    const second = await family(["Hugo"]);
    const registered = await register(first.parent, activity.id, [first.kids[0].id], "bank_transfer");
    expect(
      (await send("POST", "/api/waitlist", second.parent.cookie, { activityId: activity.id, childIds: [second.kids[0].id] })).statusCode,
    ).toBe(201);
    expect(await kindsOf(second.parent, "waitlist-offer")).toEqual([]);

    // The place comes back: it is offered to the family waiting.
    expect((await send("POST", `/api/registrations/${registered.registrationId}/cancel`, first.parent.cookie, {})).statusCode).toBe(200);
    const [offer] = await kindsOf(second.parent, "waitlist-offer");
    expect(offer).toMatchObject({
      kind: "waitlist-offer",
      activity: { id: activity.id, title: "Plaine complète" },
      children: [{ id: second.kids[0].id, firstName: "Hugo", lastName: "Dupont" }],
      answerPath: `/register/${activity.id}?offre=${offer.id}`,
    });
    expect(Date.parse((offer as Extract<TodoItem, { kind: "waitlist-offer" }>).offerExpiresAt)).toBeGreaterThan(Date.now());
    expect(await kindsOf(first.parent, "waitlist-offer")).toEqual([]);

    expect((await send("DELETE", `/api/waitlist/${offer.id}`, second.parent.cookie)).statusCode).toBe(204);
    expect(await kindsOf(second.parent, "waitlist-offer")).toEqual([]);
  });

  it("asks for the fiche santé of a child with nobody to call before a plaine, never showing the file, until it is completed", async () => {
    const later = await insertActivity(t.db, { title: "Plaine de printemps" });
    const sooner = await insertActivity(t.db, {
      title: "Plaine d'été",
      startDate: addDaysIso(later.startDate, -10),
      endDate: addDaysIso(later.startDate, -6),
    });
    const past = await insertActivity(t.db, { title: "Plaine passée", startDate: "2020-07-06", endDate: "2020-07-10" });
    const parent = await insertParent(t, { firstName: "Sam", lastName: "Peeters" });
    const [ines, jules] = await insertChildren(t.db, parent.id, [
      { firstName: "Inès", allergies: "Arachides", medications: "Ventoline" },
      { firstName: "Jules", ...CONTACT },
    ]);
    const other = await family(["Zoé"]);
    await insertFamilyRegistration(t.db, { parentId: parent.id, activityId: later.id, childIds: [ines.id, jules.id], amountCents: 16000 });
    await insertFamilyRegistration(t.db, { parentId: parent.id, activityId: sooner.id, childIds: [ines.id], amountCents: 8000 });
    // An ended plaine asks for nothing.
    const alone = await insertParent(t);
    const [kim] = await insertChildren(t.db, alone.id, [{ firstName: "Kim" }]);
    await insertFamilyRegistration(t.db, {
      parentId: alone.id,
      activityId: past.id,
      childIds: [kim.id],
      amountCents: 8000,
      paidAt: new Date("2020-06-01"),
    });

    const todo = await todoOf(parent);
    // One item per child, for the first plaine its file is needed for.
    expect(todo.items.filter((item) => item.kind === "health-form")).toEqual([
      {
        kind: "health-form",
        id: ines.id,
        child: { id: ines.id, firstName: "Inès", lastName: "Dupont" },
        activity: { id: sooner.id, title: "Plaine d'été", startDate: sooner.startDate, endDate: sooner.endDate },
      },
    ]);
    expect(JSON.stringify(todo)).not.toMatch(/Arachides|Ventoline/);
    expect(await kindsOf(other.parent, "health-form")).toEqual([]);
    expect(await kindsOf(alone, "health-form")).toEqual([]);

    const file = pickMedicalFile({ allergies: "Arachides", medications: "Ventoline", ...CONTACT });
    await t.db
      .update(children)
      .set(sealMedicalFile(TEST_CIPHER, ines.id, file))
      .where(eq(children.id, ines.id));
    expect(await kindsOf(parent, "health-form")).toEqual([]);
  });

  it("asks for the national number of a child registered for a plaine of this year, until it is given", async () => {
    const year = Number(brusselsToday().slice(0, 4));
    const thisYear = await insertActivity(t.db, { title: "Plaine de janvier", startDate: `${year}-01-04`, endDate: `${year}-01-08` });
    const lastYear = await insertActivity(t.db, { title: "Plaine d'avant", startDate: `${year - 1}-07-05`, endDate: `${year - 1}-07-09` });
    const { parent, kids } = await family(["Maël", "Lou"]);
    const [mael, lou] = kids;
    await insertFamilyRegistration(t.db, {
      parentId: parent.id,
      activityId: thisYear.id,
      childIds: [mael.id],
      amountCents: 8000,
      paidAt: new Date(`${year}-01-02T10:00:00Z`),
    });
    await insertFamilyRegistration(t.db, {
      parentId: parent.id,
      activityId: lastYear.id,
      childIds: [lou.id],
      amountCents: 8000,
      paidAt: new Date(`${year - 1}-06-02T10:00:00Z`),
    });
    const other = await family(["Zoé"]);

    expect(await kindsOf(parent, "national-number")).toEqual([
      { kind: "national-number", id: mael.id, child: { id: mael.id, firstName: "Maël", lastName: "Dupont" }, year },
    ]);
    expect(await kindsOf(other.parent, "national-number")).toEqual([]);
    await giveNationalNumbers(t.db, { child: { id: mael.id, digits: "15010112345" } });
    expect(await kindsOf(parent, "national-number")).toEqual([]);
  });

  it("shows the family's next plaine with its place, its practical information and the children registered", async () => {
    const later = await insertActivity(t.db, { title: "Plaine lointaine" });
    const next = await insertActivity(t.db, {
      title: "Plaine des Castors",
      startDate: addDaysIso(later.startDate, -14),
      endDate: addDaysIso(later.startDate, -10),
      locationName: "Salle Saint-Joseph",
      locationAddress: "Rue Haute 5",
      locationPostalCode: "5000",
      locationCity: "Namur",
      practicalHours: "De 9 h à 16 h",
      practicalBring: "Un pique-nique et une gourde",
    });
    const { parent, kids } = await family(["Rose", "Paul", "Noé"]);
    const [rose, paul, noe] = kids;
    await register(parent, later.id, [noe.id], "bank_transfer");
    await register(parent, next.id, [rose.id, paul.id], "bank_transfer");

    expect((await todoOf(parent)).nextPlaine).toEqual({
      activity: {
        id: next.id,
        title: "Plaine des Castors",
        startDate: next.startDate,
        endDate: next.endDate,
        place: { name: "Salle Saint-Joseph", address: "Rue Haute 5", postalCode: "5000", city: "Namur" },
        practicalInfo: { hours: "De 9 h à 16 h", daycare: null, meals: null, bring: "Un pique-nique et une gourde", access: null },
      },
      children: [
        { id: paul.id, firstName: "Paul", lastName: "Dupont" },
        { id: rose.id, firstName: "Rose", lastName: "Dupont" },
      ],
    });
    expect((await todoOf((await family(["Zoé"])).parent)).nextPlaine).toBeNull();
  });

  it("puts the most urgent first: a held card payment, then the transfer by its deadline, then the files", async () => {
    const year = Number(brusselsToday().slice(0, 4));
    const january = await insertActivity(t.db, { startDate: `${year}-01-04`, endDate: `${year}-01-08` });
    const transferPlaine = await insertActivity(t.db);
    const cardPlaine = await insertActivity(t.db);
    const parent = await insertParent(t);
    const [a, b, c] = await insertChildren(t.db, parent.id, [
      { firstName: "Ana", ...CONTACT },
      { firstName: "Ben", ...CONTACT },
      { firstName: "Cléo" },
    ]);
    await insertFamilyRegistration(t.db, {
      parentId: parent.id,
      activityId: january.id,
      childIds: [a.id],
      amountCents: 8000,
      paidAt: new Date(`${year}-01-02T10:00:00Z`),
    });
    await register(parent, transferPlaine.id, [b.id], "bank_transfer");
    await insertFamilyRegistration(t.db, {
      parentId: parent.id,
      activityId: transferPlaine.id,
      childIds: [c.id],
      amountCents: 8000,
      paidAt: new Date(),
    });
    await register(parent, cardPlaine.id, [a.id], "stripe");

    const kinds = (await todoOf(parent)).items.map((item) => item.kind);
    expect(kinds.slice(0, 3)).toEqual(["card-payment", "bank-transfer", "health-form"]);
    expect(kinds.at(-1)).toBe("national-number");
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import type { Child } from "../../../domain/child.ts";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { createParent, jsonHeaders } from "../../../../tests/support/accounts.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertChild, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { suiteTestApp } from "../../../../tests/support/suite.ts";
import { eq } from "drizzle-orm";
import { MEDICAL_CONSENT_REQUIRED, MEDICAL_CONSENT_VERSION, NO_CONSENT_TO_WITHDRAW } from "../../../domain/medical-consent.ts";
import { children, medicalConsents, payments, registrations } from "../../db/schema.ts";
import { PHONE_INVALID } from "../../../domain/phone.ts";

describe.each(ENGINES)("children API on %s", (engine) => {
  const t = suiteTestApp(engine);
  let parent: TestParent;
  let other: TestParent;

  beforeAll(async () => {
    parent = await insertParent(t);
    other = await insertParent(t, { firstName: "Sam", lastName: "Peeters" });
  });

  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      // A DELETE has no body: the Origin alone, without a JSON content type.
      headers:
        method === "GET"
          ? cookie
            ? { cookie }
            : {}
          : payload
            ? jsonHeaders(t, cookie)
            : { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const form = {
    firstName: "Léa",
    lastName: "Dupont",
    birthDate: "2020-05-17",
    allergies: "Arachides",
    medications: "",
    medicalConsent: true,
  };

  it("works with a session made by signing in through better-auth", async () => {
    const signedIn = await createParent(t, "vraie-connexion@example.org");
    expect((await send("GET", "/api/children", signedIn.cookie)).json()).toEqual({ children: [] });
  });

  it("keeps the fiche santé sealed, phones in one form, and refuses a wrong phone with its French message", async () => {
    const healthForm = {
      emergencyContacts: [{ name: "Marie Dupont", relation: "Maman", phone: "0470 12 34 56" }],
      pickupPersons: [{ name: "Jean Dupont", relation: "Grand-père", phone: "+32 (0)81 22 33 44" }],
      tetanus: "yes",
      tetanusLastBooster: "2024-05-02",
      dietaryNeeds: "Sans porc",
      swimming: "no",
      wearsGlasses: true,
      photoConsent: "group_only",
      careAuthorisation: true,
    };
    const created = await send("POST", "/api/children", parent.cookie, { ...form, ...healthForm });
    expect(created.statusCode, created.body).toBe(201);
    const { child } = created.json<{ child: Child }>();
    expect(child).toMatchObject({
      ...healthForm,
      emergencyContacts: [{ name: "Marie Dupont", relation: "Maman", phone: "+32470123456" }],
      pickupPersons: [{ name: "Jean Dupont", relation: "Grand-père", phone: "+3281223344" }],
      wearsHearingAid: false,
    });
    const [row] = await t.db.select().from(children).where(eq(children.id, child.id));
    expect(JSON.stringify(row)).not.toContain("Marie Dupont");
    expect(JSON.stringify(row)).not.toContain("32470123456");

    const refused = await send("POST", "/api/children", parent.cookie, {
      ...form,
      emergencyContacts: [{ name: "Marie", relation: "Maman", phone: "12 34" }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().error.fields).toMatchObject({ "emergencyContacts.0.phone": PHONE_INVALID });
  });

  it("creates a child and answers 201 with it, medical fields trimmed to null when empty", async () => {
    const response = await send("POST", "/api/children", parent.cookie, {
      ...form,
      parentId: other.id,
      id: "00000000-0000-4000-8000-000000000000",
    });
    expect(response.statusCode).toBe(201);
    const { child } = response.json<{ child: Child }>();
    expect(child).toMatchObject({
      firstName: "Léa",
      lastName: "Dupont",
      birthDate: "2020-05-17",
      allergies: "Arachides",
      medications: null,
      medicalConditions: null,
    });
    expect(child.id).not.toBe("00000000-0000-4000-8000-000000000000");
    // The parent comes from the session, not from the body.
    expect((await send("GET", "/api/children", other.cookie)).json<{ children: Child[] }>().children).toEqual([]);
  });

  it("refuses the form with the spec's messages", async () => {
    const response = await send("POST", "/api/children", parent.cookie, { firstName: "", lastName: "", birthDate: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.fields).toEqual({
      firstName: "Le prénom est requis",
      lastName: "Le nom est requis",
      birthDate: "La date de naissance est requise",
    });
    const future = await send("POST", "/api/children", parent.cookie, { ...form, birthDate: addDaysIso(brusselsToday(), 1) });
    expect(future.json<ApiErrorBody>().error.message).toBe("La date de naissance doit être dans le passé");
    const impossible = await send("POST", "/api/children", parent.cookie, { ...form, birthDate: "2020-02-30" });
    expect(impossible.json<ApiErrorBody>().error.message).toBe("La date de naissance n'est pas une date valide");
  });

  it("lists newest first, or by first name for the registration page", async () => {
    const p = await insertParent(t);
    for (const firstName of ["Zoé", "Adam", "Mila"]) {
      expect((await send("POST", "/api/children", p.cookie, { ...form, firstName })).statusCode).toBe(201);
    }
    const names = async (query: string) =>
      (await send("GET", `/api/children${query}`, p.cookie))
        .json<{ children: Child[] }>()
        .children.map((c: { firstName: string }) => c.firstName);
    expect(await names("")).toEqual(["Mila", "Adam", "Zoé"]);
    expect(await names("?sort=firstName")).toEqual(["Adam", "Mila", "Zoé"]);
    expect((await send("GET", "/api/children?sort=age", p.cookie)).statusCode).toBe(400);
  });

  it("updates a child and answers with it", async () => {
    const child = await insertChild(t.db, parent.id, { firstName: "Tom" });
    const response = await send("PUT", `/api/children/${child.id}`, parent.cookie, {
      ...form,
      firstName: "Thomas",
      doctorContact: "Dr Peeters 010 00 00 00",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ child: Child }>().child).toMatchObject({
      id: child.id,
      firstName: "Thomas",
      doctorContact: "Dr Peeters 010 00 00 00",
    });
    expect((await send("GET", `/api/children/${child.id}`, parent.cookie)).json<{ child: Child }>().child.firstName).toBe("Thomas");
  });

  it("answers 404 for another parent's child on every verb, 401 without a session, 400 for a malformed id", async () => {
    const child = await insertChild(t.db, parent.id);
    for (const [method, payload] of [["GET"], ["PUT", form], ["DELETE"]] as const) {
      const response = await send(method, `/api/children/${child.id}`, other.cookie, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>().error.message).toBe("Enfant non trouvé");
      expect((await send(method, `/api/children/${child.id}`, undefined, payload)).statusCode).toBe(401);
    }
    expect((await send("GET", "/api/children", undefined)).statusCode).toBe(401);
    expect((await send("POST", "/api/children", undefined, form)).statusCode).toBe(401);
    expect((await send("GET", "/api/children/abc", parent.cookie)).json<ApiErrorBody>().error.message).toBe("ID de l'enfant invalide");
    // Unchanged, and still there.
    expect((await send("GET", `/api/children/${child.id}`, parent.cookie)).json<{ child: Child }>().child.firstName).toBe("Enfant1");
  });

  it("deletes a child and answers with it", async () => {
    const child = await insertChild(t.db, parent.id, { firstName: "Éphémère" });
    const response = await send("DELETE", `/api/children/${child.id}`, parent.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ child: Child }>().child).toMatchObject({ id: child.id, firstName: "Éphémère" });
    expect((await send("GET", `/api/children/${child.id}`, parent.cookie)).statusCode).toBe(404);
  });

  it("refuses to delete a child with live registrations, naming the plaines; cancelled ones do not count", async () => {
    const child = await insertChild(t.db, parent.id);
    const activities = [
      await insertActivity(t.db, { title: "Nature" }),
      await insertActivity(t.db, { title: "Cirque" }),
      await insertActivity(t.db, { title: "Annulée" }),
    ];
    for (const [index, activity] of activities.entries()) {
      const [payment] = await t.db
        .insert(payments)
        .values({ parentId: parent.id, activityId: activity.id, method: "bank_transfer", amountCents: 8000, unitPriceCents: 8000 })
        .returning();
      await t.db.insert(registrations).values({
        parentId: parent.id,
        childId: child.id,
        activityId: activity.id,
        paymentId: payment.id,
        priceCents: 8000,
        isPrimary: true,
        status: index === 2 ? "cancelled" : "pending",
      });
    }
    const refused = await send("DELETE", `/api/children/${child.id}`, parent.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().error.message).toBe(
      "Impossible de supprimer cet enfant car il est inscrit aux activités suivantes\u00a0: Nature, Cirque",
    );

    const onlyCancelled = await insertChild(t.db, parent.id);
    const [payment] = await t.db
      .insert(payments)
      .values({ parentId: parent.id, activityId: activities[2].id, method: "bank_transfer", amountCents: 8000, unitPriceCents: 8000 })
      .returning();
    await t.db.insert(registrations).values({
      parentId: parent.id,
      childId: onlyCancelled.id,
      activityId: activities[2].id,
      paymentId: payment.id,
      priceCents: 8000,
      isPrimary: true,
      status: "cancelled",
    });
    expect((await send("DELETE", `/api/children/${onlyCancelled.id}`, parent.cookie)).statusCode).toBe(200);
  });

  it("refuses medical information without the consent, changing nothing; records the consent ticked", async () => {
    const p = await insertParent(t);
    const refused = await send("POST", "/api/children", p.cookie, { ...form, medicalConsent: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().error.fields).toEqual({ medicalConsent: MEDICAL_CONSENT_REQUIRED });
    expect((await send("GET", "/api/children", p.cookie)).json<{ children: Child[] }>().children).toEqual([]);

    // No medical field: no consent needed, none recorded.
    const plain = await send("POST", "/api/children", p.cookie, { firstName: "Noé", lastName: "Dupont", birthDate: "2019-01-01" });
    expect(plain.json<{ child: Child }>().child.medicalConsent).toBeNull();

    const created = (await send("POST", "/api/children", p.cookie, form)).json<{ child: Child }>().child;
    expect(created.medicalConsent).toMatchObject({ version: MEDICAL_CONSENT_VERSION, accountEmail: p.email, current: true });
    const rows = await t.db.select().from(medicalConsents).where(eq(medicalConsents.childId, created.id));
    expect(rows).toMatchObject([{ action: "given", version: MEDICAL_CONSENT_VERSION, userId: p.id, accountEmail: p.email }]);

    // The same file saved again under today's consent needs no new tick; a change does.
    expect(
      (await send("PUT", `/api/children/${created.id}`, p.cookie, { ...form, firstName: "Léane", medicalConsent: false })).statusCode,
    ).toBe(200);
    const changed = await send("PUT", `/api/children/${created.id}`, p.cookie, { ...form, allergies: "Pollen", medicalConsent: false });
    expect(changed.statusCode).toBe(400);
    expect((await send("GET", `/api/children/${created.id}`, p.cookie)).json<{ child: Child }>().child.allergies).toBe("Arachides");
  });

  it("withdraws the consent: the medical fields are erased, the child and notes stay, the history keeps both rows", async () => {
    const p = await insertParent(t);
    const created = (
      await send("POST", "/api/children", p.cookie, { ...form, doctorContact: "Dr Martin", additionalInfo: "Aime le foot" })
    ).json<{ child: Child }>().child;
    expect((await send("DELETE", `/api/children/${created.id}/medical-consent`, other.cookie)).statusCode).toBe(404);
    const withdrawn = await send("DELETE", `/api/children/${created.id}/medical-consent`, p.cookie);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<{ child: Child }>().child).toMatchObject({
      firstName: "Léa",
      allergies: null,
      doctorContact: null,
      additionalInfo: "Aime le foot",
      medicalConsent: null,
    });
    const [row] = await t.db.select().from(children).where(eq(children.id, created.id));
    expect(row.hasMedicalInfo).toBe(false);
    const history = await t.db.select().from(medicalConsents).where(eq(medicalConsents.childId, created.id));
    expect(history.map((entry) => entry.action).sort()).toEqual(["given", "withdrawn"]);
    const again = await send("DELETE", `/api/children/${created.id}/medical-consent`, p.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorBody>().error.message).toBe(NO_CONSENT_TO_WITHDRAW);
  });

  it("withdrawing erases tetanus, booster, diet and special needs; contacts, pick-up, swimming, glasses, photos and care stay", async () => {
    const p = await insertParent(t);
    const covered = { tetanus: "yes", tetanusLastBooster: "2024-05-02", dietaryNeeds: "Sans porc", specialNeeds: "Autisme léger" };
    const outside = {
      emergencyContacts: [{ name: "Marie Dupont", relation: "Maman", phone: "+32470123456" }],
      pickupPersons: [{ name: "Jean Dupont", relation: "Grand-père", phone: "+3281223344" }],
      swimming: "a_little",
      wearsGlasses: true,
      wearsHearingAid: true,
      photoConsent: "group_only",
      careAuthorisation: true,
      additionalInfo: "Aime le foot",
    };
    const created = await send("POST", "/api/children", p.cookie, {
      firstName: "Lou",
      lastName: "Dupont",
      birthDate: "2019-04-03",
      ...covered,
      ...outside,
      medicalConsent: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ child: Child }>().child;
    const flag = async () => (await t.db.select().from(children).where(eq(children.id, id)))[0].hasMedicalInfo;
    // Only fields the consent covers, besides the rest: the file holds medical information.
    expect(await flag()).toBe(true);

    const withdrawn = await send("DELETE", `/api/children/${id}/medical-consent`, p.cookie);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const erased = { tetanus: null, tetanusLastBooster: null, dietaryNeeds: null, specialNeeds: null };
    expect(withdrawn.json<{ child: Child }>().child).toMatchObject({ ...erased, ...outside, medicalConsent: null });
    expect((await send("GET", `/api/children/${id}`, p.cookie)).json<{ child: Child }>().child).toMatchObject({ ...erased, ...outside });
    expect(await flag()).toBe(false);
    const history = await t.db.select().from(medicalConsents).where(eq(medicalConsents.childId, id));
    expect(history.map((entry) => [entry.action, entry.accountEmail]).sort()).toEqual([
      ["given", p.email],
      ["withdrawn", p.email],
    ]);
  });
});

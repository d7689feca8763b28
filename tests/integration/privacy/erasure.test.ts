/**
 * Erasure (GDPR art. 17): after it, no table holds the parent's e-mail, names or their
 * children's medical words, while the payments the accounts need remain, anonymised.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../src/domain/api-error.ts";
import type { Child } from "../../../src/domain/child.ts";
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import type { AdminParentRecord } from "../../../src/domain/contracts/privacy.ts";
import { ADMIN_CANNOT_BE_ERASED, ERASE_PASSWORD_WRONG, erasureRefusal, NO_ACCOUNT_FOR_EMAIL } from "../../../src/domain/privacy.ts";
import { certificateContentContext, sealChildNationalNumber, sealNationalNumber } from "../../../src/server/crypto/sealed-fields.ts";
import {
  accountErasures,
  attendance,
  attendanceTaps,
  bankMovements,
  childcareCertificates,
  childGroupMoves,
  children,
  inactivityWarnings,
  payments,
  profiles,
  users,
  waitlistEntries,
  waitlistEntryChildren,
} from "../../../src/server/db/schema.ts";
import { createAdmin, createParent, jsonHeaders, PASSWORD } from "../../support/accounts.ts";
import { insertBankMovement } from "../../support/bank.ts";
import { NUMBERS } from "../../support/certificates.ts";
import { TEST_CIPHER } from "../../support/data-keys.ts";
import { ENGINES } from "../../support/databases.ts";
import { insertActivity } from "../../support/factories.ts";
import { insertChild, insertParent } from "../../support/families.ts";
import { everyRowAsText, insertRegistration } from "../../support/privacy.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

const MEDICAL = { allergies: "Allergie-Quetzalcoatl", medications: "Sirop-Brontosaure", doctorContact: "Docteur-Ornicar" };

describe.each(ENGINES)("account erasure on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const erase = (cookie: string, password: unknown) =>
    t.app.inject({ method: "POST", url: "/api/account/erase", headers: jsonHeaders(t, cookie), payload: { password } });

  it("erases every personal row, keeps the payments anonymised, and refuses a wrong password first", async () => {
    const email = "ximena.quoknard@example.org";
    const parent = await createParent(t, email, { firstName: "Ximena", lastName: "Quoknard" });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/children",
      headers: jsonHeaders(t, parent.cookie),
      payload: { firstName: "Zébulon", lastName: "Quoknard", birthDate: "2018-02-03", ...MEDICAL, medicalConsent: true },
    });
    const child = created.json<{ child: Child }>().child;
    const past = await insertActivity(t.db, { title: "Plaine passée", startDate: "2025-07-01", endDate: "2025-07-05" });
    const { payment } = await insertRegistration(t.db, {
      parentId: parent.id,
      childId: child.id,
      activityId: past.id,
      paid: true,
      communication: "123456789002",
    });

    // The bank's credit for that payment names the payer: the name and message go, the sum stays.
    const credit = await insertBankMovement(t.db, {
      paymentId: payment.id,
      outcome: "paid",
      amountCents: 8000,
      counterpartyName: "QUOKNARD XIMENA",
      counterpartyAccount: "BE71096123456769",
      freeCommunication: "Plaine de Zébulon Quoknard",
      structuredCommunication: "123456789002",
    });

    // The national register numbers and the tax certificate they went into, sealed; the child's
    // days at the plaine, a place on a waiting list, and the inactivity warning.
    const sealed = {
      parent: sealNationalNumber(TEST_CIPHER, parent.id, NUMBERS.parent)!,
      child: sealChildNationalNumber(TEST_CIPHER, child.id, NUMBERS.noe.digits)!,
      certificate: "",
    };
    await t.db.update(profiles).set({ nationalNumber: sealed.parent }).where(eq(profiles.id, parent.id));
    await t.db.update(children).set({ nationalNumber: sealed.child }).where(eq(children.id, child.id));
    const certificateId = randomUUID();
    sealed.certificate = TEST_CIPHER.seal(
      JSON.stringify({ debtor: { name: "Ximena Quoknard", nationalNumber: NUMBERS.parent }, child: { name: "Zébulon Quoknard" } }),
      certificateContentContext(certificateId),
    );
    await t.db.insert(childcareCertificates).values({
      id: certificateId,
      year: 2025,
      sequence: 1,
      childId: child.id,
      debtorId: parent.id,
      sheet: 0,
      content: sealed.certificate,
    });
    const tappedAt = new Date(`${past.startDate}T08:30:00Z`);
    await t.db.insert(attendance).values({
      activityId: past.id,
      childId: child.id,
      date: past.startDate,
      status: "present",
      arrivedAt: tappedAt,
      recordedByName: "Monitrice",
      lastTapAt: tappedAt,
    });
    await t.db
      .insert(attendanceTaps)
      .values({ idempotencyKey: randomUUID(), activityId: past.id, childId: child.id, date: past.startDate, action: "arrived", tappedAt });
    await t.db.insert(childGroupMoves).values({ activityId: past.id, childId: child.id, groupName: "Grands" });
    const full = await insertActivity(t.db, { title: "Plaine complète" });
    const [entry] = await t.db
      .insert(waitlistEntries)
      .values({ activityId: full.id, parentId: parent.id, position: 1 })
      .returning({ id: waitlistEntries.id });
    await t.db.insert(waitlistEntryChildren).values({ entryId: entry.id, childId: child.id, activityId: full.id });
    await t.db.insert(inactivityWarnings).values({ userId: parent.id, warnedAt: new Date() });

    const wrong = await erase(parent.cookie, "pas le bon");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>().error.fields).toEqual({ password: ERASE_PASSWORD_WRONG });
    expect((await t.db.select().from(users).where(eq(users.id, parent.id))).length).toBe(1);

    const done = await erase(parent.cookie, PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ erased: true, anonymisedPayments: 1 });

    const everything = await everyRowAsText(t.db);
    for (const word of [email, "Ximena", "Quoknard", "Zébulon", parent.id, child.id, ...Object.values(MEDICAL)]) {
      expect(everything.includes(word), word).toBe(false);
    }
    // Nothing sealed about them either: numbers and certificate went with the child and the account.
    for (const [name, value] of Object.entries(sealed)) expect(everything.includes(value), name).toBe(false);
    expect(await t.db.select().from(childcareCertificates).where(eq(childcareCertificates.id, certificateId))).toEqual([]);
    const [kept] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(kept).toMatchObject({ parentId: null, amountCents: 8000, structuredCommunication: "123456789002", activityId: past.id });
    expect(kept.anonymisedAt).toBeInstanceOf(Date);
    const [keptCredit] = await t.db.select().from(bankMovements).where(eq(bankMovements.id, credit.id));
    expect(keptCredit).toMatchObject({
      amountCents: 8000,
      structuredCommunication: "123456789002",
      counterpartyName: null,
      counterpartyAccount: null,
    });
    expect(everything.includes("QUOKNARD")).toBe(false);
    expect((await t.db.select().from(accountErasures)).some((row) => row.requestedBy === "self" && row.actorEmail === null)).toBe(true);
    // The session went with the account.
    expect((await t.app.inject({ method: "GET", url: "/api/children", headers: { cookie: parent.cookie } })).statusCode).toBe(401);
  });

  it("refuses while a plaine to come holds a paid registration, saying what to do, and changes nothing", async () => {
    const parent = await createParent(t, "yolande.registered@example.org", { firstName: "Yolande", lastName: "Inscrite" });
    const child = await insertChild(t.db, parent.id, MEDICAL);
    const start = addDaysIso(brusselsToday(), 40);
    const plaine = await insertActivity(t.db, { title: "Plaine à venir", startDate: start, endDate: addDaysIso(start, 4) });
    await insertRegistration(t.db, { parentId: parent.id, childId: child.id, activityId: plaine.id, paid: true });
    const refused = await erase(parent.cookie, PASSWORD);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().error.message).toBe(erasureRefusal([{ title: "Plaine à venir", paid: true }]));
    expect(refused.json<ApiErrorBody>().error.message).toContain("remboursement");
    expect((await t.db.select().from(users).where(eq(users.id, parent.id))).length).toBe(1);
  });

  it("lets an administrator erase a parent on request, recorded with the administrator, never another administrator", async () => {
    const admin = await createAdmin(t, "admin.rgpd@example.org");
    const parent = await insertParent(t, { firstName: "Wilfried", lastName: "Demandeur" });
    await insertChild(t.db, parent.id, { firstName: "Walter" });
    const url = `/api/admin/parents/${parent.id}/erase`;
    const other = await insertParent(t);
    expect((await t.app.inject({ method: "POST", url, headers: jsonHeaders(t, other.cookie), payload: {} })).statusCode).toBe(403);

    const done = await t.app.inject({ method: "POST", url, headers: jsonHeaders(t, admin.cookie), payload: {} });
    expect(done.statusCode).toBe(200);
    expect(await everyRowAsText(t.db)).not.toContain("Wilfried");
    const [record] = await t.db.select().from(accountErasures).where(eq(accountErasures.requestedBy, "admin"));
    expect(record).toMatchObject({ actorId: admin.id, actorEmail: "admin.rgpd@example.org", anonymisedPayments: 0 });

    const again = await t.app.inject({ method: "POST", url, headers: jsonHeaders(t, admin.cookie), payload: {} });
    expect(again.statusCode).toBe(404);
    const otherAdmin = await createAdmin(t, "admin.deux@example.org");
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/admin/parents/${otherAdmin.id}/erase`,
      headers: jsonHeaders(t, admin.cookie),
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().error.message).toBe(ADMIN_CANNOT_BE_ERASED);
  });

  it("finds a parent's record by the address an erasure request came from, with or without children", async () => {
    const admin = await createAdmin(t, "admin.recherche@example.org");
    const lookup = (cookie: string, payload: { email: string }) =>
      t.app.inject({ method: "POST", url: "/api/admin/parents/lookup", headers: jsonHeaders(t, cookie), payload });

    const childless = await insertParent(t, { firstName: "Octave", lastName: "Sansenfant" });
    const found = await lookup(admin.cookie, { email: `  ${childless.email.toUpperCase()} ` });
    expect(found.statusCode).toBe(200);
    expect(found.json<AdminParentRecord>()).toMatchObject({
      id: childless.id,
      name: "Octave Sansenfant",
      email: childless.email,
      isAdmin: false,
      children: [],
      registrations: { total: 0, upcoming: 0 },
      payments: 0,
    });
    expect(found.json<AdminParentRecord>().lastSignInAt).not.toBeNull();

    const family = await insertParent(t, { firstName: "Pia", lastName: "Famille" });
    const child = await insertChild(t.db, family.id, { firstName: "Paulin", lastName: "Famille", ...MEDICAL });
    const start = addDaysIso(brusselsToday(), 30);
    const plaine = await insertActivity(t.db, { startDate: start, endDate: addDaysIso(start, 4) });
    await insertRegistration(t.db, { parentId: family.id, childId: child.id, activityId: plaine.id, paid: false });
    const record = (await lookup(admin.cookie, { email: family.email })).json<AdminParentRecord>();
    expect(record).toMatchObject({
      children: [{ id: child.id, firstName: "Paulin", lastName: "Famille" }],
      registrations: { total: 1, upcoming: 1 },
      payments: 1,
    });
    // The record names the children; their medical files stay in the sheets, where reads are logged.
    expect(JSON.stringify(record)).not.toContain(MEDICAL.allergies);

    const unknown = await lookup(admin.cookie, { email: "personne@example.org" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>().error.message).toBe(NO_ACCOUNT_FOR_EMAIL);
    const invalid = await lookup(admin.cookie, { email: "pas-une-adresse" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ApiErrorBody>().error.fields).toEqual({ email: "L'adresse e-mail n'est pas valide" });
    expect((await lookup(family.cookie, { email: childless.email })).statusCode).toBe(403);

    // The childless parent is erased from their record like any other.
    const erased = await t.app.inject({
      method: "POST",
      url: `/api/admin/parents/${childless.id}/erase`,
      headers: jsonHeaders(t, admin.cookie),
      payload: {},
    });
    expect(erased.statusCode).toBe(200);
    expect((await lookup(admin.cookie, { email: childless.email })).statusCode).toBe(404);
  });
});

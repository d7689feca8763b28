/**
 * Erasure (GDPR art. 17): after it, no table (the job queue's included) and no certificate run's
 * ZIP holds the parent's e-mail, names, address, national numbers, account number or their
 * children's medical words, while the payments the accounts need remain, anonymised, and an
 * issued tax certificate's record remains sealed and detached for the tax retention.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../src/domain/api-error.ts";
import type { Child } from "../../../src/domain/child.ts";
import type { CertificateRunsView, CertificateRunView } from "../../../src/domain/contracts/certificates.ts";
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import type { AdminParentRecord } from "../../../src/domain/contracts/privacy.ts";
import { formatNationalNumber } from "../../../src/domain/national-number.ts";
import { ADMIN_CANNOT_BE_ERASED, ERASE_PASSWORD_WRONG, erasureRefusal, NO_ACCOUNT_FOR_EMAIL } from "../../../src/domain/privacy.ts";
import { certificateContentContext } from "../../../src/server/crypto/sealed-fields.ts";
import {
  accountErasures,
  attendanceTaps,
  bankMovements,
  certificateRuns,
  childcareCertificates,
  childGroupMoves,
  inactivityWarnings,
  payments,
  profiles,
  users,
  waitlistEntries,
  waitlistEntryChildren,
} from "../../../src/server/db/schema.ts";
import { forgetErasedDuringRun } from "../../../src/server/modules/certificates/erased-families.ts";
import { runCertificateYear } from "../../../src/server/modules/certificates/runs.ts";
import { eraseAccount } from "../../../src/server/modules/privacy/erasure.ts";
import { recordAudit } from "../../../src/server/modules/audit-log.ts";
import { createAdmin, createParent, jsonHeaders, PASSWORD, signIn } from "../../support/accounts.ts";
import { insertBankMovement } from "../../support/bank.ts";
import {
  giveAddress,
  giveNationalNumbers,
  insertFamilyRegistration,
  markPresent,
  NUMBERS,
  saveOrganiser,
} from "../../support/certificates.ts";
import { TEST_CIPHER } from "../../support/data-keys.ts";
import { ENGINES } from "../../support/databases.ts";
import { insertActivity } from "../../support/factories.ts";
import { insertChild, insertParent } from "../../support/families.ts";
import { everyRowAsText, insertRegistration } from "../../support/privacy.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

const MEDICAL = { allergies: "Allergie-Quetzalcoatl", medications: "Sirop-Brontosaure", doctorContact: "Docteur-Ornicar" };
const ADDRESS = { addressStreet: "Allée des Quetzals 77", addressPostalCode: "5000", addressCity: "Namur" };
const IBANS = { paid: "BE71096123456769", toRefund: "BE62510007547061" };

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
    const admin = await createAdmin(t, "admin.certificats@example.org");
    await saveOrganiser(t, admin.cookie);
    const parent = await createParent(t, email, { firstName: "Ximena", lastName: "Quoknard" });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/children",
      headers: jsonHeaders(t, parent.cookie),
      payload: { firstName: "Zébulon", lastName: "Quoknard", birthDate: NUMBERS.noe.birthDate, ...MEDICAL, medicalConsent: true },
    });
    const child = created.json<{ child: Child }>().child;
    await t.db.update(profiles).set(ADDRESS).where(eq(profiles.id, parent.id));
    const past = await insertActivity(t.db, { title: "Plaine passée", startDate: "2025-07-07", endDate: "2025-07-11" });
    const { payment, registration } = await insertRegistration(t.db, {
      parentId: parent.id,
      childId: child.id,
      activityId: past.id,
      paid: true,
      paidAt: new Date("2025-06-20T10:00:00Z"),
      communication: "123456789002",
    });
    // Another family of the same plaine, whose certificate must stay in the year's files.
    const other = await insertParent(t, { firstName: "Amélie", lastName: "Lefèvre" });
    await giveAddress(t.db, other.id);
    await giveNationalNumbers(t.db, { parent: { id: other.id, digits: NUMBERS.otherParent } });
    const lea = await insertChild(t.db, other.id, { firstName: "Léa", lastName: "Lefèvre", birthDate: NUMBERS.lea.birthDate });
    await giveNationalNumbers(t.db, { child: { id: lea.id, digits: NUMBERS.lea.digits } });
    await insertFamilyRegistration(t.db, {
      parentId: other.id,
      activityId: past.id,
      childIds: [lea.id],
      amountCents: 8000,
      paidAt: new Date("2025-06-15T10:00:00Z"),
    });

    // The bank's credits for that payment name the payer: the name and message go, the sum stays;
    // the account stays only while a sum is still to be given back to it.
    const credit = await insertBankMovement(t.db, {
      paymentId: payment.id,
      outcome: "paid",
      amountCents: 8000,
      counterpartyName: "QUOKNARD XIMENA",
      counterpartyAccount: IBANS.paid,
      freeCommunication: "Plaine de Zébulon Quoknard",
      structuredCommunication: "123456789002",
    });
    const overpaid = await insertBankMovement(t.db, {
      paymentId: payment.id,
      outcome: "overpaid",
      amountCents: 2000,
      refundCents: 2000,
      counterpartyName: "QUOKNARD X",
      counterpartyAccount: IBANS.toRefund,
      structuredCommunication: "123456789002",
    });

    // The child's days at the plaine, a place on a waiting list, and the inactivity warning.
    await markPresent(t.db, past.id, child.id, ["2025-07-07", "2025-07-08"]);
    await markPresent(t.db, past.id, lea.id, ["2025-07-07"]);
    const tappedAt = new Date(`${past.startDate}T08:30:00Z`);
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
    // An invitation into the team to the address, never accepted: it names the person by their
    // address alone, and so does its line in the activity log.
    const invited = await t.app.inject({
      method: "POST",
      url: "/api/admin/staff",
      headers: jsonHeaders(t, admin.cookie),
      payload: { email, role: "animateur", activityIds: [full.id] },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    // What the parent did themselves is in the activity log under their address (a cancellation).
    await recordAudit(t.db, {
      actor: { id: parent.id, email },
      entity: "registration",
      entityId: registration.id,
      action: "update",
      before: { status: "confirmed" },
      after: { status: "cancelled" },
    });

    // The year's certificates, run twice (the job sent to the queue, the work done here): the first
    // run lists the family as missing its numbers, the second issues its certificate into the ZIP.
    const runYear = async () => {
      const started = await t.app.inject({
        method: "POST",
        url: "/api/admin/certificates/runs",
        headers: jsonHeaders(t, admin.cookie),
        payload: { year: 2025 },
      });
      expect(started.statusCode).toBe(200);
      const { id } = started.json<CertificateRunView>();
      expect(
        await runCertificateYear({ db: t.db, cipher: TEST_CIPHER, documents: t.app.context.documents, media: t.app.context.media }, id),
      ).toBe(true);
      return id;
    };
    const archive = async (runId: string) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/admin/certificates/runs/${runId}/archive`,
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(response.rawPayload));
      const texts = await Promise.all(
        Object.entries(files).map(async ([name, data]) =>
          name.endsWith(".pdf") ? (await extractText(new Uint8Array(data))).text.join(" ") : strFromU8(data),
        ),
      );
      return { names: Object.keys(files).sort(), text: texts.join("\n") };
    };
    const firstRun = await runYear();
    const [firstReport] = await t.db.select().from(certificateRuns).where(eq(certificateRuns.id, firstRun));
    expect(JSON.stringify(firstReport.report)).toContain("Ximena Quoknard");
    await giveNationalNumbers(t.db, {
      parent: { id: parent.id, digits: NUMBERS.parent },
      child: { id: child.id, digits: NUMBERS.noe.digits },
    });
    const run = await runYear();
    const before = await archive(run);
    expect(before.names).toEqual([
      "attestations-mutualite/2025-07-07-plaine-passee/lefevre-lea.pdf",
      "attestations-mutualite/2025-07-07-plaine-passee/quoknard-zebulon.pdf",
      "attestations/281.86-2025-0001.pdf",
      "attestations/281.86-2025-0002.pdf",
      "belcotax-281.86-2025.xml",
      "resume-2025.csv",
    ]);
    for (const word of ["Zébulon", "Quoknard", NUMBERS.parent, NUMBERS.noe.digits, ADDRESS.addressStreet]) {
      expect(before.text, word).toContain(word);
    }
    const [issued] = await t.db.select().from(childcareCertificates).where(eq(childcareCertificates.childId, child.id));
    expect(issued.sequence).toBe(2);

    const wrong = await erase(parent.cookie, "pas le bon");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>().error.fields).toEqual({ password: ERASE_PASSWORD_WRONG });
    expect((await t.db.select().from(users).where(eq(users.id, parent.id))).length).toBe(1);

    const done = await erase(parent.cookie, PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ erased: true, anonymisedPayments: 1 });
    // Whoever types the address afterwards (the parent, checking) is counted without the table keeping it.
    expect((await signIn(t, email)).statusCode).toBe(401);
    // The confirmation e-mail holds the address until it has left; then its row forgets it (decision 0051).
    await t.app.context.mailWorker.deliverDue();

    const personal = [
      email,
      "Ximena",
      "Quoknard",
      "QUOKNARD",
      "Zébulon",
      parent.id,
      child.id,
      NUMBERS.parent,
      NUMBERS.noe.digits,
      formatNationalNumber(NUMBERS.parent),
      formatNationalNumber(NUMBERS.noe.digits),
      ADDRESS.addressStreet,
      IBANS.paid,
      ...Object.values(MEDICAL),
    ];
    const everything = await everyRowAsText(t.db);
    // The job queue's tables are read too: the two runs' jobs are there.
    expect(everything.split("\n").some((line) => line.startsWith("pgboss.") && line.includes(run))).toBe(true);
    for (const word of personal) expect(everything.includes(word), word).toBe(false);

    // The year's ZIP is rebuilt without the family: its PDFs (tax and mutualité), its line, its fiche
    // (totals counted again); the other family's certificates stay.
    const after = await archive(run);
    expect(after.names).toEqual([
      "attestations-mutualite/2025-07-07-plaine-passee/lefevre-lea.pdf",
      "attestations/281.86-2025-0001.pdf",
      "belcotax-281.86-2025.xml",
      "resume-2025.csv",
    ]);
    for (const word of [...personal, IBANS.toRefund]) expect(after.text.includes(word), word).toBe(false);
    expect(after.text).toContain("Léa");
    expect(after.text).toContain(NUMBERS.lea.digits);
    expect(after.text.match(/<Fiche28186>/g)).toHaveLength(1);
    expect(after.text).toContain("<r8011_controletotaal>1</r8011_controletotaal>");
    const runs = await t.app.inject({ method: "GET", url: "/api/admin/certificates/runs", headers: { cookie: admin.cookie } });
    expect(runs.json<CertificateRunsView>().runs.every((view) => view.problems.length === 0)).toBe(true);

    // What the tax law needs stays, sealed and detached: the certificate's number, amounts and identities.
    const [retained] = await t.db.select().from(childcareCertificates).where(eq(childcareCertificates.id, issued.id));
    expect(retained).toMatchObject({ sequence: 2, year: 2025, childId: null, debtorId: null });
    expect(retained.retainedAt).toBeInstanceOf(Date);
    const record = JSON.parse(TEST_CIPHER.open(retained.content, certificateContentContext(retained.id))) as Record<string, unknown>;
    expect(record).toMatchObject({ sequence: 2, debtor: { lastName: "Quoknard" }, child: { firstName: "Zébulon" }, totalCents: 3200 });
    expect(JSON.stringify(record).replace(/\D/g, "")).toContain(NUMBERS.noe.digits);

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
    // The sum still to give back keeps its account until the treasurer marks it refunded.
    const owed = async () => (await t.db.select().from(bankMovements).where(eq(bankMovements.id, overpaid.id)))[0];
    expect(await owed()).toMatchObject({ counterpartyName: null, counterpartyAccount: IBANS.toRefund });
    const settled = await t.app.inject({
      method: "POST",
      url: `/api/admin/bank-movements/${overpaid.id}/refund-settled`,
      headers: jsonHeaders(t, admin.cookie),
      payload: {},
    });
    expect(settled.statusCode).toBe(200);
    expect(await owed()).toMatchObject({ counterpartyAccount: null, refundCents: 2000 });
    expect(await everyRowAsText(t.db)).not.toContain(IBANS.toRefund);

    expect((await t.db.select().from(accountErasures)).some((row) => row.requestedBy === "self" && row.actorEmail === null)).toBe(true);
    // The session went with the account.
    expect((await t.app.inject({ method: "GET", url: "/api/children", headers: { cookie: parent.cookie } })).statusCode).toBe(401);
    // Two runs of the year drawing PDFs, and every row read: more than the usual time on a busy machine.
  }, 60_000);

  it("takes out of a run's ZIP a family erased while the run worked on it", async () => {
    const admin = await createAdmin(t, "admin.pendant@example.org");
    await saveOrganiser(t, admin.cookie);
    const parent = await insertParent(t, { firstName: "Yvette", lastName: "Pendant" });
    await giveAddress(t.db, parent.id);
    await giveNationalNumbers(t.db, { parent: { id: parent.id, digits: NUMBERS.parent } });
    const child = await insertChild(t.db, parent.id, { firstName: "Yanis", lastName: "Pendant", birthDate: NUMBERS.lea.birthDate });
    await giveNationalNumbers(t.db, { child: { id: child.id, digits: NUMBERS.lea.digits } });
    const plaine = await insertActivity(t.db, { title: "Plaine de 2024", startDate: "2024-07-08", endDate: "2024-07-12" });
    await insertFamilyRegistration(t.db, {
      parentId: parent.id,
      activityId: plaine.id,
      childIds: [child.id],
      amountCents: 8000,
      paidAt: new Date("2024-06-15T10:00:00Z"),
    });
    await markPresent(t.db, plaine.id, child.id, ["2024-07-08"]);
    const started = await t.app.inject({
      method: "POST",
      url: "/api/admin/certificates/runs",
      headers: jsonHeaders(t, admin.cookie),
      payload: { year: 2024 },
    });
    const { id } = started.json<CertificateRunView>();
    const deps = { db: t.db, cipher: TEST_CIPHER, documents: t.app.context.documents, media: t.app.context.media };
    expect(await runCertificateYear(deps, id)).toBe(true);
    const [sealed] = await t.db.select().from(certificateRuns).where(eq(certificateRuns.id, id));
    const sealedFiles = unzipSync((await t.app.context.documents.readAll(sealed.archiveKey!))!);
    const [{ sequence }] = await t.db.select().from(childcareCertificates).where(eq(childcareCertificates.childId, child.id));

    // The run had read the family and built its ZIP when the erasure committed; its ZIP is recorded after.
    await t.db.update(certificateRuns).set({ status: "running", archiveKey: null, report: null }).where(eq(certificateRuns.id, id));
    await eraseAccount(deps, parent.id, { by: "self" });
    await t.db
      .update(certificateRuns)
      .set({ status: "done", archiveKey: sealed.archiveKey, report: sealed.report })
      .where(eq(certificateRuns.id, id));
    await forgetErasedDuringRun(deps, id, [{ debtorId: parent.id, childId: child.id, sequences: [sequence] }]);
    await t.app.context.mailWorker.deliverDue();

    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/certificates/runs/${id}/archive`,
      headers: { cookie: admin.cookie },
    });
    const files = unzipSync(new Uint8Array(response.rawPayload));
    // Neither its tax certificate nor its mutualité's is left.
    expect(Object.keys(sealedFiles)).toContain("attestations-mutualite/2024-07-08-plaine-de-2024/pendant-yanis.pdf");
    expect(Object.keys(files)).toEqual(["resume-2024.csv"]);
    expect(strFromU8(files["resume-2024.csv"])).not.toContain("Pendant");
    const view = (
      await t.app.inject({ method: "GET", url: `/api/admin/certificates/runs/${id}`, headers: { cookie: admin.cookie } })
    ).json<CertificateRunView>();
    expect(view.belcotax).toEqual({ included: false, reason: "aucune attestation à déclarer", layout: null });
    const everything = await everyRowAsText(t.db);
    for (const word of ["Yvette", "Pendant", "Yanis", parent.id, child.id]) expect(everything.includes(word), word).toBe(false);
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
    await t.app.context.mailWorker.deliverDue();
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

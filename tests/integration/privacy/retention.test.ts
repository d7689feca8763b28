/** Each retention rule, run with a clock moved to just before and just after its period ends. */
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bankDebits,
  bankMovements,
  bankStatementImports,
  auditLog,
  childcareCertificates,
  children,
  emailOutbox,
  inactivityWarnings,
  medicalAccessLog,
  payments,
  purgeRuns,
  rateLimits,
  refundFiles,
  refunds,
  registrations,
  sessions,
  users,
  verifications,
} from "../../../src/server/db/schema.ts";
import { certificateContentContext } from "../../../src/server/crypto/sealed-fields.ts";
import { enqueueMail } from "../../../src/server/mail/outbox.ts";
import { openMedicalFile } from "../../../src/server/modules/children/medical-file.ts";
import { loadRetentionSettings } from "../../../src/server/modules/privacy/retention-settings.ts";
import {
  eraseInactiveAccounts,
  purgeAccessLogs,
  purgeAnonymisedPayments,
  purgeBankStatements,
  purgeMailBodies,
  purgeMedicalFiles,
  purgeTaxCertificates,
  type RetentionDeps,
  retentionJobs,
  saveRetentionSettings,
  sweepExpiredAuth,
  warnInactiveAccounts,
} from "../../../src/server/modules/privacy/retention.ts";
import { retentionJobSpecs } from "../../../src/server/modules/privacy/jobs.ts";
import { DEFAULT_RETENTION } from "../../../src/domain/privacy.ts";
import { insertBankDebit, insertBankMovement, insertBankStatementImport, insertRefundOnFile } from "../../support/bank.ts";
import { TEST_CIPHER } from "../../support/data-keys.ts";
import { ENGINES } from "../../support/databases.ts";
import { insertActivity } from "../../support/factories.ts";
import { insertChild, insertParent } from "../../support/families.ts";
import { insertRegistration } from "../../support/privacy.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

const DAY = 24 * 60 * 60_000;
const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe.each(ENGINES)("retention rules on %s", (engine) => {
  let t: TestApp;
  let deps: RetentionDeps;
  beforeAll(async () => {
    t = await createTestApp(engine);
    deps = { db: t.db, cipher: t.app.context.cipher, mailer: t.app.context.mailer, config: t.config, documents: t.app.context.documents };
  });
  afterAll(() => t.close());

  it("erases a child's medical fields 12 months after the end of their last plaine, keeping the child and notes", async () => {
    const parent = await insertParent(t);
    const plaine = await insertActivity(t.db, { startDate: "2030-07-01", endDate: "2030-07-05" });
    const child = await insertChild(t.db, parent.id, { allergies: "Pollen", additionalInfo: "Aime le foot" });
    await insertRegistration(t.db, { parentId: parent.id, childId: child.id, activityId: plaine.id, paid: true });
    const untouched = await insertChild(t.db, parent.id, { allergies: "Lactose", medicalUpdatedAt: at("2031-07-10") });

    expect(await purgeMedicalFiles(deps, at("2031-07-04"))).toBe(0);
    expect(await purgeMedicalFiles(deps, at("2031-07-06"))).toBe(1);
    const [row] = await t.db.select().from(children).where(eq(children.id, child.id));
    expect(row.hasMedicalInfo).toBe(false);
    expect(openMedicalFile(TEST_CIPHER, row)).toMatchObject({ allergies: null, additionalInfo: "Aime le foot" });
    const [kept] = await t.db.select().from(children).where(eq(children.id, untouched.id));
    expect(kept.hasMedicalInfo).toBe(true);
    // A child never registered counts from the file's last change.
    expect(await purgeMedicalFiles(deps, at("2032-07-11"))).toBe(1);

    await saveRetentionSettings(t.db, { ...DEFAULT_RETENTION, medicalMonths: 6 });
    const shorter = await insertChild(t.db, parent.id, { medications: "Ventolin", medicalUpdatedAt: at("2033-01-01") });
    expect(await purgeMedicalFiles(deps, at("2033-07-02"))).toBe(1);
    expect((await t.db.select().from(children).where(eq(children.id, shorter.id)))[0].hasMedicalInfo).toBe(false);
    await saveRetentionSettings(t.db, DEFAULT_RETENTION);
  });

  it("erases a file holding only a diet 12 months after its last change, keeping the contacts the consent does not cover", async () => {
    const parent = await insertParent(t);
    const contact = { name: "Marie Dupont", relation: "Maman", phone: "+32470123456" };
    const child = await insertChild(t.db, parent.id, {
      dietaryNeeds: "Sans gluten",
      emergencyContacts: [contact],
      medicalUpdatedAt: at("2045-03-10"),
    });
    const flag = async () => (await t.db.select().from(children).where(eq(children.id, child.id)))[0];
    expect((await flag()).hasMedicalInfo).toBe(true);

    await purgeMedicalFiles(deps, at("2046-03-09"));
    expect(openMedicalFile(TEST_CIPHER, await flag())).toMatchObject({ dietaryNeeds: "Sans gluten" });
    expect(await purgeMedicalFiles(deps, at("2046-03-11"))).toBeGreaterThanOrEqual(1);
    const row = await flag();
    expect(row.hasMedicalInfo).toBe(false);
    expect(openMedicalFile(TEST_CIPHER, row)).toMatchObject({ dietaryNeeds: null, emergencyContacts: [contact] });
  });

  it("warns an account unused for 3 years once, erases it 30 days later, and spares one that signed in meanwhile", async () => {
    const created = at("2040-01-01");
    const sleeper = await insertParent(t, { firstName: "Dormeur", lastName: "Profond" });
    const waker = await insertParent(t, { firstName: "Réveillé", lastName: "Àtemps" });
    for (const parent of [sleeper, waker]) {
      await t.db.update(users).set({ createdAt: created }).where(eq(users.id, parent.id));
      await t.db.update(sessions).set({ createdAt: created }).where(eq(sessions.userId, parent.id));
    }
    // The other accounts of this database were made "now" (2026): long inactive by then too.
    const warnedOnes = async () =>
      (await t.db.select().from(inactivityWarnings)).map((row) => row.userId).filter((id) => [sleeper.id, waker.id].includes(id));
    const warnAt = at("2043-01-02");
    await warnInactiveAccounts(deps, at("2042-12-31"));
    expect(await warnedOnes()).toEqual([]);
    expect(await warnInactiveAccounts(deps, warnAt)).toBeGreaterThanOrEqual(2);
    expect((await warnedOnes()).sort()).toEqual([sleeper.id, waker.id].sort());
    expect(await warnInactiveAccounts(deps, warnAt)).toBe(0);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, sleeper.email));
    expect(mail).toMatchObject({ subject: "Votre compte va être supprimé", kind: "inactivity-warning" });
    expect(mail.text).toContain("1er février 2043");

    await t.db.insert(sessions).values({
      id: randomUUID(),
      token: randomUUID(),
      userId: waker.id,
      createdAt: at("2043-01-10"),
      expiresAt: at("2043-01-17"),
    });
    await eraseInactiveAccounts(deps, new Date(warnAt.getTime() + 29 * DAY));
    expect(await t.db.select().from(users).where(eq(users.id, sleeper.id))).toHaveLength(1);
    expect(await eraseInactiveAccounts(deps, new Date(warnAt.getTime() + 31 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(users).where(eq(users.id, sleeper.id))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, waker.id))).toHaveLength(1);
    expect(await t.db.select().from(inactivityWarnings).where(eq(inactivityWarnings.userId, waker.id))).toEqual([]);
  });

  it("deletes anonymised payments after 7 years, never a parent's own", async () => {
    const parent = await insertParent(t);
    const plaine = await insertActivity(t.db);
    const child = await insertChild(t.db, parent.id);
    const { payment: anonymised } = await insertRegistration(t.db, {
      parentId: parent.id,
      childId: child.id,
      activityId: plaine.id,
      paid: true,
      paidAt: at("2050-03-01"),
    });
    const { payment: own } = await insertRegistration(t.db, {
      parentId: parent.id,
      childId: (await insertChild(t.db, parent.id)).id,
      activityId: plaine.id,
      paid: true,
      paidAt: at("2050-03-01"),
    });
    await t.db
      .update(payments)
      .set({ parentId: null, anonymisedAt: at("2050-04-01") })
      .where(eq(payments.id, anonymised.id));
    await t.db.delete(registrations).where(eq(registrations.paymentId, anonymised.id));
    const credit = await insertBankMovement(t.db, { paymentId: anonymised.id, outcome: "paid", counterpartyAccount: "BE71096123456769" });
    const ownCredit = await insertBankMovement(t.db, { paymentId: own.id, outcome: "paid" });
    // A sum given back on it by a refund file, paid by a debit of a statement that names the payer too.
    const overpaid = await insertBankMovement(t.db, { paymentId: anonymised.id, outcome: "overpaid", refundCents: 2_000 });
    const refund = await insertRefundOnFile(t.db, { bankMovementId: overpaid.id, amountCents: 2_000 });
    await t.db
      .update(refunds)
      .set({ paidAt: at("2050-04-02") })
      .where(eq(refunds.id, refund.id));
    await t.db
      .update(bankMovements)
      .set({ refundSettledAt: at("2050-04-02") })
      .where(eq(bankMovements.id, overpaid.id));
    const debit = await insertBankDebit(t.db, { refundId: refund.id, endToEndId: refund.endToEndId });
    const ownDebit = await insertBankDebit(t.db);
    const debitOf = async (id: string) => (await t.db.select().from(bankDebits).where(eq(bankDebits.id, id)))[0];
    // Earlier tests' erased accounts left older anonymised payments: this one is judged by its own date.
    await purgeAnonymisedPayments(deps, at("2057-02-28"));
    expect(await t.db.select().from(payments).where(eq(payments.id, anonymised.id))).toHaveLength(1);
    // A credit that reached the payment after its erasure lost its payer's name and account meanwhile.
    const [anonymous] = await t.db.select().from(bankMovements).where(eq(bankMovements.id, credit.id));
    expect(anonymous).toMatchObject({ counterpartyName: null, counterpartyAccount: null, freeCommunication: "" });
    expect((await t.db.select().from(bankMovements).where(eq(bankMovements.id, ownCredit.id)))[0].counterpartyName).toBe("DUPONT MARIE");
    // So did the debit that refunded it; a debit of no refund keeps its payee.
    expect(await debitOf(debit.id)).toMatchObject({
      counterpartyName: null,
      counterpartyAccount: null,
      freeCommunication: "",
      amountCents: 2_000,
    });
    expect((await debitOf(ownDebit.id)).counterpartyName).toBe("DUPONT MARIE");
    expect(await purgeAnonymisedPayments(deps, at("2057-03-02"))).toBe(1);
    // The refund and its debit go with the credit.
    expect(await t.db.select().from(refunds).where(eq(refunds.id, refund.id))).toEqual([]);
    expect(await debitOf(debit.id)).toBeUndefined();
    expect(await debitOf(ownDebit.id)).toBeDefined();
    expect(await t.db.select().from(payments).where(eq(payments.id, anonymised.id))).toEqual([]);
    expect(await t.db.select().from(payments).where(eq(payments.id, own.id))).toHaveLength(1);
    // The bank's credit naming the payer goes with the anonymised payment; the other stays.
    expect(await t.db.select().from(bankMovements).where(eq(bankMovements.id, credit.id))).toEqual([]);
    expect(await t.db.select().from(bankMovements).where(eq(bankMovements.id, ownCredit.id))).toHaveLength(1);
  });

  it("deletes old statement reports and the credits no payment keeps after 7 years, never a payment's credit", async () => {
    const old = await insertBankStatementImport(t.db);
    const recent = await insertBankStatementImport(t.db);
    await t.db
      .update(bankStatementImports)
      .set({ createdAt: at("2050-01-10") })
      .where(eq(bankStatementImports.id, old.id));
    await t.db
      .update(bankStatementImports)
      .set({ createdAt: at("2056-06-01") })
      .where(eq(bankStatementImports.id, recent.id));
    const unmatched = await insertBankMovement(t.db, { valueDate: "2050-01-08" });
    const dismissed = await insertBankMovement(t.db, { valueDate: "2050-01-08", outcome: "dismissed" });
    const newer = await insertBankMovement(t.db, { valueDate: "2056-06-01" });
    const parent = await insertParent(t);
    const { payment } = await insertRegistration(t.db, {
      parentId: parent.id,
      childId: (await insertChild(t.db, parent.id)).id,
      activityId: (await insertActivity(t.db)).id,
      paid: true,
      paidAt: at("2050-01-08"),
    });
    const paid = await insertBankMovement(t.db, { valueDate: "2050-01-08", paymentId: payment.id, outcome: "paid", refundCents: 500 });
    const oldDebit = await insertBankDebit(t.db, { valueDate: "2050-01-08" });
    const newerDebit = await insertBankDebit(t.db, { valueDate: "2056-06-01" });
    const refund = await insertRefundOnFile(t.db, { bankMovementId: paid.id, amountCents: 500 });
    const refundDebit = await insertBankDebit(t.db, { valueDate: "2050-01-08", amountCents: 500, refundId: refund.id });
    // A file whose one transfer was sent on a credit no payment keeps goes with that credit; a file
    // whose transfer refunded a payment's credit stays while the payment does.
    const orphan = await insertRefundOnFile(t.db, { bankMovementId: dismissed.id, amountCents: 500 });
    await t.db
      .update(refundFiles)
      .set({ createdAt: at("2050-01-09") })
      .where(inArray(refundFiles.id, [orphan.fileId, refund.fileId]));
    const fileIds = async () => (await t.db.select({ id: refundFiles.id }).from(refundFiles)).map(({ id }) => id);
    const debitIds = async () => (await t.db.select({ id: bankDebits.id }).from(bankDebits)).map(({ id }) => id);
    const ids = async () => ({
      reports: (await t.db.select({ id: bankStatementImports.id }).from(bankStatementImports)).map(({ id }) => id),
      credits: (await t.db.select({ id: bankMovements.id }).from(bankMovements)).map(({ id }) => id),
    });

    await purgeBankStatements(deps, at("2057-01-01"));
    expect(await debitIds()).toContain(oldDebit.id);
    expect((await ids()).reports).toContain(old.id);
    expect((await ids()).credits).toEqual(expect.arrayContaining([unmatched.id, dismissed.id]));
    expect(await purgeBankStatements(deps, at("2057-01-20"))).toBeGreaterThanOrEqual(3);
    const left = await ids();
    expect(left.reports).not.toContain(old.id);
    expect(left.reports).toContain(recent.id);
    expect(left.credits).not.toContain(unmatched.id);
    expect(left.credits).not.toContain(dismissed.id);
    expect(left.credits).toEqual(expect.arrayContaining([newer.id, paid.id]));
    // The debits of no refund go like the credits of no payment; the one that refunded a payment's credit stays with it.
    const debitsLeft = await debitIds();
    expect(debitsLeft).not.toContain(oldDebit.id);
    expect(debitsLeft).toEqual(expect.arrayContaining([newerDebit.id, refundDebit.id]));
    expect(await fileIds()).toEqual([refund.fileId]);
  });

  it("deletes an erased family's tax certificate 7 years after its income year, never a family's own", async () => {
    const parent = await insertParent(t);
    const child = await insertChild(t.db, parent.id);
    const sealed = (id: string) => TEST_CIPHER.seal("{}", certificateContentContext(id));
    const retainedId = randomUUID();
    const ownId = randomUUID();
    await t.db.insert(childcareCertificates).values([
      { id: retainedId, year: 2040, sequence: 1, sheet: 0, content: sealed(retainedId), retainedAt: at("2041-01-10") },
      { id: ownId, year: 2040, sequence: 2, sheet: 0, childId: child.id, debtorId: parent.id, content: sealed(ownId) },
    ]);
    // Kept all through the seventh year after 2040, so that a correction can still be sent.
    expect(await purgeTaxCertificates(deps, at("2047-12-31"))).toBe(0);
    expect(await purgeTaxCertificates(deps, at("2048-01-01"))).toBe(1);
    expect((await t.db.select().from(childcareCertificates)).map((row) => row.id)).toEqual([ownId]);
    // A detached row must say when it was detached.
    await expect(t.db.insert(childcareCertificates).values({ year: 2040, sequence: 3, sheet: 0, content: "x" })).rejects.toThrow();
  });

  it("empties a sent e-mail's body after 30 days, keeping its subject; a pending one stays whole", async () => {
    await enqueueMail(t.db, {
      dedupeKey: "old-sent",
      kind: "test",
      to: "a@example.org",
      subject: "Ancien",
      html: "<p>Montant 80 €</p>",
      text: "Montant 80 €",
    });
    await enqueueMail(t.db, {
      dedupeKey: "old-pending",
      kind: "test",
      to: "b@example.org",
      subject: "En attente",
      html: "<p>x</p>",
      text: "x",
    });
    await t.db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: at("2060-01-01") })
      .where(eq(emailOutbox.dedupeKey, "old-sent"));
    expect(await purgeMailBodies(deps, at("2060-01-30"))).toBe(0);
    expect(await purgeMailBodies(deps, at("2060-02-01"))).toBeGreaterThanOrEqual(1);
    const [sent] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, "old-sent"));
    expect(sent).toMatchObject({ subject: "Ancien", html: "", text: "", attachments: null });
    const [pending] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, "old-pending"));
    expect(pending.text).toBe("x");
  });

  it("deletes medical-access entries after 24 months and audit entries after 60", async () => {
    const parent = await insertParent(t);
    const child = await insertChild(t.db, parent.id);
    await t.db
      .insert(medicalAccessLog)
      .values({ actorEmail: "admin@example.org", childId: child.id, kind: "sheet", createdAt: at("2070-01-01") });
    await t.db.insert(auditLog).values({
      actorEmail: "admin@example.org",
      entity: "news",
      entityId: randomUUID(),
      action: "create",
      area: "news",
      changes: [],
      createdAt: at("2070-01-01"),
    });
    expect(await purgeAccessLogs(deps, at("2071-12-31"))).toBe(0);
    const afterAccess = await purgeAccessLogs(deps, at("2072-01-02"));
    expect(afterAccess).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(medicalAccessLog).where(eq(medicalAccessLog.childId, child.id))).toEqual([]);
    expect(await purgeAccessLogs(deps, at("2075-01-02"))).toBeGreaterThanOrEqual(1);
  });

  it("sweeps expired sessions (keeping each account's newest), links and counters", async () => {
    const parent = await insertParent(t);
    const old = { userId: parent.id, createdAt: at("2080-01-01"), expiresAt: at("2080-01-08") };
    await t.db.insert(sessions).values({ ...old, id: randomUUID(), token: randomUUID() });
    await t.db
      .update(sessions)
      .set({ expiresAt: at("2080-01-08") })
      .where(eq(sessions.userId, parent.id));
    await t.db.insert(verifications).values({ id: randomUUID(), identifier: "x", value: "y", expiresAt: at("2080-01-01") });
    await t.db.insert(rateLimits).values([
      { id: randomUUID(), key: "sign-in:x@example.org:1.2.3.4", count: 3, lastRequest: at("2080-01-01").getTime() },
      { id: randomUUID(), key: "sign-in-known:x@example.org:1.2.3.4", count: 1, lastRequest: at("2080-01-01").getTime() },
    ]);
    const swept = await sweepExpiredAuth(deps, at("2080-01-10"));
    expect(swept).toBeGreaterThanOrEqual(3);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, parent.id))).toHaveLength(1);
    expect((await t.db.select().from(rateLimits)).map((row) => row.key)).toContain("sign-in-known:x@example.org:1.2.3.4");
    expect(await sweepExpiredAuth(deps, at("2080-08-01"))).toBeGreaterThanOrEqual(1);
    expect((await t.db.select().from(rateLimits)).map((row) => row.key)).not.toContain("sign-in-known:x@example.org:1.2.3.4");
  });

  it("lists every rule once with a cron time, and records each run's count", async () => {
    expect(new Set(retentionJobs.map((job) => job.name)).size).toBe(retentionJobs.length);
    for (const job of retentionJobs) expect(retentionJobSpecs[job.name].cron).toMatch(/^(\*\/\d+|\d+) (\*|\d+) \* \* \*$/);
    const job = retentionJobs.find((candidate) => candidate.name === "purge-mail-bodies")!;
    const count = await job.run(deps, at("2099-01-01"));
    const [run] = await t.db.select().from(purgeRuns).where(eq(purgeRuns.job, "purge-mail-bodies"));
    expect(run.purged).toBe(count);
    expect(await loadRetentionSettings(t.db)).toEqual(DEFAULT_RETENTION);
  });
});

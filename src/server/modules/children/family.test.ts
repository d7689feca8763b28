import { and, eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import type { Child } from "../../../domain/child.ts";
import {
  ALREADY_SHARED,
  INVITATION_OTHER_EMAIL,
  INVITATION_USED,
  INVITE_YOURSELF,
  SECOND_PARENT_DELETION,
  SHARED_CHILD_DELETION,
} from "../../../domain/child-family.ts";
import type { ChildInvitationResponse } from "../../../domain/contracts/children.ts";
import type { RegistrationListResponse, RegistrationResult } from "../../../domain/contracts/registrations.ts";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import { createAdmin, linkIn, postTransferRegistration, sendAs } from "../../../../tests/support/accounts.ts";
import { importCodaStatement } from "../../../../tests/support/bank.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertChildren, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { startFakeStripe, type FakeStripe } from "../../../../tests/support/fake-stripe.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { activities, children, emailOutbox, medicalConsents, payerShares, paymentReceipts, payments, users } from "../../db/schema.ts";
import { loadCertificateFacts } from "../certificates/facts.ts";
import { sendShareReminders } from "../payments/index.ts";
import { eraseAccount } from "../privacy/erasure.ts";

/**
 * Separated parents (decision 0058): the first parent invites the second by e-mail, the second
 * accepts; both see and change the child's file and register it; each registration is split as
 * agreed, the other parent's part asked of them by their own request, matched from the bank,
 * reminded, certified to them alone; either ends the link; erasing the first keeps the file.
 */
describe.each(ENGINES)("a child's file shared by two parents on %s", (engine) => {
  let t: TestApp;
  let anne: TestParent;
  let marc: TestParent;
  let other: TestParent;
  let zoe: { id: string };
  let admin: { cookie: string };

  let fake: FakeStripe;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(engine, fake.env);
    admin = await createAdmin(t, "tresorier@example.org");
    anne = await insertParent(t, { firstName: "Anne", lastName: "Dupont" });
    marc = await insertParent(t, { firstName: "Marc", lastName: "Lambert" });
    other = await insertParent(t, { firstName: "Paul", lastName: "Autre" });
    [zoe] = await insertChildren(t.db, anne.id, [{ firstName: "Zoé", lastName: "Dupont" }]);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const tokenOfLastInvitation = async () => {
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, marc.email), eq(emailOutbox.kind, "child-invitation")));
    return new URLSearchParams(linkIn(mail.text).split("?")[1]).get("token")!;
  };
  const childrenOf = async (parent: TestParent) =>
    (await sendAs(t, "GET", "/api/children", parent.cookie)).json<{ children: Child[] }>().children;
  const registrationsOf = async (parent: TestParent) =>
    (await sendAs(t, "GET", "/api/registrations", parent.cookie)).json<RegistrationListResponse>();

  it("invites the other parent by e-mail with the part proposed, and links the account of that address once it accepts", async () => {
    const self = await sendAs(t, "POST", `/api/children/${zoe.id}/invitation`, anne.cookie, { email: anne.email });
    expect(self.statusCode).toBe(400);
    expect(self.json<ApiErrorBody>().error.fields).toEqual({ email: INVITE_YOURSELF });
    const bad = await sendAs(t, "POST", `/api/children/${zoe.id}/invitation`, anne.cookie, { email: marc.email, percent: "120" });
    expect(bad.statusCode).toBe(400);
    // Another parent cannot invite for a child that is not theirs: the same 404 as a made-up id.
    expect((await sendAs(t, "POST", `/api/children/${zoe.id}/invitation`, other.cookie, { email: marc.email })).statusCode).toBe(404);

    const sent = await sendAs(t, "POST", `/api/children/${zoe.id}/invitation`, anne.cookie, {
      email: marc.email.toUpperCase(),
      percent: "30",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ child: Child }>().child.family).toMatchObject({
      role: "first",
      otherParent: null,
      invitation: { email: marc.email },
    });
    const token = await tokenOfLastInvitation();
    expect(await childrenOf(marc)).toEqual([]);

    // Someone else signed in reads why they cannot accept; accepting is refused and changes nothing.
    const seen = await sendAs(t, "GET", `/api/child-invitations?token=${token}`, other.cookie);
    expect(seen.json<ChildInvitationResponse>().invitation.refusal).toBe(INVITATION_OTHER_EMAIL(marc.email));
    expect((await sendAs(t, "POST", "/api/child-invitations/accept", other.cookie, { token })).statusCode).toBe(409);
    expect((await sendAs(t, "GET", `/api/child-invitations?token=${"x".repeat(43)}`, marc.cookie)).statusCode).toBe(404);
    expect((await sendAs(t, "GET", "/api/child-invitations?token=court", marc.cookie)).statusCode).toBe(400);
    // The token never travels in a path, which the request log keeps.
    expect(linkIn((await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "child-invitation")))[0].text)).toMatch(
      /^\/invitation\?token=[\w-]{43}$/,
    );

    const view = (await sendAs(t, "GET", `/api/child-invitations?token=${token}`, marc.cookie)).json<ChildInvitationResponse>().invitation;
    expect(view).toMatchObject({ childFirstName: "Zoé", invitedByName: "Anne Dupont", percent: 30, state: "open", refusal: null });
    const accepted = await sendAs(t, "POST", "/api/child-invitations/accept", marc.cookie, { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ child: Child }>().child.family).toMatchObject({
      role: "second",
      otherParent: { name: "Anne Dupont" },
      secondParentPercent: 30,
    });
    const again = await sendAs(t, "POST", "/api/child-invitations/accept", marc.cookie, { token });
    expect(again.json<ApiErrorBody>().error.message).toBe(INVITATION_USED);
    const told = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, anne.email), eq(emailOutbox.kind, "child-link")));
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain("Marc Lambert a accepté votre invitation");
    // A new invitation for a shared file is refused.
    const twice = await sendAs(t, "POST", `/api/children/${zoe.id}/invitation`, anne.cookie, { email: other.email });
    expect(twice.json<ApiErrorBody>().error.message).toBe(ALREADY_SHARED);
  });

  it("lets either parent see and change the file, the consent logged under whoever gave it; only the first deletes it, once unshared", async () => {
    expect((await childrenOf(marc)).map((child) => child.firstName)).toEqual(["Zoé"]);
    const changed = await sendAs(t, "PUT", `/api/children/${zoe.id}`, marc.cookie, {
      firstName: "Zoé",
      lastName: "Dupont",
      birthDate: "2018-04-02",
      allergies: "Arachides",
      medicalConsent: true,
      emergencyContacts: [{ name: "Mamie", phone: "0470 12 34 56", relation: "Grand-mère" }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const consents = await t.db.select().from(medicalConsents).where(eq(medicalConsents.childId, zoe.id));
    expect(consents.map((row) => [row.accountEmail, row.action])).toEqual([[marc.email, "given"]]);
    expect((await sendAs(t, "GET", `/api/children/${zoe.id}`, other.cookie)).statusCode).toBe(404);
    const bySecond = await sendAs(t, "DELETE", `/api/children/${zoe.id}`, marc.cookie);
    expect([bySecond.statusCode, bySecond.json<ApiErrorBody>().error.message]).toEqual([403, SECOND_PARENT_DELETION]);
    const byFirst = await sendAs(t, "DELETE", `/api/children/${zoe.id}`, anne.cookie);
    expect([byFirst.statusCode, byFirst.json<ApiErrorBody>().error.message]).toEqual([409, SHARED_CHILD_DELETION]);
  });

  let plaine: { id: string };
  let anneRegistration: RegistrationResult;

  it("splits a registration as agreed: the registering parent pays their part, the other gets their own numbered request", async () => {
    plaine = await insertActivity(t.db, { title: "Plaine des Castors", priceStandardCents: 8000 });
    anneRegistration = (await postTransferRegistration(t, anne.cookie, plaine.id, [zoe.id])).json<RegistrationResult>();
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, anneRegistration.paymentId));
    expect(payment.amountCents).toBe(5600);
    const [share] = await t.db.select().from(payerShares).where(eq(payerShares.registrationId, anneRegistration.registrationId));
    expect(share).toMatchObject({ parentId: marc.id, payerId: null, amountCents: 2400, percent: 30, status: "due" });
    const [request] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, marc.email), eq(emailOutbox.kind, "payer-request")));
    expect(request.text).toContain("votre part de l'inscription de Zoé Dupont");
    expect(request.text).toContain("24,00");

    const anneView = await registrationsOf(anne);
    const row = anneView.groups[0].registrations[0];
    expect(row.payerShares).toEqual([expect.objectContaining({ byParent: true, payerName: "Marc Lambert", amountCents: 2400 })]);
    const marcView = await registrationsOf(marc);
    expect(marcView.groups).toEqual([]);
    expect(marcView.parentShares).toEqual([
      expect.objectContaining({
        childName: "Zoé Dupont",
        registeredBy: "Anne Dupont",
        amountCents: 2400,
        outstandingCents: 2400,
        percent: 30,
        statusLabel: "À payer",
      }),
    ]);
    const pdf = await sendAs(t, "GET", `/api/parent-shares/${share.id}/pdf`, marc.cookie);
    expect([pdf.statusCode, pdf.headers["content-type"]]).toEqual([200, "application/pdf"]);
    // Nobody else's: the registering parent and a stranger get the same 404.
    expect((await sendAs(t, "GET", `/api/parent-shares/${share.id}/pdf`, anne.cookie)).statusCode).toBe(404);
    expect((await sendAs(t, "GET", `/api/parent-shares/${share.id}/pdf`, other.cookie)).statusCode).toBe(404);
  });

  it("reminds the other parent on the transfers' reminder days, once each", async () => {
    const [share] = await t.db.select().from(payerShares).where(eq(payerShares.registrationId, anneRegistration.registrationId));
    const deps = { db: t.db, mailer: t.app.context.mailer, config: t.config };
    // The first reminder day (7, by default) comes before the deadline (21 days, or 10 before the start).
    expect(addDaysIso(brusselsToday(share.createdAt), 7) < share.dueDate).toBe(true);
    expect(await sendShareReminders(deps, new Date(share.createdAt.getTime() + 6 * 24 * 3600 * 1000))).toBe(0);
    const later = new Date(share.createdAt.getTime() + 7.5 * 24 * 3600 * 1000);
    expect(await sendShareReminders(deps, later)).toBe(1);
    expect(await sendShareReminders(deps, later)).toBe(0);
    const reminders = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, marc.email), eq(emailOutbox.kind, "share-reminder")));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].subject).toMatch(/^Rappel — Demande de paiement/);
  });

  it("matches both parents' transfers from one statement, and certifies to each parent only what they paid", async () => {
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, anneRegistration.paymentId));
    const [share] = await t.db.select().from(payerShares).where(eq(payerShares.registrationId, anneRegistration.registrationId));
    const report = await importCodaStatement(t, admin.cookie, {
      sequence: "201",
      credits: [
        { communication: payment.structuredCommunication!, cents: 5600 },
        { communication: share.structuredCommunication, cents: 2400 },
      ],
    });
    expect(report).toBeTruthy();
    expect((await t.db.select().from(payments).where(eq(payments.id, payment.id)))[0].status).toBe("paid");
    expect((await t.db.select().from(payerShares).where(eq(payerShares.id, share.id)))[0]).toMatchObject({
      status: "paid",
      receivedCents: 2400,
    });
    const paidPart = (await registrationsOf(marc)).parentShares[0];
    expect(paidPart).toMatchObject({ statusLabel: "Payée", outstandingCents: 0, bank: null });
    // Their transfer's numbered receipt, theirs alone to download.
    expect(paidPart.receipts).toEqual([expect.objectContaining({ amountCents: 2400 })]);
    const receipt = await sendAs(t, "GET", `/api/receipts/${paidPart.receipts[0].id}/pdf`, marc.cookie);
    expect([receipt.statusCode, receipt.headers["content-type"]]).toEqual([200, "application/pdf"]);
    expect((await extractText(new Uint8Array(receipt.rawPayload))).text.join(" ")).toContain("Marc Lambert");
    expect((await sendAs(t, "GET", `/api/receipts/${paidPart.receipts[0].id}/pdf`, anne.cookie)).statusCode).toBe(404);

    const marcFacts = await loadCertificateFacts(t.db, { parentId: marc.id });
    expect(marcFacts.map((facts) => [facts.debtor.id, facts.child.firstName, facts.activities.map((a) => a.shareCents)])).toEqual([
      [marc.id, "Zoé", [2400]],
    ]);
    const anneFacts = await loadCertificateFacts(t.db, { parentId: anne.id });
    expect(anneFacts.map((facts) => [facts.debtor.id, facts.activities.map((a) => a.shareCents)])).toEqual([[anne.id, [5600]]]);
    // The year's run finds both debtors.
    const year = await loadCertificateFacts(t.db, { year: Number(brusselsToday().slice(0, 4)) });
    expect(
      year
        .filter((facts) => facts.child.id === zoe.id)
        .map((facts) => facts.debtor.id)
        .sort(),
    ).toEqual([anne.id, marc.id].sort());
  });

  it("lets the second parent register the child too, the first then paying the rest of the agreement", async () => {
    const second = await insertActivity(t.db, { title: "Plaine des Loutres", priceStandardCents: 8000 });
    const result = (await postTransferRegistration(t, marc.cookie, second.id, [zoe.id])).json<RegistrationResult>();
    expect((await t.db.select().from(payments).where(eq(payments.id, result.paymentId)))[0].amountCents).toBe(2400);
    const [share] = await t.db.select().from(payerShares).where(eq(payerShares.registrationId, result.registrationId));
    expect(share).toMatchObject({ parentId: anne.id, amountCents: 5600, percent: 70 });

    // An administrator's new price is shared as agreed: each parent's part follows it, the other asked again.
    const repriced = await sendAs(t, "PUT", `/api/admin/registrations/${result.registrationId}/price`, admin.cookie, {
      price: "100",
      reason: "Semaine prolongée",
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect((await t.db.select().from(payerShares).where(eq(payerShares.id, share.id)))[0].amountCents).toBe(7000);
    expect((await t.db.select().from(payments).where(eq(payments.id, result.paymentId)))[0].amountCents).toBe(3000);
    const askedAgain = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, anne.email), eq(emailOutbox.kind, "payer-request")));
    expect(askedAgain.map((mail) => mail.text.includes("70,00"))).toContain(true);
    // The first parent's certificate facts: one child, both plaines (their payment, and their part of the other's).
    const anneFacts = await loadCertificateFacts(t.db, { parentId: anne.id });
    expect(anneFacts.map((facts) => [facts.debtor.id, facts.activities.map((a) => a.title).sort()])).toEqual([
      [anne.id, ["Plaine des Castors", "Plaine des Loutres"]],
    ]);
  });

  it("asks the other parent their part of a card registration only once the card has paid", async () => {
    const plaineByCard = await insertActivity(t.db, { title: "Plaine des Hérons", priceStandardCents: 8000 });
    const held = await sendAs(t, "POST", "/api/registrations", marc.cookie, {
      activityId: plaineByCard.id,
      childIds: [zoe.id],
      paymentMethod: "stripe",
      acceptTerms: true,
    });
    expect(held.statusCode, held.body).toBe(201);
    const { registrationId, paymentId } = held.json<RegistrationResult>();
    const [part] = await t.db.select().from(payerShares).where(eq(payerShares.registrationId, registrationId));
    expect(part).toMatchObject({ parentId: anne.id, amountCents: 5600, sentAt: null });
    const requestsToAnne = async () =>
      (
        await t.db
          .select()
          .from(emailOutbox)
          .where(and(eq(emailOutbox.toAddress, anne.email), eq(emailOutbox.kind, "payer-request")))
      ).filter((mail) => mail.text.includes("Plaine des Hérons"));
    // Nothing asked while the checkout is open, nothing shown.
    expect(await requestsToAnne()).toEqual([]);
    expect((await registrationsOf(anne)).parentShares.map((shown) => shown.id)).not.toContain(part.id);

    const session = [...fake.sessions.values()].filter((candidate) => candidate.metadata.payment_id === paymentId).at(-1)!;
    fake.complete(session.id);
    const payload = fake.event("checkout.session.completed", fake.session(session.id));
    const paid = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": fake.sign(payload) },
      payload,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await requestsToAnne()).toHaveLength(1);
    expect((await registrationsOf(anne)).parentShares.map((shown) => shown.id)).toContain(part.id);
  });

  it("ends the link from either side: the second parent no longer sees the file, their parts stay theirs", async () => {
    const ended = await sendAs(t, "DELETE", `/api/children/${zoe.id}/second-parent`, marc.cookie);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await childrenOf(marc)).toEqual([]);
    expect((await sendAs(t, "GET", `/api/children/${zoe.id}`, marc.cookie)).statusCode).toBe(404);
    expect((await childrenOf(anne))[0].family).toMatchObject({ role: "first", otherParent: null });
    expect((await registrationsOf(marc)).parentShares).toHaveLength(1);
    expect((await sendAs(t, "DELETE", `/api/children/${zoe.id}/second-parent`, anne.cookie)).statusCode).toBe(409);
  });

  it("keeps a shared file when its first parent's account is erased: the other parent holds it alone", async () => {
    const lea = await insertParent(t, { firstName: "Léa", lastName: "Martin" });
    const sam = await insertParent(t, { firstName: "Sam", lastName: "Martin" });
    const [noa] = await insertChildren(t.db, lea.id, [{ firstName: "Noa", lastName: "Martin" }]);
    await t.db.update(children).set({ secondParentId: sam.id }).where(eq(children.id, noa.id));
    await eraseAccount({ db: t.db, cipher: t.app.context.cipher, mailer: t.app.context.mailer }, lea.id, { by: "self" });
    expect(await t.db.select().from(users).where(eq(users.id, lea.id))).toEqual([]);
    const [kept] = await t.db.select().from(children).where(eq(children.id, noa.id));
    expect(kept).toMatchObject({ parentId: sam.id, secondParentId: null });
    expect((await childrenOf(sam)).map((child) => [child.firstName, child.family?.role])).toEqual([["Noa", "first"]]);
  });

  it("keeps the other parent's receipts, numbers and all, when the registering parent's account is erased after the plaine", async () => {
    const [part] = await t.db.select().from(payerShares).where(eq(payerShares.registrationId, anneRegistration.registrationId));
    const [receipt] = await t.db.select().from(paymentReceipts).where(eq(paymentReceipts.payerShareId, part.id));
    expect(receipt).toBeDefined();
    // The plaine took place: the registrations of the erased account may go.
    await t.db.update(activities).set({ startDate: "2026-07-06", endDate: "2026-07-10" }).where(eq(activities.id, plaine.id));
    await eraseAccount({ db: t.db, cipher: t.app.context.cipher, mailer: t.app.context.mailer }, anne.id, { by: "self" });
    expect(await t.db.select().from(payerShares).where(eq(payerShares.id, part.id))).toEqual([]);
    const [kept] = await t.db.select().from(paymentReceipts).where(eq(paymentReceipts.id, receipt.id));
    expect(kept).toMatchObject({ year: receipt.year, number: receipt.number, amountCents: 2400, payerShareId: null });
  });
});

import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { and, asc, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  checkoutSessions,
  children,
  familyMessageRecipients,
  payerShares,
  payments,
  profiles,
  registrations,
  tariffCategories,
} from "../../../src/server/db/schema.ts";
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { weekdaysBetween } from "../../../src/domain/plaine/days.ts";
import { sendFamilyMessage } from "../../../src/server/modules/messages/index.ts";
import { lastMailTo, PASSWORD } from "../../support/accounts.ts";
import { ENGINES, type Engine } from "../../support/databases.ts";
import { insertActivity, insertArticle, insertTariffCategory, insertPlainePrice } from "../../support/factories.ts";
import { startFakeStripe, type FakeStripe } from "../../support/fake-stripe.ts";
import { birthDateForAge, insertChild } from "../../support/families.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";
import { insertFailedJob } from "../../support/jobs.ts";
import { insertBankMovement, insertBankStatementImport } from "../../support/bank.ts";
import { insertRefundDue, insertRefundFile } from "../../support/refund-files.ts";
import { insertChildInvitation, insertPayer, insertPayerShare } from "../../support/payers.ts";
import { insertInvoice, insertReceipt } from "../../support/receipts.ts";
import { insertQualification, insertStaffRole, planStaff } from "../../support/staff.ts";
import { PROOF_PDF, registerWithClaim } from "../../support/tariffs.ts";
import {
  ACCESS_TABLE,
  ACTORS,
  CHECKOUT_MODES,
  CLOSED_ENDPOINTS,
  type AccessRequest,
  type AccessRow,
  type AccessWorld,
  type Actor,
  type CheckoutMode,
} from "./access-table.ts";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const NAMES: Record<Actor, { firstName: string; lastName: string }> = {
  anonymous: { firstName: "Personne", lastName: "Inconnue" },
  parent: { firstName: "Ophélie", lastName: "Vandermeersch" },
  linkedParent: { firstName: "Bruno", lastName: "Lefèvre" },
  otherParent: { firstName: "Sam", lastName: "Peeters" },
  admin: { firstName: "Alex", lastName: "Martin" },
  animateur: { firstName: "Yanis", lastName: "Lambert" },
  coordinateur: { firstName: "Inès", lastName: "Moreau" },
};

/** The team's actors (decision 0063), and the group the animateur is planned with: not the first parent's child's (7 years old, 'Moyens'). */
const TEAM = ["animateur", "coordinateur"] as const;
const STAFF_GROUP = "Petits";

interface Answer {
  status: number;
  body: string;
  location: string | null;
  cookies: string[];
}

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * The authorisation table (access-table.ts) against the real server listening on a port: every
 * route for an anonymous visitor, a parent, another parent acting on the first parent's records,
 * and an administrator, all signed in through the real sign-in endpoint. Once with a Stripe key
 * (the fake Stripe behind it) and once as a demo site with the simulated checkout, so that every
 * route the app can register is met.
 */
const RUNS = ENGINES.flatMap((engine) => CHECKOUT_MODES.map((mode): [Engine, CheckoutMode] => [engine, mode]));

describe.each(RUNS)("authorisation matrix on %s, card payment: %s", (engine, mode) => {
  let t: TestApp;
  let fake: FakeStripe | undefined;
  let webDir: string;
  let base: string;
  let world: AccessWorld;
  const cookies: Partial<Record<Actor, string>> = {};
  const emails: Partial<Record<Actor, string>> = {};
  let parentId: string;
  /** What only the first parent and the administrators may read: never in an answer to anyone else. */
  let privateMarkers: string[];
  /** What the first parent paid or owes: in no answer to the plaine's team (decision 0063). */
  let moneyMarkers: string[];
  /** Reset and verification tokens, the first parent's session token: for the mailbox and the browser, in no answer to anyone. */
  const secrets: string[] = [];
  let sequence = 0;
  const newEmail = () => `matrice-${engine}-${++sequence}@example.org`;

  async function call(
    method: string,
    pathAndQuery: string,
    {
      body,
      cookie,
      headers: extra,
      upload,
    }: { body?: unknown; cookie?: string; headers?: Record<string, string>; upload?: AccessRequest["upload"] } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...extra };
    if (cookie) headers.cookie = cookie;
    // The server refuses unsafe requests from other sites: these come from the site's own pages.
    if (UNSAFE.has(method)) headers.origin = t.config.publicUrl;
    if (body !== undefined) headers["content-type"] = "application/json";
    if (upload) headers["content-type"] = upload.contentType;
    const response = await fetch(base + pathAndQuery, {
      method,
      headers,
      body: upload ? Buffer.from(upload.data) : body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    return {
      status: response.status,
      body: await response.text(),
      location: response.headers.get("location"),
      cookies: response.headers.getSetCookie(),
    };
  }

  const cookieOf = (answer: Answer) => answer.cookies.map((cookie) => cookie.split(";")[0]).join("; ");

  async function signIn(email: string): Promise<string> {
    const answer = await call("POST", "/api/auth/sign-in/email", { body: { email, password: PASSWORD } });
    expect(answer.status, answer.body).toBe(200);
    return cookieOf(answer);
  }

  /** The link of the newest e-mail to an address, as a path and query. */
  async function linkTo(email: string): Promise<URL> {
    const mail = await lastMailTo(t, email);
    const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!url) throw new Error(`no link in the last e-mail to ${email}`);
    return new URL(url);
  }

  async function signUp(email: string, names = NAMES.parent) {
    const answer = await call("POST", "/api/auth/sign-up/email", { body: { email, password: PASSWORD, ...names } });
    expect(answer.status, answer.body).toBe(200);
  }

  /** An account created, verified and signed in the way a person does it. */
  async function account(email: string, names: { firstName: string; lastName: string }) {
    await signUp(email, names);
    const link = await linkTo(email);
    expect((await call("GET", link.pathname + link.search)).status).toBe(302);
  }

  async function registerChild(childId: string): Promise<{ id: string }> {
    const answer = await call("POST", "/api/registrations", {
      body: { activityId: world.plaine.id, childIds: [childId], paymentMethod: "bank_transfer", acceptTerms: true },
      cookie: cookies.parent,
    });
    expect(answer.status, answer.body).toBe(201);
    return { id: (JSON.parse(answer.body) as { registrationId: string }).registrationId };
  }

  /** A fresh child of the first parent registered by card: its places held, its checkout open. */
  async function registerByCard(): Promise<{ registration: { id: string; paymentId: string }; session: { id: string } }> {
    const child = await world.newChild();
    const answer = await call("POST", "/api/registrations", {
      body: { activityId: world.plaine.id, childIds: [child.id], paymentMethod: "stripe", acceptTerms: true },
      cookie: cookies.parent,
    });
    expect(answer.status, answer.body).toBe(201);
    const { registrationId, paymentId } = JSON.parse(answer.body) as { registrationId: string; paymentId: string };
    const [session] = await t.db
      .select({ id: checkoutSessions.id })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.paymentId, paymentId));
    expect(session, "a checkout session was opened").toBeDefined();
    return { registration: { id: registrationId, paymentId }, session };
  }

  /** Paid as a parent pays: on Stripe's page then back to the success page, or the simulated page's success button. */
  async function payByCard({ registration, session }: Awaited<ReturnType<typeof registerByCard>>): Promise<void> {
    if (fake) {
      fake.complete(session.id);
      const back = await call("GET", `/api/registrations/${registration.id}/checkout?session_id=${session.id}`, { cookie: cookies.parent });
      expect(back.status, back.body).toBe(200);
    } else {
      const paid = await call("POST", `/api/checkout/simulated/${session.id}`, { body: { outcome: "success" }, cookie: cookies.parent });
      expect(paid.status, paid.body).toBe(200);
    }
    const [payment] = await t.db.select({ status: payments.status }).from(payments).where(eq(payments.id, registration.paymentId));
    expect(payment.status).toBe("paid");
  }

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(inject("testRoot"), "web-"));
    await writeFile(path.join(webDir, "index.html"), '<!doctype html><html lang="fr"><body><div id="root"></div></body></html>');
    fake = mode === "stripe" ? await startFakeStripe() : undefined;
    t = await createTestApp(engine, { WEB_DIR: webDir, ...(fake ? fake.env : { DEMO_DATA: "true" }) });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    const [plaine, article] = await Promise.all([
      insertActivity(t.db, { title: "Plaine de la matrice", capacity: 200, remainingSpots: 200 }),
      insertArticle(t.db),
      writeFile(path.join(t.config.dataDir, "media", "matrice.png"), Buffer.from("89504e470d0a1a0a", "hex")),
    ]);

    const spare = newEmail();
    const unverified = newEmail();
    for (const actor of ["parent", "linkedParent", "otherParent", "admin", ...TEAM] as const) emails[actor] = newEmail();
    await Promise.all([
      account(emails.parent!, NAMES.parent),
      account(emails.linkedParent!, NAMES.linkedParent),
      account(emails.otherParent!, NAMES.otherParent),
      account(emails.admin!, NAMES.admin),
      account(emails.animateur!, NAMES.animateur),
      account(emails.coordinateur!, NAMES.coordinateur),
      account(spare, { firstName: "Réserve", lastName: "Compte" }),
      signUp(unverified, { firstName: "Pas", lastName: "Vérifié" }),
    ]);
    const [{ id }] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.firstName, NAMES.parent.firstName));
    parentId = id;
    await t.db.update(profiles).set({ role: "admin" }).where(eq(profiles.firstName, NAMES.admin.firstName));
    for (const actor of ["parent", "linkedParent", "otherParent", "admin", ...TEAM] as const) cookies[actor] = await signIn(emails[actor]!);
    const idOf = async (actor: Actor) =>
      (await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.firstName, NAMES[actor].firstName)))[0].id;
    const linkedParentId = await idOf("linkedParent");
    // The plaine's team: roles given by invitations accepted, the animateur planned with a group on the first day.
    const animateurId = await idOf("animateur");
    for (const actor of TEAM)
      await insertStaffRole(t.db, { email: emails[actor]!, role: actor, activityIds: [plaine.id], profileId: await idOf(actor) });
    const plaineFirstDay = weekdaysBetween(plaine.startDate, plaine.endDate)[0];
    await planStaff(t.db, { activityId: plaine.id, profileId: animateurId, groupName: STAFF_GROUP, dates: [plaineFirstDay] });

    const category = await insertTariffCategory(t.db, { name: "Tarif réduit", proofRequired: true });
    await insertPlainePrice(t.db, plaine.id, category.id, 4000);
    const newTariffClaim = async () => {
      const fresh = await insertChild(t.db, parentId, {
        firstName: "Zéphyrine",
        lastName: "Vandermeersch",
        birthDate: birthDateForAge(7, plaine.startDate),
      });
      const saved = await registerWithClaim(
        t,
        { cookie: cookies.parent! },
        { activityId: plaine.id, childId: fresh.id, categoryId: category.id, proof: true },
      );
      return { id: saved.registrationId };
    };

    const childBody = {
      firstName: "Zéphyrine",
      lastName: "Vandermeersch",
      birthDate: birthDateForAge(7, plaine.startDate),
      allergies: "Noix de cajou",
      medicalConditions: "Asthme d'effort",
      medications: "Ventolin au besoin",
      doctorContact: "Dr Lambotte, 010 45 67 89",
      additionalInfo: "Vient avec son doudou lapin",
      medicalConsent: true,
    };
    /** A child the invitations' cells share: its name says nothing of the first parent's child. */
    const invitedChild = { firstName: "Capucine", lastName: "Invitée", birthDate: childBody.birthDate };
    const created = await call("POST", "/api/children", { body: childBody, cookie: cookies.parent });
    expect(created.status, created.body).toBe(201);
    const child = (JSON.parse(created.body) as { child: { id: string } }).child;
    // The child's second parent (decision 0058), linked before the first parent registers it: their part is asked of them.
    await t.db.update(children).set({ secondParentId: linkedParentId }).where(eq(children.id, child.id));

    world = {
      plaine,
      article,
      mediaPath: "/media/matrice.png",
      child,
      childBodyOf: (actor) =>
        actor === "parent" || actor === "linkedParent"
          ? childBody
          : { firstName: "Jules", lastName: "Autre", birthDate: childBody.birthDate },
      registration: { id: "" },
      cardRegistration: { id: "", paymentId: "" },
      checkoutSession: { id: "" },
      receipt: { id: "" },
      payment: { id: "" },
      invoice: { id: "" },
      newFailedJob: (queue) => insertFailedJob(t.app, queue),
      async newPaidCardPayment() {
        const card = await registerByCard();
        await payByCard(card);
        return { id: card.registration.paymentId };
      },
      namesOf: (actor) => NAMES[actor],
      plaineForm: {
        title: "Plaine de la matrice",
        description: "Des jeux.",
        startDate: plaine.startDate,
        endDate: plaine.endDate,
        locationName: "Parc",
        locationAddress: "Rue du Parc 1",
        locationPostalCode: "1000",
        locationCity: "Bruxelles",
        ageMin: 3,
        ageMax: 12,
        priceStandard: 80,
        capacity: 30,
        alertePlacesLimitees: false,
      },
      articleForm: { title: "Nouvelles", content: "Du contenu.", publishDate: article.publishDate, featured: false },
      newPlaine: () => insertActivity(t.db),
      newArticle: () => insertArticle(t.db),
      newTariffCategory: () => insertTariffCategory(t.db),
      async offeredTariffIds() {
        const offered = await t.db
          .select({ id: tariffCategories.id })
          .from(tariffCategories)
          .where(isNull(tariffCategories.archivedAt))
          .orderBy(asc(tariffCategories.position), asc(tariffCategories.createdAt));
        return offered.map(({ id }) => id);
      },
      png: await sharp({ create: { width: 8, height: 8, channels: 3, background: "#ffcc00" } })
        .png()
        .toBuffer(),
      newChild: () => insertChild(t.db, parentId, childBody),
      async newInvitedChild() {
        const fresh = await insertChild(t.db, parentId, childBody);
        secrets.push(await insertChildInvitation(t.db, { childId: fresh.id, invitedBy: parentId, email: newEmail() }));
        return fresh;
      },
      newLinkedChild: () => insertChild(t.db, parentId, { ...childBody, secondParentId: linkedParentId }),
      async newInvitationFor(actor) {
        // A child of its own, no medical file: whoever accepts it sees that child, not the first parent's markers.
        const fresh = await insertChild(t.db, parentId, invitedChild);
        return insertChildInvitation(t.db, { childId: fresh.id, invitedBy: parentId, email: emails[actor] ?? newEmail() });
      },
      invitationToken: "",
      parentShare: { id: "" },
      newRegistration: async () => registerChild((await insertChild(t.db, parentId, childBody)).id),
      async newTransferPayment() {
        const { id } = await registerChild((await insertChild(t.db, parentId, childBody)).id);
        const [row] = await t.db.select({ paymentId: registrations.paymentId }).from(registrations).where(eq(registrations.id, id));
        return { id: row.paymentId };
      },
      newBankMovement: (refundCents) => insertBankMovement(t.db, refundCents ? { outcome: "overpaid", refundCents } : {}),
      codaStatement: await readFile(new URL("../../fixtures/bank/plaine.cod", import.meta.url)),
      pdf: PROOF_PDF,
      tariffClaim: await newTariffClaim(),
      newTariffClaim,
      bankStatementImport: await insertBankStatementImport(t.db),
      newRefundDue: () => insertRefundDue(t.db),
      refundFile: await insertRefundFile(t.db),
      newRefundFile: () => insertRefundFile(t.db),
      payer: await insertPayer(t.db),
      payerShare: { id: "" },
      newPayer: () => insertPayer(t.db),
      newPayerShare: async () => insertPayerShare(t.db, { payerId: world.payer.id, registrationId: (await world.newRegistration()).id }),
      fullPlaine: await insertActivity(t.db, { capacity: 1, remainingSpots: 0 }),
      messageForm: { activityId: plaine.id, filter: { kind: "all" }, subject: "Cette semaine", body: "Bonjour {prenom}, à lundi." },
      familyMessage: { id: "" },
      familyMessageCopy: { id: "" },
      messageAttachment: { id: "" },
      async newScheduledMessage() {
        const body = { ...world.messageForm, sendDate: addDaysIso(brusselsToday(), 1), sendTime: "09:00" };
        const answer = await call("POST", "/api/admin/messages", { body, cookie: cookies.admin });
        expect(answer.status, answer.body).toBe(201);
        return JSON.parse(answer.body) as { id: string };
      },
      async newMessageTemplate() {
        const body = { name: `Modèle ${crypto.randomUUID()}`, subject: "Objet", body: "Bonjour {prenom}, {plaine}" };
        const answer = await call("POST", "/api/admin/message-templates", { body, cookie: cookies.admin });
        expect(answer.status, answer.body).toBe(201);
        return JSON.parse(answer.body) as { id: string };
      },
      async newWaitlistEntry() {
        const fresh = await insertChild(t.db, parentId, childBody);
        const answer = await call("POST", "/api/waitlist", {
          body: { activityId: world.fullPlaine.id, childIds: [fresh.id] },
          cookie: cookies.parent,
        });
        expect(answer.status, answer.body).toBe(201);
        return (JSON.parse(answer.body) as { entry: { id: string } }).entry;
      },
      staffGroup: STAFF_GROUP,
      animateurId,
      newQualification: () => insertQualification(t.db, t.app.context.documents, { profileId: animateurId }),
      newStaffInvitation: () => insertStaffRole(t.db, { email: newEmail(), role: "animateur", activityIds: [plaine.id] }),
      async newStaffInvitationFor(actor) {
        const fresh = await insertActivity(t.db);
        const email = TEAM.includes(actor as (typeof TEAM)[number]) ? emails[actor]! : newEmail();
        const { token } = await insertStaffRole(t.db, { email, role: "animateur", activityIds: [fresh.id] });
        secrets.push(token);
        return token;
      },
      staffInvitationToken: "",
      newSession: (actor) => (actor === "anonymous" ? Promise.resolve(undefined) : signIn(emails[actor]!)),
      newEmail,
      spareAccount: { email: spare, password: PASSWORD },
      unverifiedEmail: unverified,
      async newResetToken() {
        const asked = await call("POST", "/api/auth/request-password-reset", { body: { email: spare, redirectTo: "/reset-password" } });
        expect(asked.status, asked.body).toBe(200);
        const token = (await linkTo(spare)).searchParams.get("token");
        if (!token) throw new Error("no token in the reset link");
        secrets.push(token);
        return token;
      },
      async newVerificationPath() {
        const email = newEmail();
        await signUp(email, { firstName: "Noa", lastName: "Lenoir" });
        const link = await linkTo(email);
        secrets.push(link.searchParams.get("token")!);
        return link.pathname + link.search;
      },
    };
    world.registration = await registerChild(child.id);
    const [{ paymentId }] = await t.db
      .select({ paymentId: registrations.paymentId })
      .from(registrations)
      .where(eq(registrations.id, world.registration.id));
    world.receipt = await insertReceipt(t.db, paymentId);
    [world.parentShare] = await t.db
      .select({ id: payerShares.id })
      .from(payerShares)
      .where(eq(payerShares.registrationId, world.registration.id));
    world.invitationToken = await insertChildInvitation(t.db, {
      childId: (await insertChild(t.db, parentId, invitedChild)).id,
      invitedBy: parentId,
      email: newEmail(),
    });
    world.payment = { id: paymentId };
    const staffInvitation = await insertStaffRole(t.db, { email: newEmail(), role: "coordinateur", activityIds: [plaine.id] });
    world.staffInvitationToken = staffInvitation.token;
    secrets.push(staffInvitation.token);
    // A message to the plaine's parents with a file, sent by its job's work (the test runs no queue).
    const attached = await call("POST", "/api/admin/messages/attachments?name=programme.pdf", {
      cookie: cookies.admin,
      upload: { contentType: "application/pdf", data: world.pdf },
    });
    expect(attached.status, attached.body).toBe(201);
    world.messageAttachment = JSON.parse(attached.body) as { id: string };
    const written = await call("POST", "/api/admin/messages", {
      body: { ...world.messageForm, attachmentIds: [world.messageAttachment.id] },
      cookie: cookies.admin,
    });
    expect(written.status, written.body).toBe(201);
    world.familyMessage = JSON.parse(written.body) as { id: string };
    await sendFamilyMessage(
      { db: t.db, mailer: t.app.context.mailer, sms: t.app.context.sms, config: t.config },
      world.familyMessage.id,
      new Date(),
    );
    [world.familyMessageCopy] = await t.db
      .select({ id: familyMessageRecipients.id })
      .from(familyMessageRecipients)
      .where(and(eq(familyMessageRecipients.messageId, world.familyMessage.id), eq(familyMessageRecipients.parentId, parentId)));
    world.invoice = await insertInvoice(t.db, paymentId);
    world.payerShare = await world.newPayerShare();
    ({ registration: world.cardRegistration, session: world.checkoutSession } = await registerByCard());
    // Links waiting in the outbox from the start, and the parent's session token (before its signature).
    await Promise.all([world.newResetToken(), world.newVerificationPath()]);
    const session = cookies.parent!.split("; ").find((cookie) => cookie.startsWith("better-auth.session_token="));
    secrets.push(decodeURIComponent(session!.split("=")[1]).split(".")[0]);

    const transfer = await call("GET", `/api/registrations/${world.registration.id}/bank-transfer`, { cookie: cookies.parent });
    const { communication } = (JSON.parse(transfer.body) as { bankTransfer: { communication: string } }).bankTransfer;
    privateMarkers = [
      childBody.firstName,
      childBody.allergies,
      childBody.medicalConditions,
      childBody.medications,
      "Lambotte",
      "doudou lapin",
      emails.parent!,
      communication,
      world.child.id,
      world.registration.id.slice(-8),
      world.cardRegistration.id.slice(-8),
    ];
    moneyMarkers = [communication, world.registration.id.slice(-8), world.cardRegistration.id.slice(-8), paymentId, world.invoice.id];
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await fake?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const registered = () => new Set(t.app.routeList.map(routeKey));
  /** The rows of this configuration's routes. */
  const rowsHere = ACCESS_TABLE.filter((row) => !row.only || row.only === mode);

  it("has a row for every route of the app", () => {
    const rows = new Set(ACCESS_TABLE.map((row) => row.route));
    const missing = [...registered()].filter((route) => !rows.has(route));
    expect(missing.map((route) => `${route}: add it to the authorisation table (tests/integration/authorization/access-table.ts)`)).toEqual(
      [],
    );
  });

  it("has no row for a route the app does not have, and one row per route", () => {
    const routes = registered();
    expect(rowsHere.filter((row) => !routes.has(row.route)).map((row) => `${row.route}: no such route`)).toEqual([]);
    // A row said to be of the other configuration alone must not be a route here.
    expect(
      ACCESS_TABLE.filter((row) => row.only && row.only !== mode && routes.has(row.route)).map(
        (row) => `${row.route}: not only ${row.only}`,
      ),
    ).toEqual([]);
    const seen = ACCESS_TABLE.map((row) => row.route);
    expect(seen.filter((route, index) => seen.indexOf(route) !== index)).toEqual([]);
    // The page routes are there: the test serves a stand-in front end.
    expect(routes).toContain("GET /*");
  });

  it("keeps the closed better-auth endpoints out of the routes", () => {
    const routes = registered();
    expect(CLOSED_ENDPOINTS.map((row) => row.route).filter((route) => routes.has(route))).toEqual([]);
  });

  it("finds the first parent's private data in the first parent's own answers (so its absence elsewhere means something)", async () => {
    const child = await call("GET", `/api/children/${world.child.id}`, { cookie: cookies.parent });
    const transfer = await call("GET", `/api/registrations/${world.registration.id}/bank-transfer`, { cookie: cookies.parent });
    const history = await call("GET", "/api/registrations", { cookie: cookies.parent });
    const profile = await call("GET", "/api/profile", { cookie: cookies.parent });
    const seen = child.body + transfer.body + history.body + profile.body;
    expect(privateMarkers.filter((marker) => !seen.includes(marker))).toEqual([]);
  });

  async function checkRow(row: AccessRow) {
    const method = row.route.split(" ")[0];
    const statuses = {} as Record<Actor, number>;
    const leaks: string[] = [];
    // One actor after another: a cell that changes something has done so before the next starts.
    for (const actor of ACTORS) {
      const request = await row.request(world, actor);
      const answer = await call(method, request.path, {
        body: request.body,
        cookie: request.cookie ?? cookies[actor],
        headers: request.headers,
        upload: request.upload,
      });
      statuses[actor] = answer.status;
      // The animateur is planned with another group than the first parent's child's: its file is as foreign to them as to another parent.
      if (actor === "anonymous" || actor === "otherParent" || actor === "animateur") {
        for (const marker of privateMarkers) if (answer.body.includes(marker)) leaks.push(`${actor} was shown "${marker}"`);
      }
      if (actor === "coordinateur") {
        for (const marker of moneyMarkers) if (answer.body.includes(marker)) leaks.push(`${actor} was shown "${marker}"`);
      }
      for (const secret of secrets) if (answer.body.includes(secret)) leaks.push(`${actor} was shown a secret token`);
    }
    expect(statuses, row.why).toEqual(row.status);
    expect(leaks).toEqual([]);
  }

  it.each(rowsHere)("$route", (row) => checkRow(row));

  it.each(CLOSED_ENDPOINTS)("$route (closed)", (row) => checkRow(row));

  /** The first parent's child's medical file, as its parents typed it. */
  const medicalMarkers = () => privateMarkers.slice(1, 6);

  it("shows the coordinateur the child's ground information (so its absence from the animateur's answers means something)", async () => {
    const details = await call(
      "GET",
      `/api/staff/activities/${world.plaine.id}/presences/children/${world.child.id}?date=${weekdaysBetween(world.plaine.startDate, world.plaine.endDate)[0]}`,
      {
        cookie: cookies.coordinateur,
      },
    );
    expect(details.status, details.body).toBe(200);
    expect(medicalMarkers().filter((marker) => !details.body.includes(marker))).toEqual(["Lambotte", "doudou lapin"]);
  });

  it("never gives an animateur another group's medical data nor anything of a payment, through any route", async () => {
    const leaks: string[] = [];
    for (const row of [...rowsHere, ...CLOSED_ENDPOINTS]) {
      const request = await row.request(world, "animateur");
      const answer = await call(row.route.split(" ")[0], request.path, {
        body: request.body,
        cookie: request.cookie ?? cookies.animateur,
        headers: request.headers,
        upload: request.upload,
      });
      for (const marker of [...medicalMarkers(), ...moneyMarkers])
        if (answer.body.includes(marker)) leaks.push(`${row.route}: "${marker}"`);
    }
    expect(leaks).toEqual([]);
    // Nor through another plaine, where they are in no team.
    const other = world.fullPlaine.id;
    const elsewhere = [
      await call("GET", `/api/staff/activities/${other}/presences`, { cookie: cookies.animateur }),
      await call("GET", `/api/staff/activities/${other}/presences/children/${world.child.id}`, { cookie: cookies.animateur }),
      await call("GET", `/api/staff/activities/${other}/plan`, { cookie: cookies.coordinateur }),
    ];
    expect(elsewhere.map((answer) => answer.status)).toEqual([403, 403, 403]);
  });

  it("left the card payment unpaid: no refused webhook, abandon or 'Payer' paid it", async () => {
    const [payment] = await t.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, world.cardRegistration.paymentId));
    expect(payment.status).toBe("pending");
  });

  it("left nobody an administrator who was not one (the role sent with a profile is dropped)", async () => {
    const roles = await Promise.all(
      (["parent", "linkedParent", "otherParent", "admin", ...TEAM] as const).map(async (actor) => {
        const { user } = JSON.parse((await call("GET", "/api/me", { cookie: cookies[actor] })).body) as { user: { isAdmin: boolean } };
        return user.isAdmin;
      }),
    );
    expect(roles).toEqual([false, false, false, true, false, false]);
  });
});

/**
 * Who may call what: one row per route the app registers (`app.routeList`), with the HTTP status
 * each actor must get. access-matrix.test.ts calls every cell against the real server and fails
 * on a route without a row, on a row without a route, and on any other status.
 *
 * A new route needs its row here. Write the request so that the answer is about access and not
 * about input: path parameters pointing at the first parent's records, a valid body. A request
 * that changes or consumes something takes fresh records from the world (`newChild`,
 * `newRegistration`...), so the cells after it find everything as it was.
 *
 * Card payment adds routes by configuration: the Stripe webhook exists only with a Stripe key,
 * the simulated checkout only on a demo site without one (and neither without both, a subset).
 * The matrix runs in both configurations; a row marked `only` is a route of that one alone.
 */

import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { DEFAULT_RETENTION } from "../../../src/domain/privacy.ts";
import { DEFAULT_AGE_GROUPS } from "../../../src/domain/plaine/age-groups.ts";
import { weekdaysBetween } from "../../../src/domain/plaine/days.ts";

export const ACTORS = ["anonymous", "parent", "linkedParent", "otherParent", "admin", "animateur", "coordinateur"] as const;
/**
 * - anonymous: nobody signed in;
 * - parent: the owner of the records the requests point at (child, registration);
 * - linkedParent: the second parent of the first parent's child `child` (decision 0058): shares
 *   its file, owns nothing else of the first parent's;
 * - otherParent: another signed-in parent, acting on the first parent's records;
 * - admin: an administrator;
 * - animateur: of `plaine`'s team (decision 0063), planned on its first day with a group that is not
 *   the first parent's child's (`staffGroup`): that child is another group's, its data never theirs;
 * - coordinateur: of `plaine`'s team, sees all its ground information and its plan.
 * Both are parents with no child of their own, so every route of the families answers them as
 * it answers another parent.
 */
export type Actor = (typeof ACTORS)[number];

/** How card payment is configured: a Stripe key (the tests' fake Stripe), or a demo site's simulated checkout. */
export const CHECKOUT_MODES = ["stripe", "simulated"] as const;
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];

export interface AccessRequest {
  /** Path and query string. */
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Replaces the actor's session cookie for this request (signing out a throw-away session). */
  cookie?: string;
  /** Sent besides the actor's cookie (a webhook's signature). */
  headers?: Record<string, string>;
  /** Sent as the raw body with its content type, instead of JSON (an image upload). */
  upload?: { contentType: string; data: Uint8Array };
}

/** What the requests point at; created once per engine by the test, demo-free. */
export interface AccessWorld {
  /** An upcoming plaine with room for every registration the cells make. */
  plaine: { id: string; startDate: string; endDate: string };
  article: { id: string };
  /** An image in the media folder, e.g. `/media/…png`. */
  mediaPath: string;
  /** The first parent's child, shared with `linkedParent` and registered (bank transfer, unpaid) for `plaine`. */
  child: { id: string };
  /** A valid child form: the first parent's child as filled in (for its two parents), a child of their own for anyone else. */
  childBodyOf(actor: Actor): Record<string, string | boolean>;
  /** That registration. */
  registration: { id: string };
  /** The first parent's registration paid by card: unpaid, its places held, its checkout session open. */
  cardRegistration: { id: string; paymentId: string };
  /** That open checkout session (Stripe's, or the simulated checkout's). */
  checkoutSession: { id: string };
  /** A fresh job of a queue, failed for good (its retries spent). */
  newFailedJob(queue: string): Promise<{ id: string }>;
  /** A numbered receipt of the first parent's transfer (`registration`'s payment), as if its money had come. */
  receipt: { id: string };
  /** That registration's payment, and its invoice (decision 0057). */
  payment: { id: string };
  invoice: { id: string };
  /** A fresh card payment of the first parent, paid (through the checkout, as a parent pays). */
  newPaidCardPayment(): Promise<{ id: string }>;
  /** An actor's own first and last names (a valid profile body that changes nothing). */
  namesOf(actor: Actor): { firstName: string; lastName: string };
  /** A valid plaine form and a valid news form, as the administrators' pages send them. */
  plaineForm: Record<string, unknown>;
  articleForm: Record<string, unknown>;
  /** A fresh plaine nobody registered for, and a fresh article: to change or delete. */
  newPlaine(): Promise<{ id: string }>;
  newArticle(): Promise<{ id: string }>;
  /** A fresh tariff category nobody claimed: to change, archive or delete. */
  newTariffCategory(): Promise<{ id: string }>;
  /** The offered tariff categories' ids, in their order (a valid new order: the same). */
  offeredTariffIds(): Promise<string[]>;
  /** A small real PNG image. */
  png: Uint8Array;
  /** A fresh child of the first parent, registered nowhere, shared with nobody. */
  newChild(): Promise<{ id: string }>;
  /** A fresh child of the first parent with an invitation of its other parent waiting. */
  newInvitedChild(): Promise<{ id: string }>;
  /** A fresh child of the first parent shared with `linkedParent`. */
  newLinkedChild(): Promise<{ id: string }>;
  /** The token of a fresh invitation, to the actor's own address, to share a fresh child of the first parent. */
  newInvitationFor(actor: Actor): Promise<string>;
  /** The token of an invitation sent to an address nobody uses. */
  invitationToken: string;
  /** `linkedParent`'s part of `registration` (the first parent registered the shared child). */
  parentShare: { id: string };
  /** A fresh registration of the first parent (a fresh child, bank transfer, unpaid) for `plaine`. */
  newRegistration(): Promise<{ id: string }>;
  /** The payment of such a fresh registration. */
  newTransferPayment(): Promise<{ id: string }>;
  /** A fresh credit of a bank statement nobody matched; with `refundCents`, one paid with a sum to give back. */
  newBankMovement(refundCents?: number): Promise<{ id: string }>;
  /** A CODA statement that adds up (the reference's example file). */
  codaStatement: Uint8Array;
  /** A small real PDF: a proof of a tariff. */
  pdf: Uint8Array;
  /** The first parent's registration (a fresh child) with a pending claim of a tariff and its proof. */
  tariffClaim: { id: string };
  /** A fresh such claim, to decide. */
  newTariffClaim(): Promise<{ id: string }>;
  /** A statement's import, listed on the bank page with its report. */
  bankStatementImport: { id: string };
  /** A fresh credit with a sum to give back to a valid IBAN, in no refund file yet. */
  newRefundDue(): Promise<{ id: string }>;
  /** A SEPA file of refunds made earlier. */
  refundFile: { id: string };
  /** A fresh such file, none of its refunds paid: to withdraw. */
  newRefundFile(): Promise<{ id: string }>;
  /** An organisation that pays for children, and a share (due) it takes of a fresh registration of the first parent. */
  payer: { id: string };
  payerShare: { id: string };
  /** A fresh organisation, and a fresh share with nothing received: to change or withdraw. */
  newPayer(): Promise<{ id: string }>;
  newPayerShare(): Promise<{ id: string }>;
  /** A plaine with no place left (and nobody registered), for the waiting list. */
  fullPlaine: { id: string };
  /** A fresh entry of the first parent (a fresh child) on `fullPlaine`'s waiting list. */
  newWaitlistEntry(): Promise<{ id: string }>;
  /** A valid message to the parents of `plaine` (decision 0061), as the administrators' form sends it. */
  messageForm: Record<string, unknown>;
  /** A message sent to the parents of `plaine`, and the first parent's copy of it. */
  familyMessage: { id: string };
  familyMessageCopy: { id: string };
  /** The file sent with `familyMessage`. */
  messageAttachment: { id: string };
  /** A fresh message to the parents of `plaine`, scheduled for tomorrow: to change or cancel. */
  newScheduledMessage(): Promise<{ id: string }>;
  /** A fresh message template (decision 0061, 'Templates'): to change, delete or apply. */
  newMessageTemplate(): Promise<{ id: string }>;
  /** The group the animateur is planned with on the plaine's first day (not the first parent's child's). */
  staffGroup: string;
  /** The animateur's profile id: the plan's cell the administrators' and the coordinateur's rows write. */
  animateurId: string;
  /** A fresh qualification of the animateur, its proof sealed (decision 0065): to open or delete. */
  newQualification(): Promise<{ id: string }>;
  /** A fresh invitation into the team (to an address nobody uses): to send again or revoke. */
  newStaffInvitation(): Promise<{ id: string }>;
  /** The token of a fresh invitation into the team of a fresh plaine: to the actor's own address for the team's actors, to nobody's for the others. */
  newStaffInvitationFor(actor: Actor): Promise<string>;
  /** The token of an invitation into the team sent to an address nobody uses. */
  staffInvitationToken: string;
  /** A second session of the actor, signed in through the real endpoint; none for anonymous. */
  newSession(actor: Actor): Promise<string | undefined>;
  /** An e-mail address nobody uses yet. */
  newEmail(): string;
  /** A verified account with a password, signed in by nobody: sign-in and reset cells use it. */
  spareAccount: { email: string; password: string };
  /** An account that has not followed its verification link yet. */
  unverifiedEmail: string;
  /** The token of a fresh reset link of the spare account. */
  newResetToken(): Promise<string>;
  /** The path of a fresh verification link (a new account's), as its e-mail gives it. */
  newVerificationPath(): Promise<string>;
}

type Statuses = Record<Actor, number>;

export interface AccessRow {
  /** "METHOD /url" exactly as in app.routeList. */
  route: string;
  /** A route of this card configuration alone; unset: of both. */
  only?: CheckoutMode;
  status: Statuses;
  /** Why, where the answer is not obvious. */
  why?: string;
  request(world: AccessWorld, actor: Actor): AccessRequest | Promise<AccessRequest>;
}

const everyone = (status: number): Statuses => ({
  anonymous: status,
  parent: status,
  linkedParent: status,
  otherParent: status,
  admin: status,
  animateur: status,
  coordinateur: status,
});
const signedIn = (status: number): Statuses => ({
  anonymous: 401,
  parent: status,
  linkedParent: status,
  otherParent: status,
  admin: status,
  animateur: status,
  coordinateur: status,
});
/** The team's space: the team of the plaine, nobody else (an administrator has the administrators' routes). */
const team = (animateur: number, coordinateur: number): Statuses => ({
  anonymous: 401,
  parent: 403,
  linkedParent: 403,
  otherParent: 403,
  admin: 403,
  animateur,
  coordinateur,
});
/** The first Monday after a date: a weekday, as a copied plaine's start must be. */
const nextMonday = (date: string) => {
  let day = addDaysIso(date, 1);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) day = addDaysIso(day, 1);
  return day;
};
/** The plaine's first running day: its start may fall on a weekend. */
const firstDay = (w: AccessWorld) => weekdaysBetween(w.plaine.startDate, w.plaine.endDate)[0];
const adminOnly = (status: number): Statuses => ({
  anonymous: 401,
  parent: 403,
  linkedParent: 403,
  otherParent: 403,
  admin: status,
  animateur: 403,
  coordinateur: 403,
});
/** The first parent's own records: another parent (the child's second one too) gets the 404 of an id that does not exist. */
const ownerAndAdmin = (status: number): Statuses => ({
  anonymous: 401,
  parent: status,
  linkedParent: 404,
  otherParent: 404,
  admin: status,
  animateur: 404,
  coordinateur: 404,
});
const ownerOnly = (status: number): Statuses => ({
  anonymous: 401,
  parent: status,
  linkedParent: 404,
  otherParent: 404,
  admin: 404,
  animateur: 404,
  coordinateur: 404,
});
/** The shared child's file: both its parents, nobody else (decision 0058). */
const family = (status: number): Statuses => ({
  anonymous: 401,
  parent: status,
  linkedParent: status,
  otherParent: 404,
  admin: 404,
  animateur: 404,
  coordinateur: 404,
});

/** The animateur with their group on the plaine's first day, as the world already plans them (decision 0063). */
const planCell = (w: AccessWorld) => ({ date: firstDay(w), groupName: w.staffGroup, profileIds: [w.animateurId] });

/** Tomorrow in Brussels: a scheduled message's day. */
const tomorrow = () => addDaysIso(brusselsToday(), 1);

/** A valid tariff category's form, its name never taken. */
const tariffCategoryForm = () => ({
  name: `Tarif ${crypto.randomUUID()}`,
  qualifies: "Les familles qui y ont droit.",
  defaultPercent: "",
  proofRequired: false,
});

const registration = (world: AccessWorld) => ({
  activityId: world.plaine.id,
  paymentMethod: "bank_transfer",
  acceptTerms: true,
});

export const ACCESS_TABLE: AccessRow[] = [
  // Accounts (better-auth, only the endpoints the site uses).
  {
    route: "POST /api/auth/sign-up/email",
    status: everyone(200),
    why: "creating an account is open; a signed-in person may create another one (not signed in to it)",
    request: (w) => ({
      path: "/api/auth/sign-up/email",
      body: { email: w.newEmail(), password: "Motdepasse1", firstName: "Noa", lastName: "Lenoir" },
    }),
  },
  {
    route: "POST /api/auth/sign-in/email",
    status: everyone(200),
    why: "the spare account's own credentials, from whoever types them",
    request: (w) => ({ path: "/api/auth/sign-in/email", body: w.spareAccount }),
  },
  {
    route: "POST /api/auth/sign-out",
    status: everyone(200),
    why: "a throw-away second session is signed out; with none, there is nothing to do",
    request: async (w, actor) => ({ path: "/api/auth/sign-out", body: {}, cookie: await w.newSession(actor) }),
  },
  {
    route: "POST /api/auth/send-verification-email",
    status: { anonymous: 200, parent: 400, linkedParent: 400, otherParent: 400, admin: 400, animateur: 400, coordinateur: 400 },
    why: "signed in, only one's own (already verified) address may be sent a link: another account's is refused",
    request: (w) => ({ path: "/api/auth/send-verification-email", body: { email: w.unverifiedEmail } }),
  },
  {
    route: "POST /api/auth/request-password-reset",
    status: everyone(200),
    why: "the link goes to the account's mailbox, never to the caller",
    request: (w) => ({ path: "/api/auth/request-password-reset", body: { email: w.spareAccount.email, redirectTo: "/reset-password" } }),
  },
  {
    route: "POST /api/auth/reset-password",
    status: everyone(200),
    why: "the token from the e-mail is the authority, whoever holds it",
    request: async (w) => ({
      path: "/api/auth/reset-password",
      body: { token: await w.newResetToken(), newPassword: w.spareAccount.password },
    }),
  },
  {
    route: "GET /api/auth/verify-email",
    status: everyone(302),
    why: "the link from the e-mail is the authority; it leads to the login page",
    request: async (w) => ({ path: await w.newVerificationPath() }),
  },
  { route: "GET /api/me", status: everyone(200), why: "nobody signed in is { user: null }", request: () => ({ path: "/api/me" }) },

  // Own profile: the id comes from the session, so another parent can only reach their own.
  { route: "GET /api/profile", status: signedIn(200), request: () => ({ path: "/api/profile" }) },

  // Certificates ('Mes attestations'): each parent's own, computed from their own registrations.
  { route: "GET /api/certificates", status: signedIn(200), request: () => ({ path: "/api/certificates" }) },
  {
    route: "GET /api/certificates/childcare/:year/:childId",
    status: { anonymous: 401, parent: 404, linkedParent: 404, otherParent: 404, admin: 404, animateur: 404, coordinateur: 404 },
    why: "no certificate was issued (the POST issues it): not found for anybody",
    request: (w) => ({ path: `/api/certificates/childcare/2026/${w.child.id}` }),
  },
  {
    route: "POST /api/certificates/childcare/:year/:childId",
    status: { anonymous: 401, parent: 404, linkedParent: 404, otherParent: 404, admin: 404, animateur: 404, coordinateur: 404 },
    why: "the child's plaine is still to come, so even its parent has nothing to certify; anybody else never finds the child",
    request: (w) => ({ path: `/api/certificates/childcare/2026/${w.child.id}`, body: {} }),
  },
  {
    route: "GET /api/certificates/mutuality/:activityId/:childId",
    status: { anonymous: 401, parent: 409, linkedParent: 409, otherParent: 404, admin: 404, animateur: 404, coordinateur: 404 },
    why: "each of its parents (the second pays a part) is told the plaine is not over yet; to anybody else the child took part in nothing",
    request: (w) => ({ path: `/api/certificates/mutuality/${w.plaine.id}/${w.child.id}` }),
  },
  {
    route: "PUT /api/certificates/national-number",
    status: signedIn(200),
    why: "one's own number (the session says whose)",
    request: () => ({ path: "/api/certificates/national-number", body: { nationalNumber: "85.07.30-033.28" } }),
  },
  {
    route: "PUT /api/certificates/children/:childId/national-number",
    status: family(400),
    why: "its parents are told the number does not match the birth date (so nothing changes); the child is nobody else's",
    request: (w) => ({ path: `/api/certificates/children/${w.child.id}/national-number`, body: { nationalNumber: "16.03.15-123.07" } }),
  },
  {
    route: "PUT /api/profile",
    status: signedIn(200),
    why: "one's own profile; a role sent along is dropped (checked afterwards)",
    request: (w, actor) => ({ path: "/api/profile", body: { ...w.namesOf(actor), role: "admin" } }),
  },

  // Public content.
  {
    route: "GET /api/activities",
    status: everyone(200),
    why: "the search, with the child's age or birth date too: a filter, never a child's record (no session read)",
    request: () => ({ path: "/api/activities?city=Namur&age=4&birthDate=2020-05-17" }),
  },
  { route: "GET /api/activities/:id", status: everyone(200), request: (w) => ({ path: `/api/activities/${w.plaine.id}` }) },
  {
    route: "GET /api/activities/:id/opening",
    status: everyone(200),
    why: "when a published plaine's registrations open, by the server's clock",
    request: (w) => ({ path: `/api/activities/${w.plaine.id}/opening` }),
  },
  { route: "GET /api/news", status: everyone(200), request: () => ({ path: "/api/news" }) },
  { route: "GET /api/news/:id", status: everyone(200), request: (w) => ({ path: `/api/news/${w.article.id}` }) },
  { route: "GET /api/legal", status: everyone(200), request: () => ({ path: "/api/legal" }) },
  { route: "GET /api/association", status: everyone(200), request: () => ({ path: "/api/association" }) },
  { route: "GET /api/association/about", status: everyone(200), request: () => ({ path: "/api/association/about" }) },
  { route: "GET /api/health", status: everyone(200), request: () => ({ path: "/api/health" }) },
  { route: "GET /media/*", status: everyone(200), request: (w) => ({ path: w.mediaPath }) },
  {
    route: "GET /sitemap.xml",
    status: everyone(200),
    why: "public pages only, the same for everyone",
    request: () => ({ path: "/sitemap.xml" }),
  },
  { route: "GET /robots.txt", status: everyone(200), request: () => ({ path: "/robots.txt" }) },
  { route: "GET /", status: everyone(200), why: "the single page", request: () => ({ path: "/" }) },
  {
    route: "GET /*",
    status: everyone(200),
    why: "every page path is the single page; the data behind it is what the API rows guard",
    request: () => ({ path: "/dashboard/children" }),
  },

  // Children: always the signed-in parent's own; the admin's view of children is not an API yet.
  {
    route: "GET /api/children",
    status: signedIn(200),
    why: "each one's own list (another parent's does not name the first parent's child)",
    request: () => ({ path: "/api/children" }),
  },
  {
    route: "POST /api/children",
    status: signedIn(201),
    why: "the child is added to the caller's own family",
    request: (w, actor) => ({ path: "/api/children", body: w.childBodyOf(actor) }),
  },
  { route: "GET /api/children/:id", status: family(200), request: (w) => ({ path: `/api/children/${w.child.id}` }) },
  {
    route: "PUT /api/children/:id",
    status: family(200),
    why: "either parent sends the same values again, so nothing changes",
    request: (w, actor) => ({ path: `/api/children/${w.child.id}`, body: w.childBodyOf(actor) }),
  },
  {
    route: "DELETE /api/children/:id",
    status: ownerOnly(200),
    request: async (w) => ({ path: `/api/children/${(await w.newChild()).id}` }),
  },
  {
    route: "DELETE /api/children/:id/medical-consent",
    status: ownerOnly(200),
    why: "only the parent withdraws their consent; a fresh child with a medical file, so each cell has one to erase",
    request: async (w) => ({ path: `/api/children/${(await w.newChild()).id}/medical-consent` }),
  },

  // Separated parents (decision 0058): the invitation, the link and its end.
  {
    route: "POST /api/children/:id/invitation",
    status: ownerOnly(200),
    why: "the first parent invites for their own child; nobody else finds it",
    request: async (w) => ({ path: `/api/children/${(await w.newChild()).id}/invitation`, body: { email: w.newEmail(), percent: "50" } }),
  },
  {
    route: "DELETE /api/children/:id/invitation",
    status: ownerOnly(200),
    request: async (w) => ({ path: `/api/children/${(await w.newInvitedChild()).id}/invitation` }),
  },
  {
    route: "DELETE /api/children/:id/second-parent",
    status: family(200),
    why: "either parent ends the link of a fresh shared child",
    request: async (w) => ({ path: `/api/children/${(await w.newLinkedChild()).id}/second-parent` }),
  },
  {
    route: "GET /api/child-invitations",
    status: signedIn(200),
    why: "the link's token is the authority: whoever signed in reads who invites, and why they may not accept (not their address)",
    request: (w) => ({ path: `/api/child-invitations?token=${w.invitationToken}` }),
  },
  {
    route: "POST /api/child-invitations/accept",
    status: { anonymous: 401, parent: 409, linkedParent: 200, otherParent: 200, admin: 200, animateur: 200, coordinateur: 200 },
    why: "each cell accepts an invitation sent to its own address; the first parent is refused its own child",
    request: async (w, actor) => ({ path: "/api/child-invitations/accept", body: { token: await w.newInvitationFor(actor) } }),
  },

  // The invitation into the team (decision 0063), read and accepted by the invited person signed in.
  {
    route: "GET /api/staff-invitations",
    status: signedIn(200),
    why: "the link's token is the authority: whoever signed in reads the role offered, and why they may not accept (not their address)",
    request: (w) => ({ path: `/api/staff-invitations?token=${w.staffInvitationToken}` }),
  },
  {
    route: "POST /api/staff-invitations/accept",
    status: { anonymous: 401, parent: 409, linkedParent: 409, otherParent: 409, admin: 409, animateur: 200, coordinateur: 200 },
    why: "the team's actors accept one sent to their own address (a fresh plaine's team); the others hold one sent to another address, refused",
    request: async (w, actor) => ({ path: "/api/staff-invitations/accept", body: { token: await w.newStaffInvitationFor(actor) } }),
  },

  // The parent's own data: export and erasure.
  {
    route: "GET /api/account/export",
    status: signedIn(200),
    why: "each one's own data only, as a ZIP",
    request: () => ({ path: "/api/account/export" }),
  },
  {
    route: "POST /api/account/erase",
    status: signedIn(400),
    why: "a wrong password for everyone signed in: the handler is reached and refuses, so no cell erases the world's accounts",
    request: () => ({ path: "/api/account/erase", body: { password: "pas-le-bon-mot-de-passe" } }),
  },

  // Registrations.
  {
    route: "GET /api/activities/:id/registration",
    status: signedIn(200),
    why: "the registration page lists the caller's own children only",
    request: (w) => ({ path: `/api/activities/${w.plaine.id}/registration` }),
  },
  {
    route: "POST /api/registrations",
    status: ownerOnly(201),
    why: "the first parent's fresh child: anyone else is told the child does not exist",
    request: async (w) => ({ path: "/api/registrations", body: { ...registration(w), childIds: [(await w.newChild()).id] } }),
  },
  {
    route: "GET /api/registrations",
    status: signedIn(200),
    why: "each one's own history, the admin's included",
    request: () => ({ path: "/api/registrations" }),
  },
  {
    route: "GET /api/registrations/:id/bank-transfer",
    status: ownerAndAdmin(200),
    request: (w) => ({ path: `/api/registrations/${w.registration.id}/bank-transfer` }),
  },
  {
    route: "GET /api/registrations/:id/qr.png",
    status: ownerAndAdmin(200),
    request: (w) => ({ path: `/api/registrations/${w.registration.id}/qr.png` }),
  },
  {
    route: "GET /api/registrations/:id/confirmation",
    status: ownerAndAdmin(200),
    request: (w) => ({ path: `/api/registrations/${w.registration.id}/confirmation` }),
  },
  {
    route: "GET /api/parent-shares/:id/pdf",
    status: { anonymous: 401, parent: 404, linkedParent: 200, otherParent: 404, admin: 404, animateur: 404, coordinateur: 404 },
    why: "the second parent's own part; the registering parent and anybody else find none (administrators have their route)",
    request: (w) => ({ path: `/api/parent-shares/${w.parentShare.id}/pdf` }),
  },
  {
    route: "GET /api/receipts/:id/pdf",
    status: ownerOnly(200),
    why: "a receipt of the parent's own payment; to anybody else, an administrator too, it does not exist (theirs is the admin route)",
    request: (w) => ({ path: `/api/receipts/${w.receipt.id}/pdf` }),
  },
  {
    route: "POST /api/payments/:id/invoice",
    status: ownerOnly(200),
    why: "the parent's own payment invoiced (again: the same invoice); anybody else's does not exist for them, an administrator's neither",
    request: (w) => ({ path: `/api/payments/${w.payment.id}/invoice` }),
  },
  {
    route: "GET /api/invoices/:id/pdf",
    status: ownerOnly(200),
    why: "an invoice of the parent's own payment; to anybody else, an administrator too, it does not exist (theirs is the admin route)",
    request: (w) => ({ path: `/api/invoices/${w.invoice.id}/pdf` }),
  },
  {
    route: "POST /api/registrations/tariff-proofs",
    status: signedIn(201),
    why: "each one's own proof, kept under their own account (a registration of anyone else never finds it)",
    request: (w) => ({
      path: "/api/registrations/tariff-proofs?name=attestation.pdf",
      upload: { contentType: "application/pdf", data: w.pdf },
    }),
  },
  {
    route: "POST /api/registrations/:id/cancel",
    status: ownerOnly(200),
    why: "cancelling is the parent's; the admin changes statuses in the admin list",
    request: async (w) => ({ path: `/api/registrations/${(await w.newRegistration()).id}/cancel`, body: {} }),
  },

  // Card payment (Stripe Checkout, or the simulated checkout of a demo site).
  {
    route: "GET /api/registrations/:id/checkout",
    status: ownerAndAdmin(200),
    why: "the success page, with the session Stripe names in the link back",
    request: (w) => ({ path: `/api/registrations/${w.cardRegistration.id}/checkout?session_id=${w.checkoutSession.id}` }),
  },
  {
    route: "POST /api/registrations/:id/checkout",
    status: ownerOnly(200),
    why: "'Payer' is the parent's: the session still open is handed out again",
    request: (w) => ({ path: `/api/registrations/${w.cardRegistration.id}/checkout`, body: {} }),
  },
  {
    route: "GET /api/checkout/simulated/:sessionId",
    only: "simulated",
    status: ownerOnly(200),
    why: "the simulated checkout page of the parent's own session",
    request: (w) => ({ path: `/api/checkout/simulated/${w.checkoutSession.id}` }),
  },
  {
    route: "POST /api/checkout/simulated/:sessionId",
    only: "simulated",
    status: ownerOnly(200),
    why: "abandoning changes nothing, so every actor meets the same open session",
    request: (w) => ({ path: `/api/checkout/simulated/${w.checkoutSession.id}`, body: { outcome: "abandon" } }),
  },
  {
    route: "POST /api/webhooks/stripe",
    only: "stripe",
    status: everyone(400),
    why: "Stripe's signature is the webhook's only credential: a wrong one is refused, whoever sends it and whatever session comes with it",
    request: (w) => ({
      path: "/api/webhooks/stripe",
      body: {
        id: "evt_matrice",
        object: "event",
        type: "checkout.session.completed",
        data: {
          object: {
            id: w.checkoutSession.id,
            object: "checkout.session",
            status: "complete",
            payment_status: "paid",
            payment_intent: "pi_matrice",
            metadata: { payment_id: w.cardRegistration.paymentId },
          },
        },
      },
      headers: { "stripe-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` },
    }),
  },

  // Administration.
  { route: "GET /api/admin/registrations", status: adminOnly(200), request: () => ({ path: "/api/admin/registrations" }) },
  {
    route: "PATCH /api/admin/registrations",
    status: adminOnly(200),
    request: async (w) => ({ path: "/api/admin/registrations", body: { ids: [(await w.newRegistration()).id], status: "confirmed" } }),
  },
  {
    route: "PUT /api/admin/registrations/:id/price",
    status: adminOnly(200),
    why: "one child's price set with a reason; the family's amount and its payment follow",
    request: async (w) => ({
      path: `/api/admin/registrations/${(await w.newRegistration()).id}/price`,
      body: { price: "12,50", reason: "Tarif réduit accordé." },
    }),
  },
  {
    route: "GET /api/admin/tariff-claims",
    status: adminOnly(200),
    why: "the families' claims and who made them: administrators only",
    request: () => ({ path: "/api/admin/tariff-claims" }),
  },
  {
    route: "GET /api/admin/tariff-claims/:id/proof",
    status: adminOnly(200),
    why: "a proof names a family's situation: read by administrators only, not even by the parent who sent it",
    request: (w) => ({ path: `/api/admin/tariff-claims/${w.tariffClaim.id}/proof` }),
  },
  {
    route: "POST /api/admin/tariff-claims/:id/approve",
    status: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/tariff-claims/${(await w.newTariffClaim()).id}/approve`, body: {} }),
  },
  {
    route: "POST /api/admin/tariff-claims/:id/refuse",
    status: adminOnly(200),
    request: async (w) => ({
      path: `/api/admin/tariff-claims/${(await w.newTariffClaim()).id}/refuse`,
      body: { reason: "Attestation périmée" },
    }),
  },
  { route: "GET /api/admin/activities", status: adminOnly(200), request: () => ({ path: "/api/admin/activities?scope=all" }) },
  { route: "POST /api/admin/activities", status: adminOnly(201), request: (w) => ({ path: "/api/admin/activities", body: w.plaineForm }) },
  { route: "GET /api/admin/activities/:id", status: adminOnly(200), request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}` }) },
  {
    route: "PUT /api/admin/activities/:id",
    status: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/activities/${(await w.newPlaine()).id}`, body: w.plaineForm }),
  },
  {
    route: "PUT /api/admin/activities/:id/publication",
    status: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/activities/${(await w.newPlaine()).id}/publication`, body: { published: false } }),
  },
  {
    route: "POST /api/admin/activities/:id/duplicate",
    status: adminOnly(201),
    why: "the copy is a draft; its first day a Monday",
    request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}/duplicate`, body: { startDate: nextMonday(w.plaine.startDate) } }),
  },
  {
    route: "DELETE /api/admin/activities/:id",
    status: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/activities/${(await w.newPlaine()).id}` }),
  },
  { route: "GET /api/admin/tariffs/categories", status: adminOnly(200), request: () => ({ path: "/api/admin/tariffs/categories" }) },
  {
    route: "POST /api/admin/tariffs/categories",
    status: adminOnly(201),
    request: () => ({ path: "/api/admin/tariffs/categories", body: tariffCategoryForm() }),
  },
  {
    route: "PUT /api/admin/tariffs/categories/order",
    status: adminOnly(200),
    why: "the offered categories in their own order: a valid order that changes nothing",
    request: async (w) => ({ path: "/api/admin/tariffs/categories/order", body: { ids: await w.offeredTariffIds() } }),
  },
  {
    route: "PUT /api/admin/tariffs/categories/:id",
    status: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/tariffs/categories/${(await w.newTariffCategory()).id}`, body: tariffCategoryForm() }),
  },
  {
    route: "DELETE /api/admin/tariffs/categories/:id",
    status: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/tariffs/categories/${(await w.newTariffCategory()).id}` }),
  },
  {
    route: "PUT /api/admin/tariffs/categories/:id/archive",
    status: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/tariffs/categories/${(await w.newTariffCategory()).id}/archive`, body: { archived: true } }),
  },
  { route: "GET /api/admin/tariffs/charge", status: adminOnly(200), request: () => ({ path: "/api/admin/tariffs/charge" }) },
  {
    route: "PUT /api/admin/tariffs/charge",
    status: adminOnly(200),
    request: () => ({ path: "/api/admin/tariffs/charge", body: { charge: "tariff" } }),
  },
  { route: "GET /api/admin/news", status: adminOnly(200), request: () => ({ path: "/api/admin/news" }) },
  { route: "POST /api/admin/news", status: adminOnly(201), request: (w) => ({ path: "/api/admin/news", body: w.articleForm }) },
  { route: "GET /api/admin/news/:id", status: adminOnly(200), request: (w) => ({ path: `/api/admin/news/${w.article.id}` }) },
  {
    route: "PUT /api/admin/news/:id",
    status: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/news/${(await w.newArticle()).id}`, body: w.articleForm }),
  },
  {
    route: "DELETE /api/admin/news/:id",
    status: adminOnly(204),
    request: async (w) => ({ path: `/api/admin/news/${(await w.newArticle()).id}` }),
  },
  {
    route: "POST /api/admin/images",
    status: adminOnly(200),
    request: (w) => ({ path: "/api/admin/images?bucket=news&name=photo.png", upload: { contentType: "image/png", data: w.png } }),
  },
  {
    route: "GET /api/admin/history/:entity/:id",
    status: adminOnly(200),
    request: (w) => ({ path: `/api/admin/history/activity/${w.plaine.id}` }),
  },
  {
    route: "GET /api/admin/activity-log",
    status: adminOnly(200),
    why: "who changed what, across every area: the parents' names and the administrators' e-mails",
    request: () => ({ path: "/api/admin/activity-log?area=registrations&from=2026-01-01" }),
  },
  {
    route: "GET /api/admin/registrations/export",
    status: adminOnly(200),
    why: "with the medical columns: the parent's child's file, for administrators only",
    request: () => ({ path: "/api/admin/registrations/export?format=csv&medical=true" }),
  },
  { route: "GET /api/admin/children", status: adminOnly(200), request: () => ({ path: "/api/admin/children" }) },
  {
    route: "POST /api/admin/parents/lookup",
    status: adminOnly(404),
    why: "an administrator reaches the search (here for an address no account uses)",
    request: () => ({ path: "/api/admin/parents/lookup", body: { email: "personne.inconnue@example.org" } }),
  },
  {
    route: "POST /api/admin/parents/:id/erase",
    status: adminOnly(404),
    why: "an administrator reaches the erasure (here of an account that does not exist, so the world keeps its parents)",
    request: () => ({ path: "/api/admin/parents/compte-inexistant/erase", body: {} }),
  },
  { route: "GET /api/admin/association", status: adminOnly(200), request: () => ({ path: "/api/admin/association" }) },
  {
    route: "PUT /api/admin/association",
    status: adminOnly(400),
    why: "an administrator reaches the form (here refused: no name), so no cell changes the association or its account",
    request: () => ({ path: "/api/admin/association", body: {} }),
  },
  {
    route: "PUT /api/admin/association/logo",
    status: adminOnly(200),
    request: (w) => ({ path: "/api/admin/association/logo", upload: { contentType: "image/png", data: w.png } }),
  },
  { route: "DELETE /api/admin/association/logo", status: adminOnly(200), request: () => ({ path: "/api/admin/association/logo" }) },
  {
    route: "GET /api/admin/certificates/organiser",
    status: adminOnly(200),
    request: () => ({ path: "/api/admin/certificates/organiser" }),
  },
  {
    route: "PUT /api/admin/certificates/organiser",
    status: adminOnly(400),
    why: "an administrator reaches the form (here refused: no name), so no cell changes the certificates' issuer",
    request: () => ({ path: "/api/admin/certificates/organiser", body: {} }),
  },
  {
    route: "GET /api/admin/certificates/daily-caps",
    status: adminOnly(200),
    request: () => ({ path: "/api/admin/certificates/daily-caps" }),
  },
  {
    route: "PUT /api/admin/certificates/daily-caps",
    status: adminOnly(200),
    why: "an empty list: nothing changes",
    request: () => ({ path: "/api/admin/certificates/daily-caps", body: { caps: [] } }),
  },
  { route: "GET /api/admin/certificates/runs", status: adminOnly(200), request: () => ({ path: "/api/admin/certificates/runs" }) },
  {
    route: "POST /api/admin/certificates/runs",
    status: adminOnly(409),
    why: "an administrator reaches it (here refused: the issuer's details were never saved), so no cell starts a run",
    request: () => ({ path: "/api/admin/certificates/runs", body: { year: 2026 } }),
  },
  {
    route: "GET /api/admin/certificates/runs/:id",
    status: adminOnly(404),
    why: "an administrator reaches it (here a run that does not exist)",
    request: () => ({ path: "/api/admin/certificates/runs/00000000-0000-4000-8000-000000000000" }),
  },
  {
    route: "GET /api/admin/certificates/mutuality/:activityId/:childId",
    status: adminOnly(409),
    why: "an administrator reaches the child's certificate, here refused: the plaine is not over yet",
    request: (w) => ({ path: `/api/admin/certificates/mutuality/${w.plaine.id}/${w.child.id}` }),
  },
  {
    route: "GET /api/admin/certificates/runs/:id/archive",
    status: adminOnly(404),
    why: "an administrator reaches it (here a run that does not exist)",
    request: () => ({ path: "/api/admin/certificates/runs/00000000-0000-4000-8000-000000000000/archive" }),
  },
  { route: "GET /api/admin/privacy/retention", status: adminOnly(200), request: () => ({ path: "/api/admin/privacy/retention" }) },
  {
    route: "PUT /api/admin/privacy/retention",
    status: adminOnly(200),
    why: "the default periods sent again",
    request: () => ({ path: "/api/admin/privacy/retention", body: DEFAULT_RETENTION }),
  },
  {
    route: "GET /api/admin/children/:id",
    status: adminOnly(200),
    why: "the whole file of the parent's child, medical information included",
    request: (w) => ({ path: `/api/admin/children/${w.child.id}` }),
  },
  { route: "GET /api/admin/dashboard", status: adminOnly(200), request: () => ({ path: "/api/admin/dashboard" }) },
  { route: "GET /api/admin/system", status: adminOnly(200), request: () => ({ path: "/api/admin/system" }) },
  {
    route: "POST /api/admin/mails/test-confirmation",
    status: adminOnly(200),
    request: () => ({
      path: "/api/admin/mails/test-confirmation",
      body: {
        parentName: "Camille Test",
        childName: "Léa Test",
        activityTitle: "Plaine d'essai",
        amount: 80,
        paymentMethod: "bank_transfer",
        paymentStatus: "pending",
      },
    }),
  },
  { route: "GET /api/admin/mails", status: adminOnly(200), request: () => ({ path: "/api/admin/mails" }) },
  { route: "POST /api/admin/mails/test", status: adminOnly(200), request: () => ({ path: "/api/admin/mails/test", body: {} }) },
  { route: "GET /api/admin/payments/status", status: adminOnly(200), request: () => ({ path: "/api/admin/payments/status" }) },
  // Waiting list (decision 0031): a parent's own entries; the administrators' view of a plaine's list.
  { route: "GET /api/waitlist", status: signedIn(200), why: "each one's own entries", request: () => ({ path: "/api/waitlist" }) },
  // 'À faire' on the parent's dashboard: each one's own payments, offers and missing information.
  { route: "GET /api/todo", status: signedIn(200), why: "each one's own 'À faire'", request: () => ({ path: "/api/todo" }) },
  // Messages to families (decision 0061): each parent reads their own copies; administrators write and follow them.
  { route: "GET /api/messages", status: signedIn(200), why: "each one's own messages", request: () => ({ path: "/api/messages" }) },
  {
    route: "POST /api/messages/:id/read",
    status: ownerOnly(204),
    why: "the first parent's copy: anyone else's request names a copy that is not theirs (404)",
    request: (w) => ({ path: `/api/messages/${w.familyMessageCopy.id}/read`, body: {} }),
  },
  {
    route: "GET /api/messages/:id/attachments/:attachmentId",
    status: ownerOnly(200),
    why: "a file of the first parent's copy: anyone else's request names a copy that is not theirs (404); administrators open it on their side",
    request: (w) => ({ path: `/api/messages/${w.familyMessageCopy.id}/attachments/${w.messageAttachment.id}` }),
  },
  { route: "GET /api/admin/messages", status: adminOnly(200), request: () => ({ path: "/api/admin/messages" }) },
  {
    route: "POST /api/admin/messages/attachments",
    status: adminOnly(201),
    why: "a file for a message to families: administrators only write them",
    request: (w) => ({
      path: "/api/admin/messages/attachments?name=programme.pdf",
      upload: { contentType: "application/pdf", data: w.pdf },
    }),
  },
  {
    route: "GET /api/admin/messages/attachments/:id",
    status: adminOnly(200),
    request: (w) => ({ path: `/api/admin/messages/attachments/${w.messageAttachment.id}` }),
  },
  { route: "POST /api/admin/messages", status: adminOnly(201), request: (w) => ({ path: "/api/admin/messages", body: w.messageForm }) },
  {
    route: "POST /api/admin/messages/preview",
    status: adminOnly(200),
    request: (w) => ({ path: "/api/admin/messages/preview", body: w.messageForm }),
  },
  // Urgent texts of the day (decision 0062): the matrix's plaine runs weeks from now, so an
  // administrator reaches both routes and is refused the day; urgent-texts.test.ts sends them.
  {
    route: "POST /api/admin/messages/urgent/preview",
    status: adminOnly(400),
    why: "an administrator reaches it (here refused: the plaine does not run today)",
    request: (w) => ({ path: "/api/admin/messages/urgent/preview", body: { activityId: w.messageForm.activityId } }),
  },
  {
    route: "POST /api/admin/messages/urgent",
    status: adminOnly(400),
    why: "an administrator reaches it (here refused: the plaine does not run today), so no cell sends a text",
    request: (w) => ({ path: "/api/admin/messages/urgent", body: { activityId: w.messageForm.activityId, text: "Fermeture à 15 h." } }),
  },
  { route: "GET /api/admin/messages/:id", status: adminOnly(200), request: (w) => ({ path: `/api/admin/messages/${w.familyMessage.id}` }) },
  {
    route: "PUT /api/admin/messages/:id",
    status: adminOnly(200),
    request: async (w) => ({
      path: `/api/admin/messages/${(await w.newScheduledMessage()).id}`,
      body: { ...w.messageForm, sendDate: tomorrow(), sendTime: "10:00" },
    }),
  },
  {
    route: "POST /api/admin/messages/:id/cancel",
    status: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/messages/${(await w.newScheduledMessage()).id}/cancel`, body: {} }),
  },
  { route: "GET /api/admin/message-templates", status: adminOnly(200), request: () => ({ path: "/api/admin/message-templates" }) },
  {
    route: "POST /api/admin/message-templates",
    status: adminOnly(201),
    request: () => ({
      path: "/api/admin/message-templates",
      body: { name: `Modèle ${crypto.randomUUID()}`, subject: "Objet", body: "Bonjour {prenom}" },
    }),
  },
  {
    route: "PUT /api/admin/message-templates/:id",
    status: adminOnly(200),
    request: async (w) => ({
      path: `/api/admin/message-templates/${(await w.newMessageTemplate()).id}`,
      body: { name: `Modèle ${crypto.randomUUID()}`, subject: "Objet", body: "Bonjour {prenom}, {horaires}" },
    }),
  },
  {
    route: "DELETE /api/admin/message-templates/:id",
    status: adminOnly(204),
    request: async (w) => ({ path: `/api/admin/message-templates/${(await w.newMessageTemplate()).id}` }),
  },
  {
    route: "POST /api/admin/message-templates/:id/apply",
    status: adminOnly(200),
    request: async (w) => ({
      path: `/api/admin/message-templates/${(await w.newMessageTemplate()).id}/apply`,
      body: { activityId: w.messageForm.activityId },
    }),
  },
  {
    route: "POST /api/waitlist",
    status: ownerOnly(201),
    why: "the first parent's fresh child: anyone else's request names a child that is not theirs (404)",
    request: async (w) => ({ path: "/api/waitlist", body: { activityId: w.fullPlaine.id, childIds: [(await w.newChild()).id] } }),
  },
  {
    route: "DELETE /api/waitlist/:id",
    status: ownerOnly(204),
    why: "leaving is the parent's; administrators remove entries through their own route",
    request: async (w) => ({ path: `/api/waitlist/${(await w.newWaitlistEntry()).id}` }),
  },
  {
    route: "GET /api/admin/activities/:id/waitlist",
    status: adminOnly(200),
    request: (w) => ({ path: `/api/admin/activities/${w.fullPlaine.id}/waitlist` }),
  },
  {
    route: "POST /api/admin/waitlist/:id/move",
    status: adminOnly(204),
    why: "a fresh entry, last in line, moved up",
    request: async (w) => {
      await w.newWaitlistEntry();
      return { path: `/api/admin/waitlist/${(await w.newWaitlistEntry()).id}/move`, body: { direction: "up" } };
    },
  },
  {
    route: "DELETE /api/admin/waitlist/:id",
    status: adminOnly(204),
    request: async (w) => ({ path: `/api/admin/waitlist/${(await w.newWaitlistEntry()).id}` }),
  },
  {
    route: "POST /api/admin/waitlist/:id/offer",
    status: adminOnly(409),
    why: "the plaine is full: the administrator reaches the handler, which refuses to offer places that are not free",
    request: async (w) => ({ path: `/api/admin/waitlist/${(await w.newWaitlistEntry()).id}/offer`, body: {} }),
  },
  { route: "GET /api/admin/waitlist-settings", status: adminOnly(200), request: () => ({ path: "/api/admin/waitlist-settings" }) },
  {
    route: "PUT /api/admin/waitlist-settings",
    status: adminOnly(200),
    request: () => ({ path: "/api/admin/waitlist-settings", body: { offerHours: 48 } }),
  },
  { route: "GET /api/admin/jobs", status: adminOnly(200), request: () => ({ path: "/api/admin/jobs" }) },
  {
    route: "POST /api/admin/jobs/:queue/:id/retry",
    status: adminOnly(200),
    why: "a job of the image sweep whose retries are spent, sent again",
    request: async (w) => ({ path: `/api/admin/jobs/image-sweep/${(await w.newFailedJob("image-sweep")).id}/retry`, body: {} }),
  },
  {
    route: "GET /api/admin/activities/:id/presences",
    status: adminOnly(200),
    why: "the check-in of the plaine's first day: its children by group, with allergy and medication icons",
    request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}/presences?date=${firstDay(w)}` }),
  },
  {
    route: "POST /api/admin/activities/:id/presences/taps",
    status: adminOnly(200),
    why: "the parent's child marked absent on the first day (a fresh key each time)",
    request: (w) => ({
      path: `/api/admin/activities/${w.plaine.id}/presences/taps`,
      body: {
        idempotencyKey: crypto.randomUUID(),
        childId: w.child.id,
        date: firstDay(w),
        action: "absent",
        tappedAt: new Date().toISOString(),
      },
    }),
  },
  {
    route: "GET /api/admin/activities/:id/presences/children/:childId",
    status: adminOnly(200),
    why: "the parent's child opened from the check-in: allergies, medication, diet and whom to call (recorded in the medical-access log)",
    request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}/presences/children/${w.child.id}` }),
  },
  {
    route: "PUT /api/admin/activities/:id/days/:date",
    status: adminOnly(200),
    why: "the staff of the first day entered",
    request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}/days/${firstDay(w)}`, body: { staffCount: 3 } }),
  },
  {
    route: "GET /api/admin/activities/:id/groups",
    status: adminOnly(200),
    request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}/groups` }),
  },
  {
    route: "PUT /api/admin/activities/:id/groups",
    status: adminOnly(200),
    why: "the default groups written as the plaine's own",
    request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}/groups`, body: { groups: DEFAULT_AGE_GROUPS } }),
  },
  {
    route: "PUT /api/admin/activities/:id/children/:childId/group",
    status: adminOnly(200),
    why: "the parent's child put back in the group of their age",
    request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}/children/${w.child.id}/group`, body: { groupName: null } }),
  },
  {
    route: "GET /api/admin/activities/:id/days",
    status: adminOnly(200),
    request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}/days` }),
  },
  { route: "GET /api/admin/presences/today", status: adminOnly(200), request: () => ({ path: "/api/admin/presences/today" }) },
  {
    route: "GET /api/admin/activities/:id/days/:date/list.pdf",
    status: adminOnly(200),
    why: "the printed list of the first day: allergies, medication and emergency phones (recorded in the medical-access log)",
    request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}/days/${firstDay(w)}/list.pdf` }),
  },
  {
    route: "GET /api/admin/activities/:id/health-forms.pdf",
    status: adminOnly(200),
    why: "every registered child's whole health form (recorded in the medical-access log)",
    request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}/health-forms.pdf` }),
  },
  {
    route: "GET /api/admin/activities/:id/attendance.csv",
    status: adminOnly(200),
    request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}/attendance.csv` }),
  },
  {
    route: "GET /api/admin/activities/:id/centre-report",
    status: adminOnly(200),
    why: "the plaine's counts by day and age, and its ONE agreement request",
    request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}/centre-report` }),
  },
  {
    route: "GET /api/admin/activities/:id/centre-report.pdf",
    status: adminOnly(200),
    request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}/centre-report.pdf` }),
  },
  {
    route: "GET /api/admin/activities/:id/centre-report.csv",
    status: adminOnly(200),
    request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}/centre-report.csv` }),
  },
  {
    route: "PUT /api/admin/activities/:id/one-agreement",
    status: adminOnly(200),
    why: "the ONE agreement request recorded as sent today",
    request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}/one-agreement`, body: { requestedOn: brusselsToday() } }),
  },
  {
    route: "POST /api/admin/payments/:id/refund",
    status: adminOnly(200),
    why: "a paid card payment refunded in full; the checkout answers at once that it is done",
    request: async (w) => ({ path: `/api/admin/payments/${(await w.newPaidCardPayment()).id}/refund`, body: {} }),
  },
  // Bank transfers: statements, unmatched credits, refunds, deadlines, rules.
  {
    route: "POST /api/admin/payments/import",
    status: adminOnly(200),
    why: "the first import records the credit, the next ones find it already imported",
    request: (w) => ({
      path: "/api/admin/payments/import?name=releve.cod",
      upload: { contentType: "application/octet-stream", data: w.codaStatement },
    }),
  },
  { route: "GET /api/admin/bank-statements", status: adminOnly(200), request: () => ({ path: "/api/admin/bank-statements?page=1" }) },
  {
    route: "GET /api/admin/bank-statements/:id",
    status: adminOnly(200),
    request: (w) => ({ path: `/api/admin/bank-statements/${w.bankStatementImport.id}` }),
  },
  { route: "GET /api/admin/bank-movements", status: adminOnly(200), request: () => ({ path: "/api/admin/bank-movements" }) },
  {
    route: "GET /api/admin/bank-movements/payments",
    status: adminOnly(200),
    request: () => ({ path: "/api/admin/bank-movements/payments?q=Zéphyrine" }),
  },
  {
    route: "POST /api/admin/bank-movements/:id/assign",
    status: adminOnly(200),
    request: async (w) => ({
      path: `/api/admin/bank-movements/${(await w.newBankMovement()).id}/assign`,
      body: { paymentId: (await w.newTransferPayment()).id },
    }),
  },
  {
    route: "POST /api/admin/bank-movements/:id/dismiss",
    status: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/bank-movements/${(await w.newBankMovement()).id}/dismiss`, body: {} }),
  },
  {
    route: "POST /api/admin/bank-movements/:id/refund-settled",
    status: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/bank-movements/${(await w.newBankMovement(500)).id}/refund-settled`, body: {} }),
  },
  {
    route: "PUT /api/admin/payments/:id/deadline",
    status: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/payments/${(await w.newTransferPayment()).id}/deadline`, body: { deadline: "2099-01-31" } }),
  },
  // Refunds sent by SEPA file: the refunds due and the files, a new file, a file downloaded again.
  { route: "GET /api/admin/refunds", status: adminOnly(200), request: () => ({ path: "/api/admin/refunds" }) },
  {
    route: "POST /api/admin/refund-files",
    status: adminOnly(201),
    request: async (w) => ({ path: "/api/admin/refund-files", body: { movementIds: [(await w.newRefundDue()).id] } }),
  },
  {
    route: "GET /api/admin/refund-files/:id/download",
    status: adminOnly(200),
    request: (w) => ({ path: `/api/admin/refund-files/${w.refundFile.id}/download` }),
  },
  {
    route: "DELETE /api/admin/refund-files/:id",
    status: adminOnly(204),
    request: async (w) => ({ path: `/api/admin/refund-files/${(await w.newRefundFile()).id}` }),
  },
  { route: "GET /api/admin/bank-transfer-rules", status: adminOnly(200), request: () => ({ path: "/api/admin/bank-transfer-rules" }) },
  {
    route: "PUT /api/admin/bank-transfer-rules",
    status: adminOnly(200),
    request: () => ({
      path: "/api/admin/bank-transfer-rules",
      body: { reminderDays: [7, 14], deadlineDays: 21, deadlineDaysBeforeStart: 10 },
    }),
  },
  {
    route: "GET /api/admin/accounting",
    status: adminOnly(200),
    why: "every family's payments, names and amounts: the treasurer's, for administrators only",
    request: () => ({ path: "/api/admin/accounting?from=2026-01-01&to=2026-12-31" }),
  },
  {
    route: "GET /api/admin/accounting/export",
    status: adminOnly(200),
    request: () => ({ path: "/api/admin/accounting/export?format=xlsx" }),
  },
  {
    route: "GET /api/admin/receipts/:id/pdf",
    status: adminOnly(200),
    why: "any family's receipt, for the treasurer",
    request: (w) => ({ path: `/api/admin/receipts/${w.receipt.id}/pdf` }),
  },
  {
    route: "GET /api/admin/invoices/:id/pdf",
    status: adminOnly(200),
    why: "any family's or organisation's invoice or credit note, for the treasurer",
    request: (w) => ({ path: `/api/admin/invoices/${w.invoice.id}/pdf` }),
  },
  // Organisations that pay for children (decision 0056): the directory, the shares, their requests.
  { route: "GET /api/admin/payers", status: adminOnly(200), request: () => ({ path: "/api/admin/payers" }) },
  {
    route: "POST /api/admin/payers",
    status: adminOnly(201),
    request: (w) => ({ path: "/api/admin/payers", body: { kind: "employer", name: `Employeur ${w.newEmail()}`, email: w.newEmail() } }),
  },
  {
    route: "PUT /api/admin/payers/:id",
    status: adminOnly(200),
    request: async (w) => ({
      path: `/api/admin/payers/${(await w.newPayer()).id}`,
      body: { kind: "commune", name: `Commune ${w.newEmail()}`, email: w.newEmail(), archived: true },
    }),
  },
  {
    route: "GET /api/admin/payer-shares",
    status: adminOnly(200),
    why: "which organisation pays for which child: the treasurer's, for administrators only",
    request: () => ({ path: "/api/admin/payer-shares?status=all" }),
  },
  {
    route: "POST /api/admin/registrations/:id/payer-shares",
    status: adminOnly(201),
    why: "an organisation's share lowers the family's part and e-mails the organisation",
    request: async (w) => ({
      path: `/api/admin/registrations/${(await w.newRegistration()).id}/payer-shares`,
      body: { payerId: w.payer.id, mode: "amount", amount: "10", dueDate: "2099-01-31" },
    }),
  },
  {
    route: "DELETE /api/admin/payer-shares/:id",
    status: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/payer-shares/${(await w.newPayerShare()).id}` }),
  },
  {
    route: "POST /api/admin/payer-shares/:id/send",
    status: adminOnly(200),
    request: (w) => ({ path: `/api/admin/payer-shares/${w.payerShare.id}/send`, body: {} }),
  },
  {
    route: "POST /api/admin/payer-shares/:id/received",
    status: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/payer-shares/${(await w.newPayerShare()).id}/received`, body: {} }),
  },
  {
    route: "GET /api/admin/payer-shares/:id/pdf",
    status: adminOnly(200),
    request: (w) => ({ path: `/api/admin/payer-shares/${w.payerShare.id}/pdf` }),
  },
  { route: "GET /api/admin/refund-settings", status: adminOnly(200), request: () => ({ path: "/api/admin/refund-settings" }) },
  {
    route: "PUT /api/admin/refund-settings",
    status: adminOnly(200),
    request: () => ({ path: "/api/admin/refund-settings", body: { fee: "0", noRefundDaysBefore: "", fileFormat: "pain.001.001.09" } }),
  },
  // 'Équipe' (decision 0063): the team's invitations and roles, each plaine's plan.
  { route: "GET /api/admin/staff", status: adminOnly(200), request: () => ({ path: "/api/admin/staff" }) },
  {
    route: "POST /api/admin/staff",
    status: adminOnly(201),
    why: "an invitation to an address nobody uses, into the plaine's team",
    request: (w) => ({ path: "/api/admin/staff", body: { email: w.newEmail(), role: "animateur", activityIds: [w.plaine.id] } }),
  },
  {
    route: "POST /api/admin/staff/:id/resend",
    status: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/staff/${(await w.newStaffInvitation()).id}/resend`, body: {} }),
  },
  {
    route: "POST /api/admin/staff/:id/revoke",
    status: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/staff/${(await w.newStaffInvitation()).id}/revoke`, body: {} }),
  },
  // A person's qualifications (decision 0065): the administrators' to add, open (logged) and delete.
  {
    route: "GET /api/admin/staff/people/:id/qualifications",
    status: adminOnly(200),
    request: (w) => ({ path: `/api/admin/staff/people/${w.animateurId}/qualifications` }),
  },
  {
    route: "POST /api/admin/staff/people/:id/qualifications",
    status: adminOnly(201),
    why: "the animateur's first-aid certificate with its proof",
    request: (w) => ({
      path: `/api/admin/staff/people/${w.animateurId}/qualifications?kind=premiers-secours&obtainedOn=2024-05-01&issuer=Croix-Rouge&name=brevet.pdf`,
      upload: { contentType: "application/pdf", data: w.pdf },
    }),
  },
  {
    route: "GET /api/admin/staff/qualifications/:id/proof",
    status: adminOnly(200),
    request: async (w) => ({ path: `/api/admin/staff/qualifications/${(await w.newQualification()).id}/proof` }),
  },
  {
    route: "POST /api/admin/staff/qualifications/:id/confirm",
    status: adminOnly(200),
    why: "a qualification the person declared, checked: administrators only",
    request: async (w) => ({ path: `/api/admin/staff/qualifications/${(await w.newQualification()).id}/confirm` }),
  },
  {
    route: "DELETE /api/admin/staff/qualifications/:id",
    status: adminOnly(204),
    request: async (w) => ({ path: `/api/admin/staff/qualifications/${(await w.newQualification()).id}` }),
  },
  {
    route: "GET /api/admin/activities/:id/staff-plan",
    status: adminOnly(200),
    request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}/staff-plan` }),
  },
  {
    route: "PUT /api/admin/activities/:id/staff-plan",
    status: adminOnly(200),
    why: "the animateur with their group on the first day, as it already is",
    request: (w) => ({
      path: `/api/admin/activities/${w.plaine.id}/staff-plan`,
      body: planCell(w),
    }),
  },

  // Volunteer allowances (decision 0066): administrators only, for every role of the team too.
  { route: "GET /api/admin/staff/allowances/caps", status: adminOnly(200), request: () => ({ path: "/api/admin/staff/allowances/caps" }) },
  {
    route: "PUT /api/admin/staff/allowances/caps",
    status: adminOnly(200),
    request: () => ({ path: "/api/admin/staff/allowances/caps", body: { caps: [{ year: 2026, daily: "40,67", yearly: "1626,77" }] } }),
  },
  {
    route: "GET /api/admin/staff/allowances/amounts",
    status: adminOnly(200),
    request: () => ({ path: "/api/admin/staff/allowances/amounts" }),
  },
  {
    route: "PUT /api/admin/staff/allowances/plaines/:id",
    status: adminOnly(200),
    request: (w) => ({ path: `/api/admin/staff/allowances/plaines/${w.plaine.id}`, body: { amount: "25" } }),
  },
  {
    route: "PUT /api/admin/staff/allowances/people/:id",
    status: adminOnly(200),
    request: (w) => ({ path: `/api/admin/staff/allowances/people/${w.animateurId}`, body: { amount: "0" } }),
  },
  {
    route: "GET /api/admin/staff/allowances",
    status: adminOnly(200),
    request: () => ({ path: "/api/admin/staff/allowances?year=2026" }),
  },
  {
    route: "GET /api/admin/staff/allowances/export",
    status: adminOnly(200),
    request: () => ({ path: "/api/admin/staff/allowances/export?year=2026&format=csv" }),
  },
  {
    route: "GET /api/admin/staff/allowances/people/:id/statement",
    status: adminOnly(404),
    why: "an administrator reaches the statement; the animateur has no day worked in the matrix's world, so it answers that none is to draw",
    request: (w) => ({ path: `/api/admin/staff/allowances/people/${w.animateurId}/statement?year=2026` }),
  },

  // 'Équipe du jour' on the administrators' check-in (decision 0063, amendment "the team's presence").
  {
    route: "GET /api/admin/activities/:id/team-presences",
    status: adminOnly(200),
    request: (w) => ({ path: `/api/admin/activities/${w.plaine.id}/team-presences?date=${firstDay(w)}` }),
  },
  {
    route: "POST /api/admin/activities/:id/team-presences",
    status: adminOnly(400),
    why: "an administrator reaches the tap (here refused: the plaine's day is to come, taps are the day's own), so no cell records an arrival",
    request: (w) => ({
      path: `/api/admin/activities/${w.plaine.id}/team-presences`,
      body: { date: firstDay(w), profileId: w.animateurId, action: "arrive" },
    }),
  },

  // The team's space (decision 0063): the plaine's team only, an animateur their planned groups only.
  {
    route: "GET /api/staff/plaines",
    status: team(200, 200),
    why: "one's own plaines and days; anybody without a role on a plaine is refused",
    request: () => ({ path: "/api/staff/plaines" }),
  },
  {
    route: "GET /api/staff/qualifications",
    status: team(200, 200),
    why: "one's own qualifications (a former member's too while they are kept); a parent never in the team is refused",
    request: () => ({ path: "/api/staff/qualifications" }),
  },
  {
    route: "POST /api/staff/qualifications",
    status: team(201, 201),
    why: "one's own first-aid certificate with its proof (declared by the person); anybody outside the team is refused, an administrator too",
    request: (w) => ({
      path: "/api/staff/qualifications?kind=premiers-secours&obtainedOn=2024-05-01&issuer=Croix-Rouge&name=brevet.pdf",
      upload: { contentType: "application/pdf", data: w.pdf },
    }),
  },
  {
    route: "GET /api/staff/qualifications/:id/proof",
    status: team(200, 404),
    why: "the animateur's proof: theirs to open, another's (the coordinateur's) not found",
    request: async (w) => ({ path: `/api/staff/qualifications/${(await w.newQualification()).id}/proof` }),
  },
  {
    route: "GET /api/staff/activities/:id/presences",
    status: team(200, 200),
    why: "the first day's list: the animateur's group only (not the first parent's child's), every group for the coordinateur",
    request: (w) => ({ path: `/api/staff/activities/${w.plaine.id}/presences?date=${firstDay(w)}` }),
  },
  {
    route: "POST /api/staff/activities/:id/presences/taps",
    status: team(403, 200),
    why: "the first parent's child marked absent: another group's child to the animateur, refused; the coordinateur's plaine",
    request: (w) => ({
      path: `/api/staff/activities/${w.plaine.id}/presences/taps`,
      body: {
        idempotencyKey: crypto.randomUUID(),
        childId: w.child.id,
        date: firstDay(w),
        action: "absent",
        tappedAt: new Date().toISOString(),
      },
    }),
  },
  {
    route: "GET /api/staff/activities/:id/presences/children/:childId",
    status: team(403, 200),
    why: "the first parent's child's ground information: another group's to the animateur, refused; the coordinateur reads it (logged)",
    request: (w) => ({ path: `/api/staff/activities/${w.plaine.id}/presences/children/${w.child.id}?date=${firstDay(w)}` }),
  },
  {
    route: "GET /api/staff/activities/:id/plan",
    status: team(403, 200),
    why: "the plan is the coordination's",
    request: (w) => ({ path: `/api/staff/activities/${w.plaine.id}/plan` }),
  },
  {
    route: "PUT /api/staff/activities/:id/plan",
    status: team(403, 200),
    why: "the animateur with their group on the first day, as it already is: the coordination's to write",
    request: (w) => ({
      path: `/api/staff/activities/${w.plaine.id}/plan`,
      body: planCell(w),
    }),
  },
  // The team's availabilities (decision 0063, amendment "the team's availabilities"): one's own, on a plaine of one's team.
  {
    route: "GET /api/staff/activities/:id/availability",
    status: team(200, 200),
    why: "one's own available days on the plaine: anyone of its team",
    request: (w) => ({ path: `/api/staff/activities/${w.plaine.id}/availability` }),
  },
  {
    route: "PUT /api/staff/activities/:id/availability",
    status: team(200, 200),
    why: "one's own available days replaced (the plaine's first day): anyone of its team, each their own set",
    request: (w) => ({ path: `/api/staff/activities/${w.plaine.id}/availability`, body: { days: [firstDay(w)] } }),
  },
  {
    route: "GET /api/staff/activities/:id/team-presences",
    status: team(200, 200),
    why: "'Équipe du jour' of the first day: the animateur is planned on it, the coordinateur sees every day",
    request: (w) => ({ path: `/api/staff/activities/${w.plaine.id}/team-presences?date=${firstDay(w)}` }),
  },
  {
    route: "POST /api/staff/activities/:id/team-presences",
    status: team(403, 400),
    why: "someone else's arrival: refused to the animateur (their own only); the coordinateur reaches it (here refused: the day is to come)",
    request: (w) => ({
      path: `/api/staff/activities/${w.plaine.id}/team-presences`,
      body: { date: firstDay(w), profileId: "quelqu-un-d-autre", action: "arrive" },
    }),
  },
  // The coordination writes to the families of its plaine (decisions 0061, 0063); urgent texts stay the administrators'.
  {
    route: "GET /api/staff/activities/:id/messages",
    status: team(403, 200),
    why: "the plaine's messages: the coordination's, not the animateur's",
    request: (w) => ({ path: `/api/staff/activities/${w.plaine.id}/messages` }),
  },
  {
    route: "POST /api/staff/activities/:id/messages/preview",
    status: team(403, 200),
    why: "how many families and one family's copy: the coordination's",
    request: (w) => ({ path: `/api/staff/activities/${w.plaine.id}/messages/preview`, body: w.messageForm }),
  },
  {
    route: "POST /api/staff/activities/:id/messages",
    status: team(403, 201),
    why: "a message to the plaine's families, its author the coordinateur",
    request: (w) => ({ path: `/api/staff/activities/${w.plaine.id}/messages`, body: w.messageForm }),
  },
  {
    route: "POST /api/staff/activities/:id/messages/attachments",
    status: team(403, 201),
    why: "a file for the coordination's message",
    request: (w) => ({
      path: `/api/staff/activities/${w.plaine.id}/messages/attachments?name=programme.pdf`,
      upload: { contentType: "application/pdf", data: w.pdf },
    }),
  },
  {
    route: "GET /api/staff/activities/:id/messages/attachments/:fileId",
    status: team(403, 200),
    why: "a file of the plaine's message, opened again by its coordination",
    request: (w) => ({ path: `/api/staff/activities/${w.plaine.id}/messages/attachments/${w.messageAttachment.id}` }),
  },
  {
    route: "GET /api/staff/activities/:id/messages/:messageId",
    status: team(403, 200),
    why: "a message of the plaine, with its recipients: the coordination's",
    request: (w) => ({ path: `/api/staff/activities/${w.plaine.id}/messages/${w.familyMessage.id}` }),
  },
  {
    route: "PUT /api/staff/activities/:id/messages/:messageId",
    status: team(403, 200),
    why: "a scheduled message of the plaine changed by its coordination",
    request: async (w) => ({
      path: `/api/staff/activities/${w.plaine.id}/messages/${(await w.newScheduledMessage()).id}`,
      body: { ...w.messageForm, sendDate: tomorrow(), sendTime: "10:00" },
    }),
  },
  {
    route: "POST /api/staff/activities/:id/messages/:messageId/cancel",
    status: team(403, 200),
    why: "a scheduled message of the plaine cancelled by its coordination",
    request: async (w) => ({
      path: `/api/staff/activities/${w.plaine.id}/messages/${(await w.newScheduledMessage()).id}/cancel`,
      body: {},
    }),
  },
];

/**
 * better-auth endpoints the site does not use: not routes of the app, so a 404 for everyone.
 * Reopening one (adding it to AUTH_ENDPOINTS) makes it a route, and these rows fail.
 */
export const CLOSED_ENDPOINTS: AccessRow[] = [
  { route: "GET /api/auth/get-session", status: everyone(404), request: () => ({ path: "/api/auth/get-session" }) },
  { route: "GET /api/auth/list-sessions", status: everyone(404), request: () => ({ path: "/api/auth/list-sessions" }) },
  {
    route: "POST /api/auth/update-user",
    status: everyone(404),
    request: () => ({ path: "/api/auth/update-user", body: { name: "Pirate", image: "https://example.org/x.png" } }),
  },
  {
    route: "POST /api/auth/revoke-session",
    status: everyone(404),
    request: () => ({ path: "/api/auth/revoke-session", body: { token: "x" } }),
  },
  { route: "POST /api/auth/revoke-sessions", status: everyone(404), request: () => ({ path: "/api/auth/revoke-sessions", body: {} }) },
  {
    route: "POST /api/auth/change-password",
    status: everyone(404),
    request: () => ({ path: "/api/auth/change-password", body: { currentPassword: "Motdepasse1", newPassword: "Motdepasse2" } }),
  },
  {
    route: "POST /api/auth/change-email",
    status: everyone(404),
    request: () => ({ path: "/api/auth/change-email", body: { newEmail: "x@example.org" } }),
  },
  { route: "POST /api/auth/delete-user", status: everyone(404), request: () => ({ path: "/api/auth/delete-user", body: {} }) },
  { route: "GET /api/auth/list-accounts", status: everyone(404), request: () => ({ path: "/api/auth/list-accounts" }) },
  { route: "GET /api/auth/ok", status: everyone(404), request: () => ({ path: "/api/auth/ok" }) },
];

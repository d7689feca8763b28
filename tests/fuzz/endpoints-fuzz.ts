import { readFileSync } from "node:fs";
import { and, desc, eq, inArray, isNull, like, notInArray, or, sql } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES, isApiErrorBody } from "../../src/domain/api-error.ts";
import { addDaysIso, brusselsToday } from "../../src/domain/dates.ts";
import {
  activities,
  bankMovements,
  bankStatementImports,
  checkoutSessions,
  childInvitations,
  children,
  emailOutbox,
  news,
  payerShares,
  paymentReceipts,
  invoices,
  payments,
  profiles,
  refundFiles,
  staffQualifications,
  staffRoles,
  registrations,
  tariffCategories,
  thirdPartyPayers,
} from "../../src/server/db/schema.ts";
import { createParent, jsonHeaders, PASSWORD, signUp } from "../support/accounts.ts";
import { ENGINES, type Engine } from "../support/databases.ts";
import { insertActivity, insertArticle, insertTariffCategory } from "../support/factories.ts";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe.ts";
import { insertChildren, insertParent, type TestParent } from "../support/families.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { insertBankMovement, insertBankStatementImport } from "../support/bank.ts";
import { insertRefundDue, insertRefundFile, REFUND_PAYER_IBAN } from "../support/refund-files.ts";
import { insertChildInvitation, insertPayer, insertPayerShare } from "../support/payers.ts";
import { insertInvoice } from "../support/receipts.ts";
import { insertQualification, insertStaffRole, planStaff } from "../support/staff.ts";
import { weekdaysBetween } from "../../src/domain/plaine/days.ts";
import {
  type ActorPlan,
  actorPlan,
  type BodyPlan,
  bodyPlan,
  contentType,
  forwardedFor,
  idSegment,
  isNonDecimalNumber,
  originPlan,
  queryString,
  REAL,
  type RealToken,
  type SignaturePlan,
  signaturePlan,
  typedNumberText,
  urlEncode,
  urlValue,
} from "./arbitraries.ts";

/**
 * Every route of the app, fed generated hostile input (fast-check). For every case:
 * - never a 5xx;
 * - a refusal (4xx) is the project's error shape with a French message;
 * - a refusal (or a redirect) changes nothing: the row count of every table is the same after it;
 * - a success (2xx) only where the plan says valid input can be generated;
 * - a numeric input (the plan's `numbers`) holding what Number() reads but is no decimal number
 *   ("0x10", "1e1", "0b101", "0o7") is refused as invalid input: never read as another number.
 *
 * Card payment adds routes by configuration: the suite runs with a Stripe key (the fake Stripe
 * behind it), which has every route but the simulated checkout's, and again as a demo site with
 * the simulated checkout, for those routes alone (a plan marked `only`).
 *
 * Replay: the run prints its seed; FUZZ_SEED=<seed> runs the same cases again, FUZZ_ROUTE="POST
 * /api/children" only one route (several separated by ";"), FUZZ_PATH=<path> (with FUZZ_SEED and FUZZ_ROUTE) one failing case
 * as fast-check reports it; each engine prints the seed of its own cases. FUZZ_RUNS=<n> sets the
 * number of cases per route and engine.
 *
 * A run tries 300 cases per route: with both engines, each runs 150 of its own seed, so the run
 * tries 300 different cases rather than the same 300 twice at twice the time (decision 0042).
 */

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300 / ENGINES.length);

/** The seed of an engine's cases: the one asked for (a replay), else the run's, one apart per engine. */
function seedOf(engine: Engine): number {
  return process.env.FUZZ_SEED ? SEED : (SEED + ENGINES.indexOf(engine)) % 2 ** 31;
}
const ONLY_ROUTE = process.env.FUZZ_ROUTE;
const REPLAY_PATH = process.env.FUZZ_PATH;
console.log(`endpoint fuzz: FUZZ_RUNS=${RUNS}${ONLY_ROUTE ? ` FUZZ_ROUTE="${ONLY_ROUTE}"` : ""}`);

/** Words of zod's, Fastify's or better-auth's English that must never reach a person. */
const ENGLISH =
  /\b(invalid|expected|received|required|must|cannot|should|body|querystring|params|undefined|null|the|is|not|of|and|to|with|error|failed|unexpected|found|please|too|user|password|request|unsupported|media type|url)\b/i;

/** The spec's own messages that contain a word the English check looks for ("URL"). */
const SPEC_MESSAGES = ["L'URL de l'image doit être valide", "L'URL de la vidéo doit être valide"];

const STATUSES_OF_CODE: Record<string, number[]> = {
  BAD_REQUEST: [400, 414],
  VALIDATION: [400],
  UNAUTHENTICATED: [401],
  EMAIL_NOT_VERIFIED: [403],
  FORBIDDEN: [403],
  NOT_FOUND: [404],
  CONFLICT: [409],
  PAYLOAD_TOO_LARGE: [413],
  UNSUPPORTED_MEDIA_TYPE: [415],
  RATE_LIMITED: [429],
  // As errors.ts says; never accepted here, where any 5xx fails first.
  INTERNAL: [500],
  UNAVAILABLE: [503],
};

/** Fastify's body limit (app.ts): a bigger body is a 413 on every route. */
const BODY_LIMIT = 1024 * 1024;
/** A Content-Type header Fastify can read as a media type (RFC 9110 tokens); any other is its 415, before any route. */
const MEDIA_TYPE = /^\s*[\w!#$%&'*+.^`|~-]+\/[\w!#$%&'*+.^`|~-]+\s*(;|$)/;

type CheckoutMode = "stripe" | "simulated";

type Actor = "anonymous" | "parent" | "admin" | "disposable" | "animateur" | "coordinateur";

interface RoutePlan {
  /** Who may use it: anonymous (public), a signed-in parent, an admin, the plaine's team (decision 0063), or a fresh session per case (sign-out). */
  actor: Actor;
  /** A route of this card configuration alone: fuzzed there; unset: of both, fuzzed with the Stripe key. */
  only?: CheckoutMode;
  /** Cases carry a Stripe-Signature header (the webhook). */
  signed?: boolean;
  /** Every case is refused with this status (or a 413 for a body over the limit, a 415 for a Content-Type that is no media type). */
  refusedWith?: number;
  /** `:id` / `*` parameters: the record kind a real value points to, or null. */
  params?: Record<string, RealToken | null>;
  /** Known query parameters with a valid value each. */
  query?: Record<string, fc.Arbitrary<string>>;
  /** A valid body (may hold REAL tokens), for routes that read one. */
  body?: () => fc.Arbitrary<Record<string, unknown>>;
  /** How often the body is valid or nearly so, against wild (default 2 and 6 of 14). */
  bodyWeights?: { valid: number; nearValid: number };
  /** Valid input can be generated, so a 2xx is allowed. */
  canSucceed: boolean;
  /** A refusal that changes rows on purpose, and which tables. */
  refusalMayChange?: { tables: string[]; when: (response: LightMyRequestResponse) => boolean };
  /** Cases run first on every run: the defects found so far, so they stay fixed whatever the seed. */
  examples?: Partial<Case>[];
  /**
   * The numeric inputs: body keys (at any depth), query keys and path parameters. Generated path
   * parameters of these names are numbers typed or forms no person types; such a form must be refused.
   */
  numbers?: string[];
  /** The numeric body keys a body's variant leaves unread (a share stated in euros never reads its percentage). */
  unreadNumbers?: (body: Record<string, unknown>) => string[];
}

const anyOf = (...values: string[]) => fc.constantFrom(...values);

/** A message to families as the administrators' form sends it: a filter, merge fields, now or a time. */
const familyMessageBody = () =>
  fc.record({
    activityId: anyOf(REAL.activity),
    filter: fc.oneof(
      fc.constant({ kind: "all" }),
      fc.constant({ kind: "unpaid" }),
      fc.constant({ kind: "waitlist" }),
      fc.record({ kind: fc.constant("group"), group: anyOf("Petits", "Moyens", "Grands", "Ados") }),
      fc.record({ kind: fc.constant("day"), day: anyOf("2030-01-07", "2020-02-30", "lundi") }),
      fc.record({ kind: fc.constant("parents"), parentIds: fc.array(fc.string({ maxLength: 70 }), { maxLength: 3 }) }),
    ),
    subject: anyOf("Cette semaine", "Bonjour {prenom}", "{jour}", "{allergies}", ""),
    body: anyOf("Bonjour {prenom}, {enfants} ({groupe}).", "- une casquette\n- un pique-nique", "{inconnu}"),
    sendDate: anyOf("", "2030-01-07", "2020-01-06", "07/01/2030"),
    sendTime: anyOf("", "09:30", "25:00", "9h"),
    attachmentIds: fc.array(fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })), { maxLength: 4 }),
  });

/** Today's urgent text as the check-in's panel sends it: the plaine and a short text, too long, blank or not a text. */
const urgentTextBody = () =>
  fc.record({
    activityId: anyOf(REAL.activity, "plaine", ""),
    text: fc.oneof(
      anyOf("La plaine ferme à 15 h.", "", "   ", "x".repeat(321), "é".repeat(320)),
      fc.string({ maxLength: 400 }),
      fc.integer(),
    ),
  });

/** A message template as the administrators' form sends it: a name, plaine and merge fields, unknown ones. */
const messageTemplateBody = () =>
  fc.record({
    name: fc.oneof(fc.string({ maxLength: 90 }), anyOf("Programme", "Sortie à la mer", "")),
    subject: anyOf("{plaine}\u00a0: la semaine", "Bonjour {prenom}", "{allergies}", ""),
    body: anyOf("Horaire\u00a0: {horaires}\nGarderie\u00a0: {garderie}", "{a_apporter}", "{inconnu}", "x".repeat(20_001)),
  });

/** A tap on a person of the team: the plaine's day or another, the animateur, the coordinateur or anyone. */
const staffPresenceTap = () =>
  fc.record({
    date: fc.oneof(fc.constant(REAL.staffDay), fc.constant(new Date().toISOString().slice(0, 10)), anyOf("2020-02-30", "demain")),
    profileId: fc.oneof(fc.constant(REAL.staffProfile), fc.string({ maxLength: 70 })),
    action: anyOf("arrive", "leave", "cancel", "parti"),
  });

/** One cell of a plaine's plan (decision 0063): a day, a group, the people with it. */
const planCell = () =>
  fc.record({
    date: fc.oneof(fc.constant(REAL.staffDay), anyOf("2020-02-30", "lundi", "")),
    groupName: anyOf("Petits", "Moyens", "Grands", "Ados", "", "x".repeat(81)),
    profileIds: fc.array(fc.oneof(fc.constant(REAL.staffProfile), fc.string({ maxLength: 70 })), { maxLength: 3 }),
  });

/** A person's available days on a plaine: running days, days it does not run, dates that are none. */
const availabilityDays = () =>
  fc.record({
    days: fc.oneof(
      fc.array(fc.constant(REAL.staffDay), { maxLength: 3 }),
      fc.array(fc.oneof(fc.constant(REAL.staffDay), anyOf("2020-02-30", "2031-07-05", "lundi", "")), { maxLength: 4 }),
    ),
  });

/** Known cases: a JSON body, a text sent as it is, a query string, path parameters. */
const json = (value: unknown): Partial<Case> => ({ body: { kind: "json", value }, contentType: "application/json" });
const raw = (text: string, type: string | undefined = "application/json"): Partial<Case> => ({
  body: { kind: "raw", text },
  contentType: type,
});
const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
/** A known webhook case: a body and the signature it comes with. */
const signedRaw = (text: string, signature: SignaturePlan = { kind: "valid" }): Partial<Case> => ({ ...raw(text), signature });
/** An event as Stripe sends it, about the parent's own card payment and its session. */
const webhookEvent = () =>
  fc.record({
    id: anyOf("evt_fuzz_1", "evt_fuzz_2"),
    object: fc.constant("event"),
    api_version: fc.constant("2026-10-28.endive"),
    created: fc.constant(Math.floor(Date.now() / 1000)),
    type: anyOf(
      "checkout.session.completed",
      "checkout.session.async_payment_succeeded",
      "checkout.session.async_payment_failed",
      "checkout.session.expired",
      "charge.refunded",
      "refund.updated",
    ),
    data: fc.record({
      object: fc.record({
        id: anyOf(REAL.checkoutSession),
        object: anyOf("checkout.session", "refund", "charge"),
        status: anyOf("complete", "expired", "succeeded"),
        payment_status: anyOf("paid", "unpaid"),
        refunded: fc.constant(true),
        amount: fc.constant(8000),
        amount_total: fc.constant(8000),
        payment_intent: anyOf("pi_fuzz"),
        metadata: fc.record({ payment_id: anyOf(REAL.payment) }),
      }),
    }),
  });
/** Random-looking text that compresses badly: too long for an index row once past ~2,700 bytes. */
const noise = (length: number) => Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 89))).join("");
const longEmail = `${noise(2_800).replace(/[^a-z0-9]/gi, "x")}@example.org`;
/** An organisation's fields: a name fresh or taken, an e-mail, an IBAN valid or not, an address. */
const payerFields = () => ({
  kind: anyOf("cpas", "commune", "employer", "mutualite", "sponsor", "other", "banque", ""),
  name: fc.oneof(
    fc.string({ minLength: 1, maxLength: 12 }).map((text) => `CPAS ${text}`),
    anyOf("", "  ", "<b>CPAS</b>", noise(121)),
  ),
  contactName: fc.oneof(anyOf("Service social", ""), fc.constant(null)),
  email: anyOf("social@cpas.example.be", "pas-une-adresse", "", longEmail),
  iban: fc.oneof(anyOf("BE68 5390 0754 7034", "BE00 0000 0000 0000", ""), fc.constant(null)),
  address: anyOf("Rue du Curé 2\n1190 Forest", "", noise(301)),
});
const validPayer = () =>
  fc.record({
    kind: anyOf("cpas", "employer"),
    name: fc.uuid().map((id) => `Organisme ${id.slice(0, 8)}`),
    email: anyOf("social@cpas.example.be"),
  });
const payerBody = () =>
  fc.oneof({ weight: 1, arbitrary: validPayer() }, { weight: 3, arbitrary: fc.record(payerFields(), { requiredKeys: [] }) });
const childBody = () =>
  fc.record({
    firstName: anyOf("Léa", "Zoë", "Jean-Pierre"),
    lastName: anyOf("Dupont", "N'Diaye"),
    birthDate: anyOf("2018-05-17", "2015-01-31"),
    allergies: anyOf("", "Arachides"),
    medicalConditions: anyOf("", "Asthme"),
    medications: anyOf("", "Ventoline"),
    doctorContact: anyOf("", "Dr Martin 010 45 45 45"),
    additionalInfo: anyOf("", "Aime le foot"),
    medicalConsent: fc.constant(true),
  });

/**
 * A day around the first plaines' weeks (factories.ts starts each a month and a few days from
 * today): periods within the plaine are generated as well as those outside it.
 */
const inPlaine = (offset: number) => addDaysIso(brusselsToday(), 32 + offset);

/** The administrators' plaine form, as their page sends it (text values), about a plaine that stays upcoming. */
const plaineForm = () =>
  fc.record({
    title: anyOf("Plaine d'été", "Stage nature"),
    excerpt: anyOf("", "Une semaine au vert."),
    description: anyOf("Jeux et bricolage.", "Piscine le mercredi."),
    startDate: anyOf(addDaysIso(brusselsToday(), 60)),
    endDate: anyOf(addDaysIso(brusselsToday(), 64), addDaysIso(brusselsToday(), 59)),
    locationName: anyOf("Parc"),
    locationAddress: anyOf("Rue du Parc 1"),
    locationPostalCode: anyOf("1000"),
    locationCity: anyOf("Bruxelles", "Namur"),
    locationLat: typedNumberText("", "50.85"),
    locationLng: typedNumberText("", "4,35"),
    ageMin: typedNumberText("2,5", "3", "6"),
    ageMax: typedNumberText("12", "14", "5"),
    priceStandard: typedNumberText("80", "85,50", "0"),
    // The plaine's own price for tariff categories: left out (kept), or a real category's, or no id.
    tariffs: fc.option(
      fc.array(fc.record({ categoryId: anyOf(REAL.tariffCategory, "pas-un-id"), price: typedNumberText("", "60", "90") }), {
        maxLength: 2,
      }),
      { nil: undefined },
    ),
    nonChildcare: typedNumberText("", "12,50", "0", "70"),
    capacity: typedNumberText("24", "1", "30"),
    imageUrl: anyOf("", "https://example.org/photo.jpg"),
    videoUrl: anyOf("", "https://youtu.be/dQw4w9WgXcQ", "https://example.org/film"),
    alertePlacesLimitees: fc.boolean(),
    registrationsOpenDate: anyOf("", addDaysIso(brusselsToday(), 30), addDaysIso(brusselsToday(), 70)),
    registrationsOpenTime: anyOf("", "20:00", "25:00"),
    practicalHours: anyOf("", "De 9 h à 16 h", "x".repeat(1001)),
    practicalAccess: anyOf("", "  Bus 20\narrêt Biéreau  "),
  });
/** The first day `weekday` (0 Sunday … 6 Saturday) at least `days` days from today. */
function weekdayIn(days: number, weekday: number): string {
  let day = addDaysIso(brusselsToday(), days);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== weekday) day = addDaysIso(day, 1);
  return day;
}
/** The plaine form's numeric fields. */
const PLAINE_NUMBERS = ["locationLat", "locationLng", "ageMin", "ageMax", "priceStandard", "price", "nonChildcare", "capacity"];
const plaineExamples = [
  json({ title: "A", capacity: "1e400", ageMin: "NaN", priceStandard: "Infinity" }),
  json({ title: "A", startDate: "2027-02-30", endDate: "9999-99-99", imageUrl: "javascript:alert(1)", videoUrl: "//evil" }),
  json({ title: "A", alertePlacesLimitees: "peut-être", capacity: 2 ** 40, locationLat: "91", locationLng: "-181" }),
  json({ title: "A", practicalMeals: ["soupe"], practicalBring: { sac: true }, practicalDaycare: 7 }),
  json({ title: "A", tariffs: "60" }),
  json({
    title: "A",
    tariffs: [
      { categoryId: REAL.tariffCategory, price: "60" },
      { categoryId: REAL.tariffCategory, price: "1e1" },
    ],
  }),
  json({ title: "A", tariffs: [null, 7, { price: { euros: 60 } }] }),
];
/** A tariff category's form, as the Tarifs page sends it. */
const tariffCategoryForm = () =>
  fc.record({
    name: anyOf("Tarif réduit", "Membre", "", "x".repeat(81)),
    qualifies: anyOf("Les familles BIM.", ""),
    defaultPercent: typedNumberText("", "90", "101", "12,5"),
    proofRequired: fc.constantFrom<unknown>(true, false, "oui"),
    proofDescription: anyOf("", "l'attestation du CPAS"),
    proofKeptDays: typedNumberText("", "90", "731"),
  });
const TARIFF_NUMBERS = ["defaultPercent", "proofKeptDays"];
const articleForm = () =>
  fc.record({
    title: anyOf("Inscriptions ouvertes", "Photos de l'été"),
    excerpt: anyOf("", "En bref."),
    content: anyOf("[title:Bienvenue]\n- un\n- deux", "Voir https://example.org"),
    imageUrl: anyOf("", "https://example.org/photo.jpg"),
    videoUrl: anyOf("", "https://youtu.be/dQw4w9WgXcQ"),
    publishDate: anyOf(brusselsToday(), addDaysIso(brusselsToday(), 3)),
    featured: fc.boolean(),
  });
/** A real image, an image under another name, a text named .png, a broken PNG, one byte over 5 MB. */
const PNG_BYTES = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#ffcc00" } })
  .png()
  .toBuffer();
const bytes = (data: Buffer, type: string | undefined = "application/octet-stream"): Partial<Case> => ({
  body: { kind: "bytes", data },
  contentType: type,
});
const imageExamples: Partial<Case>[] = [
  { ...bytes(PNG_BYTES, "image/png"), query: "bucket=news&name=photo.png" },
  { ...bytes(PNG_BYTES, "image/gif"), query: "bucket=activities&name=photo.gif" },
  { ...bytes(Buffer.from("pas une image"), "image/png"), query: "bucket=news&name=texte.png" },
  { ...bytes(PNG_BYTES.subarray(0, 20), "image/png"), query: "bucket=news&name=coupee.png" },
  {
    ...bytes(Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG_BYTES.length)]), "image/png"),
    query: "bucket=news&name=grande.png",
  },
  { ...bytes(PNG_BYTES, "image/png"), query: "bucket=profiles&name=photo.png" },
  { ...bytes(PNG_BYTES, undefined), query: "bucket=news&name=" },
];
/** A proof of a tariff: a real PDF, a PNG, then what is refused (text named .pdf, a cut signature, nothing, one byte over 5 MB). */
const PROOF_PDF = readFileSync(new URL("../fixtures/tariffs/attestation-bim.pdf", import.meta.url));
const proofExamples: Partial<Case>[] = [
  { ...bytes(PROOF_PDF, "application/pdf"), query: "name=attestation.pdf" },
  { ...bytes(PNG_BYTES, "image/png"), query: "name=scan.png" },
  { ...bytes(Buffer.from("<html>pas un PDF</html>"), "application/pdf"), query: "name=attestation.pdf" },
  { ...bytes(PROOF_PDF.subarray(0, 3), "application/pdf"), query: "name=coupee.pdf" },
  { ...bytes(Buffer.alloc(0), "application/pdf"), query: "name=vide.pdf" },
  {
    ...bytes(Buffer.concat([PROOF_PDF, Buffer.alloc(5 * 1024 * 1024 + 1 - PROOF_PDF.length)]), "application/pdf"),
    query: "name=grande.pdf",
  },
  { ...bytes(PROOF_PDF, "application/pdf"), query: "name=" },
];
/** A message's file: a PDF, a PNG, then what it refuses (text as a PDF, a cut PDF, nothing, one byte over 5 MB, no name). */
const attachmentExamples: Partial<Case>[] = [
  { ...bytes(PROOF_PDF, "application/pdf"), query: "name=programme.pdf" },
  { ...bytes(PNG_BYTES, "application/octet-stream"), query: "name=plan%20d'acc%C3%A8s.png" },
  { ...bytes(Buffer.from("<html>pas un PDF</html>"), "application/pdf"), query: "name=programme.pdf" },
  { ...bytes(PROOF_PDF.subarray(0, 3), "application/pdf"), query: "name=coupe.pdf" },
  { ...bytes(Buffer.alloc(0), "application/pdf"), query: "name=vide.pdf" },
  {
    ...bytes(Buffer.concat([PROOF_PDF, Buffer.alloc(5 * 1024 * 1024 + 1 - PROOF_PDF.length)]), "application/pdf"),
    query: "name=grand.pdf",
  },
  { ...bytes(PROOF_PDF, "application/pdf"), query: "name=" },
];
/** The association's logo: a PNG, then what it refuses (GIF, SVG with a script, text, a broken PNG, one byte over 1 MB). */
const logoExamples: Partial<Case>[] = [
  bytes(PNG_BYTES, "image/png"),
  bytes(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#00ff00" } })
      .gif()
      .toBuffer(),
    "image/gif",
  ),
  bytes(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "image/svg+xml"),
  bytes(Buffer.from("pas une image"), "image/png"),
  bytes(PNG_BYTES.subarray(0, 20), "image/png"),
  bytes(Buffer.concat([PNG_BYTES, Buffer.alloc(1024 * 1024 + 1 - PNG_BYTES.length)]), "image/png"),
];

/**
 * Bank statements: the reference CODA file (recorded once, then already imported), the same in
 * CAMT.053, and hostile files: over 5 MB, an XML entity bomb, binary garbage, a CODA whose 128
 * characters hide a NUL byte, a CODA whose trailer does not add up.
 */
const CODA_REFERENCE = readFileSync(new URL("../fixtures/bank/plaine.cod", import.meta.url));
const codaLines = CODA_REFERENCE.toString("latin1").split("\n");
const statementExamples: Partial<Case>[] = [
  bytes(CODA_REFERENCE),
  bytes(readFileSync(new URL("../fixtures/bank/camt053-001-08.xml", import.meta.url)), "application/xml"),
  bytes(Buffer.alloc(50 * 1024 * 1024, 0x30)),
  bytes(
    Buffer.from(
      `<?xml version="1.0"?><!DOCTYPE b [<!ENTITY a "aaaaaaaaaa">${Array.from({ length: 9 }, (_, i) => `<!ENTITY a${i + 1} "${`&a${i || ""};`.repeat(10)}">`).join("")}]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>&a9;</Id></Stmt></BkToCstmrStmt></Document>`,
    ),
    "application/xml",
  ),
  bytes(Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))),
  bytes(
    Buffer.from(
      [codaLines[0], codaLines[1], codaLines[2].slice(0, 70) + "\u0000" + codaLines[2].slice(71), ...codaLines.slice(3)].join("\n"),
      "latin1",
    ),
  ),
  bytes(
    Buffer.from(
      CODA_REFERENCE.toString("latin1").replace("000005000000000000000000000000125000", "000005000000000000000000000000125001"),
      "latin1",
    ),
  ),
];

/** How each route is fuzzed. A route of the app without a plan here fails the suite. */
const PLANS: Record<string, RoutePlan> = {
  "POST /api/auth/sign-up/email": {
    actor: "anonymous",
    body: () =>
      fc.record({
        email: anyOf(REAL.freshEmail, REAL.freshEmail, REAL.unverifiedEmail, REAL.verifiedEmail),
        password: anyOf(PASSWORD, "faible"),
        firstName: anyOf("Camille", "Zoë"),
        lastName: anyOf("Dupont", "Ødegård"),
      }),
    canSucceed: true,
    examples: [
      raw('"texte"'),
      raw(JSON.stringify({ email: "a@example.org", password: PASSWORD, firstName: "A", lastName: "B" }), "text/plain"),
      json({ email: longEmail, password: PASSWORD, firstName: "Camille", lastName: "Dupont" }),
      json({ email: "camille\u0000@example.org", password: PASSWORD, firstName: "Camille", lastName: "Dupont" }),
      json({ email: REAL.freshEmail, password: PASSWORD, firstName: "Camille\u0000", lastName: "Dupont" }),
    ],
  },
  "POST /api/auth/sign-in/email": {
    actor: "anonymous",
    body: () =>
      fc.record({
        email: anyOf(REAL.verifiedEmail, REAL.unverifiedEmail, REAL.freshEmail),
        password: anyOf(REAL.password, "Mauvais1"),
      }),
    canSucceed: true,
    // Signing in to an account not yet confirmed sends a new confirmation link (spec).
    refusalMayChange: { tables: ["verification", "email_outbox"], when: (response) => errorCode(response) === "EMAIL_NOT_VERIFIED" },
    examples: [
      raw(deep(5_000)),
      raw(`{"email":${deep(5_000)},"password":"x"}`),
      raw("null"),
      raw("[]"),
      raw(JSON.stringify({ email: "a@example.org", password: "x" }), "text/plain"),
      json({ email: longEmail, password: "Mauvais1" }),
      json({ email: "\u0000", password: "Mauvais1" }),
      { ...json({ email: REAL.freshEmail, password: "Mauvais1" }), forwardedFor: noise(3_000).replaceAll(",", ".") },
      { body: { kind: "none" }, contentType: undefined },
    ],
  },
  "POST /api/auth/sign-out": { actor: "disposable", body: () => fc.constant({}), canSucceed: true },
  "POST /api/auth/send-verification-email": {
    actor: "anonymous",
    body: () => fc.record({ email: anyOf(REAL.unverifiedEmail, REAL.verifiedEmail, REAL.freshEmail) }),
    // better-auth holds every success for half a second (so answers take the same time): few of them.
    bodyWeights: { valid: 0, nearValid: 2 },
    canSucceed: true,
  },
  "POST /api/auth/request-password-reset": {
    actor: "anonymous",
    body: () => fc.record({ email: anyOf(REAL.verifiedEmail, REAL.freshEmail), redirectTo: anyOf("/reset-password") }),
    canSucceed: true,
    examples: [raw(deep(5_000)), json({ email: longEmail }), json({ email: "parent\u0000@example.org" }), json({ email: REAL.freshEmail })],
  },
  "POST /api/auth/reset-password": {
    actor: "anonymous",
    body: () => fc.record({ token: anyOf(REAL.resetToken, "jeton-inconnu"), newPassword: anyOf(REAL.password, "faible") }),
    canSucceed: true,
    examples: [json({ token: "jeton\u0000", newPassword: PASSWORD }), json({ token: noise(5_000), newPassword: PASSWORD })],
  },
  "GET /api/auth/verify-email": {
    actor: "anonymous",
    query: { token: anyOf(REAL.verifyToken, "jeton-inconnu"), callbackURL: anyOf("/login?verified=1", "https://evil.example/") },
    canSucceed: false,
    // Once an open redirect to any site named in the link, and a reset-link message without one.
    examples: [{ query: "token=jeton&callbackURL=https%3A%2F%2Fevil.example%2F" }, { query: "token=jeton" }, { query: "token=%00" }],
  },
  "GET /api/me": { actor: "parent", canSucceed: true },
  "GET /api/profile": { actor: "parent", canSucceed: true },
  "GET /api/certificates": { actor: "parent", canSucceed: true },
  "GET /api/certificates/childcare/:year/:childId": {
    actor: "parent",
    params: { year: null, childId: REAL.child },
    numbers: ["year"],
    examples: [{ params: ["0x7EA", REAL.child] }, { params: ["2.026e3", REAL.child] }],
    // Nothing was issued (the POST issues): no PDF to read, whatever the year.
    canSucceed: false,
  },
  "POST /api/certificates/childcare/:year/:childId": {
    actor: "parent",
    params: { year: null, childId: REAL.child },
    numbers: ["year"],
    examples: [{ params: ["0x7EA", REAL.child] }, { params: ["2.026e3", REAL.child] }],
    // The parent's plaine is still to come: nothing to certify, whatever the year.
    canSucceed: false,
  },
  "GET /api/certificates/mutuality/:activityId/:childId": {
    actor: "parent",
    params: { activityId: REAL.activity, childId: REAL.child },
    canSucceed: false,
  },
  "PUT /api/certificates/national-number": {
    actor: "parent",
    body: () => fc.record({ nationalNumber: anyOf("85.07.30-033.28", "85073003328", "85073003329", "", "1e3") }),
    canSucceed: true,
  },
  "PUT /api/certificates/children/:childId/national-number": {
    actor: "parent",
    params: { childId: REAL.child },
    body: () => fc.record({ nationalNumber: anyOf("16.03.15-123.07", "85073003328", "", "00000000000") }),
    // No number matches the fuzz child's birth date, so a child's number is always refused; but a
    // child id of ".." leads to the parent's own number's route, where a valid number is saved.
    canSucceed: true,
  },
  "PUT /api/profile": {
    actor: "parent",
    body: () =>
      fc.record({
        firstName: anyOf("Camille", "Zoë"),
        lastName: anyOf("Dupont", "Ødegård"),
        phone: anyOf("+32 470 12 34 56", "", "010/45.45.45"),
        addressStreet: anyOf("Rue de l'École 1", ""),
        addressPostalCode: anyOf("1348", ""),
        addressCity: anyOf("Louvain-la-Neuve", ""),
        addressCountry: anyOf("Belgique", ""),
      }),
    canSucceed: true,
    examples: [
      json({ firstName: "Camille", lastName: "Dupont", phone: true }),
      json({ firstName: "Camille\u0000", lastName: "Dupont" }),
      json({ firstName: "Camille", lastName: "Dupont", addressCity: "Namur\ud800" }),
      json([{ firstName: "Camille" }]),
    ],
  },
  "GET /api/admin/mails": { actor: "admin", canSucceed: true },
  "POST /api/admin/mails/test": { actor: "admin", body: () => fc.constant({}), canSucceed: true },
  "GET /api/activities": {
    actor: "anonymous",
    query: {
      city: anyOf("Louvain", "louvain-la-neuve", ""),
      age: typedNumberText("4", "7,5", "0"),
      birthDate: anyOf("2020-05-17", "2024-02-29", "", "2021-02-30", "17/05/2020"),
      minAge: typedNumberText("3", "12", "2.5"),
      maxAge: typedNumberText("3", "6"),
      maxPrice: typedNumberText("80", "0", "99.99", "75,50"),
      scope: anyOf("active", "archived", "all"),
      limit: typedNumberText("1", "100", "12"),
    },
    numbers: ["age", "minAge", "maxAge", "maxPrice", "limit"],
    canSucceed: true,
    examples: [
      { query: "city=%00" },
      { query: "city=%ED%A0%80" },
      { query: "minAge=1e400&limit=%ZZ" },
      { query: "age=1e400&birthDate=9999-99-99" },
      { query: "birthDate=%00" },
    ],
  },
  "GET /api/activities/:id": { actor: "anonymous", params: { id: REAL.activity }, canSucceed: true },
  "GET /api/activities/:id/opening": { actor: "anonymous", params: { id: REAL.activity }, canSucceed: true },
  "GET /api/news": {
    actor: "anonymous",
    query: { featured: anyOf("true", "false"), limit: typedNumberText("1", "100") },
    numbers: ["limit"],
    canSucceed: true,
  },
  "GET /api/news/:id": { actor: "anonymous", params: { id: REAL.news }, canSucceed: true },
  "GET /api/legal": { actor: "anonymous", canSucceed: true },
  "GET /api/association": { actor: "anonymous", canSucceed: true },
  "GET /api/association/about": { actor: "anonymous", canSucceed: true },
  "GET /api/children": { actor: "parent", query: { sort: anyOf("newest", "firstName") }, canSucceed: true },
  "POST /api/children": {
    actor: "parent",
    body: childBody,
    canSucceed: true,
    examples: [
      json({ firstName: "Léa\u0000", lastName: "Dupont", birthDate: "2018-05-17" }),
      json({ firstName: "Léa", lastName: "Dupont", birthDate: "2018-05-17", allergies: "\u0000" }),
      raw(""),
      raw("{"),
      raw("firstName=L%C3%A9a", "application/x-www-form-urlencoded"),
    ],
  },
  "GET /api/children/:id": {
    actor: "parent",
    params: { id: REAL.child },
    canSucceed: true,
    examples: [{ params: ["%E0%A4%A"] }, { params: ["0".repeat(300)] }, { params: ["%00"] }],
  },
  "PUT /api/children/:id": { actor: "parent", params: { id: REAL.child }, body: childBody, canSucceed: true },
  "DELETE /api/children/:id": { actor: "parent", params: { id: REAL.child }, canSucceed: true },
  "DELETE /api/children/:id/medical-consent": { actor: "parent", params: { id: REAL.child }, canSucceed: true },
  // Separated parents (decision 0058).
  "POST /api/children/:id/invitation": {
    actor: "parent",
    params: { id: REAL.child },
    body: () =>
      fc.record({
        email: fc.oneof(fc.constant(REAL.freshEmail), anyOf("pas-une-adresse", "", "  "), fc.string({ maxLength: 80 })),
        percent: fc.oneof(fc.integer({ min: -10, max: 200 }), typedNumberText("50", "0", "100", "30", "3,5"), fc.constant(null)),
      }),
    numbers: ["percent"],
    canSucceed: true,
  },
  "DELETE /api/children/:id/invitation": { actor: "parent", params: { id: REAL.child }, canSucceed: true },
  "DELETE /api/children/:id/second-parent": { actor: "parent", params: { id: REAL.child }, canSucceed: true },
  "GET /api/child-invitations": { actor: "parent", query: { token: fc.constant(REAL.invitationToken) }, canSucceed: true },
  "POST /api/child-invitations/accept": {
    actor: "parent",
    body: () => fc.record({ token: fc.oneof(fc.constant(REAL.invitationToken), anyOf("", "court", "x".repeat(43))) }),
    canSucceed: true,
  },
  // The invitation into the team (decision 0063): read, accepted by the parent it was sent to.
  "GET /api/staff-invitations": { actor: "parent", query: { token: fc.constant(REAL.staffInvitationToken) }, canSucceed: true },
  "POST /api/staff-invitations/accept": {
    actor: "parent",
    body: () => fc.record({ token: fc.oneof(fc.constant(REAL.staffInvitationToken), anyOf("", "court", "x".repeat(43))) }),
    canSucceed: true,
  },
  "GET /api/parent-shares/:id/pdf": { actor: "parent", params: { id: REAL.parentShare }, canSucceed: true },
  "GET /api/account/export": { actor: "parent", query: { medical: anyOf("true", "false") }, canSucceed: true },
  "POST /api/account/erase": {
    actor: "parent",
    // A wrong password only: the fuzzed parent must stay for the other routes.
    body: () => fc.record({ password: anyOf("pas-le-bon-mot-de-passe", "") }),
    canSucceed: false,
  },
  "GET /api/activities/:id/registration": { actor: "parent", params: { id: REAL.activity }, canSucceed: true },
  "POST /api/registrations": {
    actor: "parent",
    body: () =>
      fc.record({
        activityId: anyOf(REAL.activity),
        childIds: fc.array(anyOf(REAL.child, REAL.otherChild), { minLength: 1, maxLength: 3 }),
        paymentMethod: anyOf("bank_transfer", "stripe"),
        acceptTerms: fc.constant(true),
        // A waiting list's offer, in a quarter of the bodies (left out of JSON otherwise): no real one
        // exists here, so one given is never found (404, nothing changed).
        offerId: fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.uuid() }),
        // A tariff claimed, in a quarter of the bodies: no category is offered here, so every claim
        // is refused (a French 400, nothing taken), whatever its declaration and proof.
        tariffs: fc.oneof(
          { weight: 3, arbitrary: fc.constant(undefined) },
          {
            weight: 1,
            arbitrary: fc.array(
              fc.record({
                childId: anyOf(REAL.child, REAL.otherChild),
                categoryId: fc.uuid(),
                declaration: fc.oneof(fc.constant(true), fc.boolean(), fc.constant("oui")),
                proofId: fc.oneof(fc.constant(undefined), fc.uuid(), fc.constant("../../x")),
              }),
              { maxLength: 3 },
            ),
          },
        ),
        // A voucher handed in, in a quarter of the bodies: an issuer of the directory or none, any value.
        vouchers: fc.oneof(
          { weight: 3, arbitrary: fc.constant(undefined) },
          {
            weight: 1,
            arbitrary: fc.array(
              fc.record({
                childId: anyOf(REAL.child, REAL.otherChild),
                payerId: fc.oneof(anyOf(REAL.payer), fc.uuid()),
                number: anyOf("WV-0042", "", "<b>1</b>", noise(41)),
                amount: typedNumberText("10", "0", "12,50", "99999"),
              }),
              { maxLength: 3 },
            ),
          },
        ),
      }),
    canSucceed: true,
  },
  // The proof's bytes are the body: generated bodies are never a PDF, JPEG or PNG; the known cases are.
  "POST /api/registrations/tariff-proofs": {
    actor: "parent",
    query: { name: anyOf("attestation.pdf", "Attestation BIM été (1).pdf", "../../etc/passwd", "x".repeat(300)) },
    canSucceed: true,
    examples: proofExamples,
  },
  "GET /api/registrations": { actor: "parent", canSucceed: true },
  "GET /api/registrations/:id/bank-transfer": { actor: "parent", params: { id: REAL.registration }, canSucceed: true },
  "GET /api/registrations/:id/qr.png": { actor: "parent", params: { id: REAL.registration }, canSucceed: true },
  "GET /api/registrations/:id/confirmation": { actor: "parent", params: { id: REAL.registration }, canSucceed: true },
  "POST /api/registrations/:id/cancel": { actor: "parent", params: { id: REAL.registration }, canSucceed: true },
  // The receipt of the parent's paid card payment: another parent finds none.
  "GET /api/receipts/:id/pdf": { actor: "parent", params: { id: REAL.receipt }, canSucceed: true },
  // 'Obtenir la facture' of the parent's payments, and the invoice of the paid card payment (decision 0057).
  "POST /api/payments/:id/invoice": { actor: "parent", params: { id: REAL.payment }, canSucceed: true },
  "GET /api/invoices/:id/pdf": { actor: "parent", params: { id: REAL.invoice }, canSucceed: true },
  "GET /api/admin/activities": { actor: "admin", query: { scope: anyOf("active", "archived", "all") }, canSucceed: true },
  "POST /api/admin/activities": { actor: "admin", body: plaineForm, numbers: PLAINE_NUMBERS, canSucceed: true, examples: plaineExamples },
  "GET /api/admin/activities/:id": { actor: "admin", params: { id: REAL.activity }, canSucceed: true },
  "PUT /api/admin/activities/:id": {
    actor: "admin",
    params: { id: REAL.spareActivity },
    body: plaineForm,
    numbers: PLAINE_NUMBERS,
    canSucceed: true,
    examples: plaineExamples,
  },
  "PUT /api/admin/activities/:id/publication": {
    actor: "admin",
    params: { id: REAL.spareActivity },
    body: () => fc.record({ published: fc.boolean() }),
    canSucceed: true,
    examples: [json({ published: "true" }), json({ published: null }), json({})],
  },
  "POST /api/admin/activities/:id/duplicate": {
    actor: "admin",
    params: { id: REAL.spareActivity },
    // A Monday and a Saturday two months on, an impossible date, none.
    body: () => fc.record({ startDate: anyOf(weekdayIn(60, 1), weekdayIn(60, 6), "2027-02-30", "") }),
    canSucceed: true,
    examples: [json({ startDate: "9999-12-31" }), json({ startDate: 20270705 })],
  },
  "DELETE /api/admin/activities/:id": { actor: "admin", params: { id: REAL.spareActivity }, canSucceed: true },
  "GET /api/admin/tariffs/categories": { actor: "admin", canSucceed: true },
  "POST /api/admin/tariffs/categories": { actor: "admin", body: tariffCategoryForm, numbers: TARIFF_NUMBERS, canSucceed: true },
  "PUT /api/admin/tariffs/categories/order": {
    actor: "admin",
    body: () => fc.record({ ids: fc.array(anyOf(REAL.tariffCategory, "pas-un-id"), { maxLength: 4 }) }),
    canSucceed: true,
    examples: [json({ ids: "tous" }), json({ ids: [1, 2] }), json({})],
  },
  "PUT /api/admin/tariffs/categories/:id": {
    actor: "admin",
    params: { id: REAL.tariffCategory },
    body: tariffCategoryForm,
    numbers: TARIFF_NUMBERS,
    canSucceed: true,
  },
  "DELETE /api/admin/tariffs/categories/:id": { actor: "admin", params: { id: REAL.tariffCategory }, canSucceed: true },
  "PUT /api/admin/tariffs/categories/:id/archive": {
    actor: "admin",
    params: { id: REAL.tariffCategory },
    body: () => fc.record({ archived: fc.constantFrom<unknown>(true, false, "true", null) }),
    canSucceed: true,
  },
  "GET /api/admin/tariffs/charge": { actor: "admin", canSucceed: true },
  "PUT /api/admin/tariffs/charge": {
    actor: "admin",
    body: () => fc.record({ charge: fc.constantFrom<unknown>("tariff", "standard", "gratuit", 1, null) }),
    canSucceed: true,
  },
  "GET /api/admin/news": { actor: "admin", canSucceed: true },
  "POST /api/admin/news": { actor: "admin", body: articleForm, canSucceed: true },
  "GET /api/admin/news/:id": { actor: "admin", params: { id: REAL.news }, canSucceed: true },
  "PUT /api/admin/news/:id": { actor: "admin", params: { id: REAL.spareNews }, body: articleForm, canSucceed: true },
  "DELETE /api/admin/news/:id": { actor: "admin", params: { id: REAL.spareNews }, canSucceed: true },
  // The file's bytes are the body: generated bodies are never images; the known cases are.
  "POST /api/admin/images": {
    actor: "admin",
    query: { bucket: anyOf("activities", "news"), name: anyOf("photo.png", "Été à la plage (1).jpg", "../../etc/passwd") },
    canSucceed: true,
    examples: imageExamples,
  },
  "GET /api/admin/history/:entity/:id": {
    actor: "admin",
    params: { entity: null, id: REAL.activity },
    canSucceed: true,
    examples: [{ params: ["activity", REAL.activity] }, { params: ["news", REAL.news] }, { params: ["child", REAL.activity] }],
  },
  "GET /api/admin/activity-log": {
    actor: "admin",
    query: {
      actor: anyOf("alex@example.org", "zoë@exemple.be", ""),
      area: anyOf("plaines", "registrations", "payments", "settings", "exports", "news", "certificates", ""),
      from: anyOf("2026-01-01", "2026-03-29", ""),
      to: anyOf("2026-12-31", "2026-03-29", ""),
      // A page after an entry: any id reads as one (here none is found: an empty page).
      before: anyOf(REAL.activity, ""),
    },
    canSucceed: true,
  },
  "GET /api/admin/registrations": { actor: "admin", canSucceed: true },
  "GET /api/admin/tariff-claims": { actor: "admin", canSucceed: true },
  // The fuzzed registrations claim no tariff: every id is a claim not found (or an invalid id).
  "GET /api/admin/tariff-claims/:id/proof": { actor: "admin", params: { id: REAL.registration }, canSucceed: false },
  "POST /api/admin/tariff-claims/:id/approve": { actor: "admin", params: { id: REAL.registration }, canSucceed: false },
  "POST /api/admin/tariff-claims/:id/refuse": {
    actor: "admin",
    params: { id: REAL.registration },
    body: () => fc.record({ reason: anyOf("Attestation périmée", "", "   ", "x".repeat(501)) }),
    canSucceed: false,
  },
  "GET /api/admin/registrations/export": {
    actor: "admin",
    query: {
      format: anyOf("csv", "xlsx"),
      q: anyOf("dupont", "+++", "Zoë"),
      status: anyOf("pending", "confirmed", "cancelled", ""),
      paymentStatus: anyOf("pending", "paid", "refunded"),
      method: anyOf("stripe", "bank_transfer"),
      period: anyOf("upcoming", "past", "all"),
      activityId: anyOf(REAL.activity),
      medical: anyOf("true", "false"),
    },
    // An export with the medical columns records whose file it showed: a success, which may change rows.
    canSucceed: true,
  },
  "GET /api/admin/children": { actor: "admin", canSucceed: true },
  "GET /api/admin/children/:id": { actor: "admin", params: { id: REAL.child }, canSucceed: true },
  "POST /api/admin/parents/lookup": {
    actor: "admin",
    body: () => fc.record({ email: anyOf(REAL.verifiedEmail, "personne@example.org", "pas-une-adresse", "") }),
    canSucceed: true,
  },
  // The plaine on the ground: without a date the check-in opens on the plaine's nearest day.
  "GET /api/admin/activities/:id/presences": {
    actor: "admin",
    params: { id: REAL.activity },
    query: { date: anyOf("2020-02-30", "2031-07-07", "aujourd'hui", "") },
    canSucceed: true,
  },
  // No generated date is a day of the plaine: every tap is refused, nothing recorded.
  "POST /api/admin/activities/:id/presences/taps": {
    actor: "admin",
    params: { id: REAL.activity },
    body: () =>
      fc.record({
        idempotencyKey: fc.uuid(),
        childId: anyOf(REAL.child, REAL.otherChild),
        date: anyOf("2020-02-30", "2031-07-05", "2031-07-06"),
        action: anyOf("arrived", "absent", "left", "clear", "parti"),
        tappedAt: anyOf(new Date().toISOString(), "hier", "2026-07-06T08:00:00Z"),
        happenedAt: fc.constantFrom(null, "2031-07-07T08:30:00+02:00", "2031-07-06T23:30:00Z", "08:30"),
      }),
    canSucceed: false,
  },
  // A child of the parent's, registered or not for the plaine: the details read (and logged) only for a registered one.
  "GET /api/admin/activities/:id/presences/children/:childId": {
    actor: "admin",
    params: { id: REAL.activity, childId: REAL.child },
    canSucceed: true,
  },
  // 'Équipe' (decision 0063): invitations, their states, and each plaine's plan.
  "GET /api/admin/staff": { actor: "admin", canSucceed: true },
  "POST /api/admin/staff": {
    actor: "admin",
    body: () =>
      fc.record({
        email: fc.oneof(fc.constant(REAL.freshEmail), anyOf("pas-une-adresse", "", "A@B")),
        role: anyOf("animateur", "coordinateur", "admin", ""),
        activityIds: fc.array(fc.oneof(fc.constant(REAL.activity), fc.uuid(), fc.string({ maxLength: 40 })), { maxLength: 3 }),
      }),
    canSucceed: true,
  },
  "POST /api/admin/staff/:id/resend": { actor: "admin", params: { id: REAL.staffRole }, canSucceed: true },
  "POST /api/admin/staff/:id/revoke": { actor: "admin", params: { id: REAL.staffRole }, canSucceed: true },
  // A person's qualifications (decision 0065): the details in the query, the proof's bytes as the body.
  "GET /api/admin/staff/people/:id/qualifications": { actor: "admin", params: { id: REAL.staffProfile }, canSucceed: true },
  "POST /api/admin/staff/people/:id/qualifications": {
    actor: "admin",
    params: { id: REAL.staffProfile },
    query: {
      kind: anyOf("brevet-animateur", "brevet-coordinateur", "titre-equivalent", "premiers-secours", "brevet", ""),
      obtainedOn: anyOf("2024-06-30", "2020-02-30", "2099-01-01", "hier", ""),
      issuer: anyOf("Patro", "", "x".repeat(250), "Croix-Rouge de Belgique"),
      expiresOn: anyOf("", "2030-06-30", "2020-01-01", "2030-13-01"),
      name: anyOf("brevet.pdf", "../../etc/passwd", "x".repeat(300)),
    },
    canSucceed: true,
    examples: attachmentExamples.map((example) => ({
      ...example,
      query: `kind=brevet-animateur&obtainedOn=2024-06-30&issuer=Patro&${example.query ?? ""}`,
    })),
  },
  "GET /api/admin/staff/qualifications/:id/proof": { actor: "admin", params: { id: REAL.qualification }, canSucceed: true },
  "POST /api/admin/staff/qualifications/:id/confirm": { actor: "admin", params: { id: REAL.qualification }, canSucceed: true },
  "DELETE /api/admin/staff/qualifications/:id": { actor: "admin", params: { id: REAL.qualification }, canSucceed: true },
  "GET /api/staff/qualifications": { actor: "animateur", canSucceed: true },
  // One's own qualification (decision 0065): the administrators' input, for oneself.
  "POST /api/staff/qualifications": {
    actor: "animateur",
    query: {
      kind: anyOf("brevet-animateur", "brevet-coordinateur", "titre-equivalent", "premiers-secours", "brevet", ""),
      obtainedOn: anyOf("2024-06-30", "2020-02-30", "2099-01-01", "hier", ""),
      issuer: anyOf("Patro", "", "x".repeat(250), "Croix-Rouge de Belgique"),
      expiresOn: anyOf("", "2030-06-30", "2020-01-01", "2030-13-01"),
      name: anyOf("brevet.pdf", "../../etc/passwd", "x".repeat(300)),
      profileId: anyOf(REAL.staffProfile, "", "autre"),
    },
    canSucceed: true,
    examples: attachmentExamples.map((example) => ({
      ...example,
      query: `kind=brevet-animateur&obtainedOn=2024-06-30&issuer=Patro&${example.query ?? ""}`,
    })),
  },
  "GET /api/staff/qualifications/:id/proof": { actor: "animateur", params: { id: REAL.qualification }, canSucceed: true },
  // Volunteer allowances (decision 0066).
  "GET /api/admin/staff/allowances/caps": { actor: "admin", canSucceed: true },
  "PUT /api/admin/staff/allowances/caps": {
    actor: "admin",
    body: () =>
      fc.record({
        caps: fc.array(
          fc.record({
            year: fc.constantFrom<unknown>(2025, 2026, 1999, "0x7EA"),
            daily: typedNumberText("40,67", "", "-5"),
            yearly: typedNumberText("1626,77", "", "12,345"),
          }),
          { maxLength: 3 },
        ),
      }),
    numbers: ["year", "daily", "yearly"],
    canSucceed: true,
  },
  "GET /api/admin/staff/allowances/amounts": { actor: "admin", canSucceed: true },
  "PUT /api/admin/staff/allowances/plaines/:id": {
    actor: "admin",
    params: { id: REAL.activity },
    body: () => fc.record({ amount: typedNumberText("25,50", "", "abc", "-5", "12,345") }),
    numbers: ["amount"],
    canSucceed: true,
  },
  "PUT /api/admin/staff/allowances/people/:id": {
    actor: "admin",
    params: { id: REAL.staffProfile },
    body: () => fc.record({ amount: typedNumberText("0", "10", "", "abc") }),
    numbers: ["amount"],
    canSucceed: true,
  },
  "GET /api/admin/staff/allowances": {
    actor: "admin",
    query: { year: fc.oneof(fc.constant("2026"), anyOf("1999", "deux", "2026.5", "")) },
    canSucceed: true,
  },
  "GET /api/admin/staff/allowances/export": {
    actor: "admin",
    query: { year: fc.oneof(fc.constant("2026"), anyOf("1999", "deux", "")), format: anyOf("csv", "xlsx", "pdf", "") },
    canSucceed: true,
  },
  "GET /api/admin/staff/allowances/people/:id/statement": {
    actor: "admin",
    params: { id: REAL.staffProfile },
    query: { year: fc.oneof(fc.constant("2026"), anyOf("1999", "deux", "")) },
    canSucceed: true,
  },
  "GET /api/admin/activities/:id/staff-plan": { actor: "admin", params: { id: REAL.activity }, canSucceed: true },
  "PUT /api/admin/activities/:id/staff-plan": {
    actor: "admin",
    params: { id: REAL.activity },
    body: () => planCell(),
    canSucceed: true,
  },
  "GET /api/admin/activities/:id/team-presences": {
    actor: "admin",
    params: { id: REAL.activity },
    query: { date: fc.oneof(fc.constant(REAL.staffDay), anyOf("2020-02-30", "2031-07-07", "")) },
    canSucceed: true,
  },
  "POST /api/admin/activities/:id/team-presences": {
    actor: "admin",
    params: { id: REAL.activity },
    body: () => staffPresenceTap(),
    canSucceed: true,
  },
  // The team's space: the animateur their planned group and days, the coordinateur the whole plaine and its plan.
  "GET /api/staff/plaines": { actor: "animateur", canSucceed: true },
  "GET /api/staff/activities/:id/presences": {
    actor: "animateur",
    params: { id: REAL.activity },
    query: { date: fc.oneof(fc.constant(REAL.staffDay), anyOf("2020-02-30", "2031-07-07", "aujourd'hui", "")) },
    canSucceed: true,
  },
  "POST /api/staff/activities/:id/presences/taps": {
    actor: "animateur",
    params: { id: REAL.activity },
    body: () =>
      fc.record({
        idempotencyKey: fc.uuid(),
        childId: anyOf(REAL.child, REAL.otherChild),
        date: fc.oneof(fc.constant(REAL.staffDay), anyOf("2020-02-30", "2031-07-06")),
        action: anyOf("arrived", "absent", "left", "clear", "parti"),
        tappedAt: anyOf(new Date().toISOString(), "hier"),
        happenedAt: fc.constantFrom(null, "08:30"),
      }),
    canSucceed: true,
  },
  "GET /api/staff/activities/:id/presences/children/:childId": {
    actor: "animateur",
    params: { id: REAL.activity, childId: REAL.child },
    query: { date: fc.oneof(fc.constant(REAL.staffDay), anyOf("2020-02-30", "demain")) },
    canSucceed: true,
  },
  "GET /api/staff/activities/:id/plan": { actor: "coordinateur", params: { id: REAL.activity }, canSucceed: true },
  "PUT /api/staff/activities/:id/plan": {
    actor: "coordinateur",
    params: { id: REAL.activity },
    body: () => planCell(),
    canSucceed: true,
  },
  "GET /api/staff/activities/:id/availability": { actor: "animateur", params: { id: REAL.activity }, canSucceed: true },
  "PUT /api/staff/activities/:id/availability": {
    actor: "animateur",
    params: { id: REAL.activity },
    body: () => availabilityDays(),
    canSucceed: true,
  },
  "GET /api/staff/activities/:id/team-presences": {
    actor: "animateur",
    params: { id: REAL.activity },
    query: { date: fc.oneof(fc.constant(REAL.staffDay), anyOf("2020-02-30", "2031-07-07", "aujourd'hui", "")) },
    canSucceed: true,
  },
  "POST /api/staff/activities/:id/team-presences": {
    actor: "animateur",
    params: { id: REAL.activity },
    body: () => staffPresenceTap(),
    canSucceed: true,
  },
  // The coordination's messages to its plaine's families (the path's plaine, whatever the body names).
  "GET /api/staff/activities/:id/messages": { actor: "coordinateur", params: { id: REAL.activity }, canSucceed: true },
  "POST /api/staff/activities/:id/messages/preview": {
    actor: "coordinateur",
    params: { id: REAL.activity },
    body: familyMessageBody,
    canSucceed: true,
  },
  "POST /api/staff/activities/:id/messages": {
    actor: "coordinateur",
    params: { id: REAL.activity },
    body: familyMessageBody,
    canSucceed: true,
  },
  "POST /api/staff/activities/:id/messages/attachments": {
    actor: "coordinateur",
    params: { id: REAL.activity },
    query: { name: anyOf("programme.pdf", "Plan d'accès (1).png", "../../etc/passwd", "x".repeat(300)) },
    canSucceed: true,
    examples: attachmentExamples,
  },
  "GET /api/staff/activities/:id/messages/attachments/:fileId": {
    actor: "coordinateur",
    params: { id: REAL.activity, fileId: null },
    canSucceed: false,
  },
  "GET /api/staff/activities/:id/messages/:messageId": {
    actor: "coordinateur",
    params: { id: REAL.activity, messageId: null },
    canSucceed: false,
  },
  "PUT /api/staff/activities/:id/messages/:messageId": {
    actor: "coordinateur",
    params: { id: REAL.activity, messageId: null },
    body: familyMessageBody,
    canSucceed: false,
  },
  "POST /api/staff/activities/:id/messages/:messageId/cancel": {
    actor: "coordinateur",
    params: { id: REAL.activity, messageId: null },
    canSucceed: false,
  },
  "PUT /api/admin/activities/:id/days/:date": {
    actor: "admin",
    params: { id: REAL.activity, date: null },
    body: () => fc.record({ off: fc.boolean(), staffCount: fc.oneof(fc.integer({ min: -5, max: 600 }), fc.constant(null)) }),
    numbers: ["staffCount"],
    canSucceed: false,
  },
  "GET /api/admin/activities/:id/days/:date/list.pdf": { actor: "admin", params: { id: REAL.activity, date: null }, canSucceed: false },
  "GET /api/admin/activities/:id/days": { actor: "admin", params: { id: REAL.activity }, canSucceed: true },
  "GET /api/admin/presences/today": { actor: "admin", canSucceed: true },
  "GET /api/admin/activities/:id/health-forms.pdf": { actor: "admin", params: { id: REAL.activity }, canSucceed: true },
  "GET /api/admin/activities/:id/attendance.csv": { actor: "admin", params: { id: REAL.activity }, canSucceed: true },
  "GET /api/admin/activities/:id/centre-report": {
    actor: "admin",
    params: { id: REAL.activity },
    query: { from: anyOf(inPlaine(1), inPlaine(2), "2020-02-30", "hier", ""), to: anyOf(inPlaine(3), inPlaine(0), "9999-12-31", "") },
    canSucceed: true,
  },
  "GET /api/admin/activities/:id/centre-report.pdf": {
    actor: "admin",
    params: { id: REAL.activity },
    query: { from: anyOf(inPlaine(1), "2026-02-30", ""), to: anyOf(inPlaine(2), inPlaine(-5), "") },
    canSucceed: true,
  },
  "GET /api/admin/activities/:id/centre-report.csv": {
    actor: "admin",
    params: { id: REAL.activity },
    query: { from: anyOf(inPlaine(1), "2026-13-01", ""), to: anyOf(inPlaine(2), "demain", "") },
    canSucceed: true,
  },
  // A day in the past, one to come (refused), a date that is none, or none to clear it.
  "PUT /api/admin/activities/:id/one-agreement": {
    actor: "admin",
    params: { id: REAL.activity },
    body: () => fc.record({ requestedOn: fc.constantFrom("2026-01-15", "2099-01-01", "2026-02-30", "15/01/2026", null) }),
    canSucceed: true,
  },
  "GET /api/admin/activities/:id/groups": { actor: "admin", params: { id: REAL.activity }, canSucceed: true },
  "PUT /api/admin/activities/:id/groups": {
    actor: "admin",
    params: { id: REAL.spareActivity },
    body: () =>
      fc.record({
        groups: fc.array(
          fc.record({
            name: anyOf("Petits", "Moyens", "Grands", " "),
            minMonths: fc.integer({ min: -1, max: 220 }),
            maxMonths: fc.integer({ min: -1, max: 220 }),
          }),
          { maxLength: 9 },
        ),
      }),
    numbers: ["minMonths", "maxMonths"],
    canSucceed: true,
  },
  "PUT /api/admin/activities/:id/children/:childId/group": {
    actor: "admin",
    params: { id: REAL.activity, childId: REAL.child },
    body: () => fc.record({ groupName: fc.constantFrom(null, "Petits", "Inconnu", "") }),
    canSucceed: true,
  },
  "POST /api/admin/parents/:id/erase": { actor: "admin", params: { id: null }, body: () => fc.constant({}), canSucceed: false },
  "GET /api/admin/association": { actor: "admin", canSucceed: true },
  "PUT /api/admin/association": {
    actor: "admin",
    body: () =>
      fc.record({
        name: anyOf("Plaines Soleil ASBL", ""),
        email: anyOf("contact@example.org", "pas-une-adresse"),
        phone: anyOf("", "02 123 45 67", "0x10"),
        street: anyOf("Rue des Écoliers 12"),
        postalCode: anyOf("1340", "13400"),
        city: anyOf("Ottignies"),
        socialUrl: anyOf("", "https://www.facebook.com/plaines", "javascript:alert(1)"),
        iban: anyOf("BE68 5390 0754 7034", "BE68 5390 0754 7035", ""),
        bic: anyOf("TRIOBEBB", "TRIO", ""),
        beneficiary: anyOf("Plaines Soleil ASBL", ""),
        about: anyOf("", "Une association de parents.\n\nDepuis 2009.", "x".repeat(3001)),
        oneRecognition: anyOf("", "Centre de vacances agréé par l'ONE", "Agréé\npar l'ONE"),
        staffingNorms: anyOf("one", "vgc", "flandre"),
        messagesPerMinute: anyOf("60", "0", "1001", "0x10", "1e2", "30,5", ""),
      }),
    numbers: ["messagesPerMinute"],
    canSucceed: true,
  },
  // The file's bytes are the body: generated bodies are never images; the known cases are.
  "PUT /api/admin/association/logo": { actor: "admin", canSucceed: true, examples: logoExamples },
  "DELETE /api/admin/association/logo": { actor: "admin", canSucceed: true },
  "GET /api/admin/certificates/organiser": { actor: "admin", canSucceed: true },
  "PUT /api/admin/certificates/organiser": {
    actor: "admin",
    body: () =>
      fc.record({
        legalName: anyOf("Plaines Soleil ASBL", ""),
        companyNumber: anyOf("0123.456.749", "BE0123456748", ""),
        street: anyOf("Rue des Écoliers 12"),
        postalCode: anyOf("1340", "13400"),
        city: anyOf("Ottignies"),
        certificationCode: anyOf("1", "4", "9"),
        certifyingBody: anyOf("ONE"),
        recognitionNumber: anyOf("CV-1", ""),
        signatoryName: anyOf("Anne", ""),
        signatoryRole: anyOf("Trésorière"),
      }),
    canSucceed: true,
  },
  "GET /api/admin/certificates/daily-caps": { actor: "admin", canSucceed: true },
  "PUT /api/admin/certificates/daily-caps": {
    actor: "admin",
    body: () =>
      fc.record({
        caps: fc.array(
          fc.record({ year: fc.constantFrom<unknown>(2025, 2026, 1999, "0x7EA"), amount: typedNumberText("16,90", "", "16.4") }),
          { maxLength: 3 },
        ),
      }),
    numbers: ["year", "amount"],
    canSucceed: true,
  },
  "GET /api/admin/certificates/runs": { actor: "admin", canSucceed: true },
  "POST /api/admin/certificates/runs": {
    actor: "admin",
    body: () =>
      fc.record({
        year: fc.oneof(fc.constantFrom<unknown>(2025, 1999, 2026.5), typedNumberText("2026")),
        belcotaxLayout: fc.constantFrom<unknown>("auto", "none", "2026", 2031, "", null, ["2026"]),
      }),
    numbers: ["year", "belcotaxLayout"],
    examples: [json({ year: "0x7EA" }), json({ year: "2.026e3" }), json({ year: 2026, belcotaxLayout: "0x7EA" })],
    // The issuer's details are never saved here: every run is refused (409) before anything is written.
    canSucceed: false,
  },
  "GET /api/admin/certificates/runs/:id": { actor: "admin", params: { id: null }, canSucceed: false },
  "GET /api/admin/certificates/runs/:id/archive": { actor: "admin", params: { id: null }, canSucceed: false },
  "GET /api/admin/certificates/mutuality/:activityId/:childId": {
    actor: "admin",
    params: { activityId: REAL.activity, childId: REAL.child },
    // The fuzz child's plaine is still to come: no certificate yet.
    canSucceed: false,
  },
  "GET /api/admin/privacy/retention": { actor: "admin", canSucceed: true },
  "PUT /api/admin/privacy/retention": {
    actor: "admin",
    body: () =>
      fc.record({
        medicalMonths: typedNumberText("12", "6"),
        inactiveAccountMonths: typedNumberText("36", "48"),
        paymentYears: typedNumberText("7", "10"),
        mailBodyDays: typedNumberText("30", "60"),
        medicalAccessLogMonths: typedNumberText("24"),
        auditLogMonths: typedNumberText("60"),
        taxCertificateYears: typedNumberText("7", "10"),
        familyMessageMonths: typedNumberText("12", "24"),
      }),
    numbers: [
      "medicalMonths",
      "inactiveAccountMonths",
      "paymentYears",
      "mailBodyDays",
      "medicalAccessLogMonths",
      "auditLogMonths",
      "taxCertificateYears",
      "familyMessageMonths",
    ],
    canSucceed: true,
    examples: [json({ medicalMonths: "0x10" }), json({ medicalMonths: "1e3", paymentYears: 7 })],
  },
  "GET /api/admin/dashboard": { actor: "admin", canSucceed: true },
  "GET /api/admin/system": { actor: "admin", canSucceed: true },
  "POST /api/admin/mails/test-confirmation": {
    actor: "admin",
    body: () =>
      fc.record({
        parentName: anyOf("Camille Dupont", "Zoë"),
        childName: anyOf("Léa Dupont", "Noah"),
        activityTitle: anyOf("Plaine d'été"),
        amount: typedNumberText("80", "0", "85.5", "85,50"),
        paymentMethod: anyOf("stripe", "bank_transfer"),
        paymentStatus: anyOf("pending", "paid", "refunded"),
      }),
    numbers: ["amount"],
    canSucceed: true,
  },
  "PATCH /api/admin/registrations": {
    actor: "admin",
    body: () =>
      fc.record(
        {
          ids: fc.array(anyOf(REAL.registration), { minLength: 1, maxLength: 3 }),
          status: anyOf("pending", "confirmed", "cancelled"),
          paymentStatus: anyOf("pending", "paid", "refunded"),
          cancelReason: fc.oneof(anyOf("La plaine est annulée faute d'encadrement.", "   ", ""), fc.constant(noise(501))),
        },
        { requiredKeys: ["ids"] },
      ),
    canSucceed: true,
  },
  "PUT /api/admin/registrations/:id/price": {
    actor: "admin",
    params: { id: REAL.registration },
    body: () =>
      fc.record(
        {
          price: typedNumberText("40", "0", "12.5", "12,50"),
          reason: fc.oneof(anyOf("Tarif réduit accordé (statut BIM).", "   ", ""), fc.constant(noise(501))),
        },
        { requiredKeys: [] },
      ),
    numbers: ["price"],
    canSucceed: true,
  },
  // Card payment.
  "GET /api/registrations/:id/checkout": {
    actor: "parent",
    params: { id: REAL.registration },
    query: { session_id: anyOf(REAL.checkoutSession, "cs_test_inconnu") },
    canSucceed: true,
  },
  "POST /api/registrations/:id/checkout": { actor: "parent", params: { id: REAL.registration }, canSucceed: true },
  "GET /api/checkout/simulated/:sessionId": {
    actor: "parent",
    only: "simulated",
    params: { sessionId: REAL.checkoutSession },
    canSucceed: true,
  },
  "POST /api/checkout/simulated/:sessionId": {
    actor: "parent",
    only: "simulated",
    params: { sessionId: REAL.checkoutSession },
    body: () => fc.record({ outcome: anyOf("success", "failure", "abandon") }),
    canSucceed: true,
  },
  "POST /api/admin/payments/:id/refund": { actor: "admin", params: { id: REAL.payment }, canSucceed: true },
  "GET /api/admin/receipts/:id/pdf": { actor: "admin", params: { id: REAL.receipt }, canSucceed: true },
  "GET /api/admin/invoices/:id/pdf": { actor: "admin", params: { id: REAL.invoice }, canSucceed: true },
  // The file's bytes are the body: generated bodies are never statements; the known cases are.
  "POST /api/admin/payments/import": {
    actor: "admin",
    query: { name: anyOf("releve.cod", "Relevé de juillet (1).xml", "../../etc/passwd", "x".repeat(300)) },
    canSucceed: true,
    examples: statementExamples,
  },
  "GET /api/admin/bank-statements": {
    actor: "admin",
    query: { page: anyOf("1", "2", "0", "-1", "1e3", "0x2", "9999999") },
    canSucceed: true,
  },
  "GET /api/admin/bank-statements/:id": { actor: "admin", params: { id: REAL.bankStatementImport }, canSucceed: true },
  "GET /api/admin/bank-movements": {
    actor: "admin",
    query: { page: anyOf("1", "2", "0", "-1", "1e3", "0x2", "9999999") },
    canSucceed: true,
  },
  "GET /api/admin/bank-movements/payments": {
    actor: "admin",
    query: { q: anyOf("Camille", "Léa Dupont", "125,00", "+++123/", "%_\\", "21474837", "9999999999", "1e23") },
    canSucceed: true,
  },
  "POST /api/admin/bank-movements/:id/assign": {
    actor: "admin",
    params: { id: REAL.bankMovement },
    body: () => fc.record({ paymentId: anyOf(REAL.payment) }),
    canSucceed: true,
  },
  "POST /api/admin/bank-movements/:id/dismiss": {
    actor: "admin",
    params: { id: REAL.bankMovement },
    body: () => fc.constant({}),
    canSucceed: true,
  },
  "POST /api/admin/bank-movements/:id/refund-settled": {
    actor: "admin",
    params: { id: REAL.bankMovement },
    body: () => fc.constant({}),
    canSucceed: true,
  },
  "PUT /api/admin/payments/:id/deadline": {
    actor: "admin",
    params: { id: REAL.payment },
    body: () => fc.record({ deadline: anyOf("2099-01-31", "2020-01-01", "2027-02-30", "demain") }),
    canSucceed: true,
  },
  "GET /api/admin/refunds": { actor: "admin", canSucceed: true },
  "POST /api/admin/refund-files": {
    actor: "admin",
    body: () =>
      fc.record({
        movementIds: fc.oneof(
          { weight: 6, arbitrary: fc.array(anyOf(REAL.bankMovement), { minLength: 1, maxLength: 3 }) },
          {
            weight: 2,
            arbitrary: fc.array(anyOf(REAL.bankMovement, REAL.refundFile, "pas-un-id", "00000000-0000-4000-8000-000000000000"), {
              maxLength: 4,
            }),
          },
          { weight: 1, arbitrary: fc.constant("tous") },
          { weight: 1, arbitrary: fc.array(fc.constant(REAL.bankMovement), { minLength: 501, maxLength: 502 }) },
        ),
      }),
    canSucceed: true,
  },
  "GET /api/admin/refund-files/:id/download": { actor: "admin", params: { id: REAL.refundFile }, canSucceed: true },
  "DELETE /api/admin/refund-files/:id": { actor: "admin", params: { id: REAL.refundFile }, canSucceed: true },
  "GET /api/admin/bank-transfer-rules": { actor: "admin", canSucceed: true },
  "PUT /api/admin/bank-transfer-rules": {
    actor: "admin",
    body: () =>
      fc.record({
        reminderDays: fc.array(fc.oneof(fc.integer({ min: -5, max: 70 }), typedNumberText("7", "14")), { maxLength: 6 }),
        deadlineDays: fc.oneof(fc.integer({ min: -1, max: 100 }), typedNumberText("10")),
        deadlineDaysBeforeStart: fc.oneof(fc.integer({ min: -1, max: 70 }), typedNumberText("0", "5")),
      }),
    numbers: ["reminderDays", "deadlineDays", "deadlineDaysBeforeStart"],
    canSucceed: true,
  },
  "GET /api/admin/accounting": {
    actor: "admin",
    query: {
      from: anyOf("2026-01-01", "2026-02-30", "01/07/2026", ""),
      to: anyOf("2026-12-31", "2025-12-31", ""),
      activityId: anyOf(REAL.activity, "pas-un-id", ""),
    },
    canSucceed: true,
  },
  "GET /api/admin/accounting/export": {
    actor: "admin",
    query: {
      format: anyOf("csv", "xlsx"),
      from: anyOf("2026-01-01", ""),
      to: anyOf("2026-12-31", "2026-13-01"),
      activityId: anyOf(REAL.activity),
    },
    // Each export is recorded in the activity log: a success that adds a row.
    canSucceed: true,
  },
  // Organisations that pay for children (decision 0056).
  "GET /api/admin/payers": { actor: "admin", canSucceed: true },
  "POST /api/admin/payers": {
    actor: "admin",
    body: () => payerBody(),
    canSucceed: true,
  },
  "PUT /api/admin/payers/:id": {
    actor: "admin",
    params: { id: REAL.payer },
    body: () =>
      fc.oneof(
        validPayer().chain((valid) => fc.record({ archived: fc.boolean() }).map((extra) => ({ ...valid, ...extra }))),
        fc.record({ ...payerFields(), archived: fc.oneof(fc.boolean(), anyOf("oui")) }, { requiredKeys: [] }),
      ),
    canSucceed: true,
  },
  "GET /api/admin/payer-shares": {
    actor: "admin",
    query: { payerId: anyOf(REAL.payer, "pas-un-id", ""), status: anyOf("due", "paid", "cancelled", "all", "tout", "") },
    canSucceed: true,
  },
  "POST /api/admin/registrations/:id/payer-shares": {
    actor: "admin",
    params: { id: REAL.registration },
    body: () =>
      fc.oneof(
        fc.record({ payerId: anyOf(REAL.payer), mode: anyOf("amount"), amount: anyOf("0,50", "1"), dueDate: anyOf("2099-01-31") }),
        fc.record(
          {
            payerId: anyOf(REAL.payer, "pas-un-id", "00000000-0000-4000-8000-000000000000"),
            mode: anyOf("amount", "percent", "tout"),
            amount: typedNumberText("10", "0", "12,50", "99999"),
            percent: typedNumberText("50", "0", "100", "150", "33.3"),
            dueDate: anyOf("2099-01-31", "2020-01-01", "31/01/2099", ""),
          },
          { requiredKeys: [] },
        ),
      ),
    numbers: ["amount", "percent"],
    unreadNumbers: (body) => (body.mode === "amount" ? ["percent"] : body.mode === "percent" ? ["amount"] : []),
    canSucceed: true,
    examples: [
      // Seed 841492017: the percentage of a share stated in euros is never read, so it cannot be misread.
      json({ payerId: REAL.payer, mode: "amount", amount: "10", percent: "0x10", dueDate: "2099-01-31" }),
    ],
  },
  "DELETE /api/admin/payer-shares/:id": { actor: "admin", params: { id: REAL.payerShare }, canSucceed: true },
  "POST /api/admin/payer-shares/:id/send": { actor: "admin", params: { id: REAL.payerShare }, canSucceed: true },
  "GET /api/admin/payer-shares/:id/pdf": { actor: "admin", params: { id: REAL.payerShare }, canSucceed: true },
  "POST /api/admin/payer-shares/:id/received": { actor: "admin", params: { id: REAL.payerShare }, canSucceed: true },
  "GET /api/admin/refund-settings": { actor: "admin", canSucceed: true },
  "PUT /api/admin/refund-settings": {
    actor: "admin",
    body: () =>
      fc.record({
        fee: fc.oneof(fc.double({ min: -10, max: 20_000, noNaN: true }), typedNumberText("0", "5,00", "2.5")),
        noRefundDaysBefore: fc.oneof(fc.integer({ min: -1, max: 400 }), typedNumberText("", "7", "365"), fc.constant(null)),
        fileFormat: fc.constantFrom("pain.001.001.09", "pain.001.001.03", "pain.008", ""),
      }),
    numbers: ["fee", "noRefundDaysBefore"],
    canSucceed: true,
  },
  "GET /api/admin/payments/status": { actor: "admin", canSucceed: true },
  // Waiting list: joining is refused while the fuzzed plaine has room ('Des places sont disponibles'), and may
  // succeed once the other routes' registrations have filled it; the routes of one entry get no real id.
  "GET /api/waitlist": { actor: "parent", canSucceed: true },
  // 'À faire': no input but the session; the parent's own items.
  "GET /api/todo": { actor: "parent", canSucceed: true },
  // Messages to families (decision 0061): the parent's own copies; marking one read gets no real id.
  "GET /api/messages": { actor: "parent", canSucceed: true },
  "POST /api/messages/:id/read": { actor: "parent", params: { id: null }, canSucceed: false },
  "GET /api/messages/:id/attachments/:attachmentId": { actor: "parent", params: { id: null, attachmentId: null }, canSucceed: false },
  "GET /api/admin/messages": { actor: "admin", canSucceed: true },
  // The file's bytes are the body: generated bodies are never a PDF or an image; the known cases are.
  "POST /api/admin/messages/attachments": {
    actor: "admin",
    query: { name: anyOf("programme.pdf", "Plan d'accès (1).png", "../../etc/passwd", "x".repeat(300)) },
    canSucceed: true,
    examples: attachmentExamples,
  },
  "GET /api/admin/messages/attachments/:id": { actor: "admin", params: { id: null }, canSucceed: false },
  // Written to the fuzzed plaine's parents (its registrations come from the other routes' cases): may succeed.
  "POST /api/admin/messages": { actor: "admin", body: familyMessageBody, canSucceed: true },
  "POST /api/admin/messages/preview": { actor: "admin", body: familyMessageBody, canSucceed: true },
  // Urgent texts (decision 0062): they succeed only on a day the fuzzed plaine runs, with families today.
  "POST /api/admin/messages/urgent": { actor: "admin", body: urgentTextBody, canSucceed: true },
  "POST /api/admin/messages/urgent/preview": { actor: "admin", body: urgentTextBody, canSucceed: true },
  "GET /api/admin/messages/:id": { actor: "admin", params: { id: null }, canSucceed: false },
  "PUT /api/admin/messages/:id": { actor: "admin", params: { id: null }, body: familyMessageBody, canSucceed: false },
  "POST /api/admin/messages/:id/cancel": { actor: "admin", params: { id: null }, canSucceed: false },
  // Message templates: a new one may succeed (a name already taken is refused); the routes of one template get no real id.
  "GET /api/admin/message-templates": { actor: "admin", canSucceed: true },
  "POST /api/admin/message-templates": { actor: "admin", body: messageTemplateBody, canSucceed: true },
  "PUT /api/admin/message-templates/:id": { actor: "admin", params: { id: null }, body: messageTemplateBody, canSucceed: false },
  "DELETE /api/admin/message-templates/:id": { actor: "admin", params: { id: null }, canSucceed: false },
  "POST /api/admin/message-templates/:id/apply": {
    actor: "admin",
    params: { id: null },
    body: () => fc.record({ activityId: anyOf(REAL.activity, "pas-une-plaine", "") }),
    canSucceed: false,
  },
  "POST /api/waitlist": {
    actor: "parent",
    body: () =>
      fc.record({
        activityId: anyOf(REAL.activity),
        childIds: fc.array(anyOf(REAL.child, REAL.otherChild), { minLength: 1, maxLength: 3 }),
      }),
    // The other routes' registrations may have filled the plaine by the time this one runs: a join can then succeed.
    canSucceed: true,
  },
  "DELETE /api/waitlist/:id": { actor: "parent", params: { id: null }, canSucceed: false },
  "GET /api/admin/activities/:id/waitlist": { actor: "admin", params: { id: REAL.activity }, canSucceed: true },
  "POST /api/admin/waitlist/:id/move": {
    actor: "admin",
    params: { id: null },
    body: () => fc.record({ direction: anyOf("up", "down") }),
    canSucceed: false,
  },
  "DELETE /api/admin/waitlist/:id": { actor: "admin", params: { id: null }, canSucceed: false },
  "POST /api/admin/waitlist/:id/offer": { actor: "admin", params: { id: null }, canSucceed: false },
  "GET /api/admin/waitlist-settings": { actor: "admin", canSucceed: true },
  "PUT /api/admin/waitlist-settings": {
    actor: "admin",
    body: () => fc.record({ offerHours: typedNumberText("48", "24", "1", "336") }),
    numbers: ["offerHours"],
    canSucceed: true,
    examples: [
      json({ offerHours: "0x10" }),
      json({ offerHours: "1e1" }),
      json({ offerHours: "0b101" }),
      json({ offerHours: "0o7" }),
      json({ offerHours: 1e9 }),
    ],
  },
  "GET /api/admin/jobs": { actor: "admin", canSucceed: true },
  // No failed job exists: every case is refused (an unknown queue, a malformed id, a job that is not failed).
  "POST /api/admin/jobs/:queue/:id/retry": {
    actor: "admin",
    params: { queue: null, id: null },
    canSucceed: false,
    examples: [
      { params: ["image-sweep", "5f0c3c1e-2b7a-4f7e-9a55-1d2f3e4a5b6c"] },
      { params: ["mail-outbox", "%00"] },
      { params: ["MAIL", "0".repeat(300)] },
    ],
  },
  // Events about the parent's real payments, never signed right: all refused alike, nothing recorded.
  "POST /api/webhooks/stripe": {
    actor: "anonymous",
    only: "stripe",
    body: webhookEvent,
    signed: true,
    canSucceed: false,
    refusedWith: 400,
    examples: [
      signedRaw(deep(5_000)),
      signedRaw("[]"),
      signedRaw('"texte"'),
      signedRaw('{"id":1,"type":"checkout.session.completed","data":null}'),
      signedRaw("\u0000"),
      signedRaw("{}", { kind: "none" }),
      signedRaw('{"id":"evt_x","object":"event","type":"checkout.session.completed","data":{"object":{}}}', {
        kind: "stale",
        seconds: 301,
      }),
      { ...signedRaw("x"), contentType: "text/plain" },
      { ...signedRaw("{}", { kind: "other-secret" }), contentType: undefined },
    ],
  },
  "GET /api/health": { actor: "anonymous", canSucceed: true },
  "GET /sitemap.xml": { actor: "anonymous", canSucceed: true },
  "GET /robots.txt": { actor: "anonymous", canSucceed: true },
  // No image is stored in the test data folder: every path is a refusal.
  "GET /media/*": { actor: "anonymous", params: { "*": null }, canSucceed: false },
};

interface Case {
  actor: ActorPlan;
  origin: "site" | "none" | "other";
  forwardedFor: string;
  params: string[];
  query: string;
  body: BodyPlan;
  contentType: string | undefined;
  /** Which real record a token points to, when there are several. */
  pick: number;
  /** The Stripe-Signature header (webhook plans only). */
  signature: SignaturePlan;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** What a known case does not say: the route's own actor, this site's origin, no input. */
const PLAIN_CASE: Case = {
  actor: "right",
  origin: "site",
  forwardedFor: "203.0.113.7",
  params: [],
  query: "",
  body: { kind: "none" },
  contentType: undefined,
  pick: 0,
  signature: { kind: "none" },
};

function caseArbitrary(method: string, url: string, plan: RoutePlan): fc.Arbitrary<Case> {
  const paramNames = [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? "*");
  const params = fc.tuple(
    ...paramNames.map((name) => {
      const real = plan.params?.[name];
      if (real === undefined) throw new Error(`${method} ${url}: no plan for the parameter ${name}`);
      if (name === "*")
        return fc.array(fc.oneof(urlValue, fc.constantFrom("..", ".", "")), { minLength: 1, maxLength: 4 }).map((parts) => parts.join("/"));
      if (plan.numbers?.includes(name)) return fc.oneof(idSegment(real), typedNumberText("2026", "2025").map(urlEncode));
      return idSegment(real);
    }),
  );
  const body: fc.Arbitrary<BodyPlan> = UNSAFE.has(method)
    ? bodyPlan(plan.body ?? null, plan.bodyWeights)
    : fc.oneof({ weight: 9, arbitrary: fc.constant<BodyPlan>({ kind: "none" }) }, { weight: 1, arbitrary: bodyPlan(null) });
  return fc.record({
    actor: actorPlan,
    origin: originPlan,
    forwardedFor,
    params,
    query: queryString(plan.query ?? {}),
    body,
    contentType,
    pick: fc.nat(),
    signature: plan.signed ? signaturePlan : fc.constant<SignaturePlan>({ kind: "none" }),
  });
}

/** A path segment that names one thing: not empty, no dot segment or slash the URL would resolve. */
const plainSegment = (segment: string) => segment !== "" && !/^(\.|%2e)+$/i.test(segment) && !/%2f|%5c|[/\\]/i.test(segment);

/** The texts a case sends in the plan's numeric inputs that Number() reads though they are no decimal number. */
function nonDecimalInputs(url: string, plan: RoutePlan, c: Case): string[] {
  const unread =
    plan.unreadNumbers && c.body.kind === "json" && typeof c.body.value === "object" && c.body.value !== null
      ? plan.unreadNumbers(c.body.value as Record<string, unknown>)
      : [];
  const names = new Set((plan.numbers ?? []).filter((name) => !unread.includes(name)));
  if (names.size === 0) return [];
  const found: string[] = [];
  const visit = (value: unknown, numeric: boolean) => {
    if (typeof value === "string") {
      if (numeric && isNonDecimalNumber(value)) found.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, numeric);
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) visit(item, names.has(key));
    }
  };
  // Only where the route reads them: the body of a route that takes one, the query keys it knows.
  if (plan.body && c.body.kind === "json") visit(c.body.value, false);
  for (const [key, value] of new URLSearchParams(c.query)) visit(value, names.has(key) && key in (plan.query ?? {}));
  [...url.matchAll(/:(\w+)/g)].forEach(([, name], index) => {
    if (!names.has(name)) return;
    try {
      visit(decodeURIComponent(c.params[index]), true);
    } catch {
      // Not a URL-encoded text: refused as such, never read as a number.
    }
  });
  return found;
}

/**
 * Refusals that come before a number is read: the input as a whole is malformed (BAD_REQUEST, a
 * path too long), too large, or the number itself is invalid (VALIDATION).
 */
const NUMBER_REFUSALS = ["VALIDATION", "BAD_REQUEST", "PAYLOAD_TOO_LARGE"];

function errorCode(response: LightMyRequestResponse): string | undefined {
  try {
    return (JSON.parse(response.body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

interface RouteStats {
  cases: number;
  /** Time spent answering, in ms. */
  ms: number;
  statuses: Map<number, number>;
}

/**
 * The fuzz of every route on one engine, with each way of card payment; one test file per engine
 * (pglite.fuzz.test.ts, postgres.fuzz.test.ts), so that the run's two workers share it. Skipped
 * on an engine the run does not have (PostgreSQL without TEST_DATABASE_URL).
 */
export function fuzzEndpoints(engine: Engine): void {
  const seed = seedOf(engine);
  describe.skipIf(!ENGINES.includes(engine)).each(["stripe", "simulated"] as const)(
    `endpoint fuzz on ${engine}, card payment: %s`,
    (mode: CheckoutMode) => {
      let t: TestApp;
      let fake: FakeStripe | undefined;
      /** The parent's card payments the card routes need: one unpaid with its checkout open, one paid. */
      let openCard: { registrationId: string; paymentId: string } | undefined;
      let paidCard: { paymentId: string } | undefined;
      /** The tokens of the invitations to the parent still open (decision 0058): the table keeps only their hashes. */
      let invitationTokens: string[] = [];
      let cardPlaine: { id: string };
      let parent: TestParent;
      let otherParent: TestParent;
      let admin: TestParent;
      /** The team of the parent's plaine (decision 0063): an animateur planned with the children's group on its days, a coordinateur. */
      let animateur: TestParent;
      let coordinateur: TestParent;
      let teamDays: string[] = [];
      let staffInvitationTokens: string[] = [];
      let verified: { email: string };
      const unverifiedEmail = "pas-encore-confirme@example.org";
      const pools: Record<string, string[]> = {};
      /** What administrators' cases may change or delete, topped up before every route. */
      const spares = { activities: [] as string[], news: [] as string[] };
      let baseline: Record<string, number> = {};
      const stats = new Map<string, RouteStats>();
      let freshEmails = 0;
      let echoed: string[] = [];
      let startedAt = Date.now();

      beforeAll(async () => {
        startedAt = Date.now();
        fake = mode === "stripe" ? await startFakeStripe() : undefined;
        t = await createTestApp(engine, {
          TRUST_PROXY: "true",
          AUTH_RATE_LIMIT_MULTIPLIER: "1000000",
          ...(fake ? fake.env : { DEMO_DATA: "true" }),
        });
        parent = await insertParent(t, { firstName: "Camille", lastName: "Dupont" });
        otherParent = await insertParent(t, { firstName: "Sam", lastName: "Peeters" });
        admin = await insertParent(t, { firstName: "Alex", lastName: "Martin" });
        await t.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, admin.id));
        verified = await createParent(t, "parent-confirme@example.org");
        expect((await signUp(t, unverifiedEmail)).statusCode).toBe(200);
        for (const overrides of [
          {},
          { capacity: 2, remainingSpots: 0 },
          { remainingSpots: 1 },
          { startDate: addDaysIso(brusselsToday(), -20), endDate: addDaysIso(brusselsToday(), -16) },
        ]) {
          await insertActivity(t.db, overrides);
        }
        await insertArticle(t.db);
        await insertArticle(t.db, { featured: true });
        // Room for the card payments the card routes use up (paid, refunded, cancelled).
        cardPlaine = await insertActivity(t.db, { title: "Plaine payée par carte", capacity: 100_000, remainingSpots: 100_000 });
        await insertChildren(t.db, otherParent.id, [{ firstName: "Autre" }]);
        await replenish();
        const own = await t.db.select({ id: children.id }).from(children).where(eq(children.parentId, parent.id));
        // Two registrations of the parent, through the real endpoint.
        const [activity] = await t.db.select().from(activities).where(eq(activities.remainingSpots, 30)).limit(1);
        const kids = own.slice(0, 2).map(({ id }) => id);
        for (const childId of kids) {
          const response = await t.app.inject({
            method: "POST",
            url: "/api/registrations",
            headers: jsonHeaders(t, parent.cookie),
            payload: { activityId: activity.id, childIds: [childId], paymentMethod: "bank_transfer", acceptTerms: true },
          });
          expect(response.statusCode, response.body).toBe(201);
        }
        animateur = await insertParent(t, { firstName: "Yanis", lastName: "Lambert" });
        coordinateur = await insertParent(t, { firstName: "Inès", lastName: "Moreau" });
        teamDays = weekdaysBetween(activity.startDate, activity.endDate);
        await insertStaffRole(t.db, { email: animateur.email, role: "animateur", activityIds: [activity.id], profileId: animateur.id });
        await insertStaffRole(t.db, {
          email: coordinateur.email,
          role: "coordinateur",
          activityIds: [activity.id],
          profileId: coordinateur.id,
        });
        await planStaff(t.db, { activityId: activity.id, profileId: animateur.id, groupName: "Moyens", dates: teamDays });
        // The animateur's qualifications with their proofs (decision 0065): to open, and to delete.
        for (let index = 0; index < 3; index += 1) await insertQualification(t.db, t.app.context.documents, { profileId: animateur.id });
        // A reset link, so that a valid reset can be generated.
        await t.app.inject({
          method: "POST",
          url: "/api/auth/request-password-reset",
          headers: jsonHeaders(t),
          payload: { email: verified.email, redirectTo: "/reset-password" },
        });
        const tables = await rows<{ name: string }>(
          sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
        );
        // One query counting every table, kept as a function of the throw-away database: PostgreSQL
        // plans a PL/pgSQL function's query once per connection, where the bare query (thirty-odd
        // tables) was planned again on every case, two thirds of its cost.
        const everyTable = tables.map(({ name }) => `select '${name}'::text, count(*)::int from "${name}"`).join(" union all ");
        await t.db.execute(
          sql.raw(
            `create function fuzz_row_counts() returns table (name text, n int) language plpgsql as $$ begin return query ${everyTable}; end $$`,
          ),
        );
        await refresh();
        console.log(`endpoint fuzz on ${engine}: set up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
      });

      afterAll(async () => {
        const lines = [...stats].map(([route, s]) => {
          const statuses = [...s.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
          return `${route.padEnd(45)} ${String(s.cases).padStart(5)} ${(s.ms / s.cases).toFixed(1).padStart(6)}  ${statuses.join(" ")}`;
        });
        console.log(
          [
            `endpoint fuzz on ${engine} (FUZZ_SEED=${seed}): ${[...stats.values()].reduce((sum, s) => sum + s.cases, 0)} cases in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
            `${"route".padEnd(45)} ${"cases".padStart(5)} ${"ms".padStart(6)}  statuses (status×cases)`,
            ...lines,
          ].join("\n"),
        );
        await t?.close();
        await fake?.close();
      });

      async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
        const result: unknown = await t.db.execute(query);
        return (result as { rows: T[] }).rows;
      }

      /** The database's snapshot ("xmin:xmax:in-progress ids"): the same text means no transaction has written since. */
      async function snapshot(): Promise<string> {
        const [row] = await rows<{ snapshot: string }>(sql`select pg_current_snapshot()::text as snapshot`);
        return row.snapshot;
      }

      let counted: { snapshot: string; counts: Record<string, number> } | undefined;

      /**
       * Every table's row count. Counting every table is most of a refused case's time, so the last
       * counts are reused while the snapshot is the same: a row written needs a transaction id, which
       * moves the snapshot's next id, and a writer already running leaves its list when it commits.
       */
      async function counts(): Promise<Record<string, number>> {
        const before = await snapshot();
        if (counted?.snapshot === before) return counted.counts;
        const fresh = Object.fromEntries(
          (await rows<{ name: string; n: number }>(sql`select name, n from fuzz_row_counts()`)).map(({ name, n }) => [name, Number(n)]),
        );
        counted = { snapshot: before, counts: fresh };
        return fresh;
      }

      /** The parent always has children to register, change and delete, and card payments to pay, look at and refund. */
      async function replenish() {
        const own = await t.db.select({ id: children.id }).from(children).where(eq(children.parentId, parent.id));
        if (own.length < 4) {
          await insertChildren(t.db, parent.id, [
            { firstName: "Léa" },
            { firstName: "Noah" },
            { firstName: "Inès" },
            { firstName: "Lucas" },
          ]);
        }
        if (!(await stillOpen(openCard))) openCard = await registerByCard();
        const liveSpares = await t.db
          .select({ id: activities.id })
          .from(activities)
          .where(and(inArray(activities.id, spares.activities), isNull(activities.deletedAt)));
        if (liveSpares.length < 2) spares.activities.push((await insertActivity(t.db, { title: "Plaine à modifier" })).id);
        const spareArticles = await t.db.select({ id: news.id }).from(news).where(inArray(news.id, spares.news));
        if (spareArticles.length < 2) spares.news.push((await insertArticle(t.db, { title: "Article à modifier" })).id);
        // Tariff categories for the plaine form and the Tarifs page's cases (deleted or archived by them).
        const offeredTariffs = await t.db
          .select({ id: tariffCategories.id })
          .from(tariffCategories)
          .where(isNull(tariffCategories.archivedAt));
        for (let missing = 2 - offeredTariffs.length; missing > 0; missing -= 1) await insertTariffCategory(t.db);
        // Credits of bank statements for the administrators to assign, set aside, and mark as refunded.
        const waiting = await t.db.select({ id: bankMovements.id }).from(bankMovements).where(eq(bankMovements.outcome, "unmatched"));
        if (waiting.length < 2) await insertBankMovement(t.db);
        const refunds = await t.db.select({ id: bankMovements.id }).from(bankMovements).where(isNull(bankMovements.refundSettledAt));
        if (refunds.length < 3) await insertBankMovement(t.db, { outcome: "overpaid", refundCents: 500 });
        const imports = await t.db.select({ id: bankStatementImports.id }).from(bankStatementImports).limit(1);
        if (imports.length === 0) await insertBankStatementImport(t.db);
        // Refunds a SEPA file may hold (a valid IBAN, in no file yet), and a file made earlier to download.
        const fileable = await t.db
          .select({ id: bankMovements.id })
          .from(bankMovements)
          .where(
            and(
              isNull(bankMovements.refundSettledAt),
              eq(bankMovements.counterpartyAccount, REFUND_PAYER_IBAN),
              sql`not exists (select 1 from refunds r where r.bank_movement_id = ${bankMovements.id})`,
            ),
          );
        if (fileable.length < 2) await insertRefundDue(t.db);
        const madeFiles = await t.db.select({ id: refundFiles.id }).from(refundFiles).limit(1);
        if (madeFiles.length === 0) await insertRefundFile(t.db);
        const [paid] = paidCard ? await t.db.select().from(payments).where(eq(payments.id, paidCard.paymentId)) : [];
        if (paid?.status !== "paid" || paid.refundRequestedAt) paidCard = await payByCard(await registerByCard());
        // An invoice of the parent's paid card payment (decision 0057).
        if (paidCard) {
          const [invoiced] = await t.db
            .select({ id: invoices.id })
            .from(invoices)
            .where(eq(invoices.paymentId, paidCard.paymentId))
            .limit(1);
          if (!invoiced) await insertInvoice(t.db, paidCard.paymentId);
        }
        // Organisations and a share due on a registration that stands (the cases withdraw shares and archive organisations).
        const payersInUse = await t.db
          .select({ id: thirdPartyPayers.id })
          .from(thirdPartyPayers)
          .where(isNull(thirdPartyPayers.archivedAt));
        if (payersInUse.length < 2) await insertPayer(t.db);
        const issuers = await t.db
          .select({ id: thirdPartyPayers.id })
          .from(thirdPartyPayers)
          .where(and(eq(thirdPartyPayers.kind, "voucher"), isNull(thirdPartyPayers.archivedAt)));
        if (issuers.length === 0) await insertPayer(t.db, { kind: "voucher" });
        // A file the parent shares with the other parent, and an invitation to the parent still open (decision 0058).
        const [linked] = await t.db.select({ id: children.id }).from(children).where(eq(children.secondParentId, otherParent.id)).limit(1);
        if (!linked) {
          const [first] = await t.db.select({ id: children.id }).from(children).where(eq(children.parentId, parent.id)).limit(1);
          if (first) await t.db.update(children).set({ secondParentId: otherParent.id }).where(eq(children.id, first.id));
        }
        const [open] = await t.db
          .select({ id: childInvitations.id })
          .from(childInvitations)
          .where(
            and(
              eq(childInvitations.email, parent.email.toLowerCase()),
              isNull(childInvitations.acceptedAt),
              isNull(childInvitations.cancelledAt),
            ),
          )
          .limit(1);
        const [teamOpen] = await t.db
          .select({ id: staffRoles.id })
          .from(staffRoles)
          .where(and(eq(staffRoles.email, parent.email.toLowerCase()), isNull(staffRoles.acceptedAt), isNull(staffRoles.revokedAt)))
          .limit(1);
        if (!teamOpen) {
          const [plaine] = await t.db.select({ id: activities.id }).from(activities).limit(1);
          staffInvitationTokens = [
            (await insertStaffRole(t.db, { email: parent.email, role: "animateur", activityIds: [plaine.id] })).token,
          ];
        }
        if (!open) {
          const [theirs] = await insertChildren(t.db, otherParent.id, [{ firstName: "Maé" }]);
          invitationTokens = [await insertChildInvitation(t.db, { childId: theirs.id, invitedBy: otherParent.id, email: parent.email })];
        }
        const [part] = await t.db.select({ id: payerShares.id }).from(payerShares).where(eq(payerShares.parentId, parent.id)).limit(1);
        if (!part) {
          const [standing] = await t.db
            .select({ id: registrations.id })
            .from(registrations)
            .where(and(eq(registrations.parentId, parent.id), sql`${registrations.status} <> 'cancelled'`))
            .limit(1);
          if (standing) await insertPayerShare(t.db, { parentId: parent.id, registrationId: standing.id, amountCents: 100 });
        }
        const dueShares = await t.db
          .select({ id: payerShares.id })
          .from(payerShares)
          .innerJoin(registrations, eq(registrations.id, payerShares.registrationId))
          .where(and(eq(payerShares.status, "due"), eq(payerShares.receivedCents, 0), sql`${registrations.status} <> 'cancelled'`));
        if (dueShares.length < 2) {
          const [standing] = await t.db
            .select({ id: registrations.id })
            .from(registrations)
            .where(and(eq(registrations.parentId, parent.id), sql`${registrations.status} <> 'cancelled'`))
            .limit(1);
          if (standing)
            await insertPayerShare(t.db, { payerId: (await insertPayer(t.db)).id, registrationId: standing.id, amountCents: 100 });
        }
      }

      /** A card payment waiting to be paid: its places held, its checkout session open for a while yet. */
      async function stillOpen(card: typeof openCard): Promise<boolean> {
        if (!card) return false;
        const [payment] = await t.db.select().from(payments).where(eq(payments.id, card.paymentId));
        const sessions = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.paymentId, card.paymentId));
        const soon = Date.now() + 10 * 60_000;
        return (
          payment.status === "pending" &&
          !payment.releasedAt &&
          payment.amountCents > 0 &&
          sessions.some(
            (session) => session.status === "open" && session.amountCents === payment.amountCents && session.expiresAt.getTime() > soon,
          )
        );
      }

      /** A fresh child of the parent registered by card, as the form does it. */
      async function registerByCard(): Promise<{ registrationId: string; paymentId: string }> {
        const [child] = await insertChildren(t.db, parent.id, [{ firstName: "Carla" }]);
        const response = await t.app.inject({
          method: "POST",
          url: "/api/registrations",
          headers: jsonHeaders(t, parent.cookie),
          payload: { activityId: cardPlaine.id, childIds: [child.id], paymentMethod: "stripe", acceptTerms: true },
        });
        expect(response.statusCode, response.body).toBe(201);
        const result = response.json<{ registrationId: string; paymentId: string; paymentError?: string }>();
        expect(result.paymentError).toBeUndefined();
        return { registrationId: result.registrationId, paymentId: result.paymentId };
      }

      /** Paid as a parent pays: Stripe's page then the success page, or the simulated page's success button. */
      async function payByCard(card: { registrationId: string; paymentId: string }): Promise<{ paymentId: string }> {
        const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.paymentId, card.paymentId));
        if (fake) fake.complete(session.id);
        const response = fake
          ? await t.app.inject({
              method: "GET",
              url: `/api/registrations/${card.registrationId}/checkout?session_id=${session.id}`,
              headers: { cookie: parent.cookie },
            })
          : await t.app.inject({
              method: "POST",
              url: `/api/checkout/simulated/${session.id}`,
              headers: jsonHeaders(t, parent.cookie),
              payload: { outcome: "success" },
            });
        expect(response.statusCode, response.body).toBe(200);
        const [payment] = await t.db.select({ status: payments.status }).from(payments).where(eq(payments.id, card.paymentId));
        expect(payment.status).toBe("paid");
        return { paymentId: card.paymentId };
      }

      /** The Stripe-Signature header of a case, for the body it is sent with. */
      function signatureFor(plan: SignaturePlan, payload: string): string | undefined {
        if (plan.kind === "none") return undefined;
        if (plan.kind === "text") return plan.text;
        const now = Math.floor(Date.now() / 1000);
        if (plan.kind === "zeros") return `t=${now},v1=${"0".repeat(64)}`;
        if (!fake) throw new Error("a signed case needs the fake Stripe");
        if (plan.kind === "other-secret") return fake.sign(payload, { secret: "whsec_quelqu_un_d_autre" });
        if (plan.kind === "stale") return fake.sign(payload, { timestamp: now - plan.seconds });
        if (plan.kind === "other-body") return fake.sign(`${payload} `);
        return fake.sign(payload);
      }

      /** The ids the tokens may stand for, and the row counts a refusal must leave as they are. */
      async function refresh() {
        await replenish();
        const ids = (list: { id: string }[]) => list.map(({ id }) => id);
        pools.activity = ids(await t.db.select({ id: activities.id }).from(activities));
        pools.news = ids(await t.db.select({ id: news.id }).from(news));
        pools.spareActivity = ids(
          await t.db.select({ id: activities.id }).from(activities).where(inArray(activities.id, spares.activities)),
        );
        pools.spareNews = ids(await t.db.select({ id: news.id }).from(news).where(inArray(news.id, spares.news)));
        pools.tariffCategory = ids(await t.db.select({ id: tariffCategories.id }).from(tariffCategories));
        pools.child = ids(await t.db.select({ id: children.id }).from(children).where(eq(children.parentId, parent.id)));
        pools.otherChild = ids(await t.db.select({ id: children.id }).from(children).where(eq(children.parentId, otherParent.id)));
        pools.registration = ids(
          await t.db.select({ id: registrations.id }).from(registrations).where(eq(registrations.parentId, parent.id)),
        );
        pools.payment = ids(await t.db.select({ id: payments.id }).from(payments).where(eq(payments.parentId, parent.id)));
        pools.receipt = ids(
          await t.db
            .select({ id: paymentReceipts.id })
            .from(paymentReceipts)
            .innerJoin(payments, eq(payments.id, paymentReceipts.paymentId))
            .where(eq(payments.parentId, parent.id)),
        );
        pools.invoice = ids(
          await t.db
            .select({ id: invoices.id })
            .from(invoices)
            .innerJoin(payments, eq(payments.id, invoices.paymentId))
            .where(eq(payments.parentId, parent.id)),
        );
        pools.bankMovement = ids(await t.db.select({ id: bankMovements.id }).from(bankMovements));
        pools.payer = ids(await t.db.select({ id: thirdPartyPayers.id }).from(thirdPartyPayers));
        pools.payerShare = ids(await t.db.select({ id: payerShares.id }).from(payerShares));
        pools.parentShare = ids(await t.db.select({ id: payerShares.id }).from(payerShares).where(eq(payerShares.parentId, parent.id)));
        pools.invitationToken = invitationTokens;
        // Never the team's own roles: revoked, every later case of the team's routes would be refused before its input is read.
        pools.staffRole = ids(
          await t.db
            .select({ id: staffRoles.id })
            .from(staffRoles)
            .where(or(isNull(staffRoles.profileId), notInArray(staffRoles.profileId, [animateur.id, coordinateur.id]))),
        );
        pools.staffInvitationToken = staffInvitationTokens;
        pools.staffProfile = [animateur.id, coordinateur.id];
        pools.staffDay = teamDays;
        pools.qualification = ids(
          await t.db
            .select({ id: staffQualifications.id })
            .from(staffQualifications)
            .where(eq(staffQualifications.profileId, animateur.id)),
        );
        pools.bankStatementImport = ids(await t.db.select({ id: bankStatementImports.id }).from(bankStatementImports));
        pools.refundFile = ids(await t.db.select({ id: refundFiles.id }).from(refundFiles));
        pools.checkoutSession = ids(
          await t.db
            .select({ id: checkoutSessions.id })
            .from(checkoutSessions)
            .innerJoin(payments, eq(payments.id, checkoutSessions.paymentId))
            .where(eq(payments.parentId, parent.id)),
        );
        pools.resetToken = [await tokenFromMail("password-reset")];
        pools.verifyToken = [await tokenFromMail("email-verification")];
        // Messages may quote what earlier cases stored (a child's name in "X est déjà inscrit(e)").
        const names = await t.db.select({ first: children.firstName, last: children.lastName }).from(children);
        const titles = await t.db.select({ title: activities.title }).from(activities);
        echoed = [...SPEC_MESSAGES, ...names.flatMap(({ first, last }) => [first, last]), ...titles.map(({ title }) => title)].sort(
          (a, b) => b.length - a.length,
        );
        baseline = await counts();
      }

      async function tokenFromMail(kind: string): Promise<string> {
        const [mail] = await t.db
          .select({ text: emailOutbox.text })
          .from(emailOutbox)
          .where(like(emailOutbox.kind, kind))
          .orderBy(desc(emailOutbox.createdAt))
          .limit(1);
        return mail?.text.match(/token=([^&\s]+)/)?.[1] ?? "aucun-jeton";
      }

      function realValue(token: string, pick: number): string {
        switch (token) {
          case REAL.verifiedEmail:
            return verified.email;
          case REAL.unverifiedEmail:
            return unverifiedEmail;
          case REAL.password:
            return PASSWORD;
          case REAL.freshEmail:
            freshEmails += 1;
            return `nouveau-${seed}-${freshEmails}@example.org`;
          case REAL.resetToken:
            return decodeURIComponent(pools.resetToken[0]);
          case REAL.verifyToken:
            return decodeURIComponent(pools.verifyToken[0]);
          default: {
            const kind = Object.entries(REAL).find(([, value]) => value === token)![0];
            const pool = pools[kind];
            return pool.length > 0 ? pool[pick % pool.length] : "00000000-0000-4000-8000-000000000000";
          }
        }
      }

      /** Replaces every token in a text by a real value (URL-encoded ones in a URL too). */
      function resolveText(text: string, pick: number, inUrl: boolean): string {
        let out = text;
        let n = 0;
        for (const token of Object.values(REAL)) {
          out = out.replaceAll(token, () => (inUrl ? urlEncode : String)(realValue(token, pick + n++)));
          if (inUrl) out = out.replaceAll(urlEncode(token), () => urlEncode(realValue(token, pick + n++)));
        }
        return out;
      }

      function resolveValue(value: unknown, pick: number): unknown {
        if (typeof value === "string") return resolveText(value, pick, false);
        if (Array.isArray(value)) return value.map((item, index) => resolveValue(item, pick + index));
        if (value && typeof value === "object")
          return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveValue(v, pick)]));
        return value;
      }

      async function cookieFor(plan: RoutePlan, actor: ActorPlan): Promise<string | undefined> {
        if (actor === "anonymous") return undefined;
        // Signing out with someone's session would end it: the sign-out route only ever ends its own.
        if (actor === "bad-cookie" || (actor === "other" && plan.actor === "disposable"))
          return "better-auth.session_token=faux.jeton; autre=%ZZ";
        const own = {
          anonymous: undefined,
          parent: parent.cookie,
          admin: admin.cookie,
          disposable: undefined,
          animateur: animateur.cookie,
          coordinateur: coordinateur.cookie,
        }[plan.actor];
        if (actor === "other") return plan.actor === "admin" ? parent.cookie : plan.actor === "parent" ? otherParent.cookie : parent.cookie;
        if (plan.actor === "disposable") {
          // A session of its own to end; the rows it took are part of the baseline.
          const disposable = await insertParent(t);
          baseline = await counts();
          return disposable.cookie;
        }
        return own;
      }

      async function buildRequest(method: string, url: string, plan: RoutePlan, c: Case): Promise<InjectOptions & { url: string }> {
        let index = 0;
        let path = url.replace(/:\w+|\*/g, () => c.params[index++]);
        path = resolveText(path, c.pick, true);
        const query = resolveText(c.query, c.pick, true);
        const headers: Record<string, string> = { "x-forwarded-for": c.forwardedFor };
        const cookie = await cookieFor(plan, c.actor);
        if (cookie) headers.cookie = cookie;
        if (UNSAFE.has(method) && c.origin !== "none") headers.origin = c.origin === "site" ? t.config.publicUrl : "https://evil.example";
        let payload: string | Buffer | undefined;
        if (c.body.kind === "bytes") payload = c.body.data;
        if (c.body.kind === "json") payload = JSON.stringify(resolveValue(c.body.value, c.pick)) ?? "null";
        if (c.body.kind === "raw") payload = c.body.text;
        if (c.body.kind === "form") {
          const resolved = resolveValue(c.body.value, c.pick) as Record<string, unknown>;
          payload = new URLSearchParams(Object.entries(resolved).map(([k, v]) => [k, String(v)])).toString();
        }
        if (payload !== undefined && c.contentType !== undefined) headers["content-type"] = c.contentType;
        const signature = signatureFor(c.signature, typeof payload === "string" ? payload : "");
        if (signature !== undefined) headers["stripe-signature"] = signature;
        return {
          method: method as InjectOptions["method"],
          url: query ? `${path}?${query}` : path,
          headers,
          ...(payload !== undefined ? { payload } : {}),
        };
      }

      function checkRefusal(response: LightMyRequestResponse, context: string) {
        expect(response.headers["content-type"], context).toMatch(/^application\/json/);
        const body: unknown = JSON.parse(response.body);
        expect(isApiErrorBody(body), context).toBe(true);
        const { error } = body as { error: { code: string; message: string; fields?: Record<string, string>; reasons?: string[] } };
        expect(ERROR_CODES as readonly string[], context).toContain(error.code);
        // The code says what the status says (a path too long to route is a 414 that is a bad request).
        expect(STATUSES_OF_CODE[error.code], `${context}: code ${error.code}`).toContain(response.statusCode);
        for (const message of [error.message, ...Object.values(error.fields ?? {}), ...(error.reasons ?? [])]) {
          expect(typeof message === "string" && message.trim().length > 0, `${context}: empty message`).toBe(true);
          const own = echoed.reduce((text, quoted) => (quoted ? text.replaceAll(quoted, "") : text), message);
          expect(own, `${context}: English message`).not.toMatch(ENGLISH);
        }
      }

      it("has a plan for every route of the app, and none for a route that is gone", () => {
        const routes = t.app.routeList.map(({ method, url }) => `${method} ${url}`);
        expect(routes.filter((route) => !PLANS[route])).toEqual([]);
        const here = Object.keys(PLANS).filter((route) => !PLANS[route].only || PLANS[route].only === mode);
        expect(here.filter((route) => !routes.includes(route))).toEqual([]);
        // A plan said to be of the other configuration alone must not be a route here.
        expect(Object.keys(PLANS).filter((route) => PLANS[route].only && PLANS[route].only !== mode && routes.includes(route))).toEqual([]);
      });

      // The routes both configurations have are fuzzed once, with the Stripe key.
      const routes = Object.keys(PLANS).filter(
        (route) =>
          (mode === "stripe" ? PLANS[route].only !== "simulated" : PLANS[route].only === "simulated") &&
          (!ONLY_ROUTE || ONLY_ROUTE.split(";").some((only) => route === only || (!PLANS[only] && route.includes(only)))),
      );
      it.each(routes)(
        "%s",
        async (route) => {
          const plan = PLANS[route];
          const [method, url] = route.split(" ");
          const s: RouteStats = { cases: 0, ms: 0, statuses: new Map() };
          stats.set(route, s);
          await refresh();
          // The suite's own actors must still be signed in, or later routes would test nothing but 401s.
          for (const [who, actor] of [
            ["parent", parent],
            ["admin", admin],
            ["animateur", animateur],
            ["coordinateur", coordinateur],
          ] as const) {
            const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: actor.cookie } });
            expect(me.json<{ user: { id: string } | null }>().user?.id, `${who} signed out before ${route}`).toBe(actor.id);
          }
          const property = fc.asyncProperty(caseArbitrary(method, url, plan), async (c) => {
            const request = await buildRequest(method, url, plan, c);
            const sentAt = performance.now();
            const response = await t.app.inject(request);
            s.ms += performance.now() - sentAt;
            s.cases += 1;
            s.statuses.set(response.statusCode, (s.statuses.get(response.statusCode) ?? 0) + 1);
            const context = `${request.method} ${request.url.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
            expect(response.statusCode, context).toBeLessThan(500);
            if (plan.refusedWith) {
              const tooLarge = typeof request.payload === "string" && Buffer.byteLength(request.payload) > BODY_LIMIT;
              const type = request.headers?.["content-type"];
              const unreadableType = typeof type === "string" && !MEDIA_TYPE.test(type);
              expect(response.statusCode, context).toBe(unreadableType ? 415 : tooLarge ? 413 : plan.refusedWith);
            }
            const notDecimal = nonDecimalInputs(url, plan, c);
            if (notDecimal.length > 0) {
              // Never read as another number ("0x10" as 16): refused, and as invalid input when nothing else is wrong with the case.
              expect(response.statusCode, `${context}: ${JSON.stringify(notDecimal)} read as a number`).toBeGreaterThanOrEqual(400);
              const plainCase =
                c.actor === "right" &&
                (!UNSAFE.has(method) || c.origin === "site") &&
                (c.body.kind === "none" || c.contentType === "application/json") &&
                c.params.every(plainSegment);
              if (plainCase)
                expect(NUMBER_REFUSALS, `${context}: ${JSON.stringify(notDecimal)} read as a number`).toContain(errorCode(response));
            }
            if (response.statusCode >= 400) checkRefusal(response, context);
            if (response.statusCode >= 300 && response.statusCode < 400) {
              // Never sends anyone to another site.
              const location = String(response.headers.location ?? "");
              expect(
                (location.startsWith("/") && !location.startsWith("//")) || location.startsWith(`${t.config.publicUrl}/`),
                `${context}: redirect to ${location}`,
              ).toBe(true);
            }
            if (response.statusCode < 300 && String(response.headers["content-type"]).startsWith("application/json")) {
              // A success that says something says it in French.
              const { message } = JSON.parse(response.body) as { message?: unknown };
              if (typeof message === "string") expect(message, `${context}: English message`).not.toMatch(ENGLISH);
            }
            if (response.statusCode < 300) {
              expect(plan.canSucceed, `${context}: success where no valid input exists`).toBe(true);
              if (method !== "GET") await refresh();
              // A read may record itself: a child's sheet or a medical export writes the medical access log.
              else baseline = await counts();
              return;
            }
            const now = await counts();
            // Account attempts are counted before they are judged (that is the point of a rate limit).
            const allowed = new Set(["rate_limit", ...(plan.refusalMayChange?.when(response) ? plan.refusalMayChange.tables : [])]);
            const changed = Object.keys(now).filter((table) => !allowed.has(table) && now[table] !== baseline[table]);
            // Set before the check, so that fast-check's shrinking compares each case with its own before.
            baseline = now;
            expect(changed, `${context}: a refusal changed rows`).toEqual([]);
          });
          // A known case without parameters points to a real record.
          const params = Object.values(plan.params ?? {}).map((real) => real ?? "x");
          const examples = (plan.examples ?? []).map((example): [Case] => [{ ...PLAIN_CASE, params, ...example }]);
          await fc.assert(property, {
            seed,
            numRuns: RUNS,
            examples,
            ...(REPLAY_PATH ? { path: REPLAY_PATH, endOnFailure: true } : {}),
          });
        },
        // Generous for a loaded machine; a route takes a few seconds.
        120_000,
      );
    },
  );
}

/**
 * The database, in one file. Rules that must hold whatever the code does are constraints here
 * (capacity, remaining places, ages, one live registration per child and plaine); money is
 * integer cents; plaine dates are calendar dates (Europe/Brussels).
 */
import { type SQL, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  jsonb,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { PAYMENT_METHODS, PAYMENT_STATUSES, REGISTRATION_STATUSES } from "../../domain/registration.ts";
import { CERTIFICATION_CODES } from "../../domain/organiser.ts";
import { BANK_MOVEMENT_OUTCOMES } from "../../domain/bank-transfers.ts";
import { MEDICAL_ACCESS_KINDS } from "../../domain/contracts/admin-children.ts";
import { BANK_STATEMENT_FORMATS, type BankImportReport } from "../../domain/contracts/admin-bank.ts";
import { AUDIT_ACTIONS, AUDIT_AREAS } from "../../domain/contracts/admin-history.ts";
import { ATTENDANCE_STATUSES, CHECK_IN_ACTIONS } from "../../domain/plaine/attendance.ts";
import { STAFFING_NORMS_IDS, type StaffingNormsId } from "../../domain/plaine/staffing-norms.ts";
import { WAITLIST_STATUSES } from "../../domain/waitlist.ts";
import { TARIFF_CHARGES, TARIFF_CLAIM_STATUSES } from "../../domain/tariffs.ts";
import { REFUND_FILE_FORMATS } from "../../domain/refunds.ts";
import { PAYER_KINDS, PAYER_SHARE_STATUSES } from "../../domain/payers.ts";
import { DEFAULT_VAT_MENTION, INVOICE_KINDS, type InvoiceSnapshot } from "../../domain/invoices.ts";
import {
  DEFAULT_FAMILY_MESSAGE_MONTHS,
  FAMILY_MESSAGE_STATES,
  MESSAGE_ATTACHMENT_TYPES,
  type MessageFilter,
} from "../../domain/family-messages.ts";
import { MESSAGE_CHANNELS, SMS_STATES } from "../../domain/urgent-texts.ts";
import { STAFF_ROLES } from "../../domain/contracts/staff.ts";
import { QUALIFICATION_KINDS } from "../../domain/staff/qualifications.ts";
import { DEFAULT_MESSAGES_PER_MINUTE, MESSAGES_PER_MINUTE_MAX } from "../../domain/association.ts";

/**
 * `column in ('a', 'b')` from the list a column's type is declared with: the statuses are listed
 * once (in the domain, or beside their table) and the database refuses any other value.
 */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "))})`;
}

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * The plaine or the child a row belongs to: deleting them deletes the row, unless the row is a
 * payment or a registration, which refuse the deletion ("restrict").
 */
type OnDelete = "cascade" | "restrict";
const activityRef = (onDelete: OnDelete = "cascade") =>
  uuid("activity_id")
    .notNull()
    .references(() => activities.id, { onDelete });
const childRef = (onDelete: OnDelete = "cascade") =>
  uuid("child_id")
    .notNull()
    .references(() => children.id, { onDelete });

// ---------------------------------------------------------------------------------------------
// Accounts: the four tables of better-auth (user, session, account, verification), its
// database-backed rate limit, and our profile with the role.
// ---------------------------------------------------------------------------------------------

export const users = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** Counters of the sign-in, sign-up and reset limits: in the database, so they hold across processes. */
export const rateLimits = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export const ROLES = ["parent", "admin"] as const;

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ROLES }).notNull().default("parent"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    addressStreet: text("address_street"),
    addressPostalCode: text("address_postal_code"),
    addressCity: text("address_city"),
    addressCountry: text("address_country"),
    /** The national register number, sealed (crypto/field-encryption.ts, bound to the row): for the tax certificate. */
    nationalNumber: text("national_number"),
    updatedAt: updatedAt(),
  },
  (t) => [check("profiles_role_check", oneOf(t.role, ROLES))],
);

// ---------------------------------------------------------------------------------------------
// Plaines and news
// ---------------------------------------------------------------------------------------------

/** Ages are 2.5 to 14 in half-year steps: numeric(3,1) keeps 2.5 exact. */
const age = (name: string) => numeric(name, { precision: 3, scale: 1, mode: "number" }).notNull();

export const activities = pgTable(
  "activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    excerpt: text("excerpt"),
    description: text("description").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    locationName: text("location_name").notNull(),
    locationAddress: text("location_address").notNull(),
    locationPostalCode: text("location_postal_code").notNull(),
    locationCity: text("location_city").notNull(),
    locationLat: doublePrecision("location_lat"),
    locationLng: doublePrecision("location_lng"),
    ageMin: age("age_min"),
    ageMax: age("age_max"),
    priceStandardCents: integer("price_standard_cents").notNull(),
    capacity: integer("capacity").notNull(),
    remainingSpots: integer("remaining_spots").notNull(),
    imageUrl: text("image_url"),
    videoUrl: text("video_url"),
    alertePlacesLimitees: boolean("alerte_places_limitees").notNull().default(false),
    /**
     * The part of the price per child that is not childcare (meals, membership, material): left
     * out of the tax certificate 281.86 (decision 0034).
     */
    nonChildcareCents: integer("non_childcare_cents").notNull().default(0),
    /**
     * A draft is seen by administrators only: no public page, list, search, sitemap or public
     * answer shows it, and nobody registers for it. Plaines are published unless saved as drafts.
     */
    draft: boolean("draft").notNull().default(false),
    /** When registrations open (set in Brussels time); null: open once published. Nothing is taken before it. */
    registrationsOpenAt: timestamp("registrations_open_at", { withTimezone: true }),
    /**
     * Practical information a family needs before the first day, each in the organiser's words
     * (null: not given): the day's hours, the before/after care, meals, what to bring, how to come.
     */
    practicalHours: text("practical_hours"),
    practicalDaycare: text("practical_daycare"),
    practicalMeals: text("practical_meals"),
    practicalBring: text("practical_bring"),
    practicalAccess: text("practical_access"),
    /**
     * When the ONE's agreement request for this plaine was sent, as an administrator recorded it
     * (decision 0060); null: not recorded. Not copied when the plaine is duplicated.
     */
    oneAgreementRequestedOn: date("one_agreement_requested_on", { mode: "string" }),
    /**
     * Set when an administrator deletes a plaine that only has cancelled registrations: the row
     * stays so the parents' history keeps its title and dates, but it leaves every list and page.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("activities_start_date_idx").on(t.startDate),
    index("activities_end_date_idx").on(t.endDate),
    check("activities_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("activities_capacity_check", sql`${t.capacity} >= 1`),
    check("activities_remaining_spots_check", sql`${t.remainingSpots} >= 0 and ${t.remainingSpots} <= ${t.capacity}`),
    check(
      "activities_age_check",
      sql`${t.ageMin} >= 2.5 and ${t.ageMax} <= 14 and ${t.ageMin} <= ${t.ageMax} and ${t.ageMin} * 2 = trunc(${t.ageMin} * 2) and ${t.ageMax} * 2 = trunc(${t.ageMax} * 2)`,
    ),
    check("activities_price_check", sql`${t.priceStandardCents} >= 0`),
    check("activities_non_childcare_check", sql`${t.nonChildcareCents} >= 0`),
    check("activities_excerpt_check", sql`${t.excerpt} is null or char_length(${t.excerpt}) <= 300`),
  ],
);

export const news = pgTable(
  "news",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    videoUrl: text("video_url"),
    publishDate: date("publish_date", { mode: "string" }).notNull(),
    featured: boolean("featured").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("news_publish_date_idx").on(t.publishDate),
    check("news_excerpt_check", sql`${t.excerpt} is null or char_length(${t.excerpt}) <= 300`),
  ],
);

/** Every uploaded image, stored as WebP at the widths of `IMAGE_WIDTHS`. */
export const images = pgTable("images", {
  id: uuid("id").primaryKey().defaultRandom(),
  bucket: text("bucket", { enum: ["news", "activities", "profiles"] }).notNull(),
  name: text("name").notNull().unique(),
  originalName: text("original_name").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Children, registrations and payments
// ---------------------------------------------------------------------------------------------

export const children = pgTable(
  "children",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The parent who created the file (the specification's one parent): the first of two. */
    parentId: text("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * A second parent's account linked by invitation (separated parents, decision 0058): sees and
     * changes the file as the first does, and pays `second_parent_percent` of each registration.
     */
    secondParentId: text("second_parent_id").references(() => users.id, { onDelete: "set null" }),
    /** What the second parent pays of each registration of the child, in percent (agreed at the invitation). */
    secondParentPercent: integer("second_parent_percent").notNull().default(50),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    birthDate: date("birth_date", { mode: "string" }).notNull(),
    /**
     * The medical file (allergies, conditions, medications, doctor, notes) as one sealed JSON
     * value (crypto/field-encryption.ts, bound to the child's id); null when every field is empty.
     */
    medicalFile: text("medical_file"),
    /** Whether the file holds medical information: lists and filters never need the clear text. */
    hasMedicalInfo: boolean("has_medical_info").notNull().default(false),
    /** The child's national register number, sealed (bound to the child's id): for the tax certificate. */
    nationalNumber: text("national_number"),
    /** When the medical file last changed: retention counts from it for a child never registered. */
    medicalUpdatedAt: timestamp("medical_updated_at", { withTimezone: true }),
    /**
     * The clear-text columns of before encryption: emptied into `medical_file` when the server
     * starts, once (children/legacy-medical.ts, from server.ts); nothing writes them any more.
     */
    legacyAllergies: text("allergies"),
    legacyMedicalConditions: text("medical_conditions"),
    legacyMedications: text("medications"),
    legacyDoctorContact: text("doctor_contact"),
    legacyAdditionalInfo: text("additional_info"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("children_parent_idx").on(t.parentId),
    index("children_second_parent_idx").on(t.secondParentId),
    check("children_second_parent_check", sql`${t.secondParentId} is null or ${t.secondParentId} <> ${t.parentId}`),
    check("children_second_parent_percent_check", sql`${t.secondParentPercent} between 0 and 100`),
  ],
);

/**
 * A parent's invitation to the child's other parent (decision 0058): e-mailed with a link whose
 * token only its hash is kept of; accepted once, by the account of that e-mail, within 7 days.
 */
export const childInvitations = pgTable(
  "child_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    childId: childRef(),
    invitedBy: text("invited_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** SHA-256 of the link's token (hex). */
    tokenHash: text("token_hash").notNull().unique(),
    /** The second parent's part of each registration, in percent, as the invitation proposes it. */
    percent: integer("percent").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("child_invitations_one_open_per_child")
      .on(t.childId)
      .where(sql`${t.acceptedAt} is null and ${t.cancelledAt} is null`),
    check("child_invitations_percent_check", sql`${t.percent} between 0 and 100`),
  ],
);

export const CONSENT_ACTIONS = ["given", "withdrawn"] as const;

/**
 * The parents' consents to keeping their child's medical information (GDPR art. 9): every
 * tick and every withdrawal, with the text's version, the time and the account. The child's
 * current state is its newest row.
 */
export const medicalConsents = pgTable(
  "medical_consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    childId: childRef(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The account's e-mail when it acted (an administrator's withdrawal names the administrator). */
    accountEmail: text("account_email").notNull(),
    action: text("action", { enum: CONSENT_ACTIONS }).notNull(),
    version: text("version").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("medical_consents_child_idx").on(t.childId, t.createdAt),
    check("medical_consents_action_check", oneOf(t.action, CONSENT_ACTIONS)),
  ],
);

/** One payment per submission: the method, the total the server computed, its state and reference. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once the parent's account is erased: the record stays for the accounts, anonymised. */
    parentId: text("parent_id").references(() => users.id, { onDelete: "restrict" }),
    activityId: activityRef("restrict"),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    amountCents: integer("amount_cents").notNull(),
    /**
     * The plaine's standard price per child when the payment was made. What each child costs is
     * its registration's own `price_cents` (the one a cancellation re-prices an unpaid payment with).
     */
    unitPriceCents: integer("unit_price_cents").notNull(),
    /** Belgian structured communication (12 digits) for bank transfers. */
    structuredCommunication: text("structured_communication").unique(),
    /** Card payments: the newest Checkout Session (every one is in `checkout_sessions`). */
    stripeSessionId: text("stripe_session_id").unique(),
    /** Card payments: the PaymentIntent that was paid, for refunds and refund events. */
    stripePaymentIntentId: text("stripe_payment_intent_id").unique(),
    /** Card payments: the places are held until then (the newest session's expiry). */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** Card payments: sessions asked of Stripe so far; the next one's idempotency key counts from it. */
    checkoutAttempt: integer("checkout_attempt").notNull().default(0),
    /** Card payments: when the hold ended unpaid and the registrations were cancelled. */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /** Paid after its places were given back and taken by others: to refund (administrators see it). */
    refundDue: boolean("refund_due").notNull().default(false),
    /** An administrator asked Stripe for a refund; the payment is refunded when Stripe confirms it. */
    refundRequestedAt: timestamp("refund_requested_at", { withTimezone: true }),
    stripeRefundId: text("stripe_refund_id"),
    /** Several app processes sweep expired holds: one takes a payment for a while, the others skip it. */
    sweepLeaseUntil: timestamp("sweep_lease_until", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Bank transfers: what the bank's statements brought so far (a partial payment is completed later). */
    receivedCents: integer("received_cents").notNull().default(0),
    /** Card payments: what was refunded in part through Stripe while the payment stays paid (a price lowered, a tariff granted). */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** Bank transfers: a later deadline an administrator granted (else the settings' rule applies). */
    deadlineExtendedTo: date("deadline_extended_to", { mode: "string" }),
    /** Bank transfers: cancelled unpaid at the deadline, by the deadline job. */
    deadlineCancelledAt: timestamp("deadline_cancelled_at", { withTimezone: true }),
    /** When the parent's account was erased: kept without them for the legal retention, then deleted. */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payments_parent_idx").on(t.parentId),
    check("payments_parent_or_anonymised_check", sql`${t.parentId} is not null or ${t.anonymisedAt} is not null`),
    index("payments_hold_idx")
      .on(t.holdExpiresAt)
      .where(sql`${t.method} = 'stripe' and ${t.status} = 'pending' and ${t.releasedAt} is null`),
    check("payments_amount_check", sql`${t.amountCents} >= 0`),
    check("payments_unit_price_check", sql`${t.unitPriceCents} >= 0`),
    check("payments_received_check", sql`${t.receivedCents} >= 0`),
    check("payments_refunded_check", sql`${t.refundedCents} >= 0`),
    check("payments_method_check", oneOf(t.method, PAYMENT_METHODS)),
    check("payments_status_check", oneOf(t.status, PAYMENT_STATUSES)),
  ],
);

export const registrations = pgTable(
  "registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    parentId: text("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    childId: childRef("restrict"),
    activityId: activityRef("restrict"),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    status: text("status", { enum: REGISTRATION_STATUSES }).notNull().default("pending"),
    /** The first child of the submission: its row carries the payment's amount and its id is the one in links. */
    isPrimary: boolean("is_primary").notNull().default(false),
    /** Cancelled because the card payment's hold ended unpaid: a late payment takes the place again if it is free. */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /** Why an administrator cancelled it, as told to the parent by e-mail (null: not cancelled so, or no reason given). */
    cancelReason: text("cancel_reason"),
    /**
     * This child's price before the family discount (`priceFamily` in domain/pricing.ts): the
     * plaine's price on the day of the registration, or the one an administrator set since.
     */
    priceCents: integer("price_cents").notNull(),
    /** Why an administrator set that price, as told to the parent (null: the price of the day). */
    priceReason: text("price_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("registrations_parent_idx").on(t.parentId),
    uniqueIndex("registrations_one_primary_per_payment")
      .on(t.paymentId)
      .where(sql`${t.isPrimary}`),
    index("registrations_activity_idx").on(t.activityId),
    index("registrations_payment_idx").on(t.paymentId),
    // A child holds at most one live (non-cancelled) registration per plaine.
    uniqueIndex("registrations_one_live_per_child")
      .on(t.childId, t.activityId)
      .where(sql`${t.status} <> 'cancelled'`),
    check("registrations_status_check", oneOf(t.status, REGISTRATION_STATUSES)),
    check("registrations_price_check", sql`${t.priceCents} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Waiting list (decision 0031): one entry per family and plaine, its children, and the offer's
// life in the settings.
// ---------------------------------------------------------------------------------------------

/**
 * A family waiting for places on a plaine, with 1 to N children (waitlist_entry_children). An
 * offered entry holds `offer_places` places: they were taken from `activities.remaining_spots`
 * when the offer was made, and go back (modules/places/) when it is declined,
 * expires or is removed; an accepted one turned them into registrations.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    activityId: activityRef(),
    parentId: text("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Order in the list: lower first; an administrator may swap two entries. */
    position: integer("position").notNull(),
    status: text("status", { enum: WAITLIST_STATUSES }).notNull().default("waiting"),
    offerPlaces: integer("offer_places"),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    /** How many offers this entry was sent (an administrator may send another): numbers each e-mail. */
    offerCount: integer("offer_count").notNull().default(0),
    /** The registration's payment made by accepting the offer. */
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("waitlist_entries_activity_idx").on(t.activityId, t.status, t.position),
    index("waitlist_entries_parent_idx").on(t.parentId),
    index("waitlist_entries_offer_expiry_idx")
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
    check("waitlist_entries_status_check", oneOf(t.status, WAITLIST_STATUSES)),
    check("waitlist_entries_offer_check", sql`${t.status} <> 'offered' or (${t.offerPlaces} >= 1 and ${t.offerExpiresAt} is not null)`),
  ],
);

/** The children of an entry; `active` is false once the entry has left the line (unique check below). */
export const waitlistEntryChildren = pgTable(
  "waitlist_entry_children",
  {
    entryId: uuid("entry_id")
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    childId: childRef(),
    activityId: activityRef(),
    active: boolean("active").notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.childId] }),
    // A child waits at most once per plaine.
    uniqueIndex("waitlist_one_active_per_child")
      .on(t.childId, t.activityId)
      .where(sql`${t.active}`),
  ],
);

/** How long an offer lasts (one row, id 1; DEFAULT_OFFER_HOURS until an administrator changes it). */
export const waitlistSettings = pgTable(
  "waitlist_settings",
  {
    id: integer("id").primaryKey().default(1),
    offerHours: integer("offer_hours").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("waitlist_settings_single_row", sql`${t.id} = 1`),
    check("waitlist_settings_offer_hours_check", sql`${t.offerHours} between 1 and 336`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Card payments: the Checkout Sessions of each payment, and every webhook event received.
// ---------------------------------------------------------------------------------------------

export const CHECKOUT_SESSION_STATUSES = ["open", "complete", "expired"] as const;
export const CHECKOUT_PAYMENT_STATUSES = ["unpaid", "processing", "paid", "failed"] as const;

/**
 * One Checkout Session (Stripe's, or the simulated checkout's): a payment may have several,
 * one per 'Payer' after the previous one expired or failed. Its state is Stripe's as last heard
 * (webhook, success page or sweeper); `payment_status` adds 'processing' (completed, the money
 * not there yet) and 'failed' (an asynchronous method refused).
 */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    attempt: integer("attempt").notNull(),
    amountCents: integer("amount_cents").notNull(),
    url: text("url").notNull(),
    status: text("status", { enum: CHECKOUT_SESSION_STATUSES }).notNull().default("open"),
    paymentStatus: text("payment_status", { enum: CHECKOUT_PAYMENT_STATUSES }).notNull().default("unpaid"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    simulated: boolean("simulated").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("checkout_sessions_payment_idx").on(t.paymentId),
    check("checkout_sessions_status_check", oneOf(t.status, CHECKOUT_SESSION_STATUSES)),
    check("checkout_sessions_payment_status_check", oneOf(t.paymentStatus, CHECKOUT_PAYMENT_STATUSES)),
  ],
);

/**
 * Every Stripe event received, by its id: an event delivered again (Stripe retries, replays) finds
 * its row and changes nothing. The outcome says what it did, for the administrators' settings page.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    outcome: text("outcome").notNull(),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    deliveries: integer("deliveries").notNull().default(1),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    lastReceivedAt: timestamp("last_received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_events_last_received_idx").on(t.lastReceivedAt)],
);

// ---------------------------------------------------------------------------------------------
// E-mail outbox: written in the same transaction as the event, delivered by a worker.
// ---------------------------------------------------------------------------------------------

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;

/**
 * A file sent with a message; `cid` makes it an inline image the HTML shows with
 * `<img src="cid:...">`. Either its bytes (base64), or the text of a QR code that the worker
 * draws as a PNG when it sends: the message is fixed when queued, and the registration
 * transaction does not spend its row lock drawing an image. Or the key of a file sealed in the
 * private documents (a message to families' attachment, decision 0061): one copy for every
 * family's e-mail, read when it leaves.
 */
export interface OutboxAttachment {
  filename: string;
  cid?: string;
  contentType?: string;
  content?: string;
  qrText?: string;
  documentKey?: string;
}

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Makes a mail once-only: the same event can never queue it twice. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    ccAddress: text("cc_address"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** When a worker last took it to send (by its clock): the sending rate counts these (decision 0061). */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_claimed_idx").on(t.kind, t.claimedAt),
    check("email_outbox_status_check", oneOf(t.status, OUTBOX_STATUSES)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Audit log
// ---------------------------------------------------------------------------------------------

/** One changed field of an audited record, as the form holds it. */
export interface AuditChangeRow {
  field: string;
  before: string | number | boolean | null;
  after: string | number | boolean | null;
}

/**
 * Every create, update and delete an administrator makes, a parent's cancellation, every settings
 * block saved and every export downloaded: who, when, what, and the changed fields. `area` is the
 * activity log's filter, decided when the entry is written (domain/activity-log.ts); a settings
 * block or a list has no `entity_id`.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Who; kept as null if their account is deleted, with their e-mail below. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    entity: text("entity").notNull(),
    entityId: uuid("entity_id"),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    area: text("area", { enum: AUDIT_AREAS }).notNull(),
    changes: jsonb("changes").$type<AuditChangeRow[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt),
    index("audit_log_created_idx").on(t.createdAt, t.id),
    check("audit_log_action_check", oneOf(t.action, AUDIT_ACTIONS)),
    check("audit_log_area_check", oneOf(t.area, AUDIT_AREAS)),
  ],
);

/**
 * Every time a child's medical information was read: an administrator's sheet or export, or
 * the parent's own export. Goes with the child's file when the parent deletes it.
 */
export const medicalAccessLog = pgTable(
  "medical_access_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    childId: childRef(),
    /** An administrator's sheet or export, or the parent's own export with the medical files. */
    kind: text("kind", { enum: MEDICAL_ACCESS_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("medical_access_log_child_idx").on(t.childId, t.createdAt),
    check("medical_access_log_kind_check", oneOf(t.kind, MEDICAL_ACCESS_KINDS)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Privacy: retention periods, purge counts, inactive accounts
// ---------------------------------------------------------------------------------------------

/**
 * How long personal data is kept (one row, id 1; the defaults of src/domain/retention.ts until
 * an administrator changes them in the settings page).
 */
export const retentionSettings = pgTable(
  "retention_settings",
  {
    id: integer("id").primaryKey().default(1),
    medicalMonths: integer("medical_months").notNull(),
    inactiveAccountMonths: integer("inactive_account_months").notNull(),
    paymentYears: integer("payment_years").notNull(),
    mailBodyDays: integer("mail_body_days").notNull(),
    medicalAccessLogMonths: integer("medical_access_log_months").notNull(),
    auditLogMonths: integer("audit_log_months").notNull(),
    taxCertificateYears: integer("tax_certificate_years").notNull().default(7),
    /** A message to families stays in the parent's 'Messages' this many months after it was sent (decision 0061). */
    familyMessageMonths: integer("family_message_months").notNull().default(DEFAULT_FAMILY_MESSAGE_MONTHS),
    updatedAt: updatedAt(),
  },
  (t) => [check("retention_settings_single_row", sql`${t.id} = 1`)],
);

/** One run of a retention rule: what it purged, for the settings page. */
export const purgeRuns = pgTable(
  "purge_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    job: text("job").notNull(),
    purged: integer("purged").notNull(),
    ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("purge_runs_job_idx").on(t.job, t.ranAt)],
);

/** An account warned that it will be erased for inactivity: erased 30 days later unless it signs in. */
export const inactivityWarnings = pgTable("inactivity_warnings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  warnedAt: timestamp("warned_at", { withTimezone: true }).notNull(),
});

export const ERASURE_REQUESTERS = ["self", "admin", "inactivity"] as const;

/**
 * Every erased account: when, who asked (the parent, an administrator named here, the inactivity
 * rule) and how many payments were kept anonymised. Nothing of the erased person is in it.
 */
export const accountErasures = pgTable(
  "account_erasures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestedBy: text("requested_by", { enum: ERASURE_REQUESTERS }).notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    anonymisedPayments: integer("anonymised_payments").notNull(),
    erasedAt: timestamp("erased_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("account_erasures_requested_by_check", sql`${t.requestedBy} in ('self', 'admin', 'inactivity')`)],
);

/**
 * The association's identity and bank account (one row, id 1; decision 0043): filled once from
 * the environment (or a demonstration's sample) on a new site, then kept by the administrators in
 * the settings page. No account (iban null): no transfer is offered. `bank_demo`: the account is a
 * demonstration site's sample, said to be fictitious wherever it shows.
 */
export const associationSettings = pgTable(
  "association_settings",
  {
    id: integer("id").primaryKey().default(1),
    name: text("name").notNull(),
    logoUrl: text("logo_url"),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    street: text("street").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    socialUrl: text("social_url"),
    iban: text("iban"),
    bic: text("bic"),
    beneficiary: text("beneficiary"),
    bankDemo: boolean("bank_demo").notNull().default(false),
    /** Who the association is, in its own words, for the page 'À propos' (null: not written yet). */
    about: text("about"),
    /** Its recognition by the ONE as a centre de vacances, as it wants it shown (null: none stated). */
    oneRecognition: text("one_recognition"),
    /** The staffing norms its plaines follow: the ONE's or the VGC's (decision 0059). */
    staffingNorms: text("staffing_norms").$type<StaffingNormsId>().notNull().default("one"),
    /** The e-mails of messages to families the outbox sends per minute at most (decision 0061). */
    messagesPerMinute: integer("messages_per_minute").notNull().default(DEFAULT_MESSAGES_PER_MINUTE),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("association_settings_single_row", sql`${t.id} = 1`),
    check("association_settings_staffing_norms_check", oneOf(t.staffingNorms, STAFFING_NORMS_IDS)),
    check(
      "association_settings_messages_per_minute_check",
      sql`${t.messagesPerMinute} between 1 and ${sql.raw(String(MESSAGES_PER_MINUTE_MAX))}`,
    ),
    // An account is its three parts together, or none.
    check(
      "association_settings_bank_check",
      sql`(${t.iban} is null and ${t.bic} is null and ${t.beneficiary} is null) or (${t.iban} is not null and ${t.bic} is not null and ${t.beneficiary} is not null)`,
    ),
  ],
);

/**
 * Who issues the certificates (one row, id 1; the site's identity in src/domain/organiser.ts
 * until an administrator saves it in the settings page).
 */
export const organiserDetails = pgTable(
  "organiser_details",
  {
    id: integer("id").primaryKey().default(1),
    legalName: text("legal_name").notNull(),
    companyNumber: text("company_number"),
    street: text("street").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    certificationCode: text("certification_code", { enum: CERTIFICATION_CODES }).notNull(),
    certifyingBody: text("certifying_body").notNull(),
    certifyingBodyStreet: text("certifying_body_street").notNull(),
    certifyingBodyPostalCode: text("certifying_body_postal_code").notNull(),
    certifyingBodyCity: text("certifying_body_city").notNull(),
    certifyingBodyCompanyNumber: text("certifying_body_company_number"),
    recognitionNumber: text("recognition_number"),
    signatoryName: text("signatory_name").notNull(),
    signatoryRole: text("signatory_role").notNull(),
    /** What organisations paid is on the parents' certificates (decision 0056; UNCONFIRMED, off by default). */
    thirdPartySharesCertified: boolean("third_party_shares_certified").notNull().default(false),
    /** The VAT mention invoices and credit notes bear (decision 0057; UNCONFIRMED wording, a setting). */
    vatMention: text("vat_mention").notNull().default(DEFAULT_VAT_MENTION),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("organiser_details_single_row", sql`${t.id} = 1`),
    check("organiser_details_certification_code_check", oneOf(t.certificationCode, CERTIFICATION_CODES)),
  ],
);

/**
 * Each tax certificate 281.86 issued (decision 0035): one per income year, child, debtor and sheet
 * of four periods, with its sequence number for the year, kept across corrections. `content` is
 * what the certificate said when last issued, sealed (it holds national register numbers): a
 * re-issue that says something else is a correction, with the same sequence number. When the
 * family's account is erased the row is kept, detached (no child, no debtor, `retained_at` set),
 * its content cut down to what a correction needs, until the tax retention ends (decision 0036).
 */
export const childcareCertificates = pgTable(
  "childcare_certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    childId: uuid("child_id").references(() => children.id, { onDelete: "cascade" }),
    debtorId: text("debtor_id").references(() => users.id, { onDelete: "cascade" }),
    sheet: integer("sheet").notNull(),
    /** 1 when first issued; each re-issue with another content adds one (2 and more: corrections). */
    version: integer("version").notNull().default(1),
    content: text("content").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    correctedAt: timestamp("corrected_at", { withTimezone: true }),
    /** When the family's account was erased: the sealed record stays, detached, for the tax retention. */
    retainedAt: timestamp("retained_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("childcare_certificates_sequence_idx").on(t.year, t.sequence),
    uniqueIndex("childcare_certificates_sheet_idx").on(t.year, t.childId, t.debtorId, t.sheet),
    check("childcare_certificates_sequence_check", sql`${t.sequence} >= 1`),
    check("childcare_certificates_sheet_check", sql`${t.sheet} >= 0`),
    check(
      "childcare_certificates_family_check",
      sql`(${t.childId} is not null and ${t.debtorId} is not null) or ${t.retainedAt} is not null`,
    ),
  ],
);

export const CERTIFICATE_RUN_STATUSES = ["queued", "running", "done", "failed"] as const;

/**
 * An administrator's run of a year's certificates (a job): its progress, then the ZIP of every
 * certificate, the summary CSV and the Belcotax-on-web file, sealed (national register numbers).
 */
export const certificateRuns = pgTable(
  "certificate_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    year: integer("year").notNull(),
    status: text("status", { enum: CERTIFICATE_RUN_STATUSES }).notNull().default("queued"),
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    issued: integer("issued").notNull().default(0),
    corrected: integer("corrected").notNull().default(0),
    /**
     * The administrator's choice for the Belcotax-on-web file (decision 0047): "auto" (the year's
     * own layout, else the latest known), "none", or the year of the layout to follow.
     */
    belcotaxLayout: text("belcotax_layout").notNull().default("auto"),
    /** What could not be issued, each with why (French): shown to the administrator who ran it. */
    report: jsonb("report"),
    /** A run's ZIP before the document store: sealed base64, still read; no new run writes it (decision 0040). */
    archive: text("archive"),
    /** Its ZIP in the private document store (documents/), null once a newer run of the year replaced it. */
    archiveKey: text("archive_key"),
    error: text("error"),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** When a process took it: another one takes it over only once that process is taken to have died. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("certificate_runs_created_idx").on(t.createdAt),
    check("certificate_runs_status_check", oneOf(t.status, CERTIFICATE_RUN_STATUSES)),
    check("certificate_runs_belcotax_layout_check", sql`${t.belcotaxLayout} in ('auto', 'none') or ${t.belcotaxLayout} ~ '^[0-9]{4}$'`),
  ],
);

/** The 281.86 daily maximum an administrator entered for an income year (published ones are in the domain). */
export const childcareDailyCaps = pgTable(
  "childcare_daily_caps",
  {
    year: integer("year").primaryKey(),
    cents: integer("cents").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("childcare_daily_caps_cents_check", sql`${t.cents} > 0`)],
);

// ---------------------------------------------------------------------------------------------
// Bank transfers: the bank's statements imported, the deadlines and reminders
// ---------------------------------------------------------------------------------------------

/**
 * Every credit read from a bank statement, once: its identity at the bank is unique, so importing
 * the same statement again (or two overlapping ones, or two administrators at once) records it
 * once and applies it to its payment once. Kept for the accounts with the payer's name and account.
 */
export const bankMovements = pgTable(
  "bank_movements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** CODA: account, year, statement, sequence, detail; CAMT: account, entry reference, detail. */
    movementKey: text("movement_key").notNull().unique(),
    format: text("format", { enum: ["coda", "camt053"] }).notNull(),
    account: text("account").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** ISO code of the amount's currency: a credit in another currency than the euro is never matched. */
    currency: text("currency").notNull().default("EUR"),
    valueDate: date("value_date", { mode: "string" }).notNull(),
    bookingDate: date("booking_date", { mode: "string" }).notNull(),
    /** The 12 digits, when the credit carried a valid structured communication (given or typed). */
    structuredCommunication: text("structured_communication"),
    freeCommunication: text("free_communication").notNull().default(""),
    counterpartyName: text("counterparty_name"),
    counterpartyAccount: text("counterparty_account"),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    /** A credit an organisation sent for its share of a child's price (decision 0056), instead of a family's payment. */
    payerShareId: uuid("payer_share_id").references((): AnyPgColumn => payerShares.id, { onDelete: "set null" }),
    outcome: text("outcome", { enum: BANK_MOVEMENT_OUTCOMES }).notNull(),
    /** Received beyond what was due (or for a payment with nothing left to pay): to give back. */
    refundCents: integer("refund_cents").notNull().default(0),
    refundSettledAt: timestamp("refund_settled_at", { withTimezone: true }),
    importedBy: text("imported_by").references(() => users.id, { onDelete: "set null" }),
    /** An administrator assigned it to a payment or set it aside as not for the plaines. */
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("bank_movements_payment_idx").on(t.paymentId),
    index("bank_movements_payer_share_idx").on(t.payerShareId),
    check("bank_movements_one_target_check", sql`${t.paymentId} is null or ${t.payerShareId} is null`),
    index("bank_movements_outcome_idx").on(t.outcome, t.createdAt),
    check("bank_movements_amount_check", sql`${t.amountCents} > 0`),
    check("bank_movements_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("bank_movements_refund_check", sql`${t.refundCents} >= 0 and ${t.refundCents} <= ${t.amountCents}`),
    check("bank_movements_outcome_check", oneOf(t.outcome, BANK_MOVEMENT_OUTCOMES)),
  ],
);

/**
 * Every statement file an administrator imported, with what its import did (the report, reopened
 * from the bank page): when, the file's name, the account, its movements, who imported it.
 */
export const bankStatementImports = pgTable(
  "bank_statement_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileName: text("file_name").notNull().default(""),
    format: text("format", { enum: BANK_STATEMENT_FORMATS }).notNull(),
    account: text("account").notNull(),
    /** Every movement of the file: credits, debits and 0,00 € lines. */
    movements: integer("movements").notNull(),
    credits: integer("credits").notNull(),
    /** Credits reported for review: an identity already imported with another amount or communication. */
    conflicts: integer("conflicts").notNull().default(0),
    report: jsonb("report").$type<BankImportReport>().notNull(),
    importedBy: text("imported_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("bank_statement_imports_created_idx").on(t.createdAt),
    check("bank_statement_imports_format_check", oneOf(t.format, BANK_STATEMENT_FORMATS)),
  ],
);

/**
 * The bank-transfer rules the settings page sets (one row, id 1; the domain's defaults until an
 * administrator saves them): reminder days after registration, the payment deadline.
 */
export const bankTransferSettings = pgTable(
  "bank_transfer_settings",
  {
    id: integer("id").primaryKey().default(1),
    reminderDays: integer("reminder_days").array().notNull(),
    deadlineDays: integer("deadline_days").notNull(),
    deadlineDaysBeforeStart: integer("deadline_days_before_start").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("bank_transfer_settings_single_row", sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------------------------------------
// The plaine on the ground: days, age groups, attendance, staff
// ---------------------------------------------------------------------------------------------

/** A weekday of a plaine on which it does not run (a public holiday): the other weekdays are its days. */
export const activityDaysOff = pgTable(
  "activity_days_off",
  {
    activityId: activityRef(),
    date: date("date", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("activity_days_off_pk").on(t.activityId, t.date)],
);

/**
 * A plaine's age groups. None written: the default groups (src/domain/plaine/age-groups.ts) are
 * used; an administrator's edit writes the plaine's own list.
 */
export const activityAgeGroups = pgTable(
  "activity_age_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    activityId: activityRef(),
    name: text("name").notNull(),
    minMonths: integer("min_months").notNull(),
    maxMonths: integer("max_months").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    index("activity_age_groups_activity_idx").on(t.activityId, t.position),
    check("activity_age_groups_range_check", sql`${t.minMonths} >= 0 and ${t.maxMonths} >= ${t.minMonths}`),
  ],
);

/** A child an administrator moved to another group than their age gives (by the group's name). */
export const childGroupMoves = pgTable(
  "child_group_moves",
  {
    activityId: activityRef(),
    childId: childRef(),
    groupName: text("group_name").notNull(),
    movedBy: text("moved_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("child_group_moves_pk").on(t.activityId, t.childId)],
);

/**
 * A child's attendance on a day of a plaine: one row per child, plaine and day, what the tax
 * and mutualité certificates and the ONE's subsidy count ("days present", domain/plaine/attendance.ts).
 * `last_tap_at` orders taps from several phones: an older tap sent late does not undo a newer one.
 */
export const attendance = pgTable(
  "attendance",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    activityId: activityRef(),
    childId: childRef(),
    date: date("date", { mode: "string" }).notNull(),
    status: text("status", { enum: ATTENDANCE_STATUSES }).notNull(),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
    leftAt: timestamp("left_at", { withTimezone: true }),
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedByName: text("recorded_by_name").notNull(),
    lastTapAt: timestamp("last_tap_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("attendance_child_day_idx").on(t.activityId, t.childId, t.date),
    index("attendance_activity_day_idx").on(t.activityId, t.date),
    check("attendance_status_check", oneOf(t.status, ATTENDANCE_STATUSES)),
  ],
);

/** Each check-in tap once: a phone sends a tap again under the same key until it hears back. */
export const attendanceTaps = pgTable(
  "attendance_taps",
  {
    idempotencyKey: uuid("idempotency_key").primaryKey(),
    activityId: activityRef(),
    childId: childRef(),
    date: date("date", { mode: "string" }).notNull(),
    action: text("action", { enum: CHECK_IN_ACTIONS }).notNull(),
    tappedAt: timestamp("tapped_at", { withTimezone: true }).notNull(),
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [check("attendance_taps_action_check", oneOf(t.action, CHECK_IN_ACTIONS))],
);

/** The monitors an administrator counts for a day of a plaine, against the ONE's ratio. */
export const activityStaffDays = pgTable(
  "activity_staff_days",
  {
    activityId: activityRef(),
    date: date("date", { mode: "string" }).notNull(),
    staffCount: integer("staff_count").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("activity_staff_days_pk").on(t.activityId, t.date),
    check("activity_staff_days_count_check", sql`${t.staffCount} >= 0`),
  ],
);

/** The organiser's tariff categories (BIM/OMNIO, CPAS, members, large families...): who qualifies, the default price, the proof asked. */
export const tariffCategories = pgTable(
  "tariff_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Who qualifies, in plain words, as the plaine's page shows it. */
    qualifies: text("qualifies").notNull(),
    /** The price by default, as a percentage of the plaine's standard price (null: only where a plaine sets a price). */
    defaultPercent: integer("default_percent"),
    proofRequired: boolean("proof_required").notNull().default(false),
    /** What proof is asked (e.g. "l'attestation BIM de la mutualité"). */
    proofDescription: text("proof_description"),
    /** A proof is deleted this many days after the end of the plaine it was given for. */
    proofKeptDays: integer("proof_kept_days").notNull().default(0),
    position: integer("position").notNull().default(0),
    /** No longer offered; kept for the claims that name it. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("tariff_categories_default_percent_check", sql`${t.defaultPercent} is null or ${t.defaultPercent} between 0 and 100`),
    check("tariff_categories_proof_kept_days_check", sql`${t.proofKeptDays} between 0 and 730`),
  ],
);

/** A plaine's price for a tariff category (else the category's default percentage applies). */
export const activityTariffs = pgTable(
  "activity_tariffs",
  {
    activityId: activityRef(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => tariffCategories.id, { onDelete: "restrict" }),
    priceCents: integer("price_cents").notNull(),
  },
  (t) => [
    uniqueIndex("activity_tariffs_pk").on(t.activityId, t.categoryId),
    check("activity_tariffs_price_check", sql`${t.priceCents} >= 0`),
  ],
);

/** A family's claim of a tariff for one registration, its proof sealed in the private document store, and the administrator's decision. */
export const tariffClaims = pgTable(
  "tariff_claims",
  {
    registrationId: uuid("registration_id")
      .primaryKey()
      .references(() => registrations.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => tariffCategories.id, { onDelete: "restrict" }),
    /** The category's price for this plaine when it was claimed. */
    tariffPriceCents: integer("tariff_price_cents").notNull(),
    status: text("status", { enum: TARIFF_CLAIM_STATUSES }).notNull().default("pending"),
    /** When the parent declared on their honour that the child qualifies. */
    declaredAt: timestamp("declared_at", { withTimezone: true }).notNull(),
    /** The proof's key in the private document store (sealed), its name and type as sent; null once deleted or when none was asked. */
    proofKey: text("proof_key"),
    proofFileName: text("proof_file_name"),
    proofContentType: text("proof_content_type"),
    proofDeletedAt: timestamp("proof_deleted_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    refusalReason: text("refusal_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("tariff_claims_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check("tariff_claims_status_check", oneOf(t.status, TARIFF_CLAIM_STATUSES)),
    check("tariff_claims_price_check", sql`${t.tariffPriceCents} >= 0`),
  ],
);

/** What a registration with a claim is charged until it is decided (domain/tariffs.ts). */
export const tariffSettings = pgTable(
  "tariff_settings",
  {
    id: integer("id").primaryKey().default(1),
    charge: text("charge", { enum: TARIFF_CHARGES }).notNull().default("tariff"),
    updatedAt: updatedAt(),
  },
  (t) => [check("tariff_settings_single_row", sql`${t.id} = 1`), check("tariff_settings_charge_check", oneOf(t.charge, TARIFF_CHARGES))],
);

/**
 * What a family's cancellation of a paid registration gives back (one row, id 1; decision 0053):
 * the child's share less `cancellation_fee_cents`, nothing from `no_refund_days_before` days before
 * the plaine's start (null: always); and the version of the SEPA files that send refunds.
 */
export const refundSettings = pgTable(
  "refund_settings",
  {
    id: integer("id").primaryKey().default(1),
    cancellationFeeCents: integer("cancellation_fee_cents").notNull().default(0),
    noRefundDaysBefore: integer("no_refund_days_before"),
    fileFormat: text("file_format", { enum: REFUND_FILE_FORMATS }).notNull().default("pain.001.001.09"),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("refund_settings_single_row", sql`${t.id} = 1`),
    check("refund_settings_fee_check", sql`${t.cancellationFeeCents} >= 0`),
    check("refund_settings_days_check", sql`${t.noRefundDaysBefore} is null or ${t.noRefundDaysBefore} between 0 and 365`),
    check("refund_settings_format_check", oneOf(t.fileFormat, REFUND_FILE_FORMATS)),
  ],
);

/** A SEPA credit-transfer file of refunds the treasurer downloaded (kept to download again). */
export const refundFiles = pgTable(
  "refund_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The file's message identification (GrpHdr/MsgId), unique at the bank. */
    messageId: text("message_id").notNull().unique(),
    format: text("format", { enum: REFUND_FILE_FORMATS }).notNull(),
    transfers: integer("transfers").notNull(),
    totalCents: integer("total_cents").notNull(),
    xml: text("xml").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("refund_files_format_check", oneOf(t.format, REFUND_FILE_FORMATS)),
    check("refund_files_total_check", sql`${t.totalCents} > 0`),
  ],
);

/**
 * One transfer of a refund file: a sum to give back on a credit (`bank_movements.refund_cents`),
 * to the account that credit came from, with its own end-to-end identifier. Paid when a statement's
 * debit carries that identifier (`bank_debits.refund_id`) or an administrator marks it by hand.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bankMovementId: uuid("bank_movement_id")
      .notNull()
      .references(() => bankMovements.id, { onDelete: "restrict" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => refundFiles.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    endToEndId: text("end_to_end_id").notNull().unique(),
    creditorName: text("creditor_name").notNull(),
    creditorIban: text("creditor_iban").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("refunds_movement_idx").on(t.bankMovementId),
    index("refunds_file_idx").on(t.fileId),
    check("refunds_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/**
 * The last number given in each series of numbered documents, per year (`receipt`: the receipts of
 * payments received). Taken and raised in the transaction that issues the document, so a number is
 * never given twice and a rolled-back issue leaves no gap (decision 0055).
 */
export const documentSequences = pgTable(
  "document_sequences",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] }), check("document_sequences_last_check", sql`${t.lastNumber} > 0`)],
);

/**
 * A numbered receipt of money received for a payment (decision 0055): one per bank credit assigned to
 * a transfer, one per card payment the provider confirmed, numbered without gaps within the year of
 * the day the money arrived. What it says never changes; money given back later is a refund of its own.
 */
export const paymentReceipts = pgTable(
  "payment_receipts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    year: integer("year").notNull(),
    number: integer("number").notNull(),
    /** The family's payment the money went to; null for a share's money. */
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "cascade" }),
    /**
     * The share (an organisation's, or the other parent's) the money went to; null for a payment's
     * (decisions 0056, 0058), and once the share went with an erased family's registration: the
     * receipt stays, its number kept.
     */
    payerShareId: uuid("payer_share_id").references((): AnyPgColumn => payerShares.id, { onDelete: "set null" }),
    /** The bank credit it acknowledges; null for a card payment, or a share received by hand. */
    bankMovementId: uuid("bank_movement_id").references(() => bankMovements.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** The credit's booking date; a card's day in Brussels. */
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("payment_receipts_number_unique").on(t.year, t.number),
    uniqueIndex("payment_receipts_movement_unique").on(t.bankMovementId),
    uniqueIndex("payment_receipts_card_unique")
      .on(t.paymentId)
      .where(sql`${t.bankMovementId} is null`),
    // A share received by hand has one receipt.
    uniqueIndex("payment_receipts_by_hand_unique")
      .on(t.payerShareId)
      .where(sql`${t.bankMovementId} is null`),
    index("payment_receipts_payment_idx").on(t.paymentId),
    index("payment_receipts_share_idx").on(t.payerShareId),
    check("payment_receipts_one_target_check", sql`${t.paymentId} is null or ${t.payerShareId} is null`),
    check("payment_receipts_amount_check", sql`${t.amountCents} > 0`),
    check("payment_receipts_number_check", sql`${t.number} > 0`),
  ],
);

export const CARD_REFUND_KINDS = ["full", "partial"] as const;

/**
 * Money a card payment gave back through the provider, one row per refund, on the day it was
 * booked: a full refund when the provider confirmed it, a part when a lower price or a
 * cancellation was settled (the job asks the provider once committed). The accountant's list of
 * refunds reads it (decision 0054); a transfer's refunds are the bank's debits and files.
 */
export const cardRefunds = pgTable(
  "card_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CARD_REFUND_KINDS }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("card_refunds_payment_idx").on(t.paymentId),
    index("card_refunds_created_idx").on(t.createdAt),
    check("card_refunds_amount_check", sql`${t.amountCents} > 0`),
    check("card_refunds_kind_check", oneOf(t.kind, CARD_REFUND_KINDS)),
  ],
);

/**
 * A debit on the association's account read from a statement, recorded once by its identity at the
 * bank (as a credit is): the import keeps them to recognise the refunds it sent (`end_to_end_id`).
 */
export const bankDebits = pgTable(
  "bank_debits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    movementKey: text("movement_key").notNull().unique(),
    format: text("format", { enum: BANK_STATEMENT_FORMATS }).notNull(),
    account: text("account").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    valueDate: date("value_date", { mode: "string" }).notNull(),
    bookingDate: date("booking_date", { mode: "string" }).notNull(),
    endToEndId: text("end_to_end_id"),
    counterpartyName: text("counterparty_name"),
    counterpartyAccount: text("counterparty_account"),
    freeCommunication: text("free_communication").notNull().default(""),
    refundId: uuid("refund_id").references(() => refunds.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("bank_debits_end_to_end_idx").on(t.endToEndId),
    check("bank_debits_amount_check", sql`${t.amountCents} > 0`),
    check("bank_debits_format_check", oneOf(t.format, BANK_STATEMENT_FORMATS)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Organisations that pay for children (decision 0056): the directory, and each one's share of a
// registration with its own structured communication and deadline.
// ---------------------------------------------------------------------------------------------

/** A CPAS, a commune's service, an employer, a mutualité or a sponsor that pays for children. */
export const thirdPartyPayers = pgTable(
  "third_party_payers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: PAYER_KINDS }).notNull(),
    name: text("name").notNull(),
    contactName: text("contact_name"),
    email: text("email").notNull(),
    /** Where a refund of its money goes; optional. */
    iban: text("iban"),
    /** The postal address its payment requests bear, as lines. */
    address: text("address"),
    /** No new share once archived; its shares stay. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("third_party_payers_kind_check", oneOf(t.kind, PAYER_KINDS)),
    uniqueIndex("third_party_payers_name_unique").on(sql`lower(${t.name})`),
  ],
);

/**
 * What an organisation pays of one registration: taken off the child's price the family pays
 * (`registrations.price_cents` is the family's part), asked of the organisation by a numbered
 * payment request with its own structured communication and deadline. Its money arrives as a bank
 * credit naming that communication (or is marked received by an administrator).
 */
export const payerShares = pgTable(
  "payer_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The organisation that pays; null for a parent's share (`parent_id`). */
    payerId: uuid("payer_id").references(() => thirdPartyPayers.id, { onDelete: "restrict" }),
    /**
     * The other parent of a child whose file two parents share (decision 0058): their part of the
     * registration the first made. Null for an organisation's share, and once that parent's account is erased.
     */
    parentId: text("parent_id").references(() => users.id, { onDelete: "set null" }),
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    /** The payment request's number within its year: "2027-0004" (series 'payer-request'). */
    year: integer("year").notNull(),
    number: integer("number").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** When stated as a percentage of the child's price (shown on the request); null for a sum. */
    percent: integer("percent"),
    /** A voucher the family handed in: its number as printed (its issuer is the payer). */
    voucherNumber: text("voucher_number"),
    /** Received by hand (a voucher's paper, a cheque) rather than by the bank: the day, in Brussels. */
    receivedOn: date("received_on", { mode: "string" }),
    structuredCommunication: text("structured_communication").notNull().unique(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    receivedCents: integer("received_cents").notNull().default(0),
    status: text("status", { enum: PAYER_SHARE_STATUSES }).notNull().default("due"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The request e-mailed to the organisation (again on 'Renvoyer'). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("payer_shares_number_unique").on(t.year, t.number),
    index("payer_shares_registration_idx").on(t.registrationId),
    index("payer_shares_payer_idx").on(t.payerId, t.status),
    index("payer_shares_parent_idx").on(t.parentId),
    check("payer_shares_one_payer_check", sql`${t.payerId} is null or ${t.parentId} is null`),
    uniqueIndex("payer_shares_one_live_per_payer")
      .on(t.registrationId, t.payerId)
      .where(sql`${t.status} <> 'cancelled'`),
    // A voucher's paper pays once: its number is declared once per issuer.
    uniqueIndex("payer_shares_one_live_voucher")
      .on(t.payerId, t.voucherNumber)
      .where(sql`${t.status} <> 'cancelled' and ${t.voucherNumber} is not null`),
    check("payer_shares_amount_check", sql`${t.amountCents} > 0`),
    check("payer_shares_received_check", sql`${t.receivedCents} >= 0`),
    check("payer_shares_percent_check", sql`${t.percent} is null or (${t.percent} between 1 and 100)`),
    check("payer_shares_number_check", sql`${t.number} > 0`),
    check("payer_shares_status_check", oneOf(t.status, PAYER_SHARE_STATUSES)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Invoices and credit notes (decision 0057)
// ---------------------------------------------------------------------------------------------

/**
 * An invoice of what a family's payment or an organisation's share asks, or a credit note of what
 * it no longer asks, numbered in its own series per year (`invoice`, `credit-note` in
 * `document_sequences`), never edited: `snapshot` is what the document says, frozen when issued.
 * It bills exactly one payment or one share; a credit note names the invoice it corrects.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: INVOICE_KINDS }).notNull(),
    year: integer("year").notNull(),
    number: integer("number").notNull(),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "cascade" }),
    payerShareId: uuid("payer_share_id").references(() => payerShares.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** A credit note: the invoice it corrects (the newest invoice of the same payment or share). */
    correctsInvoiceId: uuid("corrects_invoice_id").references((): AnyPgColumn => invoices.id, { onDelete: "cascade" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    snapshot: jsonb("snapshot").$type<InvoiceSnapshot>().notNull(),
  },
  (t) => [
    unique("invoices_number_unique").on(t.kind, t.year, t.number),
    index("invoices_payment_idx").on(t.paymentId),
    index("invoices_payer_share_idx").on(t.payerShareId),
    check("invoices_kind_check", oneOf(t.kind, INVOICE_KINDS)),
    check("invoices_amount_check", sql`${t.amountCents} > 0`),
    check("invoices_number_check", sql`${t.number} > 0`),
    check("invoices_one_target_check", sql`(${t.paymentId} is null) <> (${t.payerShareId} is null)`),
    check("invoices_credit_note_corrects_check", sql`(${t.kind} = 'credit_note') = (${t.correctsInvoiceId} is not null)`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Messages to families (decision 0061)
// ---------------------------------------------------------------------------------------------

/**
 * A message administrators write to the parents of a plaine: to whom (`filter`, as chosen), what
 * (subject and body with merge fields), when (now, or `send_at`). The send job resolves the
 * families once, in one transaction: one recipient row and one outbox e-mail each.
 */
export const familyMessages = pgTable(
  "family_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    activityId: activityRef(),
    /** Who wrote it; null once that account is gone (the audit log keeps their e-mail). */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    filter: jsonb("filter").$type<MessageFilter>().notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    state: text("state", { enum: FAMILY_MESSAGE_STATES }).notNull().default("scheduled"),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    recipientCount: integer("recipient_count").notNull().default(0),
    /** Why a message failed at its time (state 'failed'): the refusal its families' filter met. */
    failureReason: text("failure_reason"),
    /** 'sms': an urgent text of the day (decision 0062), by SMS to a mobile, else by e-mail. */
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull().default("email"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("family_messages_activity_idx").on(t.activityId, t.createdAt),
    check("family_messages_state_check", oneOf(t.state, FAMILY_MESSAGE_STATES)),
    check("family_messages_channel_check", oneOf(t.channel, MESSAGE_CHANNELS)),
  ],
);

/**
 * One family's copy of a message, as merged for it: what 'Messages' shows the parent and where the
 * organiser reads its state (from its outbox e-mail). An erased parent leaves neither id nor address.
 */
export const familyMessageRecipients = pgTable(
  "family_message_recipients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => familyMessages.id, { onDelete: "cascade" }),
    parentId: text("parent_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    outboxId: uuid("outbox_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    readAt: timestamp("read_at", { withTimezone: true }),
    /**
     * An urgent text sent by SMS (decision 0062): the mobile in E.164 and the SMS's own outbox
     * state, delivered by the SMS worker (sms/worker.ts) as the mail's is: claimed with a lease,
     * retried with backoff, the provider's refusal kept. Null for a copy sent by e-mail.
     */
    phone: text("phone"),
    smsStatus: text("sms_status", { enum: SMS_STATES }),
    smsAttempts: integer("sms_attempts").notNull().default(0),
    smsNextAttemptAt: timestamp("sms_next_attempt_at", { withTimezone: true }),
    smsLockedUntil: timestamp("sms_locked_until", { withTimezone: true }),
    smsError: text("sms_error"),
    /** The provider's id of the message it accepted. */
    smsProviderId: text("sms_provider_id"),
    smsSentAt: timestamp("sms_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("family_message_recipients_message_idx").on(t.messageId),
    index("family_message_recipients_sms_due_idx")
      .on(t.smsNextAttemptAt)
      .where(sql`${t.smsStatus} = 'pending'`),
    check("family_message_recipients_sms_status_check", sql`${t.smsStatus} is null or ${oneOf(t.smsStatus, SMS_STATES)}`),
    index("family_message_recipients_parent_idx").on(t.parentId, t.createdAt),
    uniqueIndex("family_message_recipients_one_per_parent").on(t.messageId, t.parentId),
  ],
);

/**
 * A file sent with a message (decision 0061, attachments): its bytes sealed in the private
 * document store under `message-attachments/<id>`, its name, type (read from its content) and
 * size here. Uploaded while the message is written (no message yet: `message_id` null), it is
 * the message's once saved with it; an upload no message took is removed a day later, and a
 * message's files go with it (retention), the documents first.
 */
export const familyMessageAttachments = pgTable(
  "family_message_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id").references(() => familyMessages.id, { onDelete: "cascade" }),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type", { enum: MESSAGE_ATTACHMENT_TYPES }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("family_message_attachments_message_idx").on(t.messageId, t.createdAt),
    check("family_message_attachments_type_check", oneOf(t.contentType, MESSAGE_ATTACHMENT_TYPES)),
    check("family_message_attachments_size_check", sql`${t.sizeBytes} > 0`),
  ],
);

/**
 * The texts administrators keep to start a message to families from (decision 0061, 'Templates'):
 * its name (unique, whatever the case), subject and body with plaine fields ({horaires}…) and merge
 * fields, and its place in the list. The site starts with six, written by the migration.
 */
export const messageTemplates = pgTable(
  "message_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("message_templates_name_unique").on(sql`lower(${t.name})`)],
);

// ---------------------------------------------------------------------------------------------
// The team of the plaines (decision 0063)
// ---------------------------------------------------------------------------------------------

/**
 * A role given to a person of the team: an administrator invites an address as 'animateur' or
 * 'coordinateur' of some plaines; the link's token is kept as its SHA-256 only, valid 7 days. The
 * account of that address accepts it once (`profile_id`), beside its own `profiles.role`; an
 * administrator revokes it (`revoked_at`), which ends its access on the next request.
 */
export const staffRoles = pgTable(
  "staff_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    /** SHA-256 of the link's token (hex). */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    profileId: text("profile_id").references(() => profiles.id, { onDelete: "cascade" }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_roles_profile_idx").on(t.profileId), check("staff_roles_role_check", oneOf(t.role, STAFF_ROLES))],
);

/** The plaines a role is given on. */
export const staffRolePlaines = pgTable(
  "staff_role_plaines",
  {
    staffRoleId: uuid("staff_role_id")
      .notNull()
      .references(() => staffRoles.id, { onDelete: "cascade" }),
    activityId: activityRef(),
  },
  (t) => [uniqueIndex("staff_role_plaines_pk").on(t.staffRoleId, t.activityId), index("staff_role_plaines_activity_idx").on(t.activityId)],
);

/**
 * The plan: a person of the team with a group of a plaine on a day (the group by its name, as the
 * plaine's groups and moves name it). What an animateur sees on the ground follows it.
 */
export const staffAssignments = pgTable(
  "staff_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    activityId: activityRef(),
    date: date("date", { mode: "string" }).notNull(),
    groupName: text("group_name").notNull(),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    assignedBy: text("assigned_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_assignments_one_per_cell").on(t.activityId, t.date, t.groupName, t.profileId),
    index("staff_assignments_profile_idx").on(t.profileId, t.activityId),
  ],
);

/**
 * A qualification of a person of the team (decision 0065): its kind, when it was obtained, by whom,
 * its last valid day (none for a title that does not end) and its proof, a PDF or an image sealed in
 * the private document store under `staff-qualifications/<id>`. It goes with the account; the
 * retention job removes the ones of people no longer in any team (decision 0065).
 */
export const staffQualifications = pgTable(
  "staff_qualifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: QUALIFICATION_KINDS }).notNull(),
    obtainedOn: date("obtained_on", { mode: "string" }).notNull(),
    issuer: text("issuer").notNull(),
    expiresOn: date("expires_on", { mode: "string" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type", { enum: MESSAGE_ATTACHMENT_TYPES }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("staff_qualifications_profile_idx").on(t.profileId, t.obtainedOn),
    index("staff_qualifications_expiry_idx").on(t.expiresOn),
    check("staff_qualifications_kind_check", oneOf(t.kind, QUALIFICATION_KINDS)),
    check("staff_qualifications_type_check", oneOf(t.contentType, MESSAGE_ATTACHMENT_TYPES)),
    check("staff_qualifications_size_check", sql`${t.sizeBytes} > 0`),
    check("staff_qualifications_dates_check", sql`${t.expiresOn} IS NULL OR ${t.expiresOn} >= ${t.obtainedOn}`),
  ],
);

/**
 * A person of the team on a day of a plaine (decision 0063, amendment "the team's presence"): the
 * arrival and the departure tapped on the check-in, at the site's clock, and who tapped each. A
 * day with an arrival is a day worked; once one person of the team is checked in on a day, the
 * day's staffing counts them instead of the number an administrator entered.
 */
export const staffPresences = pgTable(
  "staff_presences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    activityId: activityRef(),
    date: date("date", { mode: "string" }).notNull(),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }).notNull(),
    arrivedBy: text("arrived_by").references(() => users.id, { onDelete: "set null" }),
    leftAt: timestamp("left_at", { withTimezone: true }),
    leftBy: text("left_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("staff_presences_one_per_day").on(t.activityId, t.date, t.profileId),
    index("staff_presences_profile_idx").on(t.profileId),
    check("staff_presences_left_after_arrival", sql`${t.leftAt} is null or ${t.leftAt} >= ${t.arrivedAt}`),
  ],
);

/**
 * A day a person of the team said they are available on a plaine (decision 0063, amendment "the
 * team's availabilities"): one row a day, set by the person themselves; the plan shows it to whoever
 * edits it. It goes with the plaine and with the account.
 */
export const staffAvailabilities = pgTable(
  "staff_availabilities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    activityId: activityRef(),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_availabilities_one_per_day").on(t.activityId, t.profileId, t.date),
    index("staff_availabilities_profile_idx").on(t.profileId),
  ],
);

/**
 * Volunteer allowances (decision 0066): each year's daily and yearly caps as an administrator
 * enters them (indexed each year, not published in advance).
 */
export const volunteerAllowanceCaps = pgTable(
  "volunteer_allowance_caps",
  {
    year: integer("year").primaryKey(),
    dailyCents: integer("daily_cents").notNull(),
    yearlyCents: integer("yearly_cents").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("volunteer_allowance_caps_positive", sql`${t.dailyCents} > 0 and ${t.yearlyCents} >= ${t.dailyCents}`)],
);

/** A plaine's allowance per day worked; no row: no allowance. */
export const volunteerAllowancePlaines = pgTable(
  "volunteer_allowance_plaines",
  {
    activityId: uuid("activity_id")
      .primaryKey()
      .references(() => activities.id, { onDelete: "cascade" }),
    cents: integer("cents").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("volunteer_allowance_plaines_cents_check", sql`${t.cents} > 0`)],
);

/** A person's own allowance per day, replacing the plaines' (0: none, e.g. paid under a contract); no row: the plaines'. */
export const volunteerAllowancePeople = pgTable(
  "volunteer_allowance_people",
  {
    profileId: text("profile_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    cents: integer("cents").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("volunteer_allowance_people_cents_check", sql`${t.cents} >= 0`)],
);

/**
 * The audit log: every change an administrator makes (and a parent's cancellation), every export
 * downloaded and every settings block saved, with who, when and the changed fields (before →
 * after). A record's edit page shows its history; the activity log ('Journal d'activité') shows
 * them all, filtered by person, area and period.
 */
import { apiPath } from "./api-path.ts";

export const adminHistoryPaths = {
  history: apiPath("/api/admin/history/:entity/:id"),
  activityLog: apiPath("/api/admin/activity-log"),
};

/** The settings page's blocks whose saves are logged, each an entity without an id. */
export const SETTINGS_ENTITIES = [
  "payment_rules",
  "refund_rules",
  "waitlist_rules",
  "retention",
  "organiser",
  "daily_caps",
  "association",
  "tariff_charge",
] as const;
export type SettingsEntity = (typeof SETTINGS_ENTITIES)[number];

/**
 * The kinds of record the log follows; their names are the `:entity` of the path. The settings
 * blocks (`SETTINGS_ENTITIES`) are one row each: their entries name no record.
 */
export const AUDITED_ENTITIES = [
  "activity",
  "news",
  "registration",
  "waitlist_entry",
  "certificate_run",
  "bank_movement",
  // A tariff category of the Tarifs page (a setting, with an id).
  "tariff_category",
  // An organisation that pays for children (Organismes payeurs).
  "payer",
  // A message written to the parents of a plaine (decision 0061).
  "family_message",
  // A role of the team: its invitation, its new link, its end (decision 0063).
  "staff_role",
  // A plaine's plan of the team (its id is the plaine's): each cell set, a day and a group (decision 0063).
  "staff_plan",
  // A qualification of a person of the team, its proof opened (an export): decision 0065.
  "staff_qualification",
  // The settings page's blocks whose saves are logged, each an entity without an id.
  ...SETTINGS_ENTITIES,
] as const;
export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];

/** An export is a download: nothing changes, its entry says what was taken out, and by whom. */
export const AUDIT_ACTIONS = ["create", "update", "delete", "export"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The areas of the activity log, the filter's values (labels: domain/activity-log.ts). */
export const AUDIT_AREAS = ["plaines", "registrations", "payments", "settings", "exports", "news", "certificates"] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

/** A field's value as logged: what the form holds (text, number, yes/no) or nothing. */
export type AuditValue = string | number | boolean | null;

/**
 * The fields a registration's history records: its statuses (an administrator's or a parent's
 * change), a refund asked for, a payment deadline moved, a bank credit received (amount and where
 * it came from), the child's group on the ground, its price set by an administrator and why. The pages name each in French: a field added
 * here without its label fails the type check, and the server records no other.
 */
export const REGISTRATION_AUDIT_FIELDS = [
  "status",
  "paymentStatus",
  "refundRequested",
  "paymentDeadline",
  "received",
  "source",
  "group",
  "price",
  "priceReason",
  // A tariff claimed at registration, approved or refused by an administrator, and why it was refused.
  "tariff",
  "tariffReason",
  // What an organisation takes of the child's price (decision 0056), and what it sent so far.
  "payerShare",
  "payerShareReceived",
] as const;
export type RegistrationAuditField = (typeof REGISTRATION_AUDIT_FIELDS)[number];
/** What one entry of a registration's history says before or after. */
export type RegistrationAuditSnapshot = Partial<Record<RegistrationAuditField, AuditValue>>;

/** One changed field. On create `before` is null; on delete `after` is; an export's details are all `after`. */
interface AuditChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
}

export interface AuditEntry {
  id: string;
  action: AuditAction;
  at: string;
  /** Who: their e-mail always, their name while their account exists (null after). */
  actor: { name: string | null; email: string };
  changes: AuditChange[];
}

/** GET /api/admin/history/:entity/:id: newest first. */
export interface AuditHistoryResponse {
  entries: AuditEntry[];
}

/** The activity log's query: each filter optional; `before` is the last entry of the page already shown. */
export interface ActivityLogQuery {
  /** The person's e-mail, as `people` lists them. */
  actor?: string;
  area?: AuditArea;
  /** Calendar days in Brussels, both included (YYYY-MM-DD). */
  from?: string;
  to?: string;
  before?: string;
}

/** One line of the activity log: an entry with its area and the record it is about. */
export interface ActivityLogEntry extends AuditEntry {
  area: AuditArea;
  entity: AuditedEntity;
  record: {
    /** The record's id while it exists (a link can point at it); null when gone or for a settings block or a list. */
    id: string | null;
    /** The record as a person names it: a plaine's title, a child and the registration's reference... (French). */
    label: string;
    /** The plaine a registration or a waiting-list entry belongs to, while it exists. */
    activityId: string | null;
  };
}

/** GET /api/admin/activity-log: newest first, a page at a time. */
export interface ActivityLogResponse {
  entries: ActivityLogEntry[];
  /** The `before` of the next page; null on the last. */
  next: string | null;
  /** Everyone who appears in the log, for the person filter: e-mail and name (null once the account is gone). */
  people: { email: string; name: string | null }[];
}

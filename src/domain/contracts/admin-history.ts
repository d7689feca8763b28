/**
 * The audit log: every create, update and delete an administrator makes, with who, when and the
 * changed fields (before → after). A record's edit page shows its history.
 */
import { apiPath } from "./api-path.ts";

export const adminHistoryPaths = {
  history: apiPath("/api/admin/history/:entity/:id"),
};

/** The kinds of record the log follows; their names are the `:entity` of the path. */
export const AUDITED_ENTITIES = ["activity", "news", "registration", "waitlist_entry", "certificate_run"] as const;
export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];

export type AuditAction = "create" | "update" | "delete";

/** A field's value as logged: what the form holds (text, number, yes/no) or nothing. */
export type AuditValue = string | number | boolean | null;

/**
 * The fields a registration's history records: its statuses (an administrator's change), a refund
 * asked for, a payment deadline moved, a bank credit received (amount and where it came from).
 * The page names each in French: a field added here without its label fails the type check.
 */
export const REGISTRATION_AUDIT_FIELDS = ["status", "paymentStatus", "refundRequested", "paymentDeadline", "received", "source"] as const;
export type RegistrationAuditField = (typeof REGISTRATION_AUDIT_FIELDS)[number];
/** What one entry of a registration's history says before or after. */
export type RegistrationAuditSnapshot = Partial<Record<RegistrationAuditField, AuditValue>>;

/** One changed field. On create `before` is null; on delete `after` is. */
interface AuditChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
}

export interface AuditEntry {
  id: string;
  action: AuditAction;
  at: string;
  /** The administrator: their e-mail always, their name while their account exists (null after). */
  actor: { name: string | null; email: string };
  changes: AuditChange[];
}

/** GET /api/admin/history/:entity/:id: newest first. */
export interface AuditHistoryResponse {
  entries: AuditEntry[];
}

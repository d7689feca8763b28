/**
 * The parent's own data (signed-in area): the export of everything the site keeps about them and
 * the erasure of their account; and the administrators' side (erasing a parent on request, the
 * retention periods and what the purges removed). Inputs are in privacy-input.ts.
 */
import type { RetentionJobName, RetentionSettings } from "../privacy.ts";
import type { PaymentMethod, PaymentStatus } from "../registration.ts";
import { apiPath } from "./api-path.ts";

export const privacyPaths = {
  /** GET: a ZIP (JSON + readable HTML) of the signed-in parent's data. */
  export: apiPath("/api/account/export"),
  /** POST: erases the signed-in parent's account (password re-typed). */
  erase: apiPath("/api/account/erase"),
};

export const adminPrivacyPaths = {
  /** POST: finds a parent's account by e-mail, sent in the body so no address log keeps it. */
  findParent: apiPath("/api/admin/parents/lookup"),
  /** POST: erases a parent's account, asked by e-mail; audited. */
  eraseParent: apiPath("/api/admin/parents/:id/erase"),
  /** GET the retention periods and purge counts; PUT new periods. */
  retention: apiPath("/api/admin/privacy/retention"),
};

/** POST /api/admin/parents/lookup: the parent's record, what an erasure asked by e-mail needs to be checked. */
export interface AdminParentRecord {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  isAdmin: boolean;
  createdAt: string;
  /** The latest sign-in still on record (expired sessions are swept). */
  lastSignInAt: string | null;
  children: { id: string; firstName: string; lastName: string }[];
  registrations: { total: number; upcoming: number };
  payments: number;
}

/** POST /api/account/erase and /api/admin/parents/:id/erase: what was kept, anonymised. */
export interface ErasureResponse {
  erased: true;
  anonymisedPayments: number;
}

/** One registration that keeps the account from being erased: a child's place in a plaine not over yet. */
export interface ErasureBlocker {
  childFirstName: string;
  activityId: string;
  activityTitle: string;
  startDate: string;
  endDate: string;
  /** Under way (started, not over) or still to come, on the site's today. */
  when: "in-progress" | "upcoming";
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  /** The last day the parent may still cancel it in 'Mes inscriptions'; null once that is past. */
  cancellableUntil: string | null;
  /** The first day this registration no longer keeps the account: the day after the plaine. */
  freeFrom: string;
}

/**
 * The `details` of the 409 of POST /api/account/erase when registrations keep the account: each of
 * them, sorted by the plaine's first day, and who to write to (the association's settings).
 */
export interface ErasureRefusalDetails {
  kind: "erasure-blocked";
  blockers: ErasureBlocker[];
  contact: { name: string; email: string | null; phone: { display: string; href: string } | null };
}

/** The erasure's refusal details in an error answer's `details`, or null for any other refusal. */
export function erasureRefusalDetails(details: unknown): ErasureRefusalDetails | null {
  const candidate = details as Partial<ErasureRefusalDetails> | null | undefined;
  return candidate?.kind === "erasure-blocked" && Array.isArray(candidate.blockers) && typeof candidate.contact === "object"
    ? (candidate as ErasureRefusalDetails)
    : null;
}

interface PurgeCount {
  job: RetentionJobName;
  label: string;
  /** Everything this rule removed since the site exists. */
  total: number;
  lastRunAt: string | null;
  lastPurged: number | null;
}

/** GET and PUT /api/admin/privacy/retention. */
export interface RetentionView {
  settings: RetentionSettings;
  purges: PurgeCount[];
  /** Accounts erased so far: by the parent, by an administrator, for inactivity. */
  erasures: { self: number; admin: number; inactivity: number };
}

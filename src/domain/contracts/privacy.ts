/**
 * The parent's own data (signed-in area): the export of everything the site keeps about them and
 * the erasure of their account; and the administrators' side (erasing a parent on request, the
 * retention periods and what the purges removed). Inputs are in privacy-input.ts.
 */
import type { RetentionJobName, RetentionSettings } from "../privacy.ts";
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

/**
 * The administrators' children: the list (no medical text, only whether there is some) and a
 * child's sheet (the whole file, the parent's contact, the registrations). Opening a sheet that
 * shows medical information is recorded, and the sheet shows who opened it.
 */
import type { Child } from "../child.ts";
import type { MutualityCertificateSummary } from "./certificates.ts";
import type { PaymentStatus, RegistrationStatus } from "../registration.ts";
import { apiPath } from "./api-path.ts";

export const adminChildPaths = {
  list: apiPath("/api/admin/children"),
  sheet: apiPath("/api/admin/children/:id"),
};

interface AdminParentContact {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

/** One row of GET /api/admin/children. */
export interface AdminChildListItem {
  id: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  /** "7 ans et 3 mois", today. */
  ageLabel: string;
  parent: AdminParentContact;
  liveRegistrations: number;
  totalRegistrations: number;
  hasMedicalInfo: boolean;
  createdAt: string;
}

/** GET /api/admin/children: newest first. */
export interface AdminChildListResponse {
  children: AdminChildListItem[];
}

/** Who read medical information, and how: a sheet, an export, a child opened on the check-in or a printed list. */
export const MEDICAL_ACCESS_KINDS = ["sheet", "export", "parent-export", "check-in", "day-list-pdf", "health-forms-pdf"] as const;
export type MedicalAccessKind = (typeof MEDICAL_ACCESS_KINDS)[number];

export interface MedicalAccess {
  at: string;
  actor: { name: string; email: string };
  kind: MedicalAccessKind;
}

/** A tick or a withdrawal of the medical consent, as the child's sheet lists them. */
export interface ConsentEvent {
  action: "given" | "withdrawn";
  version: string;
  at: string;
  accountEmail: string;
}

/** GET /api/admin/children/:id: the child's sheet. */
export interface AdminChildSheet {
  child: Child & { ageLabel: string };
  parent: AdminParentContact & {
    address: { street: string | null; postalCode: string | null; city: string | null; country: string | null };
  };
  registrations: {
    id: string;
    reference: string;
    activity: { id: string; title: string; startDate: string; endDate: string };
    status: RegistrationStatus;
    statusLabel: string;
    paymentStatus: PaymentStatus;
    paymentStatusLabel: string;
  }[];
  /** Who saw this child's medical information, newest first (this opening included when it showed some). */
  medicalAccess: MedicalAccess[];
  /** The medical consent's history, newest first (the child's standing consent is in `child.medicalConsent`). */
  consentHistory: ConsentEvent[];
  /** The mutualité's certificate of each plaine, newest first; printed from adminCertificatePaths.mutualityPdf. */
  mutuality: MutualityCertificateSummary[];
}

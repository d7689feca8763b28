/**
 * The administrators' API contract, shared by the server and the browser: every path lives under
 * ADMIN_BASE_PATH, where the server checks the administrator once for all of them. The outbox
 * and a test message, the registrations of every parent with their bulk status change, a card
 * payment's refund, the card payments' state. The input schemas are in admin-input.ts.
 */
import type { PaymentStatus, RegistrationStatus } from "../registration.ts";
import type { RegistrationFilters } from "../registration-filters.ts";
import { apiPath } from "./api-path.ts";
import type { RegistrationGroup } from "./registrations.ts";

export const ADMIN_BASE_PATH = "/api/admin";

export const adminPaths = {
  mails: apiPath("/api/admin/mails"),
  testMail: apiPath("/api/admin/mails/test"),
  /** The real confirmation template with test data, sent to the administrator only. */
  testConfirmation: apiPath("/api/admin/mails/test-confirmation"),
  system: apiPath("/api/admin/system"),
  registrations: apiPath("/api/admin/registrations"),
  /** CSV or XLSX of the registrations the filters keep (RegistrationExportQuery). */
  registrationExport: apiPath("/api/admin/registrations/export"),
  refund: apiPath("/api/admin/payments/:id/refund"),
  registrationPrice: apiPath("/api/admin/registrations/:id/price"),
  paymentStatus: apiPath("/api/admin/payments/status"),
};

export type MailStatus = "pending" | "sent" | "failed";

/**
 * Every kind of message the site sends (the outbox's `kind`): the e-mail log names each in French,
 * so a kind added here without its label fails the type check.
 */
export const MAIL_KINDS = [
  "email-verification",
  "password-reset",
  "existing-account",
  "registration-confirmation",
  "registration-update",
  "payment-received",
  "payment-reminder",
  "payment-deadline",
  "payment-refund",
  "waitlist-offer",
  "waitlist-joined",
  "registration-cancelled",
  "refund-sent",
  "price-change",
  "tariff-decision",
  "payer-request",
  "child-invitation",
  "child-link",
  "staff-invitation",
  "qualification-expiry",
  "share-reminder",
  "family-message",
  "urgent-text",
  "inactivity-warning",
  "account-deleted",
  "test",
  "test-confirmation",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** SMTP, or only the server's log when no SMTP server is configured. */
export type MailTransportKind = "smtp" | "log";

/** One message of the outbox as administrators see it (no body). */
export interface OutboxMail {
  id: string;
  /** A MailKind; a message queued by an earlier version may have another. */
  kind: string;
  to: string;
  cc: string | null;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
}

/** GET /api/admin/mails: the newest messages of the outbox, and how they leave. */
export interface OutboxView {
  transport: MailTransportKind;
  mails: OutboxMail[];
}

/** POST /api/admin/mails/test: whether the message was queued. */
export interface TestMailResponse {
  success: boolean;
}

/** GET /api/admin/registrations: every registration, grouped by plaine, with the parents' contact. */
export interface AdminRegistrationsResponse {
  groups: RegistrationGroup[];
}

/** PATCH /api/admin/registrations: how many were selected and changed, and the new statuses. */
export interface AdminRegistrationUpdateResult {
  count: number;
  registrationsChanged: number;
  paymentsChanged: number;
  status?: RegistrationStatus;
  statusLabel?: string;
  paymentStatus?: PaymentStatus;
  paymentStatusLabel?: string;
}

/** POST /api/admin/payments/:id/refund: the payment (refunded once Stripe confirms) and Stripe's refund. */
export interface RefundResponse {
  payment: { id: string; status: PaymentStatus; statusLabel: string };
  refund: { id: string; status: "pending" | "requires_action" | "succeeded" | "failed" | "canceled" };
}

/** PUT /api/admin/registrations/:id/price: the child's new price, the family's new total and what it did to the money. */
export interface RegistrationPriceResult {
  previousPriceCents: number;
  priceCents: number;
  previousAmountCents: number;
  amountCents: number;
  /** "due": a new amount to pay; "refund": refundCents come back; "balance": a paid transfer waits for the rest; "unchanged": the total did not move. */
  money: { kind: "due" | "refund" | "balance" | "unchanged"; refundCents: number | null };
  /** The sentence the page shows. */
  message: string;
}

/** GET /api/admin/payments/status: the card payments' side of the settings page. */
export interface PaymentSystemStatus {
  mode: "stripe" | "simulated" | "off";
  lastWebhook: { receivedAt: string; type: string; outcome: string; deliveries: number } | null;
  /** Payments received after their places were released and taken: to refund. */
  refundsDue: number;
}

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * GET /api/admin/registrations/export's query: the list's filters (registration-filters.ts) as
 * the page holds them, the format, and `medical=true` to add allergies and medical conditions
 * (recorded in each child's medical access log).
 */
export type RegistrationExportQuery = RegistrationFilters & {
  format: ExportFormat;
  medical?: "true";
};

/** GET /api/admin/system: the settings page's system information. */
export interface SystemInfo {
  version: string;
  database: "postgresql" | "pglite";
  node: string;
  uptimeSeconds: number;
  smtpConfigured: boolean;
  /** live/test: Stripe with a live or test key; simulated: a demo site's checkout; off: no card payment. */
  paymentMode: "live" | "test" | "simulated" | "off";
  lastWebhook: PaymentSystemStatus["lastWebhook"];
  counts: { plaines: number; parents: number; children: number; registrations: number };
}

import { z } from "zod";
import "./zod-locale.ts";
import type { Activity } from "./activity.ts";
import type { CheckoutSummary } from "./checkout.ts";
import { addDaysIso } from "./dates.ts";
import { isUuid } from "./ids.ts";
import { formatEuros } from "./money.ts";
import type { RegistrationPrice } from "./pricing.ts";

/** Registration and payment states are kept apart (spec §4): one says "is the child in", the other "is it paid". */
export const REGISTRATION_STATUSES = ["pending", "confirmed", "cancelled"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const PAYMENT_STATUSES = ["pending", "paid", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_METHODS = ["stripe", "bank_transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  pending: "En attente",
  confirmed: "Confirmée",
  cancelled: "Annulée",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "En attente",
  paid: "Payé",
  refunded: "Remboursé",
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  stripe: "Carte bancaire",
  bank_transfer: "Virement bancaire",
};

/** What parents and admins read as "the reference": the last 8 characters of the registration id (spec §9). */
export function registrationReference(registrationId: string): string {
  return registrationId.slice(-8);
}

/**
 * A registration row's own amount, as a person reads it. The payment's total belongs to the
 * submission's first (primary) registration; the other children of the same submission have no
 * amount of their own and show "-" (the old system stored a symbolic 0.01 for them; we store none).
 */
export function amountLabel(amountCents: number | null): string {
  return amountCents === null ? "-" : formatEuros(amountCents);
}

// ---------------------------------------------------------------------------------------------
// The registration form (spec §5)
// ---------------------------------------------------------------------------------------------

export const SELECT_AT_LEAST_ONE_CHILD = "Veuillez sélectionner au moins un enfant";
export const ACCEPT_TERMS = "Vous devez accepter les conditions";
export const NO_AVAILABLE_CHILD = "Aucun enfant disponible sélectionné pour l'inscription.";
export const CHILD_ALREADY_REGISTERED_WARNING = "Cet enfant est déjà inscrit à cette activité";
export const ACTIVITY_FULL = "Cette plaine est complète";
export const ACTIVITY_PAST = "Cette plaine est déjà passée";
export const REGISTRATION_NOT_FOUND = "Inscription non trouvée";

export function alreadyRegisteredMessage(child: { firstName: string; lastName: string }): string {
  return `${child.firstName} ${child.lastName} est déjà inscrit(e) à cette activité`;
}

/** More children asked for than places left (but some left): say how many, so the parent can choose. */
export function notEnoughPlacesMessage(remaining: number): string {
  return remaining === 1 ? "Il ne reste qu'une place pour cette plaine" : `Il ne reste que ${remaining} places pour cette plaine`;
}

/** A family registers a handful of children at once; more is a mistake or abuse. */
export const MAX_CHILDREN_PER_REGISTRATION = 10;

/**
 * The submitted form. There is no amount field: the server computes the price, and anything
 * else sent along is dropped by the parse.
 */
export const registrationSchema = z.object({
  activityId: z.string({ error: "La plaine est requise" }).refine(isUuid, "ID de la plaine invalide"),
  childIds: z
    .array(z.string().refine(isUuid, "ID d'enfant invalide"), { error: SELECT_AT_LEAST_ONE_CHILD })
    .min(1, SELECT_AT_LEAST_ONE_CHILD)
    .max(MAX_CHILDREN_PER_REGISTRATION, `${MAX_CHILDREN_PER_REGISTRATION} enfants au maximum par inscription`)
    // The same child twice is one child.
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "Le mode de paiement doit être stripe ou bank_transfer" }).default("stripe"),
  acceptTerms: z.literal(true, { error: ACCEPT_TERMS }),
});
export type RegistrationInput = z.infer<typeof registrationSchema>;

// ---------------------------------------------------------------------------------------------
// Cancellation by the parent (FAQ: up to 15 days before the start)
// ---------------------------------------------------------------------------------------------

export const PARENT_CANCELLATION_DAYS = 15;

/** The last day (YYYY-MM-DD, Brussels) a parent may cancel: 15 days before the first day. */
export function lastCancellationDay(startDate: string): string {
  return addDaysIso(startDate, -PARENT_CANCELLATION_DAYS);
}

export function canParentCancel(registration: { status: RegistrationStatus; startDate: string }, today: string): boolean {
  return registration.status !== "cancelled" && today <= lastCancellationDay(registration.startDate);
}

export const CANCELLATION_TOO_LATE = `L'annulation n'est possible que jusqu'à ${PARENT_CANCELLATION_DAYS} jours avant le début de la plaine. Veuillez contacter l'association.`;

// ---------------------------------------------------------------------------------------------
// The confirmation e-mail as the success pages see it (spec §4)
// ---------------------------------------------------------------------------------------------

export const CONFIRMATION_STATES = ["sending", "sent", "already_sent", "error"] as const;
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number];

/** The spec's client kept a sent confirmation for 5 minutes per registration: after that, a visit reads "already sent". */
export const CONFIRMATION_FRESH_MS = 5 * 60 * 1000;

/**
 * The state of the confirmation e-mail from its outbox row: queued or being retried → sending;
 * failed for good → error; sent within the last 5 minutes → sent (the page that is waiting for
 * it); sent earlier → already_sent (a reload or a later visit: "Email de confirmation déjà envoyé !").
 */
export function confirmationState(
  mail: { status: "pending" | "sent" | "failed"; sentAt: Date | null } | null,
  now: Date,
): ConfirmationState {
  if (!mail || mail.status === "failed") return "error";
  if (mail.status === "pending") return "sending";
  return mail.sentAt && now.getTime() - mail.sentAt.getTime() > CONFIRMATION_FRESH_MS ? "already_sent" : "sent";
}

export const CONFIRMATION_MESSAGES: Record<ConfirmationState, string> = {
  sending: "Envoi de l'e-mail de confirmation…",
  sent: "Email de confirmation envoyé !",
  already_sent: "Email de confirmation déjà envoyé !",
  error: "Inscription réussie mais erreur lors de l'envoi de l'email de confirmation. Veuillez contacter l'administration.",
};

/** What a parent needs to pay by bank transfer: on the success page, in the history and in the e-mail. */
export interface BankTransferInstructions {
  amountCents: number;
  beneficiary: string;
  /** Grouped by four, as people copy it. */
  iban: string;
  bic: string;
  /** "+++DDD/DDDD/DDDDD+++" */
  communication: string;
  /** The EPC QR text; null when there is nothing to pay or the bank details are not usable. */
  qrPayload: string | null;
  /** The QR code as a PNG (same origin, owner only); null with qrPayload. */
  qrCodeUrl: string | null;
}

export interface PaymentMethodOption {
  method: PaymentMethod;
  label: string;
  description: string;
}

/** One child as the registration page lists it (GET /api/activities/:id/registration). */
export interface RegistrationPageChild {
  id: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  /** A live (non-cancelled) registration for this plaine exists: shown 'Déjà inscrit', not selectable. */
  alreadyRegistered: boolean;
  ageAtStart: { years: number; months: number };
  ageAtStartLabel: string;
  ageFits: boolean;
  /** Why the age does not fit, naming the child; null when it fits. */
  ageMessage: string | null;
  selectable: boolean;
}

/** One row of the registration history (parent) or the admin list. */
export interface RegistrationRow {
  id: string;
  reference: string;
  /** The first child of the submission: this row carries the payment's amount. */
  isPrimary: boolean;
  createdAt: string;
  child: { id: string; firstName: string; lastName: string };
  status: RegistrationStatus;
  statusLabel: string;
  paymentId: string;
  paymentMethod: PaymentMethod;
  paymentMethodLabel: string;
  paymentStatus: PaymentStatus;
  paymentStatusLabel: string;
  paidAt: string | null;
  /** The payment's total on the primary row; null on the other rows of the same payment. */
  amountCents: number | null;
  /** amountCents as shown: euros, or '-' when the row has no amount of its own. */
  amountLabel: string;
  /** The parent may still cancel it (up to 15 days before the start). */
  canCancel: boolean;
  /** Admin list only. */
  parent?: { id: string; firstName: string; lastName: string; email: string; phone: string | null };
}

/** One payment of a group: what was charged for which children, and how to pay while it is due. */
export interface PaymentSummary {
  id: string;
  /** The reference of the submission's primary registration. */
  reference: string;
  /** The submission's primary registration: the id its links ('Payer', success pages) carry. */
  primaryRegistrationId: string;
  method: PaymentMethod;
  methodLabel: string;
  status: PaymentStatus;
  statusLabel: string;
  amountCents: number;
  amountLabel: string;
  paidAt: string | null;
  childNames: string[];
  /** For an unpaid bank transfer: the instructions again; null otherwise. */
  bankTransfer: BankTransferInstructions | null;
  /** Card payments: where the checkout stands and whether 'Payer' is offered; null for transfers. */
  checkout: CheckoutSummary | null;
}

/** Registrations of one plaine and start date (spec §9): summed amounts and the children's names. */
export interface RegistrationGroup {
  key: string;
  activity: { id: string; title: string; startDate: string; endDate: string };
  count: number;
  childNames: string[];
  /** The sum of the group's payment records. */
  totalCents: number;
  totalLabel: string;
  registrations: RegistrationRow[];
  payments: PaymentSummary[];
}

/** The admin's bulk change (spec §4): any status to any value, for the selected registrations. */
export const adminRegistrationUpdateSchema = z
  .object({
    ids: z
      .array(z.string().refine(isUuid, "ID d'inscription invalide"), { error: "Sélectionnez au moins une inscription" })
      .min(1, "Sélectionnez au moins une inscription")
      .max(500, "500 inscriptions au maximum à la fois")
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    status: z.enum(REGISTRATION_STATUSES, { error: "Statut d'inscription inconnu" }).optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES, { error: "Statut de paiement inconnu" }).optional(),
  })
  .refine((value) => value.status !== undefined || value.paymentStatus !== undefined, {
    message: "Indiquez le statut à modifier",
    path: ["status"],
  });
export type AdminRegistrationUpdate = z.infer<typeof adminRegistrationUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// API answers, for the pages (the web imports types from the domain only)
// ---------------------------------------------------------------------------------------------

/** GET /api/activities/:id/registration */
export interface RegistrationPage {
  activity: Activity;
  /** 'Cette plaine est complète' / 'Cette plaine est déjà passée' when the page must refuse, else null. */
  closedReason: string | null;
  /** The parent's children, by first name. */
  children: RegistrationPageChild[];
  paymentMethods: PaymentMethodOption[];
}

/** POST /api/registrations (201) */
export interface RegistrationResult {
  /** The first (primary) registration: the id the success page and links carry. */
  registrationId: string;
  reference: string;
  registrationIds: string[];
  paymentId: string;
  price: RegistrationPrice;
  /** Where the browser goes next: /bank-transfer/success?registration_id=…, or the card checkout page. */
  redirectTo: string;
  /**
   * The registration is saved but the payment step could not start (card checkout unavailable):
   * the message to show; redirectTo then leads where it can be paid later.
   */
  paymentError?: string;
}

/** GET /api/registrations/:id/bank-transfer */
export interface BankTransferPage {
  registration: { id: string; reference: string; status: RegistrationStatus; statusLabel: string };
  activity: { id: string; title: string; startDate: string; endDate: string };
  children: { firstName: string; lastName: string }[];
  payment: { id: string; method: PaymentMethod; status: PaymentStatus; statusLabel: string; amountCents: number };
  bankTransfer: BankTransferInstructions;
}

/** GET /api/registrations/:id/checkout: what /checkout/success shows, from the server's state only. */
export interface CheckoutPage {
  registration: { id: string; reference: string; status: RegistrationStatus; statusLabel: string };
  activity: { id: string; title: string; startDate: string; endDate: string };
  children: { firstName: string; lastName: string }[];
  payment: { id: string; status: PaymentStatus; statusLabel: string; amountCents: number; paidAt: string | null };
  checkout: CheckoutSummary;
  /** The confirmation e-mail once paid; null before. */
  confirmation: ConfirmationState | null;
}

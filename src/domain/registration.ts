/**
 * The rules of registrations and payments, and their French copy: statuses and their labels, the
 * reference, the form's messages, cancellation by the parent, the confirmation e-mail's state.
 * What the registration endpoints accept and answer is their contract, contracts/registrations.ts.
 */
import { addDaysIso } from "./dates.ts";
import { formatEuros } from "./money.ts";

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

/** What a payment brought in and what it still asks, as the money views and the exports count them. */
export interface PaymentReceipts {
  receivedCents: number;
  dueCents: number;
}

/**
 * A paid payment brought its amount (anything beyond it is on the refund list, not the plaine's);
 * an unpaid one what the bank's statements brought so far (a transfer paid in part by several
 * credits), at most its amount, and still asks the rest; a refunded one nothing.
 */
export function paymentReceipts(payment: { status: PaymentStatus; amountCents: number; receivedCents: number }): PaymentReceipts {
  if (payment.status === "paid") return { receivedCents: payment.amountCents, dueCents: 0 };
  if (payment.status === "refunded") return { receivedCents: 0, dueCents: 0 };
  const receivedCents = Math.min(Math.max(payment.receivedCents, 0), payment.amountCents);
  return { receivedCents, dueCents: payment.amountCents - receivedCents };
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

export type ConfirmationState = "sending" | "sent" | "already_sent" | "error";

/** The spec's client kept a sent confirmation for 5 minutes per registration: after that, a visit reads "already sent". */
const CONFIRMATION_FRESH_MS = 5 * 60 * 1000;

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
  sent: "E-mail de confirmation envoyé\u00a0!",
  already_sent: "Email de confirmation déjà envoyé\u00a0!",
  error: "Inscription réussie mais erreur lors de l'envoi de l'email de confirmation. Veuillez contacter l'administration.",
};

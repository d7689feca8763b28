/**
 * Card payment (Stripe Checkout, card and Bancontact) as parents and administrators see it.
 * The payment's own status stays the spec's three (pending, paid, refunded); what happened at the
 * checkout (still open, processing, failed, expired, paid too late) is told apart here, from the
 * facts the server keeps. Pure: the server computes it, the pages show it.
 */
import { formatDayTimeFr, formatTimeFr } from "./date-time.ts";
import { brusselsToday } from "./dates.ts";
import { formatEuros } from "./money.ts";

/** Places are held this long for an unpaid card payment (Stripe wants 30 minutes to 24 hours ahead). */
const CHECKOUT_HOLD_MINUTES = 31;
export const CHECKOUT_HOLD_MS = CHECKOUT_HOLD_MINUTES * 60 * 1000;
/** Stripe refuses a session that expires sooner than this. */
export const STRIPE_MIN_EXPIRY_MS = 30 * 60 * 1000;

export const CARD_OPTION_LABEL = "Carte bancaire / Bancontact";
export const CHECKOUT_SESSION_ERROR = "Erreur lors de la création de la session de paiement";
export const CARD_CONFIRMATION_ERROR =
  "Paiement réussi mais erreur lors de l'envoi de l'email de confirmation. Veuillez contacter l'administration.";
export const REGISTRATION_INFO_NOT_FOUND = "Aucune information d'inscription trouvée";
export const SIMULATED_CHECKOUT_NOTICE = "Paiement simulé — aucun montant n'est débité";

export type CheckoutState = "open" | "processing" | "paid" | "failed" | "expired" | "cancelled" | "refund_due" | "refunding" | "refunded";

/** A card payment whose places are held until 'Payer' settles it, in every page that offers it. */
export const PAYMENT_PENDING_LABEL = "Paiement en attente";

export const CHECKOUT_STATE_LABELS: Record<CheckoutState, string> = {
  open: PAYMENT_PENDING_LABEL,
  processing: "Paiement en cours de traitement",
  paid: "Payé",
  failed: "Paiement refusé",
  expired: "Délai de paiement dépassé",
  cancelled: "Inscription annulée",
  refund_due: "Payé trop tard\u00a0: remboursement prévu",
  refunding: "Remboursement en cours",
  refunded: "Remboursé",
};

/** What each state means for the parent, in a sentence. */
export const CHECKOUT_STATE_MESSAGES: Record<CheckoutState, string> = {
  open: "Le paiement n'a pas encore été effectué. Les places sont réservées jusqu'à la fin du délai de paiement.",
  processing: "Votre banque traite le paiement. Cette page se met à jour dès qu'il est confirmé.",
  paid: "Merci\u00a0! Votre paiement a bien été reçu\u00a0: l'inscription est confirmée.",
  failed: "Le paiement a été refusé. Vous pouvez réessayer tant que les places sont réservées.",
  expired: "Le délai de paiement est dépassé\u00a0: l'inscription a été annulée et les places libérées.",
  cancelled: "Cette inscription a été annulée\u00a0: aucun paiement n'est attendu.",
  refund_due:
    "Votre paiement est arrivé après la libération des places, qui ont été reprises entre-temps. L'association va vous rembourser.",
  refunding: "Le remboursement de ce paiement est en cours.",
  refunded: "Ce paiement a été remboursé.",
};

export interface CheckoutFacts {
  paymentStatus: "pending" | "paid" | "refunded";
  amountCents: number;
  /** The payment arrived after the places were given back and taken by others. */
  refundDue: boolean;
  refundRequested: boolean;
  /** The hold ended unpaid and the registrations were cancelled. */
  released: boolean;
  holdExpiresAt: Date | null;
  /** Registrations of the payment that are not cancelled. */
  liveRegistrations: number;
  /** Its checkout sessions, oldest first. */
  sessions: { status: "open" | "complete" | "expired"; paymentStatus: "unpaid" | "processing" | "paid" | "failed" }[];
}

export interface CheckoutSummary {
  state: CheckoutState;
  stateLabel: string;
  message: string;
  /** 'Payer' is offered: unpaid, places still held, something to pay. */
  canPay: boolean;
  /** Until when the places are held (ISO), while that matters. */
  holdExpiresAt: string | null;
}

export function checkoutState(facts: CheckoutFacts, now: Date): CheckoutState {
  if (facts.paymentStatus === "refunded") return "refunded";
  if (facts.paymentStatus === "paid") return facts.refundRequested ? "refunding" : facts.refundDue ? "refund_due" : "paid";
  if (facts.sessions.some((session) => session.paymentStatus === "processing")) return "processing";
  if (facts.released) return "expired";
  if (facts.liveRegistrations === 0) return "cancelled";
  if (!facts.holdExpiresAt || facts.holdExpiresAt.getTime() <= now.getTime()) return "expired";
  return facts.sessions.at(-1)?.paymentStatus === "failed" ? "failed" : "open";
}

export function checkoutSummary(facts: CheckoutFacts, now: Date): CheckoutSummary {
  const state = checkoutState(facts, now);
  const canPay = (state === "open" || state === "failed") && facts.amountCents > 0;
  return {
    state,
    stateLabel: CHECKOUT_STATE_LABELS[state],
    message: CHECKOUT_STATE_MESSAGES[state],
    canPay,
    holdExpiresAt: canPay || state === "processing" ? (facts.holdExpiresAt?.toISOString() ?? null) : null,
  };
}

/**
 * Until when the places are held, in Brussels time: "jusqu'à 15:09" the same day, "jusqu'au
 * 8 juillet à 00:10" when the hold ends on another day than `now`'s. 'Payer (jusqu'à 15:09)' on
 * the registration form and in the parent's space.
 */
export function holdUntil(holdExpiresAt: string, now: Date = new Date()): string {
  const end = new Date(holdExpiresAt);
  return brusselsToday(end) === brusselsToday(now) ? `jusqu'à ${formatTimeFr(end)}` : `jusqu'au ${formatDayTimeFr(end)}`;
}

/** Beside 'Payer (jusqu'à …)': the places held for `count` children wait for the payment. */
export function holdNotice(count: number): string {
  return `${count > 1 ? "Places réservées" : "Place réservée"}\u00a0: payez avant la fin du délai pour confirmer l'inscription.`;
}

/** The one line the parent sees on Stripe's page: no surname, nothing of the medical file. */
export function checkoutLineItem(input: {
  activityTitle: string;
  childFirstNames: string[];
  discount: { label: string; amountCents: number } | null;
}): { name: string; description: string } {
  const count = input.childFirstNames.length;
  const discount = input.discount ? ` · ${input.discount.label}\u00a0: -${formatEuros(input.discount.amountCents)}` : "";
  return {
    name: `Plaine «\u00a0${input.activityTitle}\u00a0» — ${count} enfant${count > 1 ? "s" : ""}`,
    description: `${input.childFirstNames.join(", ")}${discount}`,
  };
}

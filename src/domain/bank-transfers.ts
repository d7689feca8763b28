/**
 * Bank transfers after the registration: what a credit on the association's account does to the
 * payment it names, where its structured communication is found, and when an unpaid transfer is
 * reminded and cancelled. Pure rules, shared by the import, the jobs and the screens.
 */
import { addDaysIso, formatDateFr } from "./dates.ts";
import { formatEuros } from "./money.ts";
import { parseStructuredCommunication } from "./structured-communication.ts";

// ---------------------------------------------------------------------------------------------
// Finding the communication
// ---------------------------------------------------------------------------------------------

/**
 * Candidates a payer may have typed as free text: `+++123/4567/89012+++`, `***…***`, with or
 * without slashes or spaces, or the twelve digits alone. Digits inside a longer number (an IBAN,
 * a phone number) are not taken.
 */
const TYPED_COMMUNICATION = /(?<![\d/])(?:\+{3}|\*{3})?\s*(\d{3})\s*[/.-]?\s*(\d{4})\s*[/.-]?\s*(\d{5})\s*(?:\+{3}|\*{3})?(?![\d/])/g;

/** The first valid structured communication (mod 97) written in a free text, as its 12 digits. */
export function findStructuredCommunication(text: string): string | null {
  for (const match of text.matchAll(TYPED_COMMUNICATION)) {
    const digits = parseStructuredCommunication(match[1] + match[2] + match[3]);
    if (digits) return digits;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// What a credit does to its payment
// ---------------------------------------------------------------------------------------------

export const BANK_MOVEMENT_OUTCOMES = ["paid", "partly_paid", "overpaid", "unmatched", "dismissed"] as const;
export type BankMovementOutcome = (typeof BANK_MOVEMENT_OUTCOMES)[number];

export const BANK_MOVEMENT_OUTCOME_LABELS: Record<BankMovementOutcome, string> = {
  paid: "Payé",
  partly_paid: "Payé en partie",
  overpaid: "Payé, trop-perçu à rembourser",
  unmatched: "Non rapproché",
  dismissed: "Hors plaines",
};

export interface PaymentBeingPaid {
  status: "pending" | "paid" | "refunded";
  amountCents: number;
  receivedCents: number;
  /** Registrations of the payment not cancelled: none left means nothing is due any more. */
  liveRegistrations: number;
}

export interface CreditEffect {
  outcome: Exclude<BankMovementOutcome, "unmatched" | "dismissed">;
  receivedCents: number;
  /** What to give back: beyond the amount due, or all of it when nothing was due. */
  refundCents: number;
  /** The payment becomes paid with this credit (registrations confirmed, e-mail sent). */
  becomesPaid: boolean;
}

/**
 * A credit of `creditCents` for this payment: the exact rest → paid; less → partly paid (a later
 * credit completes it); more → paid with the difference to refund; for a payment already paid,
 * refunded or whose registrations are all cancelled → everything to refund.
 */
export function applyCredit(payment: PaymentBeingPaid, creditCents: number): CreditEffect {
  const receivedCents = payment.receivedCents + creditCents;
  if (payment.status !== "pending" || payment.liveRegistrations === 0) {
    return { outcome: "overpaid", receivedCents, refundCents: creditCents, becomesPaid: false };
  }
  const dueCents = payment.amountCents - payment.receivedCents;
  if (creditCents < dueCents) return { outcome: "partly_paid", receivedCents, refundCents: 0, becomesPaid: false };
  if (creditCents === dueCents) return { outcome: "paid", receivedCents, refundCents: 0, becomesPaid: true };
  return { outcome: "overpaid", receivedCents, refundCents: creditCents - dueCents, becomesPaid: true };
}

/** "Reçu 50,00 € — reste 75,00 € à payer", for the parent and the administrator. */
export function partialPaymentLabel(receivedCents: number, amountCents: number): string {
  return `Reçu ${formatEuros(receivedCents)} — reste ${formatEuros(Math.max(0, amountCents - receivedCents))} à payer`;
}

// ---------------------------------------------------------------------------------------------
// Reminders and the payment deadline
// ---------------------------------------------------------------------------------------------

export interface BankTransferRules {
  /** Reminder e-mails this many days after the registration, while unpaid. */
  reminderDays: number[];
  /** Cancelled unpaid this many days after the registration… */
  deadlineDays: number;
  /** …and at the latest this many days before the plaine starts. */
  deadlineDaysBeforeStart: number;
}

export const DEFAULT_BANK_TRANSFER_RULES: BankTransferRules = { reminderDays: [7, 14], deadlineDays: 21, deadlineDaysBeforeStart: 10 };

/**
 * The last day (YYYY-MM-DD) to pay: N days after the registration, at the latest M days before
 * the start, or the later day an administrator granted. Never before the registration day: a
 * registration made within the last M days before the start has its registration day.
 */
export function paymentDeadline(
  registeredOn: string,
  startDate: string,
  rules: Pick<BankTransferRules, "deadlineDays" | "deadlineDaysBeforeStart">,
  extendedTo: string | null,
): string {
  if (extendedTo) return extendedTo;
  const byRule = [addDaysIso(registeredOn, rules.deadlineDays), addDaysIso(startDate, -rules.deadlineDaysBeforeStart)].sort()[0];
  return byRule < registeredOn ? registeredOn : byRule;
}

/** What a parent reads beside an unpaid transfer: the last day, and what happens after it. */
export function transferDeadlineSentence(deadline: string): string {
  return `À payer au plus tard le ${formatDateFr(deadline)}\u00a0: sans paiement, l'inscription sera annulée.`;
}

/** The reminders due by `today` that come before the deadline (a reminder on or after it is never sent). */
export function remindersDue(registeredOn: string, deadline: string, today: string, reminderDays: number[]): number[] {
  return reminderDays.filter((days) => {
    const day = addDaysIso(registeredOn, days);
    return day <= today && day < deadline;
  });
}

export const BANK_TRANSFER_RULE_MESSAGES = {
  reminderDays: "Les rappels sont des nombres de jours entre 1 et 60, séparés par des virgules",
  deadlineDays: "Le délai de paiement doit être compris entre 1 et 90 jours",
  deadlineDaysBeforeStart: "Le délai avant le début doit être compris entre 0 et 60 jours",
} as const;

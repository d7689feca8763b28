/**
 * The registrations' API contract, shared by the server and the browser: registering children for
 * a plaine and what follows (payment instructions and QR code, the confirmation e-mail's state,
 * the history, cancellation, card checkout and the demo sites' simulated checkout). Paths, query
 * strings and what each endpoint answers; the input schemas are in registrations-input.ts, the
 * rules and their French copy in registration.ts and checkout.ts.
 */
import type { WaitlistEntryView } from "./waitlist.ts";
import type { Activity } from "../activity.ts";
import type { CheckoutSummary } from "../checkout.ts";
import type { PayerShareStatus } from "../payers.ts";
import type { RegistrationPrice } from "../pricing.ts";
import type { RegistrationOpening } from "../registration-opening.ts";
import type { ConfirmationState, PaymentMethod, PaymentStatus, RegistrationStatus } from "../registration.ts";
import type { TariffCharge, TariffClaimStatus } from "../tariffs.ts";
import { apiPath } from "./api-path.ts";
import type { InvoiceView } from "./invoices.ts";
import type { ReceiptView } from "./receipts.ts";

export const registrationPaths = {
  /** The registration page of a plaine: its children, its ways of paying. */
  page: apiPath("/api/activities/:id/registration"),
  list: apiPath("/api/registrations"),
  /** POST: a proof of a tariff (the file's bytes, `?name=`), kept a day for the registration that names it. */
  tariffProofs: apiPath("/api/registrations/tariff-proofs"),
  bankTransfer: apiPath("/api/registrations/:id/bank-transfer"),
  qrCode: apiPath("/api/registrations/:id/qr.png"),
  confirmation: apiPath("/api/registrations/:id/confirmation"),
  cancel: apiPath("/api/registrations/:id/cancel"),
  /** GET: where the card payment stands (the success page); POST: 'Payer'. */
  checkout: apiPath("/api/registrations/:id/checkout"),
  /** GET: the payment request of the signed-in parent's part (decision 0058), as a PDF. */
  parentSharePdf: apiPath("/api/parent-shares/:id/pdf"),
  /** Demo sites only (no Stripe key): the simulated checkout page's session. */
  simulatedCheckout: apiPath("/api/checkout/simulated/:sessionId"),
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
  /** A demonstration site's sample account: the page and the e-mail say not to pay it (DEMO_ACCOUNT_NOTICE). */
  demo: boolean;
}

export interface PaymentMethodOption {
  method: PaymentMethod;
  label: string;
  description: string;
}

/**
 * A card payment that can still be paid: its checkout was left (Back, a closed tab) while its
 * places are held, nothing paid yet. 'Payer' (POST registrationPaths.checkout with registrationId)
 * resumes it until holdExpiresAt; the server cancels its registrations once the hold is over.
 */
export interface PendingCardPayment {
  paymentId: string;
  /** The submission's primary registration: the id 'Payer' carries, as in the parent's space. */
  registrationId: string;
  /** ISO instant. */
  holdExpiresAt: string;
}

/** One child as the registration page lists it (GET /api/activities/:id/registration). */
export interface RegistrationPageChild {
  id: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  /** A live (non-cancelled) registration for this plaine exists: shown 'Déjà inscrit', not selectable. */
  alreadyRegistered: boolean;
  /** That registration's card payment is still payable ('Paiement en attente', 'Payer'); null otherwise. */
  pendingCardPayment: PendingCardPayment | null;
  ageAtStart: { years: number; months: number };
  ageAtStartLabel: string;
  ageFits: boolean;
  /** Why the age does not fit, naming the child; null when it fits. */
  ageMessage: string | null;
  selectable: boolean;
  /** On this plaine's waiting list (waiting or offered): not joined twice. */
  waiting: boolean;
  /** A file shared with the child's other parent (decision 0058): what they pay of its price, in percent; null otherwise. */
  otherParentPercent: number | null;
}

/** A tariff a family may claim on a plaine (a category offered there, at its price on that plaine). */
export interface RegistrationTariff {
  categoryId: string;
  name: string;
  /** Who qualifies, in plain words: the declaration the parent ticks names it. */
  qualifies: string;
  priceCents: number;
  proofRequired: boolean;
  /** What proof is asked ("l'attestation BIM de la mutualité"); null when none is described. */
  proofDescription: string | null;
}

/** POST registrationPaths.tariffProofs?name=: the proof kept for a day, until a registration names its id. */
export type TariffProofQuery = { name: string };

/** POST registrationPaths.tariffProofs (201) */
export interface TariffProofUpload {
  proofId: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/** A registration's claim of a tariff, as its family and the lists read it. */
interface RegistrationTariffClaim {
  categoryName: string;
  status: TariffClaimStatus;
  /** 'À vérifier', 'Accordé', 'Refusé'. */
  statusLabel: string;
  tariffPriceCents: number;
  /** The administrator's reason, once refused; null otherwise. */
  refusalReason: string | null;
  /** 'Tarif réduit : refusé (Attestation périmée)' (tariffClaimLine). */
  label: string;
}

/** One row of the registration history (parent) or the admin list. */
/** A share of a registration an organisation pays (CPAS, employer…): who, how much, what came in. */
export interface PayerShareSummary {
  id: string;
  payerName: string;
  /** The child's other parent pays it (decision 0058), not an organisation. */
  byParent: boolean;
  /** A voucher's number as printed; null for an organisation's share. */
  voucherNumber: string | null;
  amountCents: number;
  receivedCents: number;
  status: PayerShareStatus;
  statusLabel: string;
}

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
  /** Why the organiser cancelled it, when they said so (null otherwise, and always while it is not cancelled). */
  cancelReason: string | null;
  /** This child's price before the family discount (the plaine's price of the day, or one an administrator set). */
  priceCents: number;
  /** Why an administrator set that price (null: the plaine's price of the day). */
  priceReason: string | null;
  /** The tariff claimed for this child at registration, and where it stands; null when none was. */
  tariffClaim: RegistrationTariffClaim | null;
  /**
   * The parent's list only: this child's share of the family payment, evenly shared
   * (`registrationShares` in payment-shares.ts, as the certificates count it); null once cancelled.
   */
  shareCents?: number | null;
  /**
   * The parent's list only, on a paid registration they may cancel: what cancelling it gives back
   * by the organiser's rule, in one sentence ('75,00 € vous seront remboursés…'); null otherwise.
   */
  cancelRefund?: string | null;
  /**
   * What organisations take of this child's price (decision 0056): `priceCents` is the family's part,
   * the child's whole price is it plus these shares (not cancelled ones). Empty when none.
   */
  payerShares: PayerShareSummary[];
  /** Admin list only. */
  parent?: { id: string; firstName: string; lastName: string; email: string; phone: string | null };
  /** Admin list only: the bank transfer's structured communication (null for a card payment), paid or not. */
  communication?: string | null;
  /** Admin list only, on the primary row: 'Reçu 50,00 € — reste 75,00 € à payer' for a transfer partly received. */
  partialLabel?: string | null;
  /** Admin list only, on the primary row: the payment's invoices and credit notes (decision 0057). */
  invoices?: InvoiceView[];
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
  /** Bank transfers: what the bank's statements brought so far. */
  receivedCents: number;
  /** An unpaid transfer partly received: 'Reçu 50,00 € — reste 75,00 € à payer'; null otherwise. */
  partialLabel: string | null;
  /** A bank transfer's structured communication ("+++DDD/DDDD/DDDDD+++"), paid or not; null for a card payment. */
  communication: string | null;
  /** None of its registrations still stands: nothing is asked for it any more. */
  cancelled: boolean;
  /** An unpaid transfer: the last day to pay (YYYY-MM-DD) before the registrations are cancelled; null otherwise. */
  deadline: string | null;
  childNames: string[];
  /** For an unpaid bank transfer: the instructions again (for what is left to pay); null otherwise. */
  bankTransfer: BankTransferInstructions | null;
  /** Card payments: where the checkout stands and whether 'Payer' is offered; null for transfers. */
  checkout: CheckoutSummary | null;
  /** The numbered receipts of the money received for it, oldest first (decision 0055). */
  receipts: ReceiptView[];
  /** Its invoices and credit notes, in the order they were issued (decision 0057); empty until the parent asks for the invoice. */
  invoices: InvoiceView[];
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
  /** What its payments brought in: paid ones their amount, unpaid transfers what the bank's credits brought (paymentReceipts). */
  receivedCents: number;
  /** What the families still owe: the rest of the unpaid payments whose registrations still stand. */
  dueCents: number;
  registrations: RegistrationRow[];
  payments: PaymentSummary[];
}

/** GET /api/activities/:id/registration */
export interface RegistrationPage {
  activity: Activity;
  /**
   * 'Cette plaine est complète' / 'Cette plaine est déjà passée' / 'Inscriptions à partir du 1er
   * mars à 20:00' (before the opening) when the page must refuse, else null.
   */
  closedReason: string | null;
  /** The opening of registrations by the server's clock: before it, the page counts down to it. */
  opening: RegistrationOpening;
  /** The parent's children, by first name. */
  children: RegistrationPageChild[];
  paymentMethods: PaymentMethodOption[];
  /** Why the transfer is not offered (TRANSFER_NOT_READY, until the association gives its account), else null. */
  transferNotice: string | null;
  /** The parent's entries on this plaine's waiting list (decision 0031): an offer to accept, a position. */
  waitlist: WaitlistEntryView[];
  /** The tariffs a family may claim on this plaine, in the organiser's order; none offered: empty. */
  tariffs: RegistrationTariff[];
  /** What a claim is charged until it is checked (domain/tariff-claims.ts: chargedAtRegistration). */
  tariffCharge: TariffCharge;
  /** The issuers of vouchers (chèques sport, culture…) a family may hand in, by name; none: empty (decision 0056). */
  voucherIssuers: { id: string; name: string }[];
}

/** POST /api/registrations (201) */
export interface RegistrationResult {
  /** The first (primary) registration: the id the success page and links carry. */
  registrationId: string;
  reference: string;
  registrationIds: string[];
  paymentId: string;
  /** The family's price from each child's price (priceFamily); `unitPriceCents` is the plaine's standard price. */
  price: RegistrationPrice;
  /** Where the browser goes next: /bank-transfer/success?registration_id=…, or the card checkout page. */
  redirectTo: string;
  /**
   * The registration is saved but the payment step could not start (card checkout unavailable):
   * the message to show; redirectTo then leads where it can be paid later.
   */
  paymentError?: string;
}

/** A child of a submission on its success pages: the children of one payment, the first chosen first. */
export interface SubmissionChild {
  firstName: string;
  lastName: string;
  /** The child's share of the family payment (`registrationShares`, as everywhere); null once cancelled. */
  shareCents: number | null;
}

/** GET /api/registrations/:id/bank-transfer */
export interface BankTransferPage {
  registration: { id: string; reference: string; status: RegistrationStatus; statusLabel: string };
  activity: { id: string; title: string; startDate: string; endDate: string };
  children: SubmissionChild[];
  payment: {
    id: string;
    method: PaymentMethod;
    status: PaymentStatus;
    statusLabel: string;
    amountCents: number;
    /** An unpaid transfer: the last day to pay (YYYY-MM-DD) before the registrations are cancelled; null otherwise. */
    deadline: string | null;
  };
  bankTransfer: BankTransferInstructions;
}

/** GET /api/registrations/:id/checkout: what /checkout/success shows, from the server's state only. */
export interface CheckoutPage {
  registration: { id: string; reference: string; status: RegistrationStatus; statusLabel: string };
  activity: { id: string; title: string; startDate: string; endDate: string };
  children: SubmissionChild[];
  payment: { id: string; status: PaymentStatus; statusLabel: string; amountCents: number; paidAt: string | null };
  checkout: CheckoutSummary;
  /** The confirmation e-mail once paid; null before. */
  confirmation: ConfirmationState | null;
}

/**
 * GET /api/registrations: the parent's history, grouped by plaine and start date: the plaines to
 * come (or running) first, the nearest first, then those over, the latest first.
 */
export interface RegistrationListResponse {
  groups: RegistrationGroup[];
  /** The parent's parts of registrations the child's other parent made (decision 0058). */
  parentShares: ParentShareView[];
}

/** A parent's part of a registration the child's other parent made: what, how much, by when, how to pay it. */
export interface ParentShareView {
  id: string;
  /** The payment request's number: "2027-0004" (its PDF: registrationPaths.parentSharePdf). */
  number: string;
  /** The registration's reference (R-…). */
  reference: string;
  childName: string;
  activity: { id: string; title: string; startDate: string; endDate: string };
  /** The parent who made the registration. */
  registeredBy: string;
  registrationStatus: RegistrationStatus;
  registrationStatusLabel: string;
  amountCents: number;
  percent: number | null;
  receivedCents: number;
  /** What is still to pay; 0 once paid, or when the registration is cancelled. */
  outstandingCents: number;
  status: PayerShareStatus;
  /** 'À payer', 'Payée'. */
  statusLabel: string;
  dueDate: string;
  overdue: boolean;
  /** +++123/4567/89012+++ */
  communication: string;
  /** The numbered receipts of what the bank brought for it (GET /api/receipts/:id/pdf). */
  receipts: ReceiptView[];
  /** Where to pay while something is due; null otherwise (or before the association gave its account). */
  bank: { beneficiary: string; iban: string; bic: string; demo: boolean } | null;
}

/** GET /api/registrations/:id/confirmation */
export interface ConfirmationResponse {
  state: ConfirmationState;
}

/** POST /api/registrations/:id/cancel */
export interface CancelResponse {
  registration: { id: string; status: RegistrationStatus; statusLabel: string };
}

/** GET /api/registrations/:id/checkout's query string: the session Stripe's success URL names. */
export type CheckoutPageQuery = {
  session_id?: string | null;
};

/** POST /api/registrations/:id/checkout */
export interface CheckoutStart {
  url: string;
}

/** GET /api/checkout/simulated/:sessionId */
export interface SimulatedCheckoutView {
  sessionId: string;
  registrationId: string;
  activityTitle: string;
  name: string;
  description: string;
  amountCents: number;
  customerEmail: string;
  expiresAt: string;
  /** The session can still be paid (open and not expired). */
  open: boolean;
}

/** The parent's choice on the simulated checkout page. */
export const SIMULATED_OUTCOMES = ["success", "failure", "abandon"] as const;
export type SimulatedOutcome = (typeof SIMULATED_OUTCOMES)[number];

/** POST /api/checkout/simulated/:sessionId: where the browser goes next. */
export interface SimulatedCheckoutResult {
  redirectTo: string;
}

/**
 * 'À faire' on the parent's dashboard (GET /api/todo, signed-in area): what the signed-in parent
 * still has to do, most urgent first — pay (a transfer before its deadline, a card payment while its
 * places are held), answer a waiting-list offer before it ends, complete what is missing (a child's
 * national number for the tax certificate, a fiche santé before the plaine) — and the family's next
 * plaine with its practical information. Each item is the parent's own; nothing of a medical file
 * is in it, only that the fiche santé is to complete. The order and the French copy are in todo.ts.
 */
import type { PlaceAddress, PracticalInfo } from "../practical-info.ts";
import { apiPath } from "./api-path.ts";

export const todoPaths = {
  /** GET: the signed-in parent's 'À faire' (TodoResponse). */
  list: apiPath("/api/todo"),
};

export interface TodoActivity {
  id: string;
  title: string;
  startDate: string;
  endDate: string;
}

export interface TodoChild {
  id: string;
  firstName: string;
  lastName: string;
}

/** A card payment left unpaid while its places are held: 'Payer (jusqu'à 15:09)' resumes its checkout. */
export interface CardPaymentTodo {
  kind: "card-payment";
  /** The payment's id. */
  id: string;
  activity: TodoActivity;
  children: TodoChild[];
  /** The submission's primary registration: the id 'Payer' carries (PendingCardPayment). */
  registrationId: string;
  amountCents: number;
  /** ISO instant: the places are freed after it. */
  holdExpiresAt: string;
}

/** A bank transfer still awaited: what is left to pay, by when, and the page with the IBAN, the communication and the QR code. */
export interface BankTransferTodo {
  kind: "bank-transfer";
  /** The payment's id. */
  id: string;
  activity: TodoActivity;
  children: TodoChild[];
  registrationId: string;
  /** What is still due (the amount less what the bank's credits brought). */
  amountCents: number;
  /** The last day to pay (YYYY-MM-DD); the registrations are cancelled after it. */
  deadline: string;
  /** The transfer's page: amount, IBAN, structured communication, QR code. */
  transferPath: string;
}

/** A place offered from the waiting list, to accept (or decline) before it ends. */
interface WaitlistOfferTodo {
  kind: "waitlist-offer";
  /** The waiting-list entry's id. */
  id: string;
  activity: TodoActivity;
  children: TodoChild[];
  /** ISO instant: the offer goes to the next family after it. */
  offerExpiresAt: string;
  /** The registration form with the offer, where the parent accepts or declines it. */
  answerPath: string;
}

/** A child registered for a plaine that has not ended whose fiche santé has nobody to call (hasEmergencyContact). */
export interface HealthFormTodo {
  kind: "health-form";
  /** The child's id. */
  id: string;
  child: TodoChild;
  /** The first such plaine. */
  activity: TodoActivity;
}

/** A child registered for a plaine of this year without a national register number: the tax certificate 281.86 needs it. */
export interface NationalNumberTodo {
  kind: "national-number";
  /** The child's id. */
  id: string;
  child: TodoChild;
  /** The income year of the certificate. */
  year: number;
}

export type TodoItem = CardPaymentTodo | BankTransferTodo | WaitlistOfferTodo | HealthFormTodo | NationalNumberTodo;
export type TodoKind = TodoItem["kind"];

/** The family's next plaine (the first that has not ended with a child still registered), and what to know before it. */
export interface NextPlaine {
  activity: TodoActivity & { place: PlaceAddress; practicalInfo: PracticalInfo };
  children: TodoChild[];
}

/** GET /api/todo */
export interface TodoResponse {
  /** Most urgent first (sortTodo). */
  items: TodoItem[];
  nextPlaine: NextPlaine | null;
}

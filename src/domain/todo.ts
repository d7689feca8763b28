/**
 * 'À faire' on the parent's dashboard: which of the parent's things come first, and how each one
 * reads. Pure rules, shared by the server (which answers the items in this order) and the page.
 */
import { holdNotice, PAYMENT_PENDING_LABEL } from "./checkout.ts";
import { transferDeadlineSentence } from "./bank-transfers.ts";
import type { TodoChild, TodoItem, TodoKind } from "./contracts/todo.ts";
import { brusselsInstant, formatDateTimeFr } from "./date-time.ts";
import { addDaysIso, formatDateFr } from "./dates.ts";
import { formatEuros } from "./money.ts";

export const TODO_TITLE = "À faire";
export const NOTHING_TO_DO = "Rien à faire pour le moment\u00a0: tout est en ordre.";
export const NEXT_PLAINE_TITLE = "Prochaine plaine";

/** Between two things due at the same moment: the one that frees a place sooner, then money, then files. */
const KIND_ORDER: TodoKind[] = ["card-payment", "waitlist-offer", "bank-transfer", "health-form", "national-number"];

/**
 * When the item stops waiting (epoch ms): a card hold's or an offer's end, the end (in Brussels) of
 * a transfer's last day, the first day of the plaine a fiche santé is needed for; null for a
 * national number, which the certificate of the year needs some day, not by a date.
 */
function todoDueAt(item: TodoItem): number | null {
  switch (item.kind) {
    case "card-payment":
      return Date.parse(item.holdExpiresAt);
    case "waitlist-offer":
      return Date.parse(item.offerExpiresAt);
    case "bank-transfer":
      return brusselsInstant(addDaysIso(item.deadline, 1), "00:00").getTime();
    case "health-form":
      return brusselsInstant(item.activity.startDate, "00:00").getTime();
    case "national-number":
      return null;
  }
}

function nameOf(item: TodoItem): string {
  return "child" in item ? item.child.firstName : item.activity.title;
}

/** Most urgent first: the soonest end, then the kind (KIND_ORDER), then by name; what has no date last. */
export function sortTodo<T extends TodoItem>(items: T[]): T[] {
  const due = (item: TodoItem) => todoDueAt(item) ?? Number.POSITIVE_INFINITY;
  return [...items].sort((a, b) => {
    const [dueA, dueB] = [due(a), due(b)];
    if (dueA !== dueB) return dueA < dueB ? -1 : 1;
    return KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || nameOf(a).localeCompare(nameOf(b), "fr");
  });
}

/** "Léa Dupont", "Léa Dupont et Tom Dupont", "Léa Dupont, Nina Dupont et Tom Dupont". */
export function childNames(children: TodoChild[]): string {
  const names = children.map((child) => `${child.firstName} ${child.lastName}`);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} et ${names[names.length - 1]}`;
}

/** The item's heading and the sentence under it: what to do, and what happens if it is not done. */
export function todoText(item: TodoItem): { title: string; detail: string } {
  switch (item.kind) {
    case "card-payment":
      return { title: `${PAYMENT_PENDING_LABEL}\u00a0: ${formatEuros(item.amountCents)}`, detail: holdNotice(item.children.length) };
    case "bank-transfer":
      return { title: `Virement de ${formatEuros(item.amountCents)} à effectuer`, detail: transferDeadlineSentence(item.deadline) };
    case "waitlist-offer":
      return {
        title: item.children.length > 1 ? "Places proposées (liste d'attente)" : "Place proposée (liste d'attente)",
        detail: `À accepter avant le ${formatDateTimeFr(item.offerExpiresAt)}\u00a0: ensuite, elle est proposée à la famille suivante.`,
      };
    case "health-form":
      return {
        title: `Fiche santé de ${item.child.firstName} à compléter`,
        detail: `Avant la plaine «\u00a0${item.activity.title}\u00a0» du ${formatDateFr(item.activity.startDate)}, indiquez au moins une personne à contacter en cas d'urgence.`,
      };
    case "national-number":
      return {
        title: `Numéro de registre national de ${item.child.firstName}`,
        detail: `L'attestation fiscale 281.86 de ${item.year} en a besoin pour les frais de garde.`,
      };
  }
}

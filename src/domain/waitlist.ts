/**
 * The waiting list of a full plaine (decision 0031): a family's children wait together, as one
 * entry, the way they register together; the entry is offered the places of all its children at
 * once, for a limited time, in the order of the list.
 */
import { brusselsInstant } from "./date-time.ts";
import { addDaysIso } from "./dates.ts";

export const WAITLIST_STATUSES = ["waiting", "offered", "accepted", "expired", "declined", "left", "removed"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** Entries still in line: waiting for places, or holding an offer. */
export const ACTIVE_WAITLIST_STATUSES = ["waiting", "offered"] as const satisfies readonly WaitlistStatus[];

export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: "Liste d'attente",
  offered: "Place proposée",
  accepted: "Offre acceptée",
  expired: "Offre expirée",
  declined: "Offre refusée",
  left: "Quitté la liste",
  removed: "Retiré de la liste",
};

/** Default life of an offer, as pretix's `waiting_list_hours`. */
export const DEFAULT_OFFER_HOURS = 48;
export const MIN_OFFER_HOURS = 1;
export const MAX_OFFER_HOURS = 14 * 24;

export const JOIN_WAITLIST = "Rejoindre la liste d'attente";
export const WAITLIST_ENTRY_NOT_FOUND = "Inscription sur la liste d'attente non trouvée";
export const OFFER_NOT_FOUND = "Offre non trouvée";
export const OFFER_EXPIRED = "Cette offre a expiré";
export const OFFER_CHILDREN_MISMATCH = "Seuls les enfants de l'offre peuvent être inscrits avec elle";
export const PLACES_AVAILABLE = "Des places sont disponibles\u00a0: inscrivez directement vos enfants.";
export const WAITLIST_CLOSED = "La liste d'attente de cette plaine est fermée\u00a0: la plaine est passée.";

export function alreadyWaitingMessage(child: { firstName: string; lastName: string }): string {
  return `${child.firstName} ${child.lastName} est déjà sur la liste d'attente de cette plaine`;
}

/** 'Liste d'attente — position 3' (issue #25), or the state of an offer. */
export function waitlistPositionLabel(position: number): string {
  return `Liste d'attente — position ${position}`;
}

/**
 * Which waiting entries get an offer when `available` places are free: walking the list in
 * order, every entry that fits in what is left, as pretix's `assign_automatically` does. A family
 * bigger than the free places keeps its rank and is passed over until enough places are free.
 */
export function entriesToOffer<T extends { places: number }>(waiting: readonly T[], available: number): T[] {
  const chosen: T[] = [];
  let left = available;
  for (const entry of waiting) {
    if (left <= 0) break;
    if (entry.places <= left) {
      chosen.push(entry);
      left -= entry.places;
    }
  }
  return chosen;
}

/** The instant a calendar day starts in Brussels (midnight is never inside a change of hour there). */
export function brusselsMidnight(isoDate: string): Date {
  return brusselsInstant(isoDate, "00:00");
}

/**
 * When an offer made at `now` ends: after the configured hours, but never after registrations
 * close, at the end of the plaine's last day (decision 0008), so that accepting stays possible.
 */
export function offerExpiry(now: Date, hours: number, activityEndDate: string): Date {
  const byHours = now.getTime() + hours * 3_600_000;
  const registrationsClose = brusselsMidnight(addDaysIso(activityEndDate, 1)).getTime();
  return new Date(Math.min(byHours, registrationsClose));
}

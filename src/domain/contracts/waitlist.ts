/**
 * The waiting list's API (decision 0031): a parent's entries, and the administrators' view of a plaine's list.
 * No zod here: the parent's registrations page reads this file; what the routes accept is in waitlist-input.ts.
 */
import type { WaitlistStatus } from "../waitlist.ts";
import { apiPath } from "./api-path.ts";

export const waitlistPaths = {
  /** POST: join (parent); GET: the parent's entries still in line. */
  list: apiPath("/api/waitlist"),
  /** DELETE: leave the list, or decline the offer (parent). */
  entry: apiPath("/api/waitlist/:id"),
};

export const adminWaitlistPaths = {
  /** GET: a plaine's list in order, with past entries. */
  plaine: apiPath("/api/admin/activities/:id/waitlist"),
  /** POST: move up or down; DELETE: remove (an offer's places go to the next). */
  move: apiPath("/api/admin/waitlist/:id/move"),
  entry: apiPath("/api/admin/waitlist/:id"),
  /** POST: send an offer by hand (places must be free). */
  offer: apiPath("/api/admin/waitlist/:id/offer"),
  /** GET/PUT: how long an offer lasts. */
  settings: apiPath("/api/admin/waitlist-settings"),
};

/** One of a parent's entries, as the registrations page and the registration form show it. */
export interface WaitlistEntryView {
  id: string;
  activityId: string;
  activityTitle: string;
  activityStartDate: string;
  activityEndDate: string;
  status: WaitlistStatus;
  /** 1 for the first in line among the entries still waiting; null once offered. */
  position: number | null;
  /** 'Liste d'attente — position 3', or 'Place proposée jusqu'au …'. */
  label: string;
  children: { id: string; firstName: string; lastName: string }[];
  offerExpiresAt: string | null;
  /** Where accepting the offer leads (the registration form with the offer), when offered. */
  acceptPath: string | null;
}

export interface WaitlistListResponse {
  entries: WaitlistEntryView[];
}

export interface WaitlistJoinResponse {
  entry: WaitlistEntryView;
}

/** One entry in an administrator's view of a plaine's list. */
export interface AdminWaitlistEntry {
  id: string;
  status: WaitlistStatus;
  statusLabel: string;
  position: number | null;
  parent: { name: string; email: string; phone: string | null };
  children: { id: string; firstName: string; lastName: string }[];
  places: number;
  offeredAt: string | null;
  offerExpiresAt: string | null;
  offerCount: number;
  createdAt: string;
}

export interface AdminWaitlistResponse {
  /** Waiting and offered entries, in order. */
  active: AdminWaitlistEntry[];
  /** Entries that left the line (accepted, expired, declined, left, removed), newest first. */
  past: AdminWaitlistEntry[];
  offerHours: number;
}

/** The administrators' dashboard (/admin): the figures that matter today, one request. */
import type { RegistrationStatus } from "../registration.ts";
import { apiPath } from "./api-path.ts";

export const adminDashboardPaths = {
  dashboard: apiPath("/api/admin/dashboard"),
};

/** The things a site needs before registrations can open, in the checklist's order. */
export type ReadinessKey = "bankAccount" | "contact" | "organiser" | "dailyCap" | "plaine";

/** One line of the 'ready to open' checklist: done or not, why (French), and where it is set. */
export interface ReadinessItem {
  key: ReadinessKey;
  title: string;
  done: boolean;
  explanation: string;
  link: { href: string; label: string };
}

/** GET /api/admin/dashboard */
export interface AdminDashboard {
  /** What is still missing before registrations can open; every item done when the site is ready. */
  readiness: ReadinessItem[];
  /** Upcoming and running plaines, soonest first: places taken of capacity. */
  plaines: {
    id: string;
    title: string;
    startDate: string;
    endDate: string;
    capacity: number;
    taken: number;
    /** Families on the waiting list (waiting or holding an offer). */
    waitingFamilies?: number;
  }[];
  /** Bank transfers still unpaid for live registrations, oldest first. */
  unpaidTransfers: {
    count: number;
    /** What they still ask: their amounts less what the bank's credits brought already. */
    totalCents: number;
    items: {
      paymentId: string;
      reference: string;
      parentName: string;
      activityTitle: string;
      amountCents: number;
      /** Already brought by the bank's credits (a transfer paid in part). */
      receivedCents: number;
      createdAt: string;
      ageDays: number;
    }[];
  };
  /** Unpaid bank transfers whose payment deadline falls within 3 days, soonest first. */
  transfersDueSoon: {
    paymentId: string;
    parentName: string;
    activityTitle: string;
    amountCents: number;
    receivedCents: number;
    deadline: string;
  }[];
  /**
   * Plaines whose ONE agreement request is still to send (decision 0060): not recorded as sent,
   * not over, starting within 120 days; `late` once the last day (90 days before) has passed.
   * Empty when the association follows the VGC's norms.
   */
  oneAgreementReminders: { id: string; title: string; deadline: string; late: boolean }[];
  /** Card payments received after their places were released and taken: to refund. */
  refundsDue: number;
  /** Sums the bank brought beyond what was due, waiting under 'Trop-perçus à rembourser': to give back. */
  overpaymentsToRefund: { count: number; totalCents: number };
  /** The newest registrations. */
  lastRegistrations: {
    id: string;
    reference: string;
    childName: string;
    parentName: string;
    activityTitle: string;
    createdAt: string;
    status: RegistrationStatus;
    statusLabel: string;
  }[];
}

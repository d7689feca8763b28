/**
 * The children's API contract (a parent's own children), shared by the server and the browser:
 * paths, the list's query string and what each endpoint answers. The input schemas (the child
 * form, the list's sort) are in children-input.ts.
 */
import type { Child } from "../child.ts";
import { apiPath } from "./api-path.ts";

export const childrenPaths = {
  list: apiPath("/api/children"),
  one: apiPath("/api/children/:id"),
  /** DELETE: the parent withdraws the medical consent; the medical fields are erased. */
  medicalConsent: apiPath("/api/children/:id/medical-consent"),
  /** POST: the first parent invites the child's other parent by e-mail; DELETE: cancels the invitation waiting. */
  invitation: apiPath("/api/children/:id/invitation"),
  /** DELETE: either parent ends the link; the second parent no longer sees the child. */
  secondParent: apiPath("/api/children/:id/second-parent"),
  /**
   * GET `?token=`: an invitation as the invited parent reads it (signed in). The token travels in
   * the query string (and a POST's body), which the request log leaves out, never in the path.
   */
  invitationByToken: apiPath("/api/child-invitations"),
  /** POST `{ token }`: the signed-in parent accepts it: their account is linked to the child. */
  acceptInvitation: apiPath("/api/child-invitations/accept"),
};

/** GET childrenPaths.invitationByToken */
export interface ChildInvitationResponse {
  invitation: ChildInvitationView;
}

/** An invitation: who invites, for which child, what is proposed, and whether it can still be accepted. */
export interface ChildInvitationView {
  childFirstName: string;
  childLastName: string;
  invitedByName: string;
  /** The address the invitation was sent to. */
  email: string;
  /** The second parent's part of each registration, in percent. */
  percent: number;
  expiresAt: string;
  /** 'open' until accepted, cancelled or expired. */
  state: "open" | "accepted" | "cancelled" | "expired";
  /** Why the signed-in account cannot accept it (another address, its own child…); null when it can. */
  refusal: string | null;
}

/** The dashboard lists newest first; the registration page by first name (spec §7). */
export const CHILDREN_SORTS = ["newest", "firstName"] as const;
export type ChildrenSort = (typeof CHILDREN_SORTS)[number];
export const DEFAULT_CHILDREN_SORT: ChildrenSort = "newest";

/** GET /api/children's query string. */
export type ChildrenListQuery = {
  sort?: ChildrenSort;
};

/** GET /api/children */
export interface ChildrenListResponse {
  children: Child[];
}

/**
 * POST /api/children (201), GET, PUT and DELETE /api/children/:id, DELETE
 * /api/children/:id/medical-consent: the child as it is (or was, deleted).
 */
export interface ChildResponse {
  child: Child;
}

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
};

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

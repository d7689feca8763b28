import type { ChildrenSort } from "../../../../domain/contracts/children.ts";

/**
 * Query keys of the parent's children, from the widest to the narrowest: one invalidation of
 * `childrenKeys.all` refreshes every list (this page's, newest first, and the registration
 * page's, by first name) after an addition, a change or a deletion. Private to the signed-in
 * parent: the "children" root is dropped from the cache at logout.
 */
export const childrenKeys = {
  all: ["children"] as const,
  lists: () => [...childrenKeys.all, "list"] as const,
  list: (sort: ChildrenSort) => [...childrenKeys.lists(), sort] as const,
};

import type { Child } from "../../../domain/child.ts";

/**
 * The newest-first list once a child is saved: a changed child keeps its place, a new one comes
 * first, as the server will list it. Lets the list show the result at once, before the refetch
 * that confirms it. Nothing cached yet stays nothing.
 */
export function withSavedChild(list: Child[] | undefined, saved: Child): Child[] | undefined {
  if (!list) return list;
  return list.some((child) => child.id === saved.id) ? list.map((child) => (child.id === saved.id ? saved : child)) : [saved, ...list];
}

/** Any list once a child is deleted. */
export function withoutChild(list: Child[] | undefined, id: string): Child[] | undefined {
  return list?.filter((child) => child.id !== id);
}

import { queryOptions } from "@tanstack/react-query";
import type { Child } from "../../../../domain/child.ts";
import { api } from "../../../lib/api-client.ts";
import { type ChildrenSort, childrenKeys } from "../../../lib/query-keys.ts";

/** The signed-in parent's children; the server picks the parent from the session, never from the request. */
export async function getChildren(sort: ChildrenSort, signal?: AbortSignal): Promise<Child[]> {
  const { children } = await api.get<{ children: Child[] }>("/api/children", { query: { sort }, signal });
  return children;
}

export function childrenQueryOptions(sort: ChildrenSort = "newest") {
  return queryOptions({ queryKey: childrenKeys.list(sort), queryFn: ({ signal }) => getChildren(sort, signal) });
}

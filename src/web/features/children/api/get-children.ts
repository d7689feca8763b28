import { queryOptions } from "@tanstack/react-query";
import type { Child } from "../../../../domain/child.ts";
import {
  childrenPaths,
  type ChildrenListQuery,
  type ChildrenListResponse,
  type ChildrenSort,
  DEFAULT_CHILDREN_SORT,
} from "../../../../domain/contracts/children.ts";
import { api } from "../../../lib/api-client.ts";
import { childrenKeys } from "../../../lib/query-keys.ts";

/** The signed-in parent's children; the server picks the parent from the session, never from the request. */
async function getChildren(sort: ChildrenSort, signal?: AbortSignal): Promise<Child[]> {
  const query: ChildrenListQuery = { sort };
  const { children } = await api.get<ChildrenListResponse>(childrenPaths.list.url(), { query, signal });
  return children;
}

export function childrenQueryOptions(sort: ChildrenSort = DEFAULT_CHILDREN_SORT) {
  return queryOptions({ queryKey: childrenKeys.list(sort), queryFn: ({ signal }) => getChildren(sort, signal) });
}

import { queryOptions } from "@tanstack/react-query";
import { todoPaths, type TodoResponse } from "../../../../domain/contracts/todo.ts";
import { api } from "../../../lib/api-client.ts";
import { registrationKeys } from "../../../lib/query-keys.ts";
import { askedAgainOnEachVisit } from "../../../lib/each-visit.ts";

/**
 * Under the root "registrations": dropped at logout, and refreshed with the registrations and the
 * waiting list whenever one of them changes (their mutations invalidate the whole root).
 */
const todoQueryKey = [...registrationKeys.all, "todo"] as const;

/** The signed-in parent's 'À faire': what to pay, answer or complete, and the next plaine. */
export function todoQueryOptions() {
  return queryOptions({
    queryKey: todoQueryKey,
    queryFn: ({ signal }) => api.get<TodoResponse>(todoPaths.list.url(), { signal }),
    // A payment arrives, an offer ends, a file is completed elsewhere: ask again on each visit.
    staleTime: askedAgainOnEachVisit,
  });
}

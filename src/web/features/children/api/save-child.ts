import type { Child } from "../../../../domain/child.ts";
import type { ChildInput } from "../../../../domain/contracts/children-input.ts";
import { childrenPaths, type ChildResponse } from "../../../../domain/contracts/children.ts";
import { api } from "../../../lib/api-client.ts";

/**
 * Adds a child (no id yet) or replaces the file of an existing one. The medical fields travel
 * in the request body only, never in the URL, so they stay out of addresses and access logs.
 */
export async function saveChild({ id, input }: { id?: string; input: ChildInput }): Promise<Child> {
  const { child } = id
    ? await api.put<ChildResponse>(childrenPaths.one.url({ id }), input)
    : await api.post<ChildResponse>(childrenPaths.list.url(), input);
  return child;
}

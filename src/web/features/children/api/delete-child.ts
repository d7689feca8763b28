import type { Child } from "../../../../domain/child.ts";
import { childrenPaths, type ChildResponse } from "../../../../domain/contracts/children.ts";
import { api } from "../../../lib/api-client.ts";

/**
 * Deletes a child's file, medical information included. The server refuses (409, with the
 * plaines named) while the child holds a registration that is not cancelled.
 */
export async function deleteChild(id: string): Promise<Child> {
  const { child } = await api.delete<ChildResponse>(childrenPaths.one.url({ id }));
  return child;
}

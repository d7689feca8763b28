import type { Child } from "../../../../domain/child.ts";
import { api } from "../../../lib/api-client.ts";

/**
 * Deletes a child's file, medical information included. The server refuses (409, with the
 * plaines named) while the child holds a registration that is not cancelled.
 */
export async function deleteChild(id: string): Promise<Child> {
  const { child } = await api.delete<{ child: Child }>(`/api/children/${encodeURIComponent(id)}`);
  return child;
}

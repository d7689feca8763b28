import type { Child } from "../../../../domain/child.ts";
import { childrenPaths, type ChildResponse } from "../../../../domain/contracts/children.ts";
import { api } from "../../../lib/api-client.ts";

/** Withdraws the medical consent of a child: the server erases the medical fields and answers the child without them. */
export async function withdrawMedicalConsent(id: string): Promise<Child> {
  const { child } = await api.delete<ChildResponse>(childrenPaths.medicalConsent.url({ id }));
  return child;
}

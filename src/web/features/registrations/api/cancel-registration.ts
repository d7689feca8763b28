import { type CancelResponse, registrationPaths } from "../../../../domain/contracts/registrations.ts";
import { api } from "../../../lib/api-client.ts";

/** 409 with the server's French message when it is too late (15 days before the start) or already cancelled. */
export async function cancelRegistration(registrationId: string): Promise<CancelResponse["registration"]> {
  const { registration } = await api.post<CancelResponse>(registrationPaths.cancel.url({ id: registrationId }));
  return registration;
}

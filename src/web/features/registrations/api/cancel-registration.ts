import type { RegistrationStatus } from "../../../../domain/registration.ts";
import { api } from "../../../lib/api-client.ts";

export interface CancelledRegistration {
  id: string;
  status: RegistrationStatus;
  statusLabel: string;
}

/** 409 with the server's French message when it is too late (15 days before the start) or already cancelled. */
export async function cancelRegistration(registrationId: string): Promise<CancelledRegistration> {
  const { registration } = await api.post<{ registration: CancelledRegistration }>(
    `/api/registrations/${encodeURIComponent(registrationId)}/cancel`,
  );
  return registration;
}

import type { PaymentMethod } from "../../../../domain/registration.ts";
import type { RegistrationResult } from "../../../../domain/contracts/registrations.ts";
import { api } from "../../../lib/api-client.ts";

export interface RegistrationSubmission {
  activityId: string;
  childIds: string[];
  paymentMethod: PaymentMethod;
  acceptTerms: boolean;
}

/** No amount is sent: the server prices the registration itself. */
export function submitRegistration(submission: RegistrationSubmission): Promise<RegistrationResult> {
  return api.post<RegistrationResult>("/api/registrations", submission);
}

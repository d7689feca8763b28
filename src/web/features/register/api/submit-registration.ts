import type { RegistrationInput, RegistrationResult } from "../../../../domain/registration.ts";
import { api } from "../../../lib/api-client.ts";

/** No amount is sent: the server prices the registration itself. */
export function submitRegistration(submission: RegistrationInput): Promise<RegistrationResult> {
  return api.post<RegistrationResult>("/api/registrations", submission);
}

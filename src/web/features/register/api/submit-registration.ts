import { registrationPaths, type RegistrationResult } from "../../../../domain/contracts/registrations.ts";
import type { RegistrationInput } from "../../../../domain/contracts/registrations-input.ts";
import { api } from "../../../lib/api-client.ts";

/** No amount is sent: the server prices the registration itself. */
export function submitRegistration(submission: RegistrationInput): Promise<RegistrationResult> {
  return api.post<RegistrationResult>(registrationPaths.list.url(), submission);
}

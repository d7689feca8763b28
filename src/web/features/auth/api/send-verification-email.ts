import { accountPaths } from "../../../../domain/contracts/account.ts";
import { api } from "../../../lib/api-client.ts";

/** Sends a fresh verification link to an address that has not been confirmed yet. */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return api.post(accountPaths.sendVerificationEmail.url(), { email });
}

import type { SignUpInput } from "../../../../domain/contracts/account-input.ts";
import { accountPaths } from "../../../../domain/contracts/account.ts";
import { api } from "../../../lib/api-client.ts";

/** Creates the account and sends the verification e-mail; no session until the link is followed. */
export function signUp(input: SignUpInput): Promise<unknown> {
  return api.post(accountPaths.signUp.url(), input);
}

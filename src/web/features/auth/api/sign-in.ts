import { accountPaths } from "../../../../domain/contracts/account.ts";
import type { SignInInput } from "../../../../domain/contracts/account-input.ts";
import { api } from "../../../lib/api-client.ts";

export type { SignInInput };

/** Opens a session (an HttpOnly cookie); who signed in is then read from /api/me. */
export function signIn(input: SignInInput): Promise<unknown> {
  return api.post(accountPaths.signIn.url(), input);
}

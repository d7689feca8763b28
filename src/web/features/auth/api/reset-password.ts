import { accountPaths } from "../../../../domain/contracts/account.ts";
import { api } from "../../../lib/api-client.ts";

/** Sets a new password with the token of the e-mailed link (usable once, for one hour). */
export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return api.post(accountPaths.resetPassword.url(), { token, newPassword });
}

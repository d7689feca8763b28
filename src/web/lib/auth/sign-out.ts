import { accountPaths } from "../../../domain/contracts/account.ts";
import { api } from "../api-client.ts";

export function signOut(): Promise<unknown> {
  return api.post(accountPaths.signOut.url(), {});
}

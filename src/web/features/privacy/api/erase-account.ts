import { type ErasureResponse, privacyPaths } from "../../../../domain/contracts/privacy.ts";
import type { EraseAccountInput } from "../../../../domain/contracts/privacy-input.ts";
import { api } from "../../../lib/api-client.ts";

/** Erases the signed-in parent's account; the server checks the password re-typed. */
export function eraseAccount(input: EraseAccountInput): Promise<ErasureResponse> {
  return api.post<ErasureResponse>(privacyPaths.erase.url(), input);
}

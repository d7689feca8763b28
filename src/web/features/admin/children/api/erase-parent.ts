import { adminPrivacyPaths, type ErasureResponse } from "../../../../../domain/contracts/privacy.ts";
import { api } from "../../../../lib/api-client.ts";

/** Erases a parent's account on their request (by e-mail); the server records which administrator did it. */
export function eraseParent(parentId: string): Promise<ErasureResponse> {
  return api.post<ErasureResponse>(adminPrivacyPaths.eraseParent.url({ id: parentId }), {});
}

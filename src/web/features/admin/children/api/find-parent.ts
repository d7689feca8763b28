import type { AdminParentRecord } from "../../../../../domain/contracts/privacy.ts";
import { adminPrivacyPaths } from "../../../../../domain/contracts/privacy.ts";
import type { ParentLookupInput } from "../../../../../domain/contracts/privacy-input.ts";
import { api } from "../../../../lib/api-client.ts";

/** The account an e-mail address belongs to, children or not; the address travels in the body, never in a logged URL. */
export function findParent(input: ParentLookupInput): Promise<AdminParentRecord> {
  return api.post<AdminParentRecord>(adminPrivacyPaths.findParent.url(), input);
}

/**
 * What the privacy policy and the terms state that the settings decide, public: who the
 * controller is (the organiser details an administrator saves, the association's identity until then),
 * the retention periods in force, the bank-transfer reminders and payment deadline, the refund
 * rule of a family's cancellation, and how long
 * a waiting list's offer is held. No zod here: the public pages load this file.
 */
import type { BankTransferRules } from "../bank-transfers.ts";
import type { CancellationRule } from "../refunds.ts";
import type { RetentionSettings } from "../privacy.ts";
import { apiPath } from "./api-path.ts";

export const legalPaths = {
  facts: apiPath("/api/legal"),
};

/** The data controller as the privacy policy names it: the association's legal name, address, e-mail and phone (null: not given). */
interface DataController {
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  email: string | null;
  phone: { display: string; href: string } | null;
}

export interface LegalFacts {
  controller: DataController;
  retention: RetentionSettings;
  bankTransfers: BankTransferRules;
  /** The organiser's rule for a family's cancellation of a paid registration (decision 0053). */
  refunds: CancellationRule;
  /** Hours a place offered to the waiting list is held for the family. */
  offerHours: number;
}

/** GET /api/legal */
export interface LegalFactsResponse {
  facts: LegalFacts;
}

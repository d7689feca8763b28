/**
 * The tariff claims administrators check (contract; inputs in admin-tariff-claims-input.ts): the
 * list, pending ones first, each claim's proof read only by an administrator, and the decision
 * that approves or refuses a claim once, the child's price following it.
 */
import type { PaymentMethod, PaymentStatus, RegistrationStatus } from "../registration.ts";
import type { TariffClaimStatus } from "../tariffs.ts";
import { apiPath } from "./api-path.ts";

export const adminTariffClaimPaths = {
  list: apiPath("/api/admin/tariff-claims"),
  /** The proof as it was sent (PDF, JPEG or PNG), opened in the browser; each read is in the activity log. */
  proof: apiPath("/api/admin/tariff-claims/:id/proof"),
  approve: apiPath("/api/admin/tariff-claims/:id/approve"),
  refuse: apiPath("/api/admin/tariff-claims/:id/refuse"),
};

/** One claim, named by its registration's id (one claim per registration). */
export interface AdminTariffClaim {
  id: string;
  /** The registration's reference (its last 8 characters). */
  reference: string;
  status: TariffClaimStatus;
  statusLabel: string;
  registrationStatus: RegistrationStatus;
  registrationStatusLabel: string;
  child: { id: string; firstName: string; lastName: string };
  /** Null once the parent's account is erased. */
  parent: { firstName: string; lastName: string; email: string } | null;
  activity: { id: string; title: string; startDate: string; endDate: string };
  category: { id: string; name: string; qualifies: string };
  /** When the parent declared on their honour that the child qualifies (ISO instant). */
  declaredAt: string;
  tariffPriceCents: number;
  /** The plaine's standard price when the child was registered. */
  standardPriceCents: number;
  /** The child's price now (before the family discount): what the payment counts. */
  chargedPriceCents: number;
  paymentMethod: PaymentMethod;
  paymentMethodLabel: string;
  paymentStatus: PaymentStatus;
  paymentStatusLabel: string;
  /** The proof kept: its name as sent and its type; null when none was asked, or once deleted. */
  proof: { fileName: string; contentType: string } | null;
  /** A proof was given and has since been deleted (kept only so long after the plaine). */
  proofDeleted: boolean;
  /** Still to decide: pending, and its registration still stands. */
  decidable: boolean;
  decidedAt: string | null;
  /** Who decided: their name while their account exists, else null. */
  decidedBy: string | null;
  refusalReason: string | null;
}

/** GET /api/admin/tariff-claims: the claims to decide first (oldest first), then the others (newest decided first). */
export interface AdminTariffClaimList {
  claims: AdminTariffClaim[];
  /** How many wait for a decision: the menu shows it. */
  pendingCount: number;
}

/** POST …/:id/approve and …/:id/refuse */
export interface TariffClaimDecision {
  claim: AdminTariffClaim;
  /** The child's price changed with the decision (the payment was settled and the family told by the price's e-mail). */
  priceChanged: boolean;
}

/**
 * The association's identity and bank account (decision 0043). Public: GET /api/association, what
 * every page's header, footer and legal texts show (no bank account). Administrators: the
 * settings form (identity and account) and the logo. The input schemas are in association-input.ts.
 */
import type { AssociationIdentity, BankAccount, PaymentReadiness, PublicAssociation } from "../association.ts";
import { apiPath } from "./api-path.ts";

export const associationPaths = {
  identity: apiPath("/api/association"),
};

export const adminAssociationPaths = {
  settings: apiPath("/api/admin/association"),
  /** PUT: the logo's bytes as the body (PNG, JPEG or WebP, 1 MB at most); DELETE: no logo. */
  logo: apiPath("/api/admin/association/logo"),
};

/** GET /api/association */
export interface AssociationResponse {
  association: PublicAssociation;
}

/**
 * GET and PUT /api/admin/association, PUT and DELETE /api/admin/association/logo: the settings as
 * saved (the IBAN in groups of four), and which ways of paying parents are offered because of them.
 */
export interface AssociationSettingsView {
  identity: AssociationIdentity;
  bank: BankAccount | null;
  readiness: PaymentReadiness;
}

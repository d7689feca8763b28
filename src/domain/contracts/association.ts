/**
 * The association's identity and bank account (decision 0043). Public: GET /api/association, what
 * every page's header, footer and legal texts show (no bank account), and GET /api/association/about,
 * the presentation and the ONE recognition only 'À propos' shows (kept out of every page's data). Administrators: the
 * settings form (identity and account) and the logo. The input schemas are in association-input.ts.
 */
import type { AssociationAbout, AssociationIdentity, BankAccount, PaymentReadiness, PublicAssociation } from "../association.ts";
import { apiPath } from "./api-path.ts";

export const associationPaths = {
  identity: apiPath("/api/association"),
  /** Who the association is in its own words and its recognition by the ONE: the page 'À propos' alone reads it. */
  about: apiPath("/api/association/about"),
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

/** GET /api/association/about */
export interface AssociationAboutResponse {
  about: AssociationAbout;
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

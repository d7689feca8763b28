/**
 * Who issues the certificates (tax certificate 281.86, mutualité): the association's legal
 * identity, the recognition that allows it to issue 281.86, and who signs. Kept in the settings
 * page; the association's identity (its name and address, association.ts) fills it until an
 * administrator saves it.
 */
import type { AssociationIdentity } from "./association.ts";

/**
 * Cadre I of the model 281.86: why the organiser may issue it (Belcotax code f86_2031). Codes and
 * wording from the reference §3.1 (the model's sample certificates and Belcotax field lists).
 */
export const CERTIFICATION_CODES = ["1", "2", "3", "4"] as const;
export type CertificationCode = (typeof CERTIFICATION_CODES)[number];

export const CERTIFICATION_LABELS: Record<CertificationCode, string> = {
  "1": "Autorisé, reconnu, subsidié ou contrôlé par l'ONE, Kind en Gezin (Opgroeien) ou la Communauté germanophone",
  "2": "Pouvoir public local, communautaire ou régional (commune, CPAS, province...)",
  "3": "Organisme public étranger établi dans l'Espace économique européen",
  "4": "Lien avec une école ou son pouvoir organisateur",
};

export interface OrganiserDetails {
  legalName: string;
  /** Ten digits (company-number.ts); null until entered. */
  companyNumber: string | null;
  street: string;
  postalCode: string;
  city: string;
  certificationCode: CertificationCode;
  /** The body that recognises the organiser, e.g. "Office de la Naissance et de l'Enfance (ONE)". */
  certifyingBody: string;
  /** Where that body is (the model's Cadre I and Belcotax ask for it); blank until entered. */
  certifyingBodyStreet: string;
  certifyingBodyPostalCode: string;
  certifyingBodyCity: string;
  /** That body's company number, ten digits; null when not entered. */
  certifyingBodyCompanyNumber: string | null;
  /** The recognition or authorisation number that body gave; null until entered. */
  recognitionNumber: string | null;
  signatoryName: string;
  signatoryRole: string;
  /**
   * Whether what an organisation (CPAS, employer, voucher) paid for a child is on its parent's
   * 281.86 (decision 0056): UNCONFIRMED by the tax administration, off unless the organiser says so.
   */
  thirdPartySharesCertified?: boolean;
  /**
   * The VAT mention invoices and credit notes bear (decision 0057): UNCONFIRMED wording, so a
   * setting; `DEFAULT_VAT_MENTION` (invoices.ts) until the organiser says otherwise.
   */
  vatMention?: string;
}

/** The organiser until an administrator saves it: the association's name and address, the rest to enter. */
export const defaultOrganiser = (identity: Pick<AssociationIdentity, "name" | "street" | "postalCode" | "city">): OrganiserDetails => ({
  legalName: identity.name,
  companyNumber: null,
  street: identity.street,
  postalCode: identity.postalCode,
  city: identity.city,
  certificationCode: "1",
  certifyingBody: "Office de la Naissance et de l'Enfance (ONE)",
  certifyingBodyStreet: "",
  certifyingBodyPostalCode: "",
  certifyingBodyCity: "",
  certifyingBodyCompanyNumber: null,
  recognitionNumber: null,
  signatoryName: "",
  signatoryRole: "",
});

/** What a certificate still needs from the settings, in French; empty when it can be issued. */
export function missingOrganiserDetails(organiser: OrganiserDetails): string[] {
  const missing: string[] = [];
  if (!organiser.companyNumber) missing.push("le numéro d'entreprise (BCE) de l'association");
  if (!organiser.certifyingBodyStreet || !organiser.certifyingBodyPostalCode || !organiser.certifyingBodyCity) {
    missing.push("l'adresse de l'organisme qui reconnaît l'association");
  }
  if (!organiser.recognitionNumber) missing.push("le numéro d'agrément ou de reconnaissance");
  if (!organiser.signatoryName || !organiser.signatoryRole) missing.push("le nom et la qualité du signataire");
  return missing;
}

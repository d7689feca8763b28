/**
 * What a certificate says, once computed (service.ts): the PDFs draw it, the Belcotax file and the
 * summary CSV read it, and a tax certificate's content is kept sealed with its sequence number so
 * that a re-issue saying something else is known as a correction (decision 0035).
 */
import type { CertificatePeriod } from "../../../../domain/childcare-certificate.ts";
import type { OrganiserDetails } from "../../../../domain/organiser.ts";

export interface CertificatePerson {
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
  /** "85.07.30-033.61" (national-number.ts's format); empty when not given. */
  nationalNumber: string;
}

/** How one plaine's payment was shared between the family's children (one line on the certificate). */
export interface PaymentShare {
  title: string;
  /** What the family paid for that plaine, refunds deducted. */
  paidCents: number;
  /** The children the payment covers. */
  children: number;
  /** This child's share (shareOfPayment). */
  shareCents: number;
  /** What the price names as not childcare for this child (meals, membership, material). */
  excludedCents: number;
}

/** One tax certificate 281.86: a child, a debtor, an income year, one to four periods. */
export interface ChildcareCertificateContent {
  year: number;
  organiser: OrganiserDetails;
  debtor: CertificatePerson;
  child: CertificatePerson & { birthDate: string };
  periods: CertificatePeriod[];
  totalCents: number;
  /** The year's daily maximum, as an indication for the parent; null while unknown. */
  dailyCapCents: number | null;
  /** What that maximum lets the parent deduct for these periods; null while unknown. */
  deductibleCents: number | null;
  shares: PaymentShare[];
  /** This sheet among the child's sheets of the year (more than four periods make several). */
  sheet: number;
  sheets: number;
}

/** The certificate as issued: its content with its sequence number and version. */
export interface IssuedChildcareCertificate {
  content: ChildcareCertificateContent;
  /** Unique in the year, kept across corrections (Belcotax f2009). */
  sequence: number;
  /** 1 when first issued; 2 and more: a correction (Belcotax f2028 = 1). */
  version: number;
  /** The day of this version, YYYY-MM-DD. */
  issuedOn: string;
}

/** The mutualité's participation certificate: one child, one plaine. */
export interface MutualityCertificateContent {
  organiser: OrganiserDetails;
  parent: Omit<CertificatePerson, "nationalNumber">;
  child: { firstName: string; lastName: string; birthDate: string };
  activity: { title: string; startDate: string; endDate: string; locationName: string; locationCity: string };
  /** The days the attendance register marks the child present, in order. */
  presentDates: string[];
  /** The child's share of what the family paid for the plaine, refunds deducted. */
  paidCents: number;
  /** The day the payment was complete. */
  paidOn: string;
  issuedOn: string;
}

/** A PDF to send, with the name the browser saves it under. */
export interface PdfFile {
  filename: string;
  pdf: Uint8Array;
}

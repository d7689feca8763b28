/**
 * The certificates: the parent's ('Mes attestations': the tax certificate 281.86 and the
 * mutualité's participation certificate) and the administrators' (who issues them, the 281.86
 * daily maximum of each income year, the year's run). Inputs are in certificates-input.ts.
 */
import type { BelcotaxChoice } from "../belcotax-layout.ts";
import type { CertificatePeriod } from "../childcare-certificate.ts";
import type { OrganiserDetails } from "../organiser.ts";
import { apiPath } from "./api-path.ts";

export const adminCertificatePaths = {
  /** GET the organiser's details (the site's identity until saved); PUT new ones. */
  organiser: apiPath("/api/admin/certificates/organiser"),
  /** GET each income year's daily maximum; PUT the figures an administrator enters. */
  dailyCaps: apiPath("/api/admin/certificates/daily-caps"),
  /** GET the year's runs, newest first (CertificateRunsView); POST { year } starts one (a job). */
  runs: apiPath("/api/admin/certificates/runs"),
  /** GET one run's progress (CertificateRunView). */
  run: apiPath("/api/admin/certificates/runs/:id"),
  /**
   * GET a finished run's ZIP: every certificate's PDF, the year's mutualité certificates, the summary
   * CSV, the Belcotax-on-web XML.
   */
  runArchive: apiPath("/api/admin/certificates/runs/:id/archive"),
  /** GET the PDF of a child's participation certificate for a plaine, to print from the child's sheet. */
  mutualityPdf: apiPath("/api/admin/certificates/mutuality/:activityId/:childId"),
};

export type CertificateRunStatus = "queued" | "running" | "done" | "failed";

/** A certificate the run could not issue, and why (French). */
interface CertificateRunProblem {
  child: string;
  debtor: string;
  missing: string[];
}

/** One run of a year's certificates. */
export interface CertificateRunView {
  id: string;
  year: number;
  status: CertificateRunStatus;
  /** Certificates to consider, and how many are done (progress). */
  total: number;
  done: number;
  /** Issued for the first time, and re-issued as corrections. */
  issued: number;
  corrected: number;
  problems: CertificateRunProblem[];
  /**
   * Whether the ZIP holds the Belcotax-on-web file, and why not when it does not; the layout it
   * follows (null: no file, or a run made before layouts were recorded).
   */
  belcotax: { included: boolean; reason: string | null; layout: BelcotaxLayoutUsed | null };
  /** What the administrator asked of the Belcotax file: the usual layout ("auto"), one chosen, or none. */
  belcotaxChoice: BelcotaxChoice;
  /** Its ZIP can be downloaded: done, and not replaced by a newer run of the same year. */
  downloadable: boolean;
  error: string | null;
  requestedBy: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** A Belcotax-on-web layout the site knows: the element names of one income year. */
export interface BelcotaxLayoutView {
  year: number;
  /** The Belcotax brochure it was checked against; null: assumed unchanged from the year before. */
  confirmedBy: string | null;
}

/** The layout a run's Belcotax file follows, and whether the administrator chose it. */
export interface BelcotaxLayoutUsed extends BelcotaxLayoutView {
  chosen: boolean;
}

/** GET /api/admin/certificates/runs. */
export interface CertificateRunsView {
  /** The income years an administrator may run: those with paid plaines, and last year. */
  years: number[];
  /** The Belcotax-on-web layouts a run may follow, newest first. */
  belcotaxLayouts: BelcotaxLayoutView[];
  runs: CertificateRunView[];
}

/** GET and PUT /api/admin/certificates/organiser. */
export interface OrganiserView {
  organiser: OrganiserDetails;
  /** Whether an administrator saved them (false: the site's identity, to be completed). */
  saved: boolean;
  /** What a certificate still needs, in French; empty when complete. */
  missing: string[];
}

interface DailyCapRow {
  year: number;
  /** The figure in force: entered in the settings, else the published one; null when neither exists. */
  cents: number | null;
  /** The published figure and where it comes from (null: not published when the site was written). */
  publishedCents: number | null;
  source: string;
  /** True when an administrator's figure replaces or completes the published one. */
  entered: boolean;
}

/** GET and PUT /api/admin/certificates/daily-caps: from the first year in the table to next year. */
export interface DailyCapsView {
  years: DailyCapRow[];
}

/** The parent's certificates (signed-in area): 'Mes attestations'. */
export const certificatePaths = {
  /** GET what the parent's certificates are, year by year and plaine by plaine (MyCertificatesView). */
  list: apiPath("/api/certificates"),
  /**
   * A child's tax certificate 281.86 for an income year: POST issues it (or corrects it) and answers
   * ChildcareCertificateIssued; GET its PDF once issued (never issues).
   */
  childcare: apiPath("/api/certificates/childcare/:year/:childId"),
  /** GET the PDF of a child's participation certificate for a plaine, for the mutualité. */
  mutualityPdf: apiPath("/api/certificates/mutuality/:activityId/:childId"),
  /** PUT the parent's own national register number ({ nationalNumber }). */
  parentNationalNumber: apiPath("/api/certificates/national-number"),
  /** PUT a child's national register number ({ nationalNumber }), checked against the birth date. */
  childNationalNumber: apiPath("/api/certificates/children/:childId/national-number"),
};

interface CertificateChild {
  id: string;
  firstName: string;
  lastName: string;
}

/** One child's tax certificate of one income year (its sheets are one PDF). */
export interface ChildcareCertificateSummary {
  year: number;
  child: CertificateChild;
  periods: CertificatePeriod[];
  totalCents: number;
  /** What the year's daily maximum lets the parent deduct; null while that maximum is unknown. */
  deductibleCents: number | null;
  /** The plaines of that year that give nothing, each with why. */
  refused: { title: string; reason: string }[];
  /** What still prevents issuing it, in French ("le numéro de registre national de Léa"); empty: downloadable. */
  missing: string[];
  /** Sequence numbers once issued (one per sheet of four periods). */
  sequences: number[];
}

/** POST /api/certificates/childcare/:year/:childId: the certificate's numbers, one per sheet. */
export interface ChildcareCertificateIssued {
  year: number;
  childId: string;
  sequences: number[];
}

/** One child's participation certificate for one plaine. */
export interface MutualityCertificateSummary {
  activity: { id: string; title: string; startDate: string; endDate: string };
  child: CertificateChild;
  daysPresent: number;
  /** The child's share of what was paid for the plaine. */
  paidCents: number;
  /** Why it cannot be downloaded yet, in French; null: downloadable. */
  unavailableReason: string | null;
}

/** GET /api/certificates. */
export interface MyCertificatesView {
  /** Newest year first, then by child. */
  childcare: ChildcareCertificateSummary[];
  /** Newest plaine first, then by child. */
  mutuality: MutualityCertificateSummary[];
  /** The numbers tax certificates need: the parent's, and each child's who has a plaine. */
  nationalNumbers: {
    parent: boolean;
    children: (CertificateChild & { given: boolean })[];
  };
  /** The parent's address is complete (the tax certificate names the debtor's address). */
  addressComplete: boolean;
  /** The association has not completed what certificates need (settings): tax certificates wait. */
  organiserIncomplete: boolean;
}

/** PUT …/national-number: the number as it will appear on the certificate. */
export interface NationalNumberSaved {
  nationalNumber: string;
}

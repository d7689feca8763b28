/**
 * The certificates' settings (administrators): who issues them (organiser details) and the
 * 281.86 daily maximum of each income year. Inputs are in certificates-input.ts.
 */
import type { OrganiserDetails } from "../organiser.ts";
import { apiPath } from "./api-path.ts";

export const adminCertificatePaths = {
  /** GET the organiser's details (the site's identity until saved); PUT new ones. */
  organiser: apiPath("/api/admin/certificates/organiser"),
  /** GET each income year's daily maximum; PUT the figures an administrator enters. */
  dailyCaps: apiPath("/api/admin/certificates/daily-caps"),
};

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

/**
 * The organiser's refund settings as the settings page edits them (decision 0053): the fee kept on
 * a child a family cancels, the days before the start from which nothing is refunded, and the
 * version of the SEPA refund files. The input schema is in admin-refunds-input.ts.
 */
import type { RefundFileFormat } from "../refunds.ts";
import { apiPath } from "./api-path.ts";

export const adminRefundPaths = {
  settings: apiPath("/api/admin/refund-settings"),
};

export interface RefundSettingsView {
  feeCents: number;
  /** Null: refunded whatever the day. */
  noRefundDaysBefore: number | null;
  fileFormat: RefundFileFormat;
  /** The rule in French, as the terms state it. */
  sentence: string;
}

/** GET and PUT /api/admin/refund-settings */
export interface RefundSettingsResponse {
  settings: RefundSettingsView;
}

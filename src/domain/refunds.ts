/**
 * Refunds: the organiser's rule for a family's cancellation, and the SEPA files that send transfer
 * refunds back (decision 0053).
 */

/** The SEPA credit-transfer versions a refund file is written in: .09 by default, .03 for banks that still ask for it. */
export const REFUND_FILE_FORMATS = ["pain.001.001.09", "pain.001.001.03"] as const;
export type RefundFileFormat = (typeof REFUND_FILE_FORMATS)[number];

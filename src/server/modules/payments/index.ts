/**
 * Payments: the one module where a payment's state changes (decision 0039) — locked, confirmed,
 * partly received, refunded, cancelled at its deadline — together with the registrations it
 * covers, the parent's contact, the audit entry per registration and the e-mail each outcome
 * sends. Checkout (cards), the bank statements, the registrations and the administrators call it;
 * it never calls them back. The gateways and the ways of paying are infrastructure
 * (src/server/payment-providers/).
 */
export { auditPaymentChange } from "./audit.ts";
export { confirmCardPayment } from "./card.ts";
export { checkoutFacts, checkoutSummaries, pendingCardPayments } from "./card-summary.ts";
export { confirmationMail, getConfirmationState, queueUpdatedConfirmation, type UpdateMailDeps, vouchersOf } from "./confirmation-mail.ts";
export { queueOrganiserCancellations, snapshotBeforeCancellation } from "./cancellation-mail.ts";
export { cancelOverdueTransfers, type DeadlineDeps, extendDeadline, sendPaymentReminders, transfersDueSoon } from "./deadlines.ts";
export { loadBankTransferRules, saveBankTransferRules, transferDeadlineOf } from "./transfer-rules.ts";
export { lockPayment, lockTransferByCommunication } from "./lock.ts";
export { payerOf } from "./payer.ts";
export { changeRegistrationPrice, type PriceChangeDeps, type PriceChangeResult } from "./price-change.ts";
export { cardPartialRefundJob } from "./jobs.ts";
export { queueTransferRefundSent, recordRefund } from "./refund.ts";
export { changeRegistrationStatus, type PaymentDeps, setPaymentStatus } from "./registration-status.ts";
export { type StatusCause } from "./paid-cancellation.ts";
export { loadRefundSettings, type RefundSettings, saveRefundSettings } from "./refund-settings.ts";
export { loadSubmission, type Submission, submissionSummary } from "./submission.ts";
export { receiveTransfer, receiveTransferFor } from "./transfer.ts";
export { issueReceipt, receiptsOf, shareReceiptKey } from "./receipts.ts";
export { receiptFile } from "./receipt-document.ts";
export { invoicesOf } from "./invoices.ts";
export { invoiceFile, issuePaymentInvoice } from "./invoice-document.ts";
export {
  lockShareByCommunication,
  receiveShareCredit,
  checkVouchers,
  markShareReceived,
  recordVouchers,
  sendPayerRequestAgain,
  voucherDeclaredTwice,
  voucherIssuers,
  sharesOfRegistrations,
  takePayerShare,
  withdrawPayerShare,
} from "./payer-shares.ts";
export { payerRequestFile } from "./payer-request-document.ts";
export { parentPartsOf, parentShareFile, parentSharesOf, recordParentShares, sendShareReminders } from "./parent-shares.ts";
export { liveSharesCents } from "./share-totals.ts";
export { payerKindLabel, joinSharePayer, joinSharePayerChildAndPlaine, sharePayerColumns } from "./share-payer.ts";

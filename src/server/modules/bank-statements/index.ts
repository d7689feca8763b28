/**
 * Bank statements: a CODA or CAMT file read, its credits recorded once and matched to the
 * transfers they pay (the payment module receives each one), and the administrators' list of
 * credits to assign, dismiss or refund.
 */

export { importStatementFile } from "./import.ts";
export { listStatementImports, statementImport } from "./imports.ts";
export { assignMovement, dismissMovement, listBankMovements, overpaymentsToRefund, searchPayments, settleRefund } from "./movements.ts";
export { createRefundFile, listRefunds, refundFileXml, withdrawRefundFile } from "./refund-files.ts";
export { MAX_STATEMENT_BYTES, statementTooLargeMessage } from "./read-statement.ts";
export { StatementError } from "./statement.ts";

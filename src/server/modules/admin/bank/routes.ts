import {
  adminBankPaths,
  type BankMovementResponse,
  type BankMovementsResponse,
  type BankStatementImportResponse,
  type BankStatementImportsResponse,
  type BankTransferRulesResponse,
  type PaymentDeadlineResponse,
  type PaymentSearchResponse,
  type RefundFileResponse,
  type RefundsResponse,
} from "../../../../domain/contracts/admin-bank.ts";
import {
  assignMovementSchema,
  bankMovementParams,
  bankTransferRulesSchema,
  paymentDeadlineSchema,
  pageQuery,
  paymentSearchQuery,
  refundFileParams,
  refundFileSchema,
  statementImportParams,
} from "../../../../domain/contracts/admin-bank-input.ts";
import { paymentParams } from "../../../../domain/contracts/admin-input.ts";
import { nowOf, type RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { afterCommit } from "../../after-commit.ts";
import { flatSnapshot, saveAudited } from "../../audit-log.ts";
import { extendDeadline, loadBankTransferRules, saveBankTransferRules } from "../../payments/index.ts";
import {
  assignMovement,
  createRefundFile,
  dismissMovement,
  listBankMovements,
  listRefunds,
  listStatementImports,
  refundFileXml,
  searchPayments,
  settleRefund,
  statementImport,
  withdrawRefundFile,
} from "../../bank-statements/index.ts";

/** The credits left to an administrator, the statements imported and their reports, one payment's deadline, the reminder and deadline rules. */
export const adminBankRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, config, mailer, publicCache } = context;

  app.get(routeOf(app, adminBankPaths.movements), async (request) => {
    const { page } = parseInput(pageQuery, request.query);
    return (await listBankMovements(db, page)) satisfies BankMovementsResponse;
  });

  app.get(routeOf(app, adminBankPaths.statementImports), async (request) => {
    const { page } = parseInput(pageQuery, request.query);
    return (await listStatementImports(db, page)) satisfies BankStatementImportsResponse;
  });

  app.get(routeOf(app, adminBankPaths.statementImport), async (request) => {
    const { id } = parseInput(statementImportParams, request.params);
    return (await statementImport(db, id)) satisfies BankStatementImportResponse;
  });

  app.get(routeOf(app, adminBankPaths.paymentSearch), async (request) => {
    const { q } = parseInput(paymentSearchQuery, request.query);
    return { payments: await searchPayments(db, q) } satisfies PaymentSearchResponse;
  });

  app.post(routeOf(app, adminBankPaths.assign), async (request) => {
    const { id } = parseInput(bankMovementParams, request.params);
    const { paymentId } = parseInput(assignMovementSchema, request.body ?? {});
    return (await assignMovement({ db, config, mailer, publicCache }, request.user, id, paymentId)) satisfies BankMovementResponse;
  });

  app.post(routeOf(app, adminBankPaths.dismiss), async (request) => {
    const { id } = parseInput(bankMovementParams, request.params);
    return (await dismissMovement(db, request.user, id)) satisfies BankMovementResponse;
  });

  app.post(routeOf(app, adminBankPaths.refundSettled), async (request) => {
    const { id } = parseInput(bankMovementParams, request.params);
    return (await settleRefund({ db, config, mailer }, request.user, id)) satisfies BankMovementResponse;
  });

  app.get(routeOf(app, adminBankPaths.refunds), async () => (await listRefunds(db)) satisfies RefundsResponse);

  app.post(routeOf(app, adminBankPaths.refundFiles), async (request, reply) => {
    const { movementIds } = parseInput(refundFileSchema, request.body ?? {});
    const file = await createRefundFile(db, request.user, movementIds, nowOf(context.clock));
    return reply.code(201).send({ file } satisfies RefundFileResponse);
  });

  app.get(routeOf(app, adminBankPaths.refundFileDownload), async (request, reply) => {
    const { id } = parseInput(refundFileParams, request.params);
    const { xml, fileName } = await refundFileXml(db, id);
    return reply
      .header("content-type", "application/xml; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .send(Buffer.from(xml, "utf8"));
  });

  app.delete(routeOf(app, adminBankPaths.refundFile), async (request, reply) => {
    const { id } = parseInput(refundFileParams, request.params);
    await withdrawRefundFile(db, request.user, id);
    return reply.status(204).send();
  });

  app.put(routeOf(app, adminBankPaths.deadline), async (request) => {
    const { id } = parseInput(paymentParams, request.params);
    const { deadline } = parseInput(paymentDeadlineSchema, request.body ?? {});
    return (await extendDeadline(db, request.user, id, deadline)) satisfies PaymentDeadlineResponse;
  });

  app.get(routeOf(app, adminBankPaths.rules), async () => ({ rules: await loadBankTransferRules(db) }) satisfies BankTransferRulesResponse);

  app.put(routeOf(app, adminBankPaths.rules), async (request) => {
    const rules = parseInput(bankTransferRulesSchema, request.body ?? {});
    const saved = await saveAudited(db, request.user, "payment_rules", {
      read: async (tx) => flatSnapshot(await loadBankTransferRules(tx)),
      save: (tx) => saveBankTransferRules(tx, rules),
    });
    // The terms state the rules (modules/legal): they show the change at once.
    afterCommit({ mailer, publicCache });
    return { rules: saved } satisfies BankTransferRulesResponse;
  });

  done();
};

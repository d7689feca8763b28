import { activityParams } from "../../../domain/contracts/activities-input.ts";
import {
  type BankTransferPage,
  type CancelResponse,
  type ConfirmationResponse,
  type RegistrationListResponse,
  type RegistrationPage,
  registrationPaths,
  type RegistrationResult,
} from "../../../domain/contracts/registrations.ts";
import { parentShareParams, registrationParams, registrationSchema } from "../../../domain/contracts/registrations-input.ts";
import { receiptPaths } from "../../../domain/contracts/receipts.ts";
import { receiptParams } from "../../../domain/contracts/receipts-input.ts";
import { invoicePaths, type PaymentInvoicesResponse } from "../../../domain/contracts/invoices.ts";
import { invoiceParams, invoicePaymentParams } from "../../../domain/contracts/invoices-input.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { nowOf, type RoutePlugin } from "../../context.ts";
import { parseInput } from "../../http/errors.ts";
import { routeOf } from "../../http/route-path.ts";
import { invoiceFile, issuePaymentInvoice, parentShareFile, parentSharesOf, receiptFile } from "../payments/index.ts";
import { listRegistrationGroups } from "./registration-groups.ts";
import { register } from "./register.ts";
import { getRegistrationPage } from "./registration-page.ts";
import { cancelByParent, getBankTransfer, getBankTransferQr, getConfirmation } from "./service.ts";

/**
 * Registering children for a plaine, and what follows (signed-in area): payment instructions, the
 * confirmation e-mail's state, the history. Every id is checked against the session: another
 * parent's registration answers 404, like one that does not exist.
 */
export const registrationRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, config, mailer, publicCache, documents, media } = context;
  const providers = context.paymentProviders;
  const changeDeps = { db, config, mailer, publicCache, providers, documents, jobs: context.jobs };

  app.get(routeOf(app, registrationPaths.page), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    const now = nowOf(context.clock);
    return (await getRegistrationPage({ db, config, providers }, request.user.id, id, now)) satisfies RegistrationPage;
  });

  app.post(routeOf(app, registrationPaths.list), async (request, reply) => {
    const input = parseInput(registrationSchema, request.body ?? {});
    const now = nowOf(context.clock);
    const result = await register(changeDeps, request.user, input, brusselsToday(now), now);
    return reply.status(201).send(result satisfies RegistrationResult);
  });

  app.get(routeOf(app, registrationPaths.list), async (request) => {
    const today = brusselsToday();
    const groups = await listRegistrationGroups(db, { parentId: request.user.id, today });
    return { groups, parentShares: await parentSharesOf(db, request.user.id, today) } satisfies RegistrationListResponse;
  });

  app.get(routeOf(app, registrationPaths.bankTransfer), async (request) => {
    const { id } = parseInput(registrationParams, request.params);
    return (await getBankTransfer(db, request.user, id, providers)) satisfies BankTransferPage;
  });

  app.get(routeOf(app, registrationPaths.qrCode), async (request, reply) => {
    const { id } = parseInput(registrationParams, request.params);
    return reply.type("image/png").send(await getBankTransferQr(db, request.user, id, providers));
  });

  app.get(routeOf(app, registrationPaths.confirmation), async (request) => {
    const { id } = parseInput(registrationParams, request.params);
    return (await getConfirmation(db, request.user, id)) satisfies ConfirmationResponse;
  });

  app.post(routeOf(app, registrationPaths.cancel), async (request) => {
    const { id } = parseInput(registrationParams, request.params);
    return (await cancelByParent(changeDeps, request.user, id, brusselsToday())) satisfies CancelResponse;
  });

  // A receipt of the parent's own payment (decision 0055): opened in the browser, to keep or print.
  app.get(routeOf(app, receiptPaths.pdf), async (request, reply) => {
    const { id } = parseInput(receiptParams, request.params);
    const { filename, pdf } = await receiptFile({ db, media }, id, { parentId: request.user.id });
    return reply.header("content-type", "application/pdf").header("content-disposition", `inline; filename="${filename}"`).send(pdf);
  });

  // The payment request of the parent's part of a registration the other parent made (decision 0058).
  app.get(routeOf(app, registrationPaths.parentSharePdf), async (request, reply) => {
    const { id } = parseInput(parentShareParams, request.params);
    const { fileName, bytes } = await parentShareFile(db, id, request.user.id, media);
    return reply.header("content-type", "application/pdf").header("content-disposition", `inline; filename="${fileName}"`).send(bytes);
  });

  // 'Obtenir la facture' (decision 0057): the parent's own payment invoiced, or its invoices brought up to date.
  app.post(routeOf(app, invoicePaths.issueForPayment), async (request) => {
    const { id } = parseInput(invoicePaymentParams, request.params);
    const invoices = await db.transaction((tx) => issuePaymentInvoice(tx, id, request.user.id));
    return { invoices } satisfies PaymentInvoicesResponse;
  });

  // An invoice or a credit note of the parent's own payment: opened in the browser, to keep or print.
  app.get(routeOf(app, invoicePaths.pdf), async (request, reply) => {
    const { id } = parseInput(invoiceParams, request.params);
    const { filename, pdf } = await invoiceFile({ db, media }, id, { parentId: request.user.id });
    return reply.header("content-type", "application/pdf").header("content-disposition", `inline; filename="${filename}"`).send(pdf);
  });

  done();
};

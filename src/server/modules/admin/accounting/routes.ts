import { type AccountingResponse, adminAccountingPaths } from "../../../../domain/contracts/admin-accounting.ts";
import { accountingExportQuery, accountingQuery } from "../../../../domain/contracts/admin-accounting-input.ts";
import { receiptPaths } from "../../../../domain/contracts/receipts.ts";
import { receiptParams } from "../../../../domain/contracts/receipts-input.ts";
import { invoicePaths } from "../../../../domain/contracts/invoices.ts";
import { invoiceParams } from "../../../../domain/contracts/invoices-input.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import type { RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { SPREADSHEET_CONTENT_TYPES } from "../../../http/spreadsheet.ts";
import { flatSnapshot, recordExport } from "../../audit-log.ts";
import { invoiceFile, receiptFile } from "../../payments/index.ts";
import { accountingFile } from "./export.ts";
import { accountingOf } from "./ledger.ts";

/**
 * The accountant's cash book (decision 0054): the period's sums received and given back, and the
 * same as a file; each sum received has its numbered receipt (decision 0055), any family's.
 */
export const adminAccountingRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, media } = context;

  app.get(routeOf(app, adminAccountingPaths.ledger), async (request) => {
    const filters = parseInput(accountingQuery, request.query);
    return (await accountingOf(db, filters)) satisfies AccountingResponse;
  });

  app.get(routeOf(app, adminAccountingPaths.export), async (request, reply) => {
    const { format, ...filters } = parseInput(accountingExportQuery, request.query);
    const { lines } = await accountingOf(db, filters);
    const file = await accountingFile(format, lines);
    await recordExport(
      db,
      request.user,
      filters.activityId ? { entity: "activity", entityId: filters.activityId } : { entity: "registration", entityId: null },
      flatSnapshot({ document: "Comptabilité", format: format.toUpperCase(), lines: lines.length, from: filters.from, to: filters.to }),
    );
    return reply
      .header("content-type", SPREADSHEET_CONTENT_TYPES[format])
      .header(
        "content-disposition",
        `attachment; filename="comptabilite-${filters.from ?? "debut"}-${filters.to ?? brusselsToday()}.${format}"`,
      )
      .send(file);
  });

  app.get(routeOf(app, receiptPaths.adminPdf), async (request, reply) => {
    const { id } = parseInput(receiptParams, request.params);
    const { filename, pdf } = await receiptFile({ db, media }, id);
    return reply.header("content-type", "application/pdf").header("content-disposition", `inline; filename="${filename}"`).send(pdf);
  });

  // Any invoice or credit note, a family's or an organisation's (decision 0057).
  app.get(routeOf(app, invoicePaths.adminPdf), async (request, reply) => {
    const { id } = parseInput(invoiceParams, request.params);
    const { filename, pdf } = await invoiceFile({ db, media }, id);
    return reply.header("content-type", "application/pdf").header("content-disposition", `inline; filename="${filename}"`).send(pdf);
  });

  done();
};

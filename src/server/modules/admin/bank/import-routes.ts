import type { FastifyError } from "fastify";
import { adminBankPaths, type BankImportReport } from "../../../../domain/contracts/admin-bank.ts";
import { statementUploadQuery } from "../../../../domain/contracts/admin-bank-input.ts";
import type { RoutePlugin } from "../../../context.ts";
import { errorHandler, HttpError, parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { importStatementFile, MAX_STATEMENT_BYTES, StatementError, statementTooLargeMessage } from "../../bank-statements/index.ts";

/**
 * A bank statement's upload: the file's bytes are the body, whatever type the browser declares,
 * since the format is recognised from the content; `?name=` is the file's name, for the list of imports. Fastify refuses a body over 5 MB from its
 * Content-Length before reading it, and stops reading one that grows past it, in French.
 */
export const adminBankImportRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, config, mailer, publicCache } = context;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_STATEMENT_BYTES }, (_request, body, parsed) => parsed(null, body));
  app.setErrorHandler((error: FastifyError, request, reply) =>
    errorHandler(error.statusCode === 413 ? new HttpError("PAYLOAD_TOO_LARGE", statementTooLargeMessage()) : error, request, reply),
  );

  app.post(routeOf(app, adminBankPaths.importStatement), async (request) => {
    const { name } = parseInput(statementUploadQuery, request.query);
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    try {
      return (await importStatementFile({ db, config, mailer, publicCache }, request.user, bytes, name)) satisfies BankImportReport;
    } catch (error) {
      if (error instanceof StatementError) throw new HttpError("VALIDATION", error.message, { file: error.message });
      throw error;
    }
  });

  done();
};

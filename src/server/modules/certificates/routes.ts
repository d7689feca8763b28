import { certificatePaths } from "../../../domain/contracts/certificates.ts";
import {
  childcarePdfParams,
  childNationalNumberParams,
  mutualityPdfParams,
  nationalNumberInputSchema,
} from "../../../domain/contracts/certificates-input.ts";
import type { RoutePlugin } from "../../context.ts";
import { parseInput } from "../../http/errors.ts";
import { routeOf } from "../../http/route-path.ts";
import { pdfLetterhead } from "../association/index.ts";
import {
  issueMyChildcareCertificate,
  myCertificates,
  myChildcarePdf,
  myMutualityPdf,
  type PdfFile,
  saveChildNationalNumber,
  saveParentNationalNumber,
} from "./parent-certificates.ts";

const pdfHeaders = ({ filename }: PdfFile) => ({
  "content-type": "application/pdf",
  "content-disposition": `attachment; filename="${filename}"`,
});

/** 'Mes attestations': a parent's own certificates only (parent-certificates.ts). */
export const certificateRoutes: RoutePlugin = (app, { context: { db, cipher, media } }, done) => {
  const deps = { db, cipher };

  app.get(routeOf(app, certificatePaths.list), async (request) => myCertificates(deps, request.user.id));

  app.post(routeOf(app, certificatePaths.childcare), async (request) =>
    issueMyChildcareCertificate(deps, request.user.id, parseInput(childcarePdfParams, request.params)),
  );

  app.get(routeOf(app, certificatePaths.childcare), async (request, reply) => {
    const params = parseInput(childcarePdfParams, request.params);
    const file = await myChildcarePdf(deps, request.user.id, params, await pdfLetterhead(db, media));
    return reply.headers(pdfHeaders(file)).send(file.pdf);
  });

  app.get(routeOf(app, certificatePaths.mutualityPdf), async (request, reply) => {
    const params = parseInput(mutualityPdfParams, request.params);
    const file = await myMutualityPdf(deps, request.user.id, params, await pdfLetterhead(db, media));
    return reply.headers(pdfHeaders(file)).send(file.pdf);
  });

  app.put(routeOf(app, certificatePaths.parentNationalNumber), async (request) => {
    const { nationalNumber } = parseInput(nationalNumberInputSchema, request.body ?? {});
    return saveParentNationalNumber(deps, request.user.id, nationalNumber);
  });

  app.put(routeOf(app, certificatePaths.childNationalNumber), async (request) => {
    const { childId } = parseInput(childNationalNumberParams, request.params);
    const { nationalNumber } = parseInput(nationalNumberInputSchema, request.body ?? {});
    return saveChildNationalNumber(deps, request.user.id, childId, nationalNumber);
  });

  done();
};

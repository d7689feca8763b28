import type { FastifyReply, FastifyRequest } from "fastify";
import { adminPresencePaths, type CentreReportResponse } from "../../../../domain/contracts/admin-presences.ts";
import { activityParams, centreReportQuery } from "../../../../domain/contracts/admin-presences-input.ts";
import { formatDateRangeFr } from "../../../../domain/dates.ts";
import { fileNameSlug } from "../../../../domain/file-name.ts";
import type { RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { loadAssociation, pdfLetterhead } from "../../association/index.ts";
import { recordExport } from "../../audit-log.ts";
import { centreReportOf, type ReportTeamSource } from "./centre-report.ts";
import { centreReportCsv } from "./documents/centre-report-csv.ts";
import { centreReportPdf } from "./documents/centre-report-pdf.ts";

/** The report as the activity log names it. */
const DOCUMENT_NAMES = {
  "centre-report-pdf": "Rapport du centre de vacances (PDF)",
  "centre-report-csv": "Rapport du centre de vacances (CSV)",
};

/**
 * The report of a centre de vacances (decision 0060): to read, and to file as a PDF or a CSV —
 * counts, and the team who worked (`teamOf`, the team's module's), no child named, no health data.
 */
export const adminCentreReportRoutes =
  (teamOf: ReportTeamSource): RoutePlugin =>
  (app, { context: { db, cipher, media } }, done) => {
    app.get(routeOf(app, adminPresencePaths.centreReport), async (request) => {
      const { id } = parseInput(activityParams, request.params);
      const period = parseInput(centreReportQuery, request.query);
      return (await centreReportOf(db, cipher, id, period, teamOf)).response satisfies CentreReportResponse;
    });

    const centreReportFile = async (request: FastifyRequest, reply: FastifyReply, kind: "centre-report-pdf" | "centre-report-csv") => {
      const { id } = parseInput(activityParams, request.params);
      const { loaded, response } = await centreReportOf(db, cipher, id, parseInput(centreReportQuery, request.query), teamOf);
      const file =
        kind === "centre-report-pdf"
          ? await centreReportPdf(response, loaded.activity, (await loadAssociation(db)).identity, await pdfLetterhead(db, media))
          : centreReportCsv(response);
      // Logged once the file is built, as the other documents are.
      await recordExport(
        db,
        request.user,
        { entity: "activity", entityId: id },
        { document: DOCUMENT_NAMES[kind], period: formatDateRangeFr(response.from, response.to) },
      );
      const fileName = `rapport-${fileNameSlug(loaded.activity.title, "plaine")}-${response.from}-${response.to}`;
      return kind === "centre-report-pdf"
        ? reply.header("content-type", "application/pdf").header("content-disposition", `inline; filename="${fileName}.pdf"`).send(file)
        : reply
            .header("content-type", "text/csv; charset=utf-8")
            .header("content-disposition", `attachment; filename="${fileName}.csv"`)
            .send(file);
    };
    app.get(routeOf(app, adminPresencePaths.centreReportPdf), (request, reply) => centreReportFile(request, reply, "centre-report-pdf"));
    app.get(routeOf(app, adminPresencePaths.centreReportCsv), (request, reply) => centreReportFile(request, reply, "centre-report-csv"));

    done();
  };

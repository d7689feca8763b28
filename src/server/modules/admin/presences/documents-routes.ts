import type { FastifyReply, FastifyRequest } from "fastify";
import { adminPresencePaths } from "../../../../domain/contracts/admin-presences.ts";
import { plaineDayParams, activityParams } from "../../../../domain/contracts/admin-presences-input.ts";
import { formatDateFr } from "../../../../domain/dates.ts";
import { fileNameSlug } from "../../../../domain/file-name.ts";
import type { RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { pdfLetterhead } from "../../association/index.ts";
import { recordMedicalAccess } from "../../children/index.ts";
import { recordExport } from "../../audit-log.ts";
import { attendanceCsv } from "./documents/attendance-csv.ts";
import { dayListPdf } from "./documents/day-list-pdf.ts";
import { healthFormsPdf } from "./documents/health-forms-pdf.ts";
import { assertPlaineDay, loadActivity, type LoadedActivity } from "./plaine.ts";
import { attendanceOfDay } from "./roster.ts";

/** A file name without accents or spaces, from the plaine's title. */
const slug = (title: string) => fileNameSlug(title, "plaine");

/** The documents as the activity log names them. */
const DOCUMENT_NAMES = {
  "day-list-pdf": "Liste du jour (PDF)",
  "health-forms-pdf": "Fiches santé (PDF)",
  "attendance-csv": "Présences (CSV)",
};

/**
 * The printed lists and the attendance file. Both PDFs show health data, so each one is written
 * to the medical-access log, one line per child it shows; the CSV has none. The centre's report:
 * centre-report-routes.ts.
 */
export const adminPresenceDocumentRoutes: RoutePlugin = (app, { context: { db, cipher, media } }, done) => {
  /** A PDF showing the plaine's health data: each child it shows goes to the medical-access log, then it is sent. */
  const sendMedicalPdf = async (
    request: FastifyRequest,
    reply: FastifyReply,
    loaded: LoadedActivity,
    document: { pdf: Buffer; kind: "day-list-pdf" | "health-forms-pdf"; fileName: string; day?: string },
  ) => {
    await recordMedicalAccess(
      db,
      request.user,
      loaded.children.map((child) => child.id),
      document.kind,
    );
    await recordExport(
      db,
      request.user,
      { entity: "activity", entityId: loaded.activity.id },
      { document: DOCUMENT_NAMES[document.kind], day: document.day ? formatDateFr(document.day) : null, children: loaded.children.length },
    );
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `inline; filename="${document.fileName}"`)
      .send(document.pdf);
  };

  app.get(routeOf(app, adminPresencePaths.dayListPdf), async (request, reply) => {
    const { id, date } = parseInput(plaineDayParams, request.params);
    const loaded = await loadActivity(db, cipher, id);
    assertPlaineDay(loaded, date);
    const pdf = await dayListPdf(loaded, date, await attendanceOfDay(db, id, date), await pdfLetterhead(db, media));
    return sendMedicalPdf(request, reply, loaded, {
      pdf,
      kind: "day-list-pdf",
      fileName: `liste-${slug(loaded.activity.title)}-${date}.pdf`,
      day: date,
    });
  });

  app.get(routeOf(app, adminPresencePaths.healthFormsPdf), async (request, reply) => {
    const { id } = parseInput(activityParams, request.params);
    const loaded = await loadActivity(db, cipher, id);
    const pdf = await healthFormsPdf(loaded, await pdfLetterhead(db, media));
    return sendMedicalPdf(request, reply, loaded, {
      pdf,
      kind: "health-forms-pdf",
      fileName: `fiches-sante-${slug(loaded.activity.title)}.pdf`,
    });
  });

  app.get(routeOf(app, adminPresencePaths.attendanceCsv), async (request, reply) => {
    const { id } = parseInput(activityParams, request.params);
    const loaded = await loadActivity(db, cipher, id);
    const csv = await attendanceCsv(db, loaded);
    await recordExport(db, request.user, { entity: "activity", entityId: id }, { document: DOCUMENT_NAMES["attendance-csv"] });
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="presences-${slug(loaded.activity.title)}.csv"`)
      .send(csv);
  });

  done();
};

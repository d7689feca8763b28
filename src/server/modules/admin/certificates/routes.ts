import {
  adminCertificatePaths,
  type CertificateRunsView,
  type CertificateRunView,
  type DailyCapsView,
  type OrganiserView,
} from "../../../../domain/contracts/certificates.ts";
import {
  certificateRunSchema,
  dailyCapsSchema,
  mutualityPdfParams,
  organiserSchema,
} from "../../../../domain/contracts/certificates-input.ts";
import { idParams } from "../../../../domain/contracts/common-input.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import type { RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import {
  findRun,
  knownBelcotaxLayouts,
  listRuns,
  loadDailyCaps,
  mutualityPdf,
  requestRun,
  runArchive,
  runnableYears,
  saveDailyCaps,
} from "../../certificates/index.ts";
import { loadOrganiser, saveOrganiser } from "../../organiser/index.ts";
import { afterCommit } from "../../after-commit.ts";
import { flatSnapshot, recordExport, saveAudited } from "../../audit-log.ts";
import { pdfLetterhead } from "../../association/index.ts";

const runParams = idParams("Identifiant de génération invalide");

/** The daily maximums as the log keeps them: each year's figure entered, in euros, by year. */
const capsSnapshot = (view: DailyCapsView) =>
  Object.fromEntries(view.years.map((row) => [String(row.year), row.entered && row.cents !== null ? row.cents / 100 : null]));

/** The certificates' settings: who issues them, and the 281.86 daily maximum of each income year. */
export const adminCertificateRoutes: RoutePlugin = (
  app,
  { context: { db, cipher, documents, jobs, mailer, media, publicCache } },
  done,
) => {
  app.get(routeOf(app, adminCertificatePaths.organiser), async () => (await loadOrganiser(db)) satisfies OrganiserView);

  app.put(routeOf(app, adminCertificatePaths.organiser), async (request) => {
    const details = parseInput(organiserSchema, request.body ?? {});
    const saved = await saveAudited(db, request.user, "organiser", {
      read: async (tx) => flatSnapshot((await loadOrganiser(tx)).organiser),
      save: (tx) => saveOrganiser(tx, details),
    });
    // The privacy policy names the organiser as the controller (modules/legal): it shows the change at once.
    afterCommit({ mailer, publicCache });
    return saved satisfies OrganiserView;
  });

  app.get(routeOf(app, adminCertificatePaths.dailyCaps), async () => (await loadDailyCaps(db, brusselsToday())) satisfies DailyCapsView);

  app.put(routeOf(app, adminCertificatePaths.dailyCaps), async (request) => {
    const { caps } = parseInput(dailyCapsSchema, request.body ?? {});
    const today = brusselsToday();
    return (await saveAudited(db, request.user, "daily_caps", {
      read: async (tx) => capsSnapshot(await loadDailyCaps(tx, today)),
      save: (tx) => saveDailyCaps(tx, caps, today),
    })) satisfies DailyCapsView;
  });

  app.get(routeOf(app, adminCertificatePaths.runs), async () => {
    return {
      years: await runnableYears(db, brusselsToday()),
      belcotaxLayouts: knownBelcotaxLayouts(),
      runs: await listRuns(db),
    } satisfies CertificateRunsView;
  });

  app.post(routeOf(app, adminCertificatePaths.runs), async (request) => {
    const input = parseInput(certificateRunSchema, request.body ?? {});
    return (await requestRun({ db, jobs }, input, request.user)) satisfies CertificateRunView;
  });

  app.get(routeOf(app, adminCertificatePaths.run), async (request) => {
    const { id } = parseInput(runParams, request.params);
    return (await findRun(db, id)) satisfies CertificateRunView;
  });

  app.get(routeOf(app, adminCertificatePaths.mutualityPdf), async (request, reply) => {
    const ids = parseInput(mutualityPdfParams, request.params);
    const { filename, pdf } = await mutualityPdf(
      { db, cipher },
      { childId: ids.childId },
      ids,
      brusselsToday(),
      await pdfLetterhead(db, media),
    );
    // Opened in the browser, to print and sign.
    return reply.header("content-type", "application/pdf").header("content-disposition", `inline; filename="${filename}"`).send(pdf);
  });

  app.get(routeOf(app, adminCertificatePaths.runArchive), async (request, reply) => {
    const { id } = parseInput(runParams, request.params);
    const { year, zip } = await runArchive({ db, cipher, documents }, id);
    // Who downloads national register numbers is worth knowing: the activity log says who, and which run.
    await recordExport(db, request.user, { entity: "certificate_run", entityId: id }, { document: "Attestations (ZIP)", year });
    return reply
      .header("content-type", "application/zip")
      .header("content-disposition", `attachment; filename="attestations-281-86-${year}.zip"`)
      .send(zip);
  });

  done();
};

import { adminCertificatePaths, type DailyCapsView, type OrganiserView } from "../../../../domain/contracts/certificates.ts";
import { dailyCapsSchema, organiserSchema } from "../../../../domain/contracts/certificates-input.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import type { RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { loadDailyCaps, loadOrganiser, saveDailyCaps, saveOrganiser } from "./settings.ts";

/** The certificates' settings: who issues them, and the 281.86 daily maximum of each income year. */
export const adminCertificateRoutes: RoutePlugin = (app, { context: { db } }, done) => {
  app.get(routeOf(app, adminCertificatePaths.organiser), async () => (await loadOrganiser(db)) satisfies OrganiserView);

  app.put(routeOf(app, adminCertificatePaths.organiser), async (request) => {
    const details = parseInput(organiserSchema, request.body ?? {});
    return (await saveOrganiser(db, details)) satisfies OrganiserView;
  });

  app.get(routeOf(app, adminCertificatePaths.dailyCaps), async () => (await loadDailyCaps(db, brusselsToday())) satisfies DailyCapsView);

  app.put(routeOf(app, adminCertificatePaths.dailyCaps), async (request) => {
    const { caps } = parseInput(dailyCapsSchema, request.body ?? {});
    return (await saveDailyCaps(db, caps, brusselsToday())) satisfies DailyCapsView;
  });

  done();
};

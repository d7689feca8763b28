import {
  type AdminRegistrationsResponse,
  type AdminRegistrationUpdateResult,
  adminPaths,
  type RefundResponse,
  type RegistrationPriceResult,
} from "../../../../domain/contracts/admin.ts";
import {
  adminRegistrationUpdateSchema,
  paymentParams,
  registrationExportQuery,
  registrationParams,
  registrationPriceSchema,
} from "../../../../domain/contracts/admin-input.ts";
import { eurosToCents } from "../../../../domain/money.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import type { RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { refundPayment } from "../../checkout/index.ts";
import { afterCommit } from "../../after-commit.ts";
import { changeRegistrationPrice } from "../../payments/index.ts";
import { priceChangeMessage } from "./price-message.ts";
import { listRegistrationGroups, updateByAdmin } from "../../registrations/index.ts";
import { recordMedicalAccess } from "../../children/index.ts";
import { flatSnapshot, recordExport } from "../../audit-log.ts";
import { exportFile, exportLines, waitlistExportLines } from "./export.ts";
import { SPREADSHEET_CONTENT_TYPES } from "../../../http/spreadsheet.ts";

/**
 * Every registration, grouped by plaine, with the parents' contact; bulk status changes; a card
 * payment's full refund; the exports of what the list's filters keep.
 */
export const adminRegistrationRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, config, mailer, publicCache } = context;
  const providers = context.paymentProviders;

  app.get(routeOf(app, adminPaths.registrations), async () => {
    return { groups: await listRegistrationGroups(db, { today: brusselsToday() }) } satisfies AdminRegistrationsResponse;
  });

  app.patch(routeOf(app, adminPaths.registrations), async (request) => {
    const update = parseInput(adminRegistrationUpdateSchema, request.body ?? {});
    return (await updateByAdmin(
      { db, config, mailer, publicCache, providers, jobs: context.jobs },
      request.user,
      update,
    )) satisfies AdminRegistrationUpdateResult;
  });

  app.get(routeOf(app, adminPaths.registrationExport), async (request, reply) => {
    const { format, medical: medicalOption, ...filters } = parseInput(registrationExportQuery, request.query);
    const medical = medicalOption === "true";
    const today = brusselsToday();
    // The registrations, then the families on waiting lists (decision 0031).
    const lines = [
      ...(await exportLines({ db, cipher: context.cipher }, filters, today, medical)),
      ...(await waitlistExportLines(db, filters, today)),
    ];
    if (medical) {
      const shown = new Set(lines.filter((line) => line.hasMedicalInfo).map((line) => line.childId));
      await recordMedicalAccess(db, request.user, [...shown], "export");
    }
    const file = await exportFile(format, lines, medical);
    const { activityId, ...shownFilters } = filters;
    await recordExport(
      db,
      request.user,
      activityId ? { entity: "activity", entityId: activityId } : { entity: "registration", entityId: null },
      flatSnapshot({ document: "Inscriptions", format: format.toUpperCase(), medical, lines: lines.length, ...shownFilters }),
    );
    return reply
      .header("content-type", SPREADSHEET_CONTENT_TYPES[format])
      .header("content-disposition", `attachment; filename="inscriptions-${today}.${format}"`)
      .send(file);
  });

  app.put(routeOf(app, adminPaths.registrationPrice), async (request) => {
    const { id } = parseInput(registrationParams, request.params);
    const { price, reason } = parseInput(registrationPriceSchema, request.body ?? {});
    const deps = { db, config, mailer, publicCache, jobs: context.jobs };
    const result = await db.transaction((tx) =>
      changeRegistrationPrice(tx, deps, { registrationId: id, priceCents: eurosToCents(price), reason, actor: request.user }),
    );
    afterCommit(deps);
    const { money, ...amounts } = result;
    return {
      ...amounts,
      money: { kind: money.kind, refundCents: money.kind === "refund" ? money.refundCents : null },
      message: priceChangeMessage(result),
    } satisfies RegistrationPriceResult;
  });

  app.post(routeOf(app, adminPaths.refund), async (request) => {
    const { id } = parseInput(paymentParams, request.params);
    const deps = { db, config, mailer, publicCache, gateway: context.checkoutGateway, log: app.log };
    return (await refundPayment(deps, request.user, id)) satisfies RefundResponse;
  });

  done();
};

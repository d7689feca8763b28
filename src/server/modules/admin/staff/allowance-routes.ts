import {
  allowanceCapsSchema,
  allowanceExportQuery,
  allowancePaths,
  allowanceYearQuery,
  personAllowanceSchema,
  plaineAllowanceSchema,
  type AllowanceAmountsView,
  type AllowanceCapsView,
  type AllowanceYearView,
} from "../../../../domain/contracts/staff-allowances.ts";
import { staffParams, staffPersonParams } from "../../../../domain/contracts/staff.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import { nowOf, type RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { SPREADSHEET_CONTENT_TYPES, spreadsheetFile, euros, type SheetColumn } from "../../../http/spreadsheet.ts";
import { recordExport } from "../../audit-log.ts";
import {
  allowanceStatement,
  allowancesOfYear,
  loadAllowanceAmounts,
  loadAllowanceCaps,
  saveAllowanceCaps,
  setPersonAllowance,
  setPlaineAllowance,
} from "../../staff/index.ts";

const EXPORT_COLUMNS: SheetColumn[] = [
  { label: "Volontaire", width: 28 },
  { label: "Jours prestés", width: 12 },
  { label: "Total avant plafond" },
  { label: "Montant dû" },
  { label: "Avertissements", width: 60 },
];

function exportRows(view: AllowanceYearView) {
  return view.volunteers.map((row) => [row.name, String(row.days), euros(row.totalCents), euros(row.dueCents), row.warnings.join(" · ")]);
}

/** Volunteer allowances on 'Équipe' (decision 0066): amounts, caps, the year's list, the treasurer's file, each statement. */
export const adminAllowanceRoutes: RoutePlugin = (app, { context: { db, media, clock } }, done) => {
  app.get(
    routeOf(app, allowancePaths.caps),
    async () => (await loadAllowanceCaps(db, brusselsToday(nowOf(clock)))) satisfies AllowanceCapsView,
  );

  app.put(routeOf(app, allowancePaths.caps), async (request) => {
    const { caps } = parseInput(allowanceCapsSchema, request.body);
    return (await saveAllowanceCaps(db, caps, brusselsToday(nowOf(clock)))) satisfies AllowanceCapsView;
  });

  app.get(routeOf(app, allowancePaths.amounts), async () => (await loadAllowanceAmounts(db)) satisfies AllowanceAmountsView);

  app.put(routeOf(app, allowancePaths.plaineAmount), async (request) => {
    const { id } = parseInput(staffParams, request.params);
    const { amount } = parseInput(plaineAllowanceSchema, request.body ?? {});
    return (await setPlaineAllowance(db, id, amount)) satisfies AllowanceAmountsView;
  });

  app.put(routeOf(app, allowancePaths.personAmount), async (request) => {
    const { id } = parseInput(staffPersonParams, request.params);
    const { amount } = parseInput(personAllowanceSchema, request.body ?? {});
    return (await setPersonAllowance(db, id, amount)) satisfies AllowanceAmountsView;
  });

  app.get(routeOf(app, allowancePaths.year), async (request) => {
    const { year } = parseInput(allowanceYearQuery, request.query);
    return (await allowancesOfYear(db, year)) satisfies AllowanceYearView;
  });

  app.get(routeOf(app, allowancePaths.export), async (request, reply) => {
    const { year, format } = parseInput(allowanceExportQuery, request.query);
    const view = await allowancesOfYear(db, year);
    const file = await spreadsheetFile(format, EXPORT_COLUMNS, exportRows(view));
    await recordExport(
      db,
      request.user,
      { entity: "registration", entityId: null },
      { document: `Défraiements ${year}`, format: format.toUpperCase() },
    );
    return reply
      .header("content-type", SPREADSHEET_CONTENT_TYPES[format])
      .header("content-disposition", `attachment; filename="defraiements-${year}.${format}"`)
      .header("cache-control", "private, no-store")
      .send(file);
  });

  app.get(routeOf(app, allowancePaths.statement), async (request, reply) => {
    const { id } = parseInput(staffPersonParams, request.params);
    const { year } = parseInput(allowanceYearQuery, request.query);
    const { fileName, pdf } = await allowanceStatement({ db, media }, id, year);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `inline; filename="${fileName}"`)
      .header("cache-control", "private, no-store")
      .send(pdf);
  });

  done();
};

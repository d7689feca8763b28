/** What the accountant's endpoints accept (contract: admin-accounting.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { isUuid } from "../ids.ts";
import { EXPORT_FORMATS } from "./admin.ts";
import { blankIsNone, periodFilters, periodInOrder } from "./common-input.ts";

const filters = {
  ...periodFilters,
  activityId: z.preprocess(
    blankIsNone,
    z.string({ error: "ID de la plaine invalide" }).refine(isUuid, "ID de la plaine invalide").optional(),
  ),
};

export const accountingQuery = periodInOrder(z.object(filters));

export const accountingExportQuery = periodInOrder(
  z.object({ ...filters, format: z.enum(EXPORT_FORMATS, { error: "Le format doit être csv ou xlsx" }) }),
);

/** What the plaines' API accepts (contract: activities.ts), checked by the server with these schemas. */
import { z } from "zod";
import "../zod-locale.ts";
import { searchFiltersSchema } from "../search-filters.ts";
import { ACTIVITY_SCOPES, DEFAULT_ACTIVITY_SCOPE } from "./activities.ts";
import { idParams, limitSchema } from "./common-input.ts";

export const activityListQuery = searchFiltersSchema.extend({
  scope: z.enum(ACTIVITY_SCOPES, { error: "La portée doit être active, archived ou all" }).default(DEFAULT_ACTIVITY_SCOPE),
  limit: limitSchema,
});

export const activityParams = idParams("ID de la plaine invalide");

import type { FastifyInstance } from "fastify";
import { brusselsToday } from "../../../domain/dates.ts";
import { adminRegistrationUpdateSchema } from "../../../domain/contracts/admin-input.ts";
import type { AppContext } from "../../context.ts";
import { requireAdmin } from "../../auth/guards.ts";
import { neverCache } from "../../http/cache.ts";
import { parseInput } from "../../http/errors.ts";
import { createPaymentProviders } from "../../payments/providers.ts";
import { listRegistrationGroups } from "./history.ts";
import { updateByAdmin } from "./service.ts";

/** Every registration, grouped by plaine, with the parents' contact; bulk status changes. */
export function adminRegistrationRoutes(app: FastifyInstance, context: AppContext) {
  const providers = createPaymentProviders(context.config);

  app.get("/api/admin/registrations", async (request, reply) => {
    neverCache(reply);
    await requireAdmin(context, request);
    return { groups: await listRegistrationGroups(context.db, context.config.bank, { today: brusselsToday() }) };
  });

  app.patch("/api/admin/registrations", async (request, reply) => {
    neverCache(reply);
    await requireAdmin(context, request);
    const update = parseInput(adminRegistrationUpdateSchema, request.body ?? {});
    return updateByAdmin(
      { db: context.db, config: context.config, mailer: context.mailer, publicCache: context.publicCache, providers },
      update,
    );
  });
}

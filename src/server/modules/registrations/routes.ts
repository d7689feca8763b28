import type { FastifyInstance } from "fastify";
import { brusselsToday } from "../../../domain/dates.ts";
import { registrationSchema } from "../../../domain/contracts/registrations-input.ts";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../auth/guards.ts";
import { neverCache } from "../../http/cache.ts";
import { parseInput } from "../../http/errors.ts";
import { idParams } from "../../../domain/contracts/common-input.ts";
import { createPaymentProviders } from "../../payments/providers.ts";
import { listRegistrationGroups } from "./history.ts";
import { register } from "./register.ts";
import { getRegistrationPage } from "./registration-page.ts";
import { cancelByParent, getBankTransfer, getBankTransferQr, getConfirmation } from "./service.ts";

const registrationParams = idParams("ID de l'inscription invalide");

/**
 * Registering children for a plaine, and what follows: payment instructions, the confirmation
 * e-mail's state, the history. Every id is checked against the session: another parent's
 * registration answers 404, like one that does not exist.
 */
export function registrationRoutes(app: FastifyInstance, context: AppContext) {
  const providers = createPaymentProviders(context.config, {
    db: context.db,
    config: context.config,
    mailer: context.mailer,
    gateway: context.checkoutGateway,
    log: app.log,
  });
  const changeDeps = { db: context.db, config: context.config, mailer: context.mailer, publicCache: context.publicCache, providers };

  app.get("/api/activities/:id/registration", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    const { id } = parseInput(idParams("ID de la plaine invalide"), request.params);
    return getRegistrationPage(context.db, user.id, id, providers, brusselsToday());
  });

  app.post("/api/registrations", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    const input = parseInput(registrationSchema, request.body ?? {});
    const result = await register(changeDeps, user, input, brusselsToday());
    return reply.status(201).send(result);
  });

  app.get("/api/registrations", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    return { groups: await listRegistrationGroups(context.db, context.config.bank, { parentId: user.id, today: brusselsToday() }) };
  });

  app.get("/api/registrations/:id/bank-transfer", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    const { id } = parseInput(registrationParams, request.params);
    return getBankTransfer(context.db, user, id, providers);
  });

  app.get("/api/registrations/:id/qr.png", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    const { id } = parseInput(registrationParams, request.params);
    return reply.type("image/png").send(await getBankTransferQr(context.db, user, id, providers));
  });

  app.get("/api/registrations/:id/confirmation", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    const { id } = parseInput(registrationParams, request.params);
    return getConfirmation(context.db, user, id);
  });

  app.post("/api/registrations/:id/cancel", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    const { id } = parseInput(registrationParams, request.params);
    return cancelByParent(changeDeps, user, id, brusselsToday());
  });
}

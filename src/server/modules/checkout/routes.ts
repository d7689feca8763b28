import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { SIMULATED_OUTCOMES } from "../../../domain/contracts/registrations.ts";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../auth/guards.ts";
import { neverCache } from "../../http/cache.ts";
import { parseInput } from "../../http/errors.ts";
import { idParams } from "../../../domain/contracts/common-input.ts";
import { getCheckoutPage, payRegistration, type CheckoutPageDeps } from "./page.ts";
import { completeSimulatedCheckout, getSimulatedCheckout } from "./simulated.ts";

const registrationParams = idParams("ID de l'inscription invalide");
const checkoutQuery = z.object({ session_id: z.string().trim().min(1).max(255).optional() });
const sessionParams = z.object({ sessionId: z.string().regex(/^sim_cs_[0-9a-f]{24}$/, "Session de paiement invalide") });
const simulatedBody = z.object({
  outcome: z.enum(SIMULATED_OUTCOMES, { error: "Choisissez : paiement réussi, refusé ou abandonné" }),
});

/**
 * The parent's side of card payment: where a checkout stands (the success page), 'Payer' again
 * while the places are held, and, on demo sites without a Stripe key, the simulated checkout.
 */
export function checkoutRoutes(app: FastifyInstance, context: AppContext) {
  const deps: CheckoutPageDeps = {
    db: context.db,
    config: context.config,
    mailer: context.mailer,
    publicCache: context.publicCache,
    gateway: context.checkoutGateway,
    log: app.log,
  };

  app.get("/api/registrations/:id/checkout", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    const { id } = parseInput(registrationParams, request.params);
    const query = parseInput(checkoutQuery, request.query ?? {});
    return getCheckoutPage(deps, user, id, query.session_id ?? null);
  });

  app.post("/api/registrations/:id/checkout", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    const { id } = parseInput(registrationParams, request.params);
    return { url: await payRegistration(deps, user, id) };
  });

  if (context.checkoutGateway?.kind !== "simulated") return;

  app.get("/api/checkout/simulated/:sessionId", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    const { sessionId } = parseInput(sessionParams, request.params);
    return getSimulatedCheckout(context.db, user, sessionId);
  });

  app.post("/api/checkout/simulated/:sessionId", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    const { sessionId } = parseInput(sessionParams, request.params);
    const { outcome } = parseInput(simulatedBody, request.body ?? {});
    return completeSimulatedCheckout(context.db, deps, user, sessionId, outcome);
  });
}

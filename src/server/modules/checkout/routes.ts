import {
  type CheckoutPage,
  type CheckoutStart,
  registrationPaths,
  type SimulatedCheckoutResult,
  type SimulatedCheckoutView,
} from "../../../domain/contracts/registrations.ts";
import {
  checkoutPageQuery,
  registrationParams,
  simulatedCheckoutBody,
  simulatedSessionParams,
} from "../../../domain/contracts/registrations-input.ts";
import type { RoutePlugin } from "../../context.ts";
import { parseInput } from "../../http/errors.ts";
import { routeOf } from "../../http/route-path.ts";
import { getCheckoutPage, payRegistration, type CheckoutPageDeps } from "./page.ts";
import { completeSimulatedCheckout, getSimulatedCheckout } from "./simulated.ts";

/**
 * The parent's side of card payment (signed-in area): where a checkout stands (the success page),
 * 'Payer' again while the places are held, and, on demo sites without a Stripe key, the simulated
 * checkout.
 */
export const checkoutRoutes: RoutePlugin = (app, { context }, done) => {
  const deps: CheckoutPageDeps = {
    db: context.db,
    config: context.config,
    mailer: context.mailer,
    publicCache: context.publicCache,
    gateway: context.checkoutGateway,
    log: app.log,
  };

  app.get(routeOf(app, registrationPaths.checkout), async (request) => {
    const { id } = parseInput(registrationParams, request.params);
    const query = parseInput(checkoutPageQuery, request.query ?? {});
    return (await getCheckoutPage(deps, request.user, id, query.session_id ?? null)) satisfies CheckoutPage;
  });

  app.post(routeOf(app, registrationPaths.checkout), async (request) => {
    const { id } = parseInput(registrationParams, request.params);
    return { url: await payRegistration(deps, request.user, id) } satisfies CheckoutStart;
  });

  if (context.checkoutGateway?.kind !== "simulated") return done();

  app.get(routeOf(app, registrationPaths.simulatedCheckout), async (request) => {
    const { sessionId } = parseInput(simulatedSessionParams, request.params);
    return (await getSimulatedCheckout(context.db, request.user, sessionId)) satisfies SimulatedCheckoutView;
  });

  app.post(routeOf(app, registrationPaths.simulatedCheckout), async (request) => {
    const { sessionId } = parseInput(simulatedSessionParams, request.params);
    const { outcome } = parseInput(simulatedCheckoutBody, request.body ?? {});
    return (await completeSimulatedCheckout(context.db, deps, request.user, sessionId, outcome)) satisfies SimulatedCheckoutResult;
  });

  done();
};

import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { checkoutSessions } from "../db/schema.ts";
import { GatewayError, type CheckoutGateway, type GatewaySession } from "./checkout-gateway.ts";
import { simulatedCheckoutPath } from "../../domain/paths.ts";

const SIMULATED_SESSION_PREFIX = "sim_cs_";

/**
 * The checkout of demo sites without a Stripe key: the "session" is a row of our own table and
 * its page is /checkout/simulated, clearly marked as simulated. Its buttons call the same service
 * functions as Stripe's webhook (modules/checkout/simulated.ts); never built when a key is set.
 */
export function simulatedGateway(db: Db): CheckoutGateway {
  return {
    kind: "simulated",

    createSession(input, idempotencyKey) {
      // The same key gives the same id, as Stripe's idempotency keys do.
      const id = SIMULATED_SESSION_PREFIX + createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 24);
      return Promise.resolve({
        id,
        url: simulatedCheckoutPath(id),
        status: "open",
        paymentStatus: "unpaid",
        paymentId: input.paymentId,
        paymentIntentId: null,
        amountTotal: input.amountCents,
        expiresAt: input.expiresAt,
      });
    },

    async retrieveSession(id) {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      if (!row) throw new GatewayError(`simulated session ${id} not found`);
      const expired = row.status === "open" && row.expiresAt.getTime() <= Date.now();
      const session: GatewaySession = {
        id: row.id,
        url: row.status === "open" && !expired ? simulatedCheckoutPath(row.id) : null,
        status: expired ? "expired" : row.status,
        paymentStatus: row.paymentStatus === "paid" ? "paid" : "unpaid",
        paymentId: row.paymentId,
        paymentIntentId: row.paymentStatus === "paid" ? simulatedPaymentIntent(row.id) : null,
        amountTotal: row.amountCents,
        expiresAt: row.expiresAt,
      };
      return session;
    },

    refund(input) {
      return Promise.resolve({ id: `sim_re_${input.paymentId.replaceAll("-", "").slice(0, 24)}`, status: "succeeded" });
    },
  };
}

export const simulatedPaymentIntent = (sessionId: string) => sessionId.replace(SIMULATED_SESSION_PREFIX, "sim_pi_");

import type { FastifyInstance } from "fastify";
import type { PaymentSystemStatus } from "../../../domain/contracts/admin.ts";
import type { AppContext } from "../../context.ts";
import { requireAdmin } from "../../auth/guards.ts";
import { neverCache } from "../../http/cache.ts";
import { parseInput } from "../../http/errors.ts";
import { idParams } from "../../../domain/contracts/common-input.ts";
import { countRefundsDue, refundPayment } from "./refund.ts";
import { lastWebhook } from "./webhook.ts";

/** Administrators: refund a card payment in full; the card payments' state for the settings page. */
export function adminCheckoutRoutes(app: FastifyInstance, context: AppContext) {
  app.post("/api/admin/payments/:id/refund", async (request, reply) => {
    neverCache(reply);
    await requireAdmin(context, request);
    const { id } = parseInput(idParams("ID du paiement invalide"), request.params);
    return refundPayment(
      {
        db: context.db,
        config: context.config,
        mailer: context.mailer,
        publicCache: context.publicCache,
        gateway: context.checkoutGateway,
        log: app.log,
      },
      id,
    );
  });

  app.get("/api/admin/payments/status", async (request, reply): Promise<PaymentSystemStatus> => {
    neverCache(reply);
    await requireAdmin(context, request);
    return {
      mode: context.checkoutGateway?.kind ?? "off",
      lastWebhook: await lastWebhook(context.db),
      refundsDue: await countRefundsDue(context.db),
    };
  });
}

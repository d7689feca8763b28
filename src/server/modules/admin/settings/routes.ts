import {
  adminPaths,
  type OutboxView,
  type PaymentSystemStatus,
  type SystemInfo,
  type TestMailResponse,
} from "../../../../domain/contracts/admin.ts";
import { testConfirmationSchema } from "../../../../domain/contracts/admin-input.ts";
import { parseInput } from "../../../http/errors.ts";
import type { RoutePlugin } from "../../../context.ts";
import { routeOf } from "../../../http/route-path.ts";
import { listMails } from "../../../mail/outbox.ts";
import { testMail } from "../../../mail/templates.ts";
import { loadAssociation, loadPublicAssociation } from "../../association/index.ts";
import { countRefundsDue } from "../../checkout/index.ts";
import { lastWebhook } from "../../checkout/index.ts";
import { systemInfo } from "./system.ts";
import { testConfirmationMail } from "./test-confirmation.ts";

/**
 * The settings page: the outbox, a test message and a test of the registration confirmation to
 * check delivery (both to the administrator only), the card payments' state, the system's facts.
 */
export const adminSettingsRoutes: RoutePlugin = (app, { context }, done) => {
  app.get(routeOf(app, adminPaths.mails), async () => {
    const mails = await listMails(context.db);
    return {
      transport: context.mailTransportKind,
      mails: mails.map((mail) => ({
        ...mail,
        createdAt: mail.createdAt.toISOString(),
        sentAt: mail.sentAt?.toISOString() ?? null,
        nextAttemptAt: mail.nextAttemptAt.toISOString(),
      })),
    } satisfies OutboxView;
  });

  app.post(routeOf(app, adminPaths.testMail), async (request) => {
    const queued = await context.mailer.queue({
      dedupeKey: `test:${crypto.randomUUID()}`,
      kind: "test",
      to: request.user.email,
      ...testMail(await loadPublicAssociation(context.db)),
    });
    return { success: queued } satisfies TestMailResponse;
  });

  app.post(routeOf(app, adminPaths.testConfirmation), async (request) => {
    const input = parseInput(testConfirmationSchema, request.body ?? {});
    const association = await loadAssociation(context.db);
    const queued = await context.mailer.queue(testConfirmationMail(input, request.user.email, context.config, association));
    return { success: queued } satisfies TestMailResponse;
  });

  app.get(routeOf(app, adminPaths.system), async () => (await systemInfo(context)) satisfies SystemInfo);

  app.get(routeOf(app, adminPaths.paymentStatus), async () => {
    return {
      mode: context.checkoutGateway?.kind ?? "off",
      lastWebhook: await lastWebhook(context.db),
      refundsDue: await countRefundsDue(context.db),
    } satisfies PaymentSystemStatus;
  });

  done();
};

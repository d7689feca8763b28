import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { requireAdmin } from "../../auth/guards.ts";
import { neverCache } from "../../http/cache.ts";
import { listMails } from "../../mail/outbox.ts";
import { testMail } from "../../mail/templates.ts";

/** The outbox as administrators see it, and a test message to check delivery. */
export function adminMailRoutes(app: FastifyInstance, context: AppContext) {
  app.get("/api/admin/mails", async (request, reply) => {
    neverCache(reply);
    await requireAdmin(context, request);
    const mails = await listMails(context.db);
    return {
      transport: context.mailTransportKind,
      mails: mails.map((mail) => ({
        ...mail,
        createdAt: mail.createdAt.toISOString(),
        sentAt: mail.sentAt?.toISOString() ?? null,
        nextAttemptAt: mail.nextAttemptAt.toISOString(),
      })),
    };
  });

  app.post("/api/admin/mails/test", async (request, reply) => {
    neverCache(reply);
    const admin = await requireAdmin(context, request);
    const queued = await context.mailer.queue({ dedupeKey: `test:${crypto.randomUUID()}`, kind: "test", to: admin.email, ...testMail() });
    return { success: queued };
  });
}

import { readFileSync } from "node:fs";
import { count, eq, isNull } from "drizzle-orm";
import type { SystemInfo } from "../../../../domain/contracts/admin.ts";
import type { AppContext } from "../../../context.ts";
import { activities, children, profiles, registrations } from "../../../db/schema.ts";
import { lastWebhook } from "../../checkout/index.ts";

const VERSION = (JSON.parse(readFileSync(new URL("../../../../../package.json", import.meta.url), "utf8")) as { version: string }).version;

function paymentMode({ config, checkoutGateway }: Pick<AppContext, "config" | "checkoutGateway">): SystemInfo["paymentMode"] {
  if (!checkoutGateway) return "off";
  if (checkoutGateway.kind === "simulated") return "simulated";
  return config.stripe?.secretKey.startsWith("sk_live_") ? "live" : "test";
}

/** What the settings page tells about the running site: versions, services, figures. */
export async function systemInfo(context: AppContext): Promise<SystemInfo> {
  const { db } = context;
  const [[activityCount], [parents], [kids], [registered], webhook] = await Promise.all([
    db.select({ n: count() }).from(activities).where(isNull(activities.deletedAt)),
    db.select({ n: count() }).from(profiles).where(eq(profiles.role, "parent")),
    db.select({ n: count() }).from(children),
    db.select({ n: count() }).from(registrations),
    lastWebhook(db),
  ]);
  return {
    version: VERSION,
    database: context.database.kind === "postgres" ? "postgresql" : "pglite",
    node: process.version,
    uptimeSeconds: Math.floor(process.uptime()),
    smtpConfigured: context.mailTransportKind === "smtp",
    paymentMode: paymentMode(context),
    lastWebhook: webhook,
    counts: { plaines: activityCount.n, parents: parents.n, children: kids.n, registrations: registered.n },
  };
}

/**
 * The organiser's refund settings (decision 0053): the fee kept on a child a family cancels, the
 * days before the start from which nothing is refunded, and the SEPA files' version. Read by the
 * cancellations (paid-cancellation.ts), the terms, the parent's cancel dialog and the settings page.
 */
import { eq } from "drizzle-orm";
import { type CancellationRule, DEFAULT_CANCELLATION_RULE, type RefundFileFormat } from "../../../domain/refunds.ts";
import type { Db } from "../../db/client.ts";
import { refundSettings } from "../../db/schema.ts";

export interface RefundSettings extends CancellationRule {
  fileFormat: RefundFileFormat;
}

const DEFAULT_REFUND_SETTINGS: RefundSettings = { ...DEFAULT_CANCELLATION_RULE, fileFormat: "pain.001.001.09" };

export async function loadRefundSettings(db: Db): Promise<RefundSettings> {
  const [row] = await db.select().from(refundSettings).where(eq(refundSettings.id, 1));
  return row
    ? { feeCents: row.cancellationFeeCents, noRefundDaysBefore: row.noRefundDaysBefore, fileFormat: row.fileFormat }
    : DEFAULT_REFUND_SETTINGS;
}

export async function saveRefundSettings(db: Db, settings: RefundSettings): Promise<RefundSettings> {
  const values = {
    cancellationFeeCents: settings.feeCents,
    noRefundDaysBefore: settings.noRefundDaysBefore,
    fileFormat: settings.fileFormat,
    updatedAt: new Date(),
  };
  await db
    .insert(refundSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: refundSettings.id, set: values });
  return loadRefundSettings(db);
}

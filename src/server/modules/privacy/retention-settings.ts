import { eq } from "drizzle-orm";
import { DEFAULT_RETENTION, type RetentionSettings } from "../../../domain/privacy.ts";
import type { Db } from "../../db/client.ts";
import { retentionSettings } from "../../db/schema.ts";

/** The retention periods in force (the defaults until an administrator saves others). */
export async function loadRetentionSettings(db: Db): Promise<RetentionSettings> {
  const [row] = await db.select().from(retentionSettings).where(eq(retentionSettings.id, 1));
  if (!row) return DEFAULT_RETENTION;
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return settings;
}

import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Counts one attempt for `key` and says whether it is still within `limit`. The counter is a
 * row of `rate_limit` changed by one atomic upsert, so several app processes share it.
 * A window starts at the first attempt and resets once it has passed.
 */
export async function consumeAttempt(db: Db, key: string, limit: Limit, now = Date.now()): Promise<boolean> {
  const windowStart = now - limit.windowMs;
  const result = await db.execute(sql`
    insert into rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request < ${windowStart} then ${now} else rate_limit.last_request end
    returning count`);
  const [row] = (result as { rows: { count: number | string }[] }).rows;
  return Number(row.count) <= limit.max;
}

const MINUTE = 60_000;

/**
 * Limits of the account endpoints, by client address and by e-mail address. Generous enough
 * for a family sharing one connection, tight enough to make guessing passwords pointless.
 */
export const AUTH_LIMITS: Record<string, { perAddress: Limit; perEmail?: Limit }> = {
  "/sign-in/email": { perAddress: { max: 30, windowMs: 15 * MINUTE }, perEmail: { max: 8, windowMs: 15 * MINUTE } },
  "/sign-up/email": { perAddress: { max: 10, windowMs: 60 * MINUTE }, perEmail: { max: 3, windowMs: 60 * MINUTE } },
  "/send-verification-email": { perAddress: { max: 10, windowMs: 15 * MINUTE }, perEmail: { max: 3, windowMs: 15 * MINUTE } },
  "/request-password-reset": { perAddress: { max: 10, windowMs: 15 * MINUTE }, perEmail: { max: 3, windowMs: 15 * MINUTE } },
  "/reset-password": { perAddress: { max: 10, windowMs: 15 * MINUTE } },
};

export const RATE_LIMIT_MESSAGE = "Trop de tentatives. Veuillez réessayer dans quelques minutes.";

import { createHash, randomUUID } from "node:crypto";
import { isIP } from "node:net";
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
  // Per e-mail, sign-in has its own rules (SIGN_IN_LIMITS): one address must not lock a parent out.
  "/sign-in/email": { perAddress: { max: 30, windowMs: 15 * MINUTE } },
  "/sign-up/email": { perAddress: { max: 10, windowMs: 60 * MINUTE }, perEmail: { max: 3, windowMs: 60 * MINUTE } },
  "/send-verification-email": { perAddress: { max: 10, windowMs: 15 * MINUTE }, perEmail: { max: 3, windowMs: 15 * MINUTE } },
  "/request-password-reset": { perAddress: { max: 10, windowMs: 15 * MINUTE }, perEmail: { max: 3, windowMs: 15 * MINUTE } },
  "/reset-password": { perAddress: { max: 10, windowMs: 15 * MINUTE } },
};

export const RATE_LIMIT_MESSAGE = "Trop de tentatives. Veuillez réessayer dans quelques minutes.";

const DAY = 24 * 60 * MINUTE;

/**
 * Sign-in, per account (docs/decisions/0013-sign-in-limits.md): wrong passwords from one client
 * address lock that address out of that account only; a ceiling across all addresses stops
 * guessing from many, and spares the addresses the parent has already signed in from.
 */
export const SIGN_IN_LIMITS = {
  /** Attempts on one account from one address; a successful sign-in starts the count again. */
  perEmailAndAddress: { max: 8, windowMs: 15 * MINUTE },
  /** Attempts on one account from addresses it was never signed in from (recently). */
  perEmailFromNewAddresses: { max: 100, windowMs: DAY },
  /** How long an address stays known to an account after a successful sign-in from it. */
  knownAddressMs: 180 * DAY,
};

/**
 * The address a client is counted under: an IPv4 address as it is (also when written as IPv6),
 * an IPv6 address by its /64 network (one subscriber holds a whole /64 and can change address
 * within it at will), anything else (a forged X-Forwarded-For) under one shared name.
 */
export function clientAddress(ip: string): string {
  const version = isIP(ip);
  if (version === 4) return ip;
  if (version !== 6) return "invalid";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  return `${ipv6Groups(ip).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros. */
function ipv6Groups(ip: string): string[] {
  const side = (part: string) =>
    part
      .split(":")
      .filter(Boolean)
      .flatMap((group) => {
        if (!group.includes(".")) return [group];
        const [a, b, c, d] = group.split(".").map(Number);
        return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
      });
  const [head, tail] = ip.split("::");
  const left = side(head);
  const right = tail === undefined ? [] : side(tail);
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((group) => parseInt(group, 16).toString(16));
}

/**
 * What a counter keyed by an e-mail address holds instead of the address: its digest. Anybody may
 * type an address (that of an erased account too), and the counter must exist whether or not an
 * account has it; the table then keeps no address, and an erasure finds the counters by the digest.
 */
export function emailKey(email: string): string {
  return createHash("sha256").update(`rate-limit:${email.trim().toLowerCase()}`).digest("base64url");
}

const pairKey = (email: string, address: string) => `sign-in:${emailKey(email)}:${address}`;
const knownKey = (email: string, address: string) => `sign-in-known:${emailKey(email)}:${address}`;

/**
 * Counts a sign-in attempt on `email` from `address` (see clientAddress) and says whether it
 * may go on: within the limit for this account from this address, and, unless the account was
 * signed in from this address before, within the ceiling for this account from everywhere.
 */
export async function allowSignIn(db: Db, email: string, address: string, multiplier = 1, now = Date.now()): Promise<boolean> {
  const scaled = (limit: Limit) => ({ ...limit, max: limit.max * multiplier });
  if (!(await consumeAttempt(db, pairKey(email, address), scaled(SIGN_IN_LIMITS.perEmailAndAddress), now))) return false;
  const known = await db.execute(sql`
    select 1 from rate_limit where key = ${knownKey(email, address)} and last_request >= ${now - SIGN_IN_LIMITS.knownAddressMs}`);
  if ((known as { rows: unknown[] }).rows.length > 0) return true;
  return consumeAttempt(db, `sign-in-new-addresses:${emailKey(email)}`, scaled(SIGN_IN_LIMITS.perEmailFromNewAddresses), now);
}

/** After a successful sign-in: this address's count for the account starts again, and the address is known to it. */
export async function signInSucceeded(db: Db, email: string, address: string, now = Date.now()): Promise<void> {
  await db.execute(sql`delete from rate_limit where key = ${pairKey(email, address)}`);
  await db.execute(sql`
    insert into rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${knownKey(email, address)}, 1, ${now})
    on conflict (key) do update set last_request = ${now}`);
}

/**
 * Verification e-mails to one address, however they are asked for (sign-up, a refused sign-in of
 * an unverified account, the resend button): 3 in 15 minutes and 6 a day. Without it anyone
 * could make the site write ~100 messages a day to a stranger's mailbox by signing in again and
 * again with the password they chose when signing up with that address.
 */
export const VERIFICATION_MAIL_LIMITS = {
  short: { max: 3, windowMs: 15 * MINUTE },
  day: { max: 6, windowMs: DAY },
};

export async function allowVerificationMail(db: Db, email: string, multiplier = 1, now = Date.now()): Promise<boolean> {
  const address = emailKey(email);
  const scale = (limit: Limit) => ({ ...limit, max: limit.max * multiplier });
  // Both counters move on every request, so the day's count also holds the refused ones of each quarter hour.
  const short = await consumeAttempt(db, `verification-mail:${address}`, scale(VERIFICATION_MAIL_LIMITS.short), now);
  const day = await consumeAttempt(db, `verification-mail-day:${address}`, scale(VERIFICATION_MAIL_LIMITS.day), now);
  return short && day;
}

/**
 * Ends the holds of unpaid card payments whose time is over. A payment is
 * taken with a short lease (FOR UPDATE SKIP LOCKED, so two processes never sweep the same one at
 * once); its sessions that we still think open or processing are read back from Stripe first, so
 * a payment whose webhook was lost is confirmed rather than released; then, under the payment's
 * lock, the hold is released only if nothing is open or paying any more (releaseIfDue).
 */
import { and, eq, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { checkoutSessions } from "../../db/schema.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { CheckoutGateway } from "../../payment-providers/checkout-gateway.ts";
import { afterCommit, type AfterCommitDeps } from "../after-commit.ts";
import { lockPayment } from "../payments/index.ts";
import { applyGatewaySession, releaseIfDue, type CheckoutServiceDeps } from "./service.ts";

export interface SweeperDeps extends CheckoutServiceDeps, AfterCommitDeps {
  db: Db;
  mailer: Pick<Mailer, "queue" | "deliverSoon">;
  /** Null when card payment is off: holds left from before still end, by their time. */
  gateway: CheckoutGateway | null;
  log: Pick<FastifyBaseLogger, "warn" | "error" | "info">;
}

const LEASE = "2 minutes";
const BATCH = 20;

export interface SweepResult {
  released: number;
  settled: number;
  skipped: number;
}

/** Run every minute by the job queue (background-jobs.ts); tests call `sweep()` themselves. */
export class CheckoutSweeper {
  private running?: Promise<SweepResult>;
  private readonly deps: SweeperDeps;

  constructor(deps: SweeperDeps) {
    this.deps = deps;
  }

  /** One pass; concurrent calls in this process share it. */
  sweep(now?: Date): Promise<SweepResult> {
    this.running ??= this.runOnce(now).finally(() => (this.running = undefined));
    return this.running;
  }

  private async claim(now: Date): Promise<string[]> {
    const result = await this.deps.db.execute(sql`
      update payments set sweep_lease_until = ${now.toISOString()}::timestamptz + ${LEASE}::interval
       where id in (
         select id from payments
          where method = 'stripe' and status = 'pending' and released_at is null
            and hold_expires_at <= ${now.toISOString()}::timestamptz
            and (sweep_lease_until is null or sweep_lease_until < ${now.toISOString()}::timestamptz)
          order by hold_expires_at
          limit ${BATCH}
          for update skip locked)
      returning id`);
    return (result as { rows: { id: string }[] }).rows.map((row) => row.id);
  }

  private async runOnce(at?: Date): Promise<SweepResult> {
    const now = at ?? new Date();
    const result: SweepResult = { released: 0, settled: 0, skipped: 0 };
    let ids: string[];
    try {
      ids = await this.claim(now);
    } catch (error) {
      this.deps.log.error({ err: error }, "checkout sweeper: database unavailable");
      return result;
    }
    for (const paymentId of ids) {
      try {
        const outcome = await this.sweepOne(paymentId, now);
        result[outcome] += 1;
      } catch (error) {
        result.skipped += 1;
        this.deps.log.error({ err: error, paymentId }, "checkout sweeper: payment left for the next pass");
      }
    }
    if (result.released + result.settled > 0) afterCommit(this.deps);
    if (result.released + result.settled > 0) this.deps.log.info(result, "checkout holds swept");
    return result;
  }

  private async sweepOne(paymentId: string, now: Date): Promise<keyof SweepResult> {
    const { db, gateway } = this.deps;
    const unsettled = await db
      .select()
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.paymentId, paymentId),
          or(eq(checkoutSessions.status, "open"), eq(checkoutSessions.paymentStatus, "processing")),
        ),
      );
    for (const session of unsettled) {
      if (!gateway) return "skipped";
      // Asked of the checkout itself: a paid session whose webhook never came is confirmed here.
      const reported = await gateway.retrieveSession(session.id);
      const outcome = await db.transaction((tx) => applyGatewaySession(tx, this.deps, reported));
      if (outcome === "paid" || outcome === "paid_refund_due" || outcome === "already_paid") return "settled";
      if (outcome === "expired_released") return "released";
    }
    const released = await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, paymentId);
      return payment ? releaseIfDue(tx, this.deps, payment, now) : false;
    });
    return released ? "released" : "skipped";
  }
}

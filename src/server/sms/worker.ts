import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { keepLease, LeasedSendWorker, retryDelayMs, withinDeadline } from "../jobs/leased-send.ts";
import { type SmsProvider, SmsRefused } from "./provider.ts";

export interface SmsWorkerOptions {
  /** First retry delay; doubles each attempt up to an hour. */
  baseDelayMs?: number;
  maxAttempts?: number;
  /** How long a claimed text is this worker's alone, renewed every third of it while its send goes on. */
  leaseMs?: number;
  /** A send that has not ended by then counts as failed, and nobody tries it again for as long again. */
  sendTimeoutMs?: number;
  /** Texts one run sends at most, so a long list leaves room for the other jobs. */
  maxPerRun?: number;
}

/** What becomes of a text given up: the family is written to by e-mail instead (modules/messages). */
export interface SmsGivenUp {
  /** In the transaction that records the failure; true when an e-mail was queued. */
  emailInstead(tx: Db, recipientId: string): Promise<boolean>;
  /** Once that transaction is committed: the outbox's delivery is asked for. */
  deliverSoon(): void;
}

interface ClaimedSms {
  id: string;
  phone: string;
  body: string;
  sms_attempts: number;
}

/**
 * Delivers the urgent texts waiting in `family_message_recipients` (sms_status 'pending'), as the
 * mail worker delivers the outbox (decision 0037): one at a time, claimed with a short lease (FOR
 * UPDATE SKIP LOCKED, so two processes never take the same one) renewed while the send goes on; the
 * claim's attempt number is a token, so "sent" is written only by the claim that is still the
 * text's last. A text sent is never sent again; a killed process frees the one it held within a
 * lease, and only that one — accepted by the provider, not yet marked — may arrive twice. A refusal
 * of the provider (a number it cannot reach) fails the text at once with its words; a fault
 * (network, timeout) is retried with backoff. A text given up goes to the family by e-mail instead,
 * in the same transaction as its failure (`givenUp`).
 */
export class SmsWorker extends LeasedSendWorker<ClaimedSms, string> {
  private readonly db: Db;
  private readonly provider: SmsProvider;
  private readonly log: Pick<FastifyBaseLogger, "warn" | "error">;
  private readonly options: Required<SmsWorkerOptions>;
  private readonly givenUp: SmsGivenUp;

  constructor(
    db: Db,
    provider: SmsProvider,
    givenUp: SmsGivenUp,
    log: Pick<FastifyBaseLogger, "warn" | "error">,
    options: SmsWorkerOptions = {},
  ) {
    const settled = { baseDelayMs: 30_000, maxAttempts: 6, leaseMs: 30_000, sendTimeoutMs: 60_000, maxPerRun: 200, ...options };
    super(settled.maxPerRun);
    this.db = db;
    this.provider = provider;
    this.givenUp = givenUp;
    this.log = log;
    this.options = settled;
  }

  protected async claim(): Promise<ClaimedSms | undefined> {
    const result = await this.db.execute(sql`
      update family_message_recipients
         set sms_locked_until = now() + ${`${this.options.leaseMs} milliseconds`}::interval, sms_attempts = sms_attempts + 1
       where id = (
         select id from family_message_recipients
          where sms_status = 'pending' and sms_next_attempt_at <= now()
            and (sms_locked_until is null or sms_locked_until < now())
          order by sms_next_attempt_at
          limit 1
          for update skip locked)
      returning id, phone, body, sms_attempts`);
    return (result as { rows: ClaimedSms[] }).rows[0];
  }

  protected send(sms: ClaimedSms): Promise<string> {
    const { sendTimeoutMs } = this.options;
    return withinDeadline(
      () => this.provider.send({ reference: sms.id, to: sms.phone, text: sms.body }),
      sendTimeoutMs,
      `pas de réponse du fournisseur de SMS en ${sendTimeoutMs} ms`,
    );
  }

  /** Keeps the claim while the send goes on (jobs/leased-send.ts). */
  protected keepClaim(sms: ClaimedSms): () => void {
    return keepLease(
      this.options.leaseMs,
      () =>
        this.db.execute(
          sql`update family_message_recipients set sms_locked_until = now() + ${`${this.options.leaseMs} milliseconds`}::interval
               where id = ${sms.id} and sms_attempts = ${sms.sms_attempts} and sms_status = 'pending'`,
        ),
      (error) => this.log.warn({ recipientId: sms.id, err: error }, "sms lease not renewed"),
    );
  }

  protected async markSent(sms: ClaimedSms, providerId: string): Promise<void> {
    const marked = await this.db.execute(sql`
      update family_message_recipients
         set sms_status = 'sent', sms_sent_at = now(), sms_locked_until = null, sms_error = null, sms_provider_id = ${providerId}
       where id = ${sms.id} and sms_attempts = ${sms.sms_attempts} and sms_status = 'pending'
      returning id`);
    if ((marked as { rows: unknown[] }).rows.length === 0) {
      this.log.error({ recipientId: sms.id, attempts: sms.sms_attempts }, "sms sent after another worker took it over");
    }
  }

  protected async recordFailure(sms: ClaimedSms, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    // The provider said no (a number it cannot reach, credentials refused): trying again changes nothing.
    const giveUp = error instanceof SmsRefused || sms.sms_attempts >= this.options.maxAttempts;
    // A refusal may quote the number: it is not kept beside the text.
    const errorText = message.replaceAll(sms.phone, "<numéro>").replaceAll(sms.phone.replace(/^\+/, ""), "<numéro>").slice(0, 500);
    const delayMs = retryDelayMs(this.options.baseDelayMs, sms.sms_attempts, error, this.options.sendTimeoutMs);
    this.log.warn({ recipientId: sms.id, attempts: sms.sms_attempts, err: errorText }, giveUp ? "sms given up" : "sms failed, will retry");
    const emailed = await this.db.transaction(async (tx) => {
      const recorded = await tx.execute(sql`
        update family_message_recipients
           set sms_status = ${giveUp ? "failed" : "pending"},
               sms_next_attempt_at = now() + ${`${delayMs} milliseconds`}::interval,
               sms_locked_until = null,
               sms_error = ${errorText}
         where id = ${sms.id} and sms_attempts = ${sms.sms_attempts}
        returning id`);
      return giveUp && (recorded as { rows: unknown[] }).rows.length > 0 && (await this.givenUp.emailInstead(tx, sms.id));
    });
    if (emailed) this.givenUp.deliverSoon();
  }
}

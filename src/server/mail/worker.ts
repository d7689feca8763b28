import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import type { OutboxAttachment } from "../db/schema.ts";
import { renderAttachments } from "./attachments.ts";
import type { MailTransport } from "./transport.ts";

export interface MailWorkerOptions {
  from: string;
  pollMs?: number;
  /** First retry delay; doubles each attempt up to MAX_DELAY_MS. */
  baseDelayMs?: number;
  maxAttempts?: number;
  batchSize?: number;
}

const MAX_DELAY_MS = 60 * 60 * 1000;
const LEASE = "2 minutes";

interface ClaimedMail {
  id: string;
  to_address: string;
  cc_address: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: OutboxAttachment[] | null;
  attempts: number;
}

/**
 * Delivers the outbox. A message is claimed with a lease (FOR UPDATE SKIP LOCKED, so several
 * processes never take the same one), sent, then marked sent. A failure is retried with
 * exponential backoff; nothing is lost while SMTP is down. Only a crash between the SMTP
 * server's acceptance and the "sent" mark can repeat a message, after its lease expires.
 */
export class MailWorker {
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private running?: Promise<number>;
  private readonly db: Db;
  private readonly transport: MailTransport;
  private readonly log: FastifyBaseLogger;
  private readonly options: Required<MailWorkerOptions>;

  constructor(db: Db, transport: MailTransport, log: FastifyBaseLogger, options: MailWorkerOptions) {
    this.db = db;
    this.transport = transport;
    this.log = log;
    this.options = { pollMs: 2000, baseDelayMs: 30_000, maxAttempts: 10, batchSize: 10, ...options };
  }

  start(): void {
    this.timer ??= setInterval(() => void this.wake(), this.options.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Delivers what is due now; concurrent calls share one run. Resolves to the number sent. */
  wake(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.running ??= this.runOnce().finally(() => (this.running = undefined));
    return this.running;
  }

  private async runOnce(): Promise<number> {
    let sent = 0;
    try {
      const claimed = await this.claim();
      for (const mail of claimed) {
        if (await this.deliver(mail)) sent += 1;
      }
    } catch (error) {
      this.log.error({ err: error }, "mail worker: outbox unavailable");
    }
    return sent;
  }

  private async claim(): Promise<ClaimedMail[]> {
    const result = await this.db.execute(sql`
      update email_outbox
         set locked_until = now() + ${LEASE}::interval, attempts = attempts + 1
       where id in (
         select id from email_outbox
          where status = 'pending' and next_attempt_at <= now()
            and (locked_until is null or locked_until < now())
          order by created_at
          limit ${this.options.batchSize}
          for update skip locked)
      returning id, to_address, cc_address, subject, html, text, attachments, attempts`);
    return (result as { rows: ClaimedMail[] }).rows;
  }

  private async deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await this.transport.send({
        id: mail.id,
        from: this.options.from,
        to: mail.to_address,
        cc: mail.cc_address,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: await renderAttachments(mail.attachments),
      });
      await this.db.execute(sql`
        update email_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${mail.id}`);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = mail.attempts >= this.options.maxAttempts;
      const delayMs = Math.min(this.options.baseDelayMs * 2 ** (mail.attempts - 1), MAX_DELAY_MS);
      this.log.warn(
        { mailId: mail.id, attempts: mail.attempts, err: message },
        giveUp ? "mail given up" : "mail delivery failed, will retry",
      );
      await this.db.execute(sql`
        update email_outbox
           set status = ${giveUp ? "failed" : "pending"},
               next_attempt_at = now() + ${`${delayMs} milliseconds`}::interval,
               locked_until = null,
               last_error = ${message.slice(0, 500)}
         where id = ${mail.id}`);
      return false;
    }
  }
}

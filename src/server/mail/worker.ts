import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { ADVISORY_LOCKS } from "../db/advisory-locks.ts";
import type { Db } from "../db/client.ts";
import type { OutboxAttachment } from "../db/schema.ts";
import { keepLease, LeasedSendWorker, retryDelayMs, withinDeadline } from "../jobs/leased-send.ts";
import { renderAttachments } from "./attachments.ts";
import { FORGOTTEN_ONCE_SENT, FORGOTTEN_RECIPIENT } from "./outbox.ts";
import type { MailFrom, MailTransport } from "./transport.ts";

export interface MailWorkerOptions {
  /** MAIL_FROM: the address every message leaves from ("Nom <adresse>" or the address alone). */
  from: string;
  /**
   * The name shown as the sender, read at each send (the association's, from its settings); blank:
   * MAIL_FROM as written.
   */
  senderName?: () => Promise<string>;
  /** First retry delay; doubles each attempt up to an hour (jobs/leased-send.ts). */
  baseDelayMs?: number;
  maxAttempts?: number;
  /**
   * How long a claimed message is this worker's alone, renewed every third of it while its send
   * goes on: a process killed in the middle of a send frees its message this long after.
   */
  leaseMs?: number;
  /** A send that has not ended by then counts as failed, and nobody tries it again for as long again. */
  sendTimeoutMs?: number;
  /** Messages one run delivers at most, so a long backlog leaves room for the other jobs. */
  maxPerRun?: number;
  /**
   * The e-mails of messages to families sent per minute at most, read at each claim (the
   * association's settings; decision 0061): counted over every process under one lock.
   */
  familyMessagesPerMinute?: () => Promise<number>;
  /** The bytes of a file kept in the private documents that a message names (`documentKey`), or null when gone. */
  readDocument?: (key: string) => Promise<Buffer | null>;
  /** The time a claim is stamped with and the rate's minute is counted back from: the system's unless a test moves it. */
  now?: () => Date;
}

/** The kind of e-mail the sending rate holds back (decision 0061). */
const RATED_KIND = "family-message";
/** The kind that goes before any other waiting: the e-mail of an urgent text of the day (decision 0062). */
const URGENT_KIND = "urgent-text";

/**
 * Once a message of a kind that must not be kept has left (or been given up), its row keeps its
 * kind, subject, state and dates, for the e-mail log, and forgets who it went to and what it said
 * (decision 0051). The columns set here, in the same update that marks the message.
 */
const isForgotten = sql`kind in (${sql.join(
  FORGOTTEN_ONCE_SENT.map((kind) => sql`${kind}`),
  sql`, `,
)})`;
const forgetIfKindAsks = sql`,
  to_address = case when ${isForgotten} then ${FORGOTTEN_RECIPIENT} else to_address end,
  cc_address = case when ${isForgotten} then null else cc_address end,
  html = case when ${isForgotten} then '' else html end,
  text = case when ${isForgotten} then '' else text end,
  attachments = case when ${isForgotten} then null else attachments end`;

/** The sender of a message: MAIL_FROM's address under `name` when there is one, else MAIL_FROM as written. */
export function senderOf(mailFrom: string, name: string): MailFrom {
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return name.trim() ? { name: name.trim(), address } : mailFrom;
}

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
 * Delivers the outbox; the job queue runs it (background-jobs.ts). Messages are claimed one
 * at a time with a short lease (FOR UPDATE SKIP LOCKED, so two processes never take the same one),
 * renewed while the send goes on, and every send ends, by the transport's timeouts or ours: no
 * other process takes a message over while it may still be on its way, and one whose process was
 * killed is free again within a lease. A claim is also a token (the attempt number it set): "sent"
 * is written only if that claim is still the message's last, so a worker that lost its message to
 * another never marks it. A failure is retried with exponential backoff; nothing is lost while
 * SMTP is down. The guarantee (decision 0037): every message is delivered, and only the one being
 * sent when a process dies — accepted by the SMTP server, not yet marked sent — may arrive twice.
 */
export class MailWorker extends LeasedSendWorker<ClaimedMail, void> {
  private readonly db: Db;
  private readonly transport: MailTransport;
  private readonly log: Pick<FastifyBaseLogger, "warn" | "error">;
  private readonly options: Required<MailWorkerOptions>;

  constructor(db: Db, transport: MailTransport, log: Pick<FastifyBaseLogger, "warn" | "error">, options: MailWorkerOptions) {
    const settled = {
      baseDelayMs: 30_000,
      maxAttempts: 10,
      leaseMs: 30_000,
      sendTimeoutMs: 60_000,
      maxPerRun: 50,
      senderName: () => Promise.resolve(""),
      familyMessagesPerMinute: () => Promise.resolve(Number.POSITIVE_INFINITY),
      now: () => new Date(),
      readDocument: () => Promise.resolve(null),
      ...options,
    };
    super(settled.maxPerRun);
    this.db = db;
    this.transport = transport;
    this.log = log;
    this.options = settled;
  }

  /**
   * Takes the next message due. E-mails of messages to families are taken only while fewer than
   * the rate were taken in the minute before (by `claimed_at`): the count and the claim happen
   * under one transaction-scoped advisory lock, so two processes never both take the last place
   * of a minute. The others are taken whatever the rate.
   */
  protected async claim(): Promise<ClaimedMail | undefined> {
    const perMinute = await this.options.familyMessagesPerMinute();
    const now = this.options.now();
    const minuteAgo = new Date(now.getTime() - 60_000);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.familyMessageRate})`);
      const counted = await tx.execute(sql`
        select count(*)::int as taken from email_outbox
         where kind = ${RATED_KIND} and claimed_at > ${minuteAgo.toISOString()}::timestamptz`);
      const taken = (counted as { rows: { taken: number }[] }).rows[0].taken;
      const ratedAllowed = taken < perMinute;
      const result = await tx.execute(sql`
        update email_outbox
           set locked_until = now() + ${`${this.options.leaseMs} milliseconds`}::interval, attempts = attempts + 1,
               claimed_at = ${now.toISOString()}::timestamptz
         where id = (
           select id from email_outbox
            where status = 'pending' and next_attempt_at <= now()
              and (locked_until is null or locked_until < now())
              and (kind <> ${RATED_KIND} or ${ratedAllowed})
            order by kind = ${URGENT_KIND} desc, created_at
            limit 1
            for update skip locked)
        returning id, to_address, cc_address, subject, html, text, attachments, attempts`);
      return (result as { rows: ClaimedMail[] }).rows[0];
    });
  }

  protected async send(mail: ClaimedMail): Promise<void> {
    const { sendTimeoutMs } = this.options;
    await withinDeadline(
      async () =>
        this.transport.send({
          id: mail.id,
          from: senderOf(this.options.from, await this.options.senderName()),
          to: mail.to_address,
          cc: mail.cc_address,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: await renderAttachments(mail.attachments, this.options.readDocument),
        }),
      sendTimeoutMs,
      `no answer from the mail server within ${sendTimeoutMs} ms`,
    );
  }

  /** Keeps the claim while the send goes on (jobs/leased-send.ts). */
  protected keepClaim(mail: ClaimedMail): () => void {
    return keepLease(
      this.options.leaseMs,
      () =>
        this.db.execute(
          sql`update email_outbox set locked_until = now() + ${`${this.options.leaseMs} milliseconds`}::interval
               where id = ${mail.id} and attempts = ${mail.attempts} and status = 'pending'`,
        ),
      (error) => this.log.warn({ mailId: mail.id, err: error }, "mail lease not renewed"),
    );
  }

  protected async markSent(mail: ClaimedMail): Promise<void> {
    const marked = await this.db.execute(sql`
      update email_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null${forgetIfKindAsks}
       where id = ${mail.id} and attempts = ${mail.attempts} and status = 'pending'
      returning id`);
    if ((marked as { rows: unknown[] }).rows.length === 0) {
      this.log.error({ mailId: mail.id, attempts: mail.attempts }, "mail sent after another worker took it over");
    }
  }

  protected async recordFailure(mail: ClaimedMail, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = mail.attempts >= this.options.maxAttempts;
    // A mail server's refusal often quotes the recipient: it is not kept beside the message.
    const errorText = message.replaceAll(mail.to_address, "<destinataire>").slice(0, 500);
    // A send that timed out may still be going on: nobody tries again for as long as it was given.
    const delayMs = retryDelayMs(this.options.baseDelayMs, mail.attempts, error, this.options.sendTimeoutMs);
    this.log.warn(
      { mailId: mail.id, attempts: mail.attempts, err: message },
      giveUp ? "mail given up" : "mail delivery failed, will retry",
    );
    await this.db.execute(sql`
      update email_outbox
         set status = ${giveUp ? "failed" : "pending"},
             next_attempt_at = now() + ${`${delayMs} milliseconds`}::interval,
             locked_until = null,
             last_error = ${errorText}${giveUp ? forgetIfKindAsks : sql``}
       where id = ${mail.id} and attempts = ${mail.attempts}`);
  }
}

import { desc } from "drizzle-orm";
import type { MailKind } from "../../domain/contracts/admin.ts";
import type { Db } from "../db/client.ts";
import { emailOutbox, type OutboxAttachment } from "../db/schema.ts";
import type { MailContent } from "./templates.ts";

export interface OutgoingMail extends MailContent {
  /** The same key never queues a second message: one event, one e-mail. */
  dedupeKey: string;
  /** What the e-mail log calls it (in French, by the admin's page). */
  kind: MailKind;
  to: string;
  cc?: string | null;
  /** Inline images (a QR code) and other files, kept with the message until it is sent. */
  attachments?: OutboxAttachment[];
}

/**
 * The kinds of message whose row forgets its recipients and body once it has left (or been given
 * up): the last message to an erased account keeps nothing of its address (decision 0051).
 */
export const FORGOTTEN_ONCE_SENT: readonly MailKind[] = ["account-deleted"];

/** What such a message's recipient reads as in the e-mail log once it has left. */
export const FORGOTTEN_RECIPIENT = "(adresse effacée après l'envoi)";

/**
 * Queues a message. Pass the transaction of the event that causes the mail, so both are
 * kept or neither. Returns false when a message with that key was already queued.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<boolean> {
  const inserted = await db
    .insert(emailOutbox)
    .values({
      dedupeKey: mail.dedupeKey,
      kind: mail.kind,
      toAddress: mail.to,
      ccAddress: mail.cc ?? null,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments?.length ? mail.attachments : null,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return inserted.length > 0;
}

/** The admin's view of the outbox: newest first, without bodies. */
export async function listMails(db: Db, limit = 200) {
  return db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      to: emailOutbox.toAddress,
      cc: emailOutbox.ccAddress,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      nextAttemptAt: emailOutbox.nextAttemptAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}

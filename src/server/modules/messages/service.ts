/**
 * Messages to families (decision 0061): written by administrators, sent by a job in one
 * transaction (every family's copy and its e-mail in the outbox, or none), read by parents in
 * 'Messages'. The outbox delivers the e-mails, each to one family's address alone.
 */
import { and, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { ACTIVITY_NOT_FOUND } from "../../../domain/activity.ts";
import type { FamilyMessageInput as FamilyInput, FamilyMessagePreviewInput } from "../../../domain/contracts/admin-messages-input.ts";
import type { FamilyMessageDetail, FamilyMessagePreview, FamilyMessageSummary } from "../../../domain/contracts/admin-messages.ts";
import type { ParentMessage } from "../../../domain/contracts/messages.ts";
import {
  describeFilter,
  type FamilyMessageState,
  mergeText,
  MESSAGE_NOT_EDITABLE,
  MESSAGE_NOT_FOUND,
  type MessageFilter,
  NO_RECIPIENTS,
  type RecipientState,
  SEND_AT_PAST,
} from "../../../domain/family-messages.ts";
import { paths } from "../../../domain/paths.ts";
import { formatPhone } from "../../../domain/phone.ts";
import { type MessageChannel, mobileNumber, type SmsState } from "../../../domain/urgent-texts.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { DocumentStore } from "../../documents/document-store.ts";
import {
  activities,
  emailOutbox,
  familyMessageRecipients,
  familyMessages,
  type OutboxAttachment,
  profiles,
  users,
} from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { familyMessageMail, type MailSender } from "../../mail/templates.ts";
import type { SmsSender } from "../../sms/sender.ts";
import { type AuditActor, recordAudit } from "../audit-log.ts";
import { loadPublicAssociation } from "../association/index.ts";
import { familyMessageJob } from "./jobs.ts";
import { plaineGroups, runningDays } from "../activities/index.ts";
import { type AttachmentDeps, attachmentsOf, attachToMessage, outboxAttachments, removeAttachments } from "./attachments.ts";
import { familiesOf, type MessageFamily, type MessagePlaine } from "./recipients.ts";

export interface MessageDeps {
  db: Db;
  jobs: Pick<JobQueue, "send">;
  /** Where the files a scheduled message no longer names are removed from. */
  documents: Pick<DocumentStore, "remove">;
}

export interface SendDeps {
  db: Db;
  mailer: Pick<Mailer, "deliverSoon">;
  /** Urgent texts' SMS (decision 0062): without a provider, they leave by e-mail. */
  sms: Pick<SmsSender, "configured" | "deliverSoon">;
  config: Pick<Config, "publicUrl">;
}

export async function plaineOf(db: Db, activityId: string): Promise<MessagePlaine & { title: string }> {
  const [plaine] = await db
    .select({ id: activities.id, title: activities.title, startDate: activities.startDate, endDate: activities.endDate })
    .from(activities)
    .where(and(eq(activities.id, activityId), isNull(activities.deletedAt)));
  if (!plaine) throw new HttpError("BAD_REQUEST", ACTIVITY_NOT_FOUND, { activityId: ACTIVITY_NOT_FOUND });
  return plaine;
}

/** The copy one family receives: subject and body with its values in place (an urgent text has no fields: as written). */
function copyFor(message: { subject: string; body: string; channel?: MessageChannel }, family: MessageFamily) {
  if (message.channel === "sms") return { subject: message.subject, body: message.body };
  return { subject: mergeText(message.subject, family), body: mergeText(message.body, family) };
}

/** How many families the message reaches, their names (to pick one) and the chosen family's copy; nothing is saved. */
export async function previewMessage(db: Db, input: FamilyMessagePreviewInput): Promise<FamilyMessagePreview> {
  const plaine = await plaineOf(db, input.activityId);
  const families = await familiesOf(db, plaine, input.filter);
  const chosen = families.find((family) => family.parentId === input.previewParentId) ?? families[0];
  return {
    groups: (await plaineGroups(db, plaine.id)).groups.map((group) => group.name),
    days: await runningDays(db, plaine),
    recipientCount: families.length,
    families: families.map((family) => ({
      parentId: family.parentId,
      name: `${family.parentFirstName} ${family.lastName}`,
      children: family.childFirstNames.join(", "),
    })),
    copy: chosen ? { parentId: chosen.parentId, ...copyFor(input, chosen) } : null,
  };
}

/** When a message leaves: now, or the time chosen, which must be to come. */
function sendTime(input: FamilyInput, now: Date): Date {
  if (!input.sendAt) return now;
  const at = new Date(input.sendAt);
  if (at <= now) throw new HttpError("BAD_REQUEST", SEND_AT_PAST, { sendTime: SEND_AT_PAST });
  return at;
}

/** A filter as the audit log keeps it: the audience's words (a hand-picked list by its count, never by address). */
export function auditOf(message: {
  activityId: string;
  filter: MessageFilter;
  subject: string;
  sendAt: Date;
  state: FamilyMessageState;
  channel: MessageChannel;
}) {
  return {
    plaine: message.activityId,
    channel: message.channel === "sms" ? "SMS urgent" : "e-mail",
    audience: describeFilter(message.filter),
    subject: message.subject,
    sendAt: message.sendAt.toISOString(),
    state: message.state,
  };
}

/** A new message, sent at once or kept for its time; refused when no family matches. The job goes in the same transaction. */
export async function createMessage(deps: MessageDeps, actor: AuditActor, input: FamilyInput, now: Date): Promise<string> {
  const sendAt = sendTime(input, now);
  const plaine = await plaineOf(deps.db, input.activityId);
  if ((await familiesOf(deps.db, plaine, input.filter)).length === 0)
    throw new HttpError("BAD_REQUEST", NO_RECIPIENTS, { filter: NO_RECIPIENTS });
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(familyMessages)
      .values({ activityId: plaine.id, authorId: actor.id, filter: input.filter, subject: input.subject, body: input.body, sendAt })
      .returning();
    await attachToMessage(tx, actor.id, row.id, input.attachmentIds);
    await recordAudit(tx, { actor, entity: "family_message", entityId: row.id, action: "create", before: null, after: auditOf(row) });
    await deps.jobs.send(familyMessageJob, { messageId: row.id }, { tx, ...(input.sendAt ? { startAfter: sendAt } : {}) });
    return row.id;
  });
}

async function lockScheduled(tx: Db, id: string) {
  const [row] = await tx.select().from(familyMessages).where(eq(familyMessages.id, id)).for("update");
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  // An urgent text (decision 0062) leaves at once: it is never changed nor cancelled on its way.
  if (row.state !== "scheduled" || row.channel === "sms") throw new HttpError("CONFLICT", MESSAGE_NOT_EDITABLE);
  return row;
}

/** A scheduled message changed, until its job starts; a new time sends a new job (the old one finds it not yet due). */
export async function updateMessage(deps: MessageDeps, actor: AuditActor, id: string, input: FamilyInput, now: Date): Promise<void> {
  const sendAt = sendTime(input, now);
  const plaine = await plaineOf(deps.db, input.activityId);
  if ((await familiesOf(deps.db, plaine, input.filter)).length === 0)
    throw new HttpError("BAD_REQUEST", NO_RECIPIENTS, { filter: NO_RECIPIENTS });
  const dropped = await deps.db.transaction(async (tx) => {
    await changeScheduled(tx, actor, id, {
      activityId: plaine.id,
      filter: input.filter,
      subject: input.subject,
      body: input.body,
      sendAt,
      updatedAt: now,
    });
    await deps.jobs.send(familyMessageJob, { messageId: id }, { tx, ...(input.sendAt ? { startAfter: sendAt } : {}) });
    return attachToMessage(tx, actor.id, id, input.attachmentIds);
  });
  // The files it no longer names, once nothing can take them back.
  if (dropped.length > 0) await deps.documents.remove(dropped);
}

/** A scheduled message cancelled: its job finds it so and sends nothing. */
export async function cancelMessage(deps: Pick<MessageDeps, "db">, actor: AuditActor, id: string, now: Date): Promise<void> {
  await deps.db.transaction((tx) => changeScheduled(tx, actor, id, { state: "cancelled", updatedAt: now }));
}

/** A message still scheduled, changed under its row lock (a 409 once its job has taken it), the change audited. */
async function changeScheduled(tx: Db, actor: AuditActor, id: string, changes: Partial<typeof familyMessages.$inferInsert>) {
  const before = await lockScheduled(tx, id);
  const [after] = await tx.update(familyMessages).set(changes).where(eq(familyMessages.id, id)).returning();
  await recordAudit(tx, {
    actor,
    entity: "family_message",
    entityId: id,
    action: "update",
    before: auditOf(before),
    after: auditOf(after),
  });
}

/**
 * The job's work: a message still scheduled and due is sent, in one transaction — its families
 * resolved now, each one's copy kept and its e-mail queued in the outbox (one per family, by its
 * key), the message marked sent. A cancelled, sent or not yet due message is left alone; a run
 * that dies commits nothing and the next attempt does it all. Answers the number of families.
 */
export async function sendFamilyMessage(deps: SendDeps, messageId: string, now: Date): Promise<number | null> {
  const sent = await deps.db.transaction(async (tx) => {
    const [message] = await tx.select().from(familyMessages).where(eq(familyMessages.id, messageId)).for("update");
    // Due by this process's clock or the database's, which started the job: a process whose clock
    // is a little behind would otherwise leave it unsent for good.
    const [{ databaseNow }] = await tx
      .select({ databaseNow: sql<Date>`now()`.mapWith((value: string | Date) => new Date(value)) })
      .from(sql`(select 1) as one`);
    const dueBy = databaseNow > now ? databaseNow : now;
    // An urgent text (decision 0062) is never scheduled: it leaves when its job runs.
    if (!message || message.state !== "scheduled" || (message.channel !== "sms" && message.sendAt > dueBy)) return null;
    let families: Awaited<ReturnType<typeof familiesOf>>;
    try {
      families = await familiesOf(tx, await plaineOf(tx, message.activityId), message.filter);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // The filter no longer finds its families as it said (a refusal, not a fault): the message
      // is not sent, and says why on its page, rather than fail its job again and again.
      await tx
        .update(familyMessages)
        .set({ state: "failed", failureReason: error.message, updatedAt: now })
        .where(eq(familyMessages.id, message.id));
      return 0;
    }
    const from = await loadPublicAssociation(tx);
    const attachments = outboxAttachments((await attachmentsOf(tx, [message.id])).get(message.id) ?? []);
    const messagesUrl = `${deps.config.publicUrl}${paths.messages}`;
    for (const family of families) {
      await queueCopy(tx, { message, family, from, messagesUrl, attachments, smsConfigured: deps.sms.configured, now });
    }
    await tx
      .update(familyMessages)
      .set({ state: "sent", sentAt: now, recipientCount: families.length, updatedAt: now })
      .where(eq(familyMessages.id, message.id));
    return families.length;
  });
  if (sent) {
    deps.mailer.deliverSoon();
    deps.sms.deliverSoon();
  }
  return sent;
}

/**
 * One family's copy kept and sent: an urgent text by SMS to a mobile, when a provider is
 * configured (the SMS worker sends it); anything else as an e-mail in the outbox (one per family, by its key).
 */
async function queueCopy(
  tx: Db,
  input: {
    message: typeof familyMessages.$inferSelect;
    family: MessageFamily;
    from: MailSender;
    messagesUrl: string;
    attachments: OutboxAttachment[];
    smsConfigured: boolean;
    now: Date;
  },
): Promise<void> {
  const { message, family } = input;
  const copy = copyFor(message, family);
  const recipient = { messageId: message.id, parentId: family.parentId, email: family.email, ...copy };
  const mobile = message.channel === "sms" && input.smsConfigured ? mobileNumber(family.phone) : null;
  if (mobile) {
    await tx
      .insert(familyMessageRecipients)
      .values({ ...recipient, email: null, phone: mobile, smsStatus: "pending", smsNextAttemptAt: input.now })
      .onConflictDoNothing();
    return;
  }
  const outboxId = await queueEmailCopy(tx, {
    messageId: message.id,
    parentId: family.parentId,
    to: family.email,
    copy,
    from: input.from,
    messagesUrl: input.messagesUrl,
    attachments: input.attachments,
    urgent: message.channel === "sms",
  });
  await tx
    .insert(familyMessageRecipients)
    .values({ ...recipient, outboxId })
    .onConflictDoNothing();
}

/** A family's copy as an e-mail in the outbox, once by its key (one per family and message); its outbox row. */
async function queueEmailCopy(
  tx: Db,
  input: {
    messageId: string;
    parentId: string;
    to: string;
    copy: { subject: string; body: string };
    from: MailSender;
    messagesUrl: string;
    attachments: OutboxAttachment[];
    urgent: boolean;
  },
): Promise<string> {
  const dedupeKey = `family-message:${input.messageId}:${input.parentId}`;
  const mail = familyMessageMail({ from: input.from, ...input.copy, messagesUrl: input.messagesUrl });
  // An urgent text's e-mail (a parent without a mobile) is neither held back by the sending rate nor queued behind a message's.
  const kind = input.urgent ? "urgent-text" : "family-message";
  await enqueueMail(tx, { dedupeKey, kind, to: input.to, ...mail, attachments: input.attachments });
  const [outbox] = await tx.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.dedupeKey, dedupeKey));
  return outbox.id;
}

/**
 * An urgent text the provider refused for good (a number it cannot reach) or that failed every
 * attempt goes to the parent by e-mail instead, in the transaction that records the failure
 * (decision 0062): the day's news still reaches the family. False when there is nobody to write
 * to (an account erased meanwhile) or it was done already.
 */
export async function emailInsteadOfText(tx: Db, recipientId: string, publicUrl: string): Promise<boolean> {
  const [text] = await tx
    .select({
      messageId: familyMessageRecipients.messageId,
      parentId: users.id,
      email: users.email,
      subject: familyMessageRecipients.subject,
      body: familyMessageRecipients.body,
    })
    .from(familyMessageRecipients)
    .innerJoin(users, eq(users.id, familyMessageRecipients.parentId))
    .where(
      and(
        eq(familyMessageRecipients.id, recipientId),
        eq(familyMessageRecipients.smsStatus, "failed"),
        isNull(familyMessageRecipients.outboxId),
      ),
    );
  if (!text) return false;
  const outboxId = await queueEmailCopy(tx, {
    messageId: text.messageId,
    parentId: text.parentId,
    to: text.email,
    copy: text,
    from: await loadPublicAssociation(tx),
    messagesUrl: `${publicUrl}${paths.messages}`,
    attachments: [],
    urgent: true,
  });
  await tx.update(familyMessageRecipients).set({ outboxId, email: text.email }).where(eq(familyMessageRecipients.id, recipientId));
  return true;
}

/** A recipient's state, read from its SMS or its e-mail in the outbox (an e-mail gone with an erased account: sent, since it left). */
function recipientState(status: string | null): RecipientState {
  if (status === "failed") return "failed";
  if (status === "pending") return "queued";
  return "sent";
}

/** A recipient as the admin reads it: by SMS (its state and the provider's refusal) or by e-mail (its outbox row's). */
function recipientView(row: {
  id: string;
  email: string | null;
  phone: string | null;
  smsStatus: SmsState | null;
  smsError: string | null;
  mailStatus: string | null;
  mailError: string | null;
  firstName: string | null;
  lastName: string | null;
  readAt: Date | null;
}) {
  // An SMS refused for good, then sent by e-mail (emailInsteadOfText): an e-mail, and why.
  const emailInstead = row.smsStatus === "failed" && row.mailStatus !== null;
  const bySms = row.smsStatus !== null && !emailInstead;
  const state = recipientState(bySms ? row.smsStatus : row.mailStatus);
  return {
    id: row.id,
    parentName: row.firstName ? `${row.firstName} ${row.lastName}` : null,
    email: row.email,
    channel: bySms ? ("sms" as const) : ("email" as const),
    phone: row.phone ? formatPhone(row.phone) : null,
    state,
    error: state === "sent" ? null : bySms ? row.smsError : row.mailError,
    smsRefused: emailInstead ? row.smsError : null,
    readAt: row.readAt?.toISOString() ?? null,
  };
}

const readCount = sql<number>`(select count(*)::int from ${familyMessageRecipients} where ${familyMessageRecipients.messageId} = ${familyMessages.id} and ${familyMessageRecipients.readAt} is not null)`;

async function summaries(db: Db, which: { id?: string; activityId?: string } = {}): Promise<FamilyMessageSummary[]> {
  const rows = await db
    .select({ message: familyMessages, title: activities.title, authorFirst: profiles.firstName, authorLast: profiles.lastName, readCount })
    .from(familyMessages)
    .innerJoin(activities, eq(activities.id, familyMessages.activityId))
    .leftJoin(profiles, eq(profiles.id, familyMessages.authorId))
    .where(
      and(
        which.id ? eq(familyMessages.id, which.id) : undefined,
        which.activityId ? eq(familyMessages.activityId, which.activityId) : undefined,
      ),
    )
    .orderBy(desc(familyMessages.sendAt))
    .limit(200);
  return rows.map(({ message, title, authorFirst, authorLast, readCount: read }) => ({
    id: message.id,
    activityId: message.activityId,
    activityTitle: title,
    subject: message.subject,
    filter: message.filter,
    audience: describeFilter(message.filter),
    state: message.state,
    failureReason: message.failureReason,
    sendAt: message.sendAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
    authorName: authorFirst ? `${authorFirst} ${authorLast}` : null,
    recipientCount: message.recipientCount,
    readCount: read,
    channel: message.channel,
  }));
}

/** The messages (of one plaine, for its coordination), the latest to leave first (200 at most). */
export function listMessages(db: Db, activityId?: string): Promise<FamilyMessageSummary[]> {
  return summaries(db, { activityId });
}

/** One message with its body and its recipients, each with their e-mail's state and when they read it. */
export async function messageDetail(db: Db, id: string): Promise<FamilyMessageDetail> {
  const [summary] = await summaries(db, { id });
  if (!summary) throw notFound(MESSAGE_NOT_FOUND);
  const [{ body }] = await db.select({ body: familyMessages.body }).from(familyMessages).where(eq(familyMessages.id, id));
  const recipients = await db
    .select({
      id: familyMessageRecipients.id,
      email: familyMessageRecipients.email,
      phone: familyMessageRecipients.phone,
      smsStatus: familyMessageRecipients.smsStatus,
      smsError: familyMessageRecipients.smsError,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      mailStatus: emailOutbox.status,
      mailError: emailOutbox.lastError,
      readAt: familyMessageRecipients.readAt,
    })
    .from(familyMessageRecipients)
    .leftJoin(profiles, eq(profiles.id, familyMessageRecipients.parentId))
    .leftJoin(emailOutbox, eq(emailOutbox.id, familyMessageRecipients.outboxId))
    .where(eq(familyMessageRecipients.messageId, id))
    .orderBy(profiles.lastName, profiles.firstName);
  return {
    ...summary,
    body,
    attachments: (await attachmentsOf(db, [id])).get(id) ?? [],
    recipients: recipients.map(recipientView),
  };
}

/** The parent's messages, newest first, as merged for them. */
export async function parentMessages(db: Db, parentId: string): Promise<ParentMessage[]> {
  const rows = await db
    .select({ recipient: familyMessageRecipients, sentAt: familyMessages.sentAt, title: activities.title })
    .from(familyMessageRecipients)
    .innerJoin(familyMessages, eq(familyMessages.id, familyMessageRecipients.messageId))
    .innerJoin(activities, eq(activities.id, familyMessages.activityId))
    .where(eq(familyMessageRecipients.parentId, parentId))
    .orderBy(desc(familyMessages.sentAt));
  const files = await attachmentsOf(
    db,
    rows.map(({ recipient }) => recipient.messageId),
  );
  return rows.map(({ recipient, sentAt, title }) => ({
    id: recipient.id,
    sentAt: (sentAt ?? recipient.createdAt).toISOString(),
    activityTitle: title,
    subject: recipient.subject,
    body: recipient.body,
    readAt: recipient.readAt?.toISOString() ?? null,
    attachments: files.get(recipient.messageId) ?? [],
  }));
}

/** Opened in 'Messages': read from then on (the first time counts); another parent's message is not found. */
export async function markMessageRead(db: Db, parentId: string, recipientId: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ readAt: familyMessageRecipients.readAt })
    .from(familyMessageRecipients)
    .where(and(eq(familyMessageRecipients.id, recipientId), eq(familyMessageRecipients.parentId, parentId)));
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  if (!row.readAt) await db.update(familyMessageRecipients).set({ readAt: now }).where(eq(familyMessageRecipients.id, recipientId));
}

/** An erased parent leaves in the messages neither their copies nor their address nor their id in a list picked by hand. */
export async function forgetParentInMessages(tx: Db, parentId: string): Promise<void> {
  // Their copies go (each names them and their children); the message keeps how many it reached.
  await tx.delete(familyMessageRecipients).where(eq(familyMessageRecipients.parentId, parentId));
  // A list picked by hand no longer names them.
  const picked = await tx
    .select({ id: familyMessages.id, filter: familyMessages.filter })
    .from(familyMessages)
    .where(sql`${familyMessages.filter}->>'kind' = 'parents' and ${familyMessages.filter}->'parentIds' ? ${parentId}`);
  for (const { id, filter } of picked) {
    if (filter.kind !== "parents") continue;
    await tx
      .update(familyMessages)
      .set({ filter: { ...filter, parentIds: filter.parentIds.filter((picked) => picked !== parentId) } })
      .where(eq(familyMessages.id, id));
  }
}

/**
 * Messages sent more than `months` ago leave the parents' 'Messages' and the admin's list, with
 * their copies and their files (the documents first); uploads no message took go a day after.
 */
export async function purgeFamilyMessages(deps: AttachmentDeps, months: number, now: Date): Promise<number> {
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - months);
  const old = and(
    inArray(familyMessages.state, ["sent", "cancelled", "failed"]),
    lt(sql`coalesce(${familyMessages.sentAt}, ${familyMessages.sendAt})`, limit),
  );
  const due = await deps.db.select({ id: familyMessages.id }).from(familyMessages).where(old);
  await removeAttachments(
    deps,
    due.map((row) => row.id),
    now,
  );
  if (due.length === 0) return 0;
  const purged = await deps.db
    .delete(familyMessages)
    .where(
      inArray(
        familyMessages.id,
        due.map((row) => row.id),
      ),
    )
    .returning({ id: familyMessages.id });
  return purged.length;
}

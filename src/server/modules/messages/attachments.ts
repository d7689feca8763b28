/**
 * A message's attachments (decision 0061, amendment): up to three PDF or image files of 5 MB each,
 * their type read from their bytes, sealed in the private document store (decision 0040) under
 * `message-attachments/<id>`, never in the public media. An administrator sends each one while
 * writing the message (no message yet); the message takes the ones it names when it is saved, and
 * drops the ones it no longer names while it is scheduled. Each family's e-mail names the file by
 * its key (one copy for all, read when the e-mail leaves), and the parent opens it from 'Messages'.
 */
import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { MessageAttachmentView } from "../../../domain/contracts/admin-messages.ts";
import {
  ATTACHMENT_NOT_FOUND,
  ATTACHMENT_SIGNATURE_LENGTH,
  ATTACHMENT_TOO_MANY,
  MESSAGE_ATTACHMENT_MAX_COUNT,
  MESSAGE_NOT_FOUND,
  messageAttachmentError,
  messageAttachmentTypeOf,
} from "../../../domain/family-messages.ts";
import { cleanUploadName } from "../../../domain/file-name.ts";
import type { Db } from "../../db/client.ts";
import { familyMessageAttachments, familyMessageRecipients, familyMessages, type OutboxAttachment } from "../../db/schema.ts";
import type { DocumentStore } from "../../documents/document-store.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { AuditActor } from "../audit-log.ts";

const FOLDER = "message-attachments";

/** An upload no message took is removed this long after it was sent. */
const UNUSED_UPLOAD_MS = 24 * 60 * 60 * 1000;

const attachmentKey = (id: string) => `${FOLDER}/${id}`;

type AttachmentRow = typeof familyMessageAttachments.$inferSelect;

function viewOf(row: AttachmentRow): MessageAttachmentView {
  return { id: row.id, fileName: row.fileName, contentType: row.contentType, sizeBytes: row.sizeBytes };
}

export interface AttachmentDeps {
  db: Db;
  documents: Pick<DocumentStore, "write" | "read" | "remove">;
}

/** Keeps a file sent while a message is written: its type read from its bytes, 5 MB at most, sealed; no message yet. */
export async function storeMessageAttachment(
  deps: AttachmentDeps,
  actor: AuditActor,
  upload: { bytes: Buffer; name: string },
  now: Date,
): Promise<MessageAttachmentView> {
  const { bytes } = upload;
  const head = bytes.subarray(0, ATTACHMENT_SIGNATURE_LENGTH);
  const problem = messageAttachmentError(head, bytes.length);
  if (problem) throw new HttpError("VALIDATION", problem, { file: problem });
  const id = crypto.randomUUID();
  // The document first: a row never names a file that is not there.
  await deps.documents.write(attachmentKey(id), bytes);
  const [row] = await deps.db
    .insert(familyMessageAttachments)
    .values({
      id,
      uploadedBy: actor.id,
      fileName: cleanUploadName(upload.name, "piece-jointe"),
      contentType: messageAttachmentTypeOf(head)!,
      sizeBytes: bytes.length,
      createdAt: now,
    })
    .returning();
  return viewOf(row);
}

/**
 * In the transaction that saves a message: it takes the uploads it names (not another message's,
 * nor one someone else uploaded and has not attached: an id alone gives no file) and lets go of
 * those it no longer names, whose keys are answered for the caller to remove once
 * the transaction is committed.
 */
export async function attachToMessage(tx: Db, authorId: string, messageId: string, attachmentIds: readonly string[]): Promise<string[]> {
  if (attachmentIds.length > MESSAGE_ATTACHMENT_MAX_COUNT)
    throw new HttpError("BAD_REQUEST", ATTACHMENT_TOO_MANY, { attachmentIds: ATTACHMENT_TOO_MANY });
  if (attachmentIds.length > 0) {
    const found = await tx
      .select({ id: familyMessageAttachments.id })
      .from(familyMessageAttachments)
      .where(
        and(
          inArray(familyMessageAttachments.id, [...attachmentIds]),
          or(
            and(isNull(familyMessageAttachments.messageId), eq(familyMessageAttachments.uploadedBy, authorId)),
            eq(familyMessageAttachments.messageId, messageId),
          ),
        ),
      )
      .for("update");
    if (found.length !== attachmentIds.length)
      throw new HttpError("BAD_REQUEST", ATTACHMENT_NOT_FOUND, { attachmentIds: ATTACHMENT_NOT_FOUND });
    await tx
      .update(familyMessageAttachments)
      .set({ messageId })
      .where(inArray(familyMessageAttachments.id, [...attachmentIds]));
  }
  const dropped = await tx
    .select({ id: familyMessageAttachments.id })
    .from(familyMessageAttachments)
    .where(eq(familyMessageAttachments.messageId, messageId));
  const gone = dropped.map((row) => row.id).filter((id) => !attachmentIds.includes(id));
  if (gone.length > 0) await tx.delete(familyMessageAttachments).where(inArray(familyMessageAttachments.id, gone));
  return gone.map(attachmentKey);
}

/** A message's files, in the order they were sent. */
export async function attachmentsOf(db: Db, messageIds: readonly string[]): Promise<Map<string, MessageAttachmentView[]>> {
  const byMessage = new Map<string, MessageAttachmentView[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(familyMessageAttachments)
    .where(inArray(familyMessageAttachments.messageId, [...messageIds]))
    .orderBy(familyMessageAttachments.createdAt, familyMessageAttachments.id);
  for (const row of rows) {
    if (!row.messageId) continue;
    byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), viewOf(row)]);
  }
  return byMessage;
}

/** How each family's e-mail names the files: by their key, read when it leaves (one sealed copy for every family). */
export function outboxAttachments(files: readonly MessageAttachmentView[]): OutboxAttachment[] {
  return files.map((file) => ({ filename: file.fileName, contentType: file.contentType, documentKey: attachmentKey(file.id) }));
}

/** A file opened: its name, type and bytes as a stream (404 when the row or the document is gone). */
async function openAttachment(deps: AttachmentDeps, row: AttachmentRow | undefined) {
  if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
  const stream = await deps.documents.read(attachmentKey(row.id));
  if (!stream) throw notFound(ATTACHMENT_NOT_FOUND);
  return { fileName: row.fileName, contentType: row.contentType, stream };
}

/** An administrator opens an upload or a message's file. */
export async function openAttachmentForAdmin(deps: AttachmentDeps, id: string) {
  const [row] = await deps.db.select().from(familyMessageAttachments).where(eq(familyMessageAttachments.id, id));
  return openAttachment(deps, row);
}

/**
 * The plaine's coordination opens a file of one of the plaine's messages, or an upload of their own
 * not yet sent; any other file (another plaine's, another person's upload) is not found.
 */
export async function openAttachmentForTeam(deps: AttachmentDeps, userId: string, activityId: string, id: string) {
  const [found] = await deps.db
    .select({ row: familyMessageAttachments, activityId: familyMessages.activityId })
    .from(familyMessageAttachments)
    .leftJoin(familyMessages, eq(familyMessages.id, familyMessageAttachments.messageId))
    .where(eq(familyMessageAttachments.id, id));
  const theirs = found && (found.row.messageId ? found.activityId === activityId : found.row.uploadedBy === userId);
  return openAttachment(deps, theirs ? found.row : undefined);
}

/**
 * A parent opens a file of a message they received: by their copy (`recipientId`, theirs only) and
 * the file (that message's only). Anything else is not found, as another parent's message is.
 */
export async function openAttachmentForParent(deps: AttachmentDeps, parentId: string, recipientId: string, id: string) {
  const [copy] = await deps.db
    .select({ messageId: familyMessageRecipients.messageId })
    .from(familyMessageRecipients)
    .where(and(eq(familyMessageRecipients.id, recipientId), eq(familyMessageRecipients.parentId, parentId)));
  if (!copy) throw notFound(MESSAGE_NOT_FOUND);
  const [row] = await deps.db
    .select()
    .from(familyMessageAttachments)
    .where(and(eq(familyMessageAttachments.id, id), eq(familyMessageAttachments.messageId, copy.messageId)));
  return openAttachment(deps, row);
}

/**
 * The files of messages about to be purged, and uploads no message took a day after they were
 * sent. A message's documents go first (its rows go with it). An abandoned upload's row is deleted
 * in a transaction that removes its document before committing: a message taking that file at the
 * same moment waits on the row, then finds it gone (refused), rather than a file without its
 * document; a run that stops before the commit leaves rows whose documents may be missing, removed
 * again next time.
 */
export async function removeAttachments(deps: AttachmentDeps, messageIds: readonly string[], now: Date): Promise<void> {
  if (messageIds.length > 0) {
    const rows = await deps.db
      .select({ id: familyMessageAttachments.id })
      .from(familyMessageAttachments)
      .where(inArray(familyMessageAttachments.messageId, [...messageIds]));
    if (rows.length > 0) await deps.documents.remove(rows.map((row) => attachmentKey(row.id)));
  }
  const unusedBefore = new Date(now.getTime() - UNUSED_UPLOAD_MS);
  await deps.db.transaction(async (tx) => {
    const abandoned = await tx
      .delete(familyMessageAttachments)
      .where(and(isNull(familyMessageAttachments.messageId), lt(familyMessageAttachments.createdAt, unusedBefore)))
      .returning({ id: familyMessageAttachments.id });
    if (abandoned.length > 0) await deps.documents.remove(abandoned.map((row) => attachmentKey(row.id)));
  });
}

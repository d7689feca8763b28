import type { OutboxAttachment } from "../db/schema.ts";
import { qrPng } from "./qr.ts";
import type { MailAttachment } from "./transport.ts";

/** A file a queued message names in the private documents could not be read: the send fails and is tried again later. */
class MissingDocumentError extends Error {
  constructor(key: string) {
    super(`attachment missing from the documents: ${key}`);
    this.name = "MissingDocumentError";
  }
}

async function contentOf(file: OutboxAttachment, readDocument: (key: string) => Promise<Buffer | null>): Promise<Buffer> {
  if (file.qrText !== undefined) return qrPng(file.qrText);
  if (file.documentKey !== undefined) {
    const bytes = await readDocument(file.documentKey);
    if (!bytes) throw new MissingDocumentError(file.documentKey);
    return bytes;
  }
  return Buffer.from(file.content ?? "", "base64");
}

/**
 * The files of a queued message as they are sent: stored bytes decoded, QR codes drawn, files
 * kept in the private documents read and opened (a message's attachments: one copy for every family).
 */
export async function renderAttachments(
  attachments: OutboxAttachment[] | null | undefined,
  readDocument: (key: string) => Promise<Buffer | null> = () => Promise.resolve(null),
): Promise<MailAttachment[]> {
  return Promise.all(
    (attachments ?? []).map(async (file) => ({
      filename: file.filename,
      contentType: file.qrText !== undefined ? "image/png" : (file.contentType ?? "application/octet-stream"),
      content: await contentOf(file, readDocument),
      ...(file.cid ? { cid: file.cid } : {}),
    })),
  );
}

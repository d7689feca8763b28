import type { OutboxAttachment } from "../db/schema.ts";
import { qrPng } from "../payment-providers/qr.ts";
import type { MailAttachment } from "./transport.ts";

/** The files of a queued message as they are sent: stored bytes decoded, QR codes drawn. */
export async function renderAttachments(attachments: OutboxAttachment[] | null | undefined): Promise<MailAttachment[]> {
  return Promise.all(
    (attachments ?? []).map(async (file) => ({
      filename: file.filename,
      contentType: file.qrText !== undefined ? "image/png" : (file.contentType ?? "application/octet-stream"),
      content: file.qrText !== undefined ? await qrPng(file.qrText) : Buffer.from(file.content ?? "", "base64"),
      ...(file.cid ? { cid: file.cid } : {}),
    })),
  );
}

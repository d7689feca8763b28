/**
 * 'Messages' in the parent's space (GET /api/messages, signed-in area; decision 0061): what the
 * association wrote to the family, as merged for it, kept for the settings' period. Opening one
 * marks it read (POST /api/messages/:id/read): the organiser sees the count, no e-mail is tracked.
 */
import { apiPath } from "./api-path.ts";
import { z } from "zod";
import { isUuid } from "../ids.ts";
import type { MessageAttachmentView } from "./admin-messages.ts";
import { idParams } from "./common-input.ts";

export const messagePaths = {
  list: apiPath("/api/messages"),
  read: apiPath("/api/messages/:id/read"),
  /** GET: a file of the message, for the parent who received it. */
  attachment: apiPath("/api/messages/:id/attachments/:attachmentId"),
};

export const parentMessageParams = idParams("ID du message invalide");

export const parentAttachmentParams = z.object({
  id: z.string().refine(isUuid, { message: "ID du message invalide" }),
  attachmentId: z.string().refine(isUuid, { message: "ID de la pièce jointe invalide" }),
});

export interface ParentMessage {
  id: string;
  sentAt: string;
  activityTitle: string;
  subject: string;
  body: string;
  readAt: string | null;
  /** The files sent with it, opened at `messagePaths.attachment`. */
  attachments: MessageAttachmentView[];
}

export interface ParentMessagesResponse {
  messages: ParentMessage[];
}

/**
 * 'Messages' in the parent's space (GET /api/messages, signed-in area; decision 0061): what the
 * association wrote to the family, as merged for it, kept for the settings' period. Opening one
 * marks it read (POST /api/messages/:id/read): the organiser sees the count, no e-mail is tracked.
 */
import { apiPath } from "./api-path.ts";
import { idParams } from "./common-input.ts";

export const messagePaths = {
  list: apiPath("/api/messages"),
  read: apiPath("/api/messages/:id/read"),
};

export const parentMessageParams = idParams("ID du message invalide");

export interface ParentMessage {
  id: string;
  sentAt: string;
  activityTitle: string;
  subject: string;
  body: string;
  readAt: string | null;
}

export interface ParentMessagesResponse {
  messages: ParentMessage[];
}

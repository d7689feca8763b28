/**
 * The administrators' messages to families (decision 0061): write to the parents of a plaine
 * (a filter of families), see how many it reaches and one family's copy, send now or at a time,
 * and each message's recipients with their e-mail's state and whether they read it in 'Messages'.
 */
import type { FamilyMessageState, MessageAttachmentType, MessageFilter, RecipientState } from "../family-messages.ts";
import type { MessageChannel } from "../urgent-texts.ts";
import { apiPath } from "./api-path.ts";

export const adminMessagePaths = {
  /** GET: every message, newest first; POST: a new message (now or scheduled). */
  list: apiPath("/api/admin/messages"),
  /** POST: the number of families and one family's copy, nothing saved. */
  preview: apiPath("/api/admin/messages/preview"),
  /** GET: a message with its recipients; PUT: a scheduled one changed. */
  message: apiPath("/api/admin/messages/:id"),
  /** POST: a scheduled message cancelled. */
  cancel: apiPath("/api/admin/messages/:id/cancel"),
  /** POST: an urgent text to today's families of a plaine (decision 0062), sent at once. */
  urgent: apiPath("/api/admin/messages/urgent"),
  /** POST: who today's urgent text would reach, by SMS and by e-mail; nothing saved. */
  urgentPreview: apiPath("/api/admin/messages/urgent/preview"),
  /** POST: a file to attach, its bytes as the body and `?name=` its name (PDF, PNG, JPEG or WebP, 5 MB at most). */
  attachments: apiPath("/api/admin/messages/attachments"),
  /** GET: an attached file, opened by an administrator. */
  attachment: apiPath("/api/admin/messages/attachments/:id"),
};

/** A file sent with a message (decision 0061): its name as sent, its type as read from its bytes. */
export interface MessageAttachmentView {
  id: string;
  fileName: string;
  contentType: MessageAttachmentType;
  sizeBytes: number;
}

export interface FamilyMessageSummary {
  id: string;
  activityId: string;
  activityTitle: string;
  subject: string;
  filter: MessageFilter;
  /** 'Les parents d'un groupe — Petits'. */
  audience: string;
  state: FamilyMessageState;
  /** Why it was not sent (state 'failed'). */
  failureReason: string | null;
  sendAt: string;
  sentAt: string | null;
  authorName: string | null;
  recipientCount: number;
  readCount: number;
  /** 'sms': an urgent text of the day (decision 0062). */
  channel: MessageChannel;
}

interface FamilyMessageRecipientView {
  id: string;
  /** Null once the parent's account is erased. */
  parentName: string | null;
  email: string | null;
  /** How this family received it: by SMS (its mobile, shown grouped) or by e-mail. */
  channel: MessageChannel;
  phone: string | null;
  state: RecipientState;
  /** The provider's or the mail server's refusal, when it failed or is being retried. */
  error: string | null;
  /** An urgent text's SMS the provider refused for good, sent by e-mail instead: the provider's words. */
  smsRefused: string | null;
  readAt: string | null;
}

export interface FamilyMessageDetail extends FamilyMessageSummary {
  body: string;
  attachments: MessageAttachmentView[];
  recipients: FamilyMessageRecipientView[];
}

export interface FamilyMessagePreview {
  /** The plaine's groups and running days, for the filter's choices. */
  groups: string[];
  days: string[];
  recipientCount: number;
  /** The families the filter reaches, to pick whose copy to show (and, for 'Des parents choisis', to choose from). */
  families: { parentId: string; name: string; children: string }[];
  /** Null when no family matches. */
  copy: { parentId: string; subject: string; body: string } | null;
}

/** Who today's urgent text reaches (decision 0062): each family by SMS on its mobile, or by e-mail without one. */
export interface UrgentTextPreview {
  /** Today, in Brussels (YYYY-MM-DD). */
  day: string;
  /** False without a provider's credentials: every family then receives it by e-mail. */
  smsConfigured: boolean;
  recipientCount: number;
  bySms: number;
  byEmail: number;
  families: { parentId: string; name: string; children: string; channel: MessageChannel }[];
}

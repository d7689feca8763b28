import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  adminMessagePaths,
  type FamilyMessageDetail,
  type FamilyMessagePreview,
  type FamilyMessageSummary,
  type MessageAttachmentView,
} from "../../../../../domain/contracts/admin-messages.ts";
import { staffPaths } from "../../../../../domain/contracts/staff.ts";
import type { MessageFilter } from "../../../../../domain/family-messages.ts";
import { api } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";

/** A message as the form holds it: the server checks every part of it again. */
export interface MessageDraft {
  activityId: string;
  filter: MessageFilter;
  subject: string;
  body: string;
  /** Both blank: now. */
  sendDate: string;
  sendTime: string;
  /** The files sent while it was written (three at most). */
  attachmentIds: string[];
}

/**
 * Whose messages the page writes and lists: the administrators' (every plaine, their routes) or a
 * plaine's coordination's (the team's routes, that plaine only, decision 0063). Same answers.
 */
export type MessageScope = { kind: "admin" } | { kind: "staff"; activityId: string };
export const ADMIN_MESSAGES: MessageScope = { kind: "admin" };

/** The scope's addresses: the administrators' or the plaine's coordination's. */
function messagePaths(scope: MessageScope) {
  if (scope.kind === "admin")
    return {
      list: adminMessagePaths.list.url(),
      preview: adminMessagePaths.preview.url(),
      message: (id: string) => adminMessagePaths.message.url({ id }),
      cancel: (id: string) => adminMessagePaths.cancel.url({ id }),
      attachments: adminMessagePaths.attachments.url(),
      attachment: (id: string) => adminMessagePaths.attachment.url({ id }),
    };
  const plaine = { id: scope.activityId };
  return {
    list: staffPaths.messages.url(plaine),
    preview: staffPaths.messagePreview.url(plaine),
    message: (messageId: string) => staffPaths.message.url({ ...plaine, messageId }),
    cancel: (messageId: string) => staffPaths.messageCancel.url({ ...plaine, messageId }),
    attachments: staffPaths.messageAttachments.url(plaine),
    attachment: (fileId: string) => staffPaths.messageAttachment.url({ ...plaine, fileId }),
  };
}

/** Where a file of a message opens again. */
export const attachmentUrl = (scope: MessageScope, id: string) => messagePaths(scope).attachment(id);

const messagesKey = (scope: MessageScope) =>
  scope.kind === "admin" ? adminKeys.familyMessages() : (["staff", "family-messages", scope.activityId] as const);

export function familyMessagesQueryOptions(scope: MessageScope = ADMIN_MESSAGES) {
  return queryOptions({
    queryKey: messagesKey(scope),
    queryFn: ({ signal }) => api.get<FamilyMessageSummary[]>(messagePaths(scope).list, { signal }),
    staleTime: 0,
  });
}

export function familyMessageQueryOptions(id: string, scope: MessageScope = ADMIN_MESSAGES) {
  return queryOptions({
    queryKey: [...messagesKey(scope), id],
    queryFn: ({ signal }) => api.get<FamilyMessageDetail>(messagePaths(scope).message(id), { signal }),
    staleTime: 0,
  });
}

/** How many families the message reaches and the chosen one's copy, as it is being written (nothing saved). */
export function familyMessagePreviewQueryOptions(
  input: Omit<MessageDraft, "sendDate" | "sendTime" | "attachmentIds"> & { previewParentId: string | null },
  scope: MessageScope = ADMIN_MESSAGES,
) {
  return queryOptions({
    queryKey: [...messagesKey(scope), "preview", input],
    queryFn: ({ signal }) => api.post<FamilyMessagePreview>(messagePaths(scope).preview, input, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
    enabled: input.activityId !== "",
  });
}

const SENT_MESSAGE = "Message envoyé";
const SCHEDULED_MESSAGE = "Message programmé";
const SAVE_ERROR_MESSAGE = "Le message n'a pas été enregistré";
const CANCELLED_MESSAGE = "Message annulé";
const CANCEL_ERROR_MESSAGE = "Le message n'a pas été annulé";

/** Sends (or schedules) a new message, or changes a scheduled one (`id`). */
export function useSaveFamilyMessage(onSaved: (message: FamilyMessageDetail) => void, scope: MessageScope = ADMIN_MESSAGES) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string | null; draft: MessageDraft }) =>
      id
        ? api.put<FamilyMessageDetail>(messagePaths(scope).message(id), draft)
        : api.post<FamilyMessageDetail>(messagePaths(scope).list, draft),
    onSuccess: async (message, { draft }) => {
      // A message sent now leaves with its job, a moment after this answer: the time chosen says which it is.
      toast.success(draft.sendDate ? SCHEDULED_MESSAGE : SENT_MESSAGE, `${message.audience}.`);
      onSaved(message);
      await queryClient.invalidateQueries({ queryKey: messagesKey(scope) });
    },
    onError: (error) => toastApiError(error, SAVE_ERROR_MESSAGE),
  });
}

export function useCancelFamilyMessage(scope: MessageScope = ADMIN_MESSAGES) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<FamilyMessageDetail>(messagePaths(scope).cancel(id), {}),
    onSuccess: async () => {
      toast.success(CANCELLED_MESSAGE, "Aucune famille ne le recevra.");
      await queryClient.invalidateQueries({ queryKey: messagesKey(scope) });
    },
    onError: (error) => toastApiError(error, CANCEL_ERROR_MESSAGE),
  });
}

const ATTACHMENT_UPLOAD_ERROR = "La pièce jointe n'a pas été ajoutée";

/** Sends a file's bytes as they are (the server reads its type from them): its id is what the message names. */
export function useUploadMessageAttachment(scope: MessageScope = ADMIN_MESSAGES) {
  return useMutation({
    mutationFn: (file: File) => api.upload<MessageAttachmentView>(messagePaths(scope).attachments, file, { query: { name: file.name } }),
    onError: (error) => toastApiError(error, ATTACHMENT_UPLOAD_ERROR),
  });
}

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  adminMessagePaths,
  type FamilyMessageDetail,
  type FamilyMessagePreview,
  type FamilyMessageSummary,
  type MessageAttachmentView,
} from "../../../../../domain/contracts/admin-messages.ts";
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

export function familyMessagesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.familyMessages(),
    queryFn: ({ signal }) => api.get<FamilyMessageSummary[]>(adminMessagePaths.list.url(), { signal }),
    staleTime: 0,
  });
}

export function familyMessageQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.familyMessage(id),
    queryFn: ({ signal }) => api.get<FamilyMessageDetail>(adminMessagePaths.message.url({ id }), { signal }),
    staleTime: 0,
  });
}

/** How many families the message reaches and the chosen one's copy, as it is being written (nothing saved). */
export function familyMessagePreviewQueryOptions(
  input: Omit<MessageDraft, "sendDate" | "sendTime" | "attachmentIds"> & { previewParentId: string | null },
) {
  return queryOptions({
    queryKey: adminKeys.familyMessagePreview(input),
    queryFn: ({ signal }) => api.post<FamilyMessagePreview>(adminMessagePaths.preview.url(), input, { signal }),
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
export function useSaveFamilyMessage(onSaved: (message: FamilyMessageDetail) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string | null; draft: MessageDraft }) =>
      id
        ? api.put<FamilyMessageDetail>(adminMessagePaths.message.url({ id }), draft)
        : api.post<FamilyMessageDetail>(adminMessagePaths.list.url(), draft),
    onSuccess: async (message, { draft }) => {
      // A message sent now leaves with its job, a moment after this answer: the time chosen says which it is.
      toast.success(draft.sendDate ? SCHEDULED_MESSAGE : SENT_MESSAGE, `${message.audience}.`);
      onSaved(message);
      await queryClient.invalidateQueries({ queryKey: adminKeys.familyMessages() });
    },
    onError: (error) => toastApiError(error, SAVE_ERROR_MESSAGE),
  });
}

export function useCancelFamilyMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<FamilyMessageDetail>(adminMessagePaths.cancel.url({ id }), {}),
    onSuccess: async () => {
      toast.success(CANCELLED_MESSAGE, "Aucune famille ne le recevra.");
      await queryClient.invalidateQueries({ queryKey: adminKeys.familyMessages() });
    },
    onError: (error) => toastApiError(error, CANCEL_ERROR_MESSAGE),
  });
}

const ATTACHMENT_UPLOAD_ERROR = "La pièce jointe n'a pas été ajoutée";

/** Sends a file's bytes as they are (the server reads its type from them): its id is what the message names. */
export function useUploadMessageAttachment() {
  return useMutation({
    mutationFn: (file: File) =>
      api.upload<MessageAttachmentView>(adminMessagePaths.attachments.url(), file, { query: { name: file.name } }),
    onError: (error) => toastApiError(error, ATTACHMENT_UPLOAD_ERROR),
  });
}

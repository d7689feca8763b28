import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  adminMessageTemplatePaths,
  type AppliedTemplate,
  type MessageTemplateView,
} from "../../../../../domain/contracts/admin-message-templates.ts";
import { api } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";

/** A template as the form holds it: the server checks its name and fields again. */
export interface TemplateDraft {
  name: string;
  subject: string;
  body: string;
}

export function messageTemplatesQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.messageTemplates(),
    queryFn: ({ signal }) => api.get<MessageTemplateView[]>(adminMessageTemplatePaths.list.url(), { signal }),
  });
}

/** The template's subject and body with the plaine's fields filled in (nothing saved). */
export function useApplyTemplate(onApplied: (applied: AppliedTemplate) => void) {
  return useMutation({
    mutationFn: ({ id, activityId }: { id: string; activityId: string }) =>
      api.post<AppliedTemplate>(adminMessageTemplatePaths.apply.url({ id }), { activityId }),
    onSuccess: onApplied,
    onError: (error) => toastApiError(error, "Le modèle n'a pas pu être appliqué"),
  });
}

/** Adds a template, or changes one (`id`). */
export function useSaveTemplate(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string | null; draft: TemplateDraft }) =>
      id
        ? api.put<MessageTemplateView>(adminMessageTemplatePaths.template.url({ id }), draft)
        : api.post<MessageTemplateView>(adminMessageTemplatePaths.list.url(), draft),
    onSuccess: async (template) => {
      toast.success("Modèle enregistré", `«\u00a0${template.name}\u00a0».`);
      onSaved();
      await queryClient.invalidateQueries({ queryKey: adminKeys.messageTemplates() });
    },
    onError: (error) => toastApiError(error, "Le modèle n'a pas été enregistré"),
  });
}

export function useDeleteTemplate(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: MessageTemplateView) => api.delete<void>(adminMessageTemplatePaths.template.url({ id: template.id })),
    onSuccess: async () => {
      toast.success("Modèle supprimé");
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: adminKeys.messageTemplates() });
    },
    onError: (error) => toastApiError(error, "Le modèle n'a pas été supprimé"),
  });
}

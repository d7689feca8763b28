import type { ZodForm } from "../../../../components/form/use-zod-form.ts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminWaitlistPaths, type AdminWaitlistResponse, type AdminWaitlistEntry } from "../../../../../domain/contracts/waitlist.ts";
import type { WaitlistSettings, waitlistSettingsSchema } from "../../../../../domain/contracts/waitlist-input.ts";
import { api, isSessionExpired } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { showServerErrors } from "../../../../components/form/server-errors.ts";
import { toast } from "../../../../lib/toast.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";

/** Under the plaine's admin keys: a save of the plaine (capacity raised) refreshes its list too. */
const adminWaitlistQueryKey = (activityId: string) => [...adminKeys.activity(activityId), "waitlist"] as const;
const settingsKey = [...adminKeys.all, "waitlist-settings"] as const;

export function adminWaitlistQueryOptions(activityId: string) {
  return queryOptions({
    queryKey: adminWaitlistQueryKey(activityId),
    queryFn: ({ signal }) => api.get<AdminWaitlistResponse>(adminWaitlistPaths.plaine.url({ id: activityId }), { signal }),
    staleTime: 0,
  });
}

const moveEntry = (id: string, direction: "up" | "down") => api.post<void>(adminWaitlistPaths.move.url({ id }), { direction });
const removeEntry = (id: string) => api.delete<void>(adminWaitlistPaths.entry.url({ id }));
const sendOffer = (id: string) => api.post<void>(adminWaitlistPaths.offer.url({ id }));

export function waitlistSettingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get<WaitlistSettings>(adminWaitlistPaths.settings.url(), { signal }),
  });
}

function saveWaitlistSettings(settings: WaitlistSettings): Promise<WaitlistSettings> {
  return api.put<WaitlistSettings>(adminWaitlistPaths.settings.url(), settings);
}

/** Saves how long a waiting-list offer stays open. */
export function useSaveOfferHours(form: ZodForm<typeof waitlistSettingsSchema>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWaitlistSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      form.reset({ offerHours: String(saved.offerHours) });
      toast.success("Durée des offres enregistrée");
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      showServerErrors(form, error);
      toastApiError(error, "La durée n'a pas été enregistrée");
    },
  });
}

/** What an administrator does to a family on the list. */
export type WaitlistAction = { kind: "up" | "down" | "remove" | "offer"; entry: AdminWaitlistEntry };

const DONE: Record<WaitlistAction["kind"], string> = {
  up: "Famille avancée dans la liste",
  down: "Famille reculée dans la liste",
  remove: "Famille retirée de la liste d'attente",
  offer: "Offre envoyée par e-mail",
};

/** Moves, offers or removes a family on a plaine's waiting list; places, list and history refresh. */
export function useWaitlistAction(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, entry }: WaitlistAction) =>
      kind === "remove" ? removeEntry(entry.id) : kind === "offer" ? sendOffer(entry.id) : moveEntry(entry.id, kind),
    onSuccess: (_, action) => toast.success(DONE[action.kind]),
    onError: (error) => toastApiError(error, "Erreur lors de la mise à jour de la liste d'attente", "title"),
    // Places, the list and the plaine's history all move.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.activity(activityId) }),
  });
}

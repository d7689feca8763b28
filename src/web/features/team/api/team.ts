import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type StaffAvailability,
  type StaffHomeResponse,
  type StaffInvitationView,
  staffPaths,
} from "../../../../domain/contracts/staff.ts";
import { api } from "../../../lib/api-client.ts";
import { toastApiError } from "../../../lib/error-toast.ts";
import { toast } from "../../../lib/toast.ts";

/** The plaines of the signed-in person of the team, with their days (and groups). */
export function teamHomeQueryOptions() {
  return queryOptions({
    queryKey: ["staff", "plaines"] as const,
    queryFn: ({ signal }) => api.get<StaffHomeResponse>(staffPaths.home.url(), { signal }),
    select: (answer) => answer.plaines,
    retry: false,
  });
}

export function staffInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["staff-invitation", token] as const,
    queryFn: ({ signal }) => api.get<StaffInvitationView>(staffPaths.invitation.url(), { query: { token }, signal }),
    retry: false,
  });
}

export function useAcceptStaffInvitation(onAccepted: (next: string) => void) {
  return useMutation({
    mutationFn: (token: string) => api.post<{ next: string }>(staffPaths.accept.url(), { token }),
    onSuccess: ({ next }) => onAccepted(next),
    onError: (error) => toastApiError(error, "L'invitation n'a pas pu être acceptée", "title"),
  });
}

const availabilityKey = (id: string) => ["staff", "availability", id] as const;

/** The person's own available days on one of their plaines. */
export function availabilityQueryOptions(id: string) {
  return queryOptions({
    queryKey: availabilityKey(id),
    queryFn: ({ signal }) => api.get<StaffAvailability>(staffPaths.availability.url({ id }), { signal }),
  });
}

/** 'Enregistrer mes disponibilités': the whole set of days replaced (the past ones stay as they were). */
export function useSaveAvailability(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: string[]) => api.put<StaffAvailability>(staffPaths.availability.url({ id }), { days }),
    onSuccess: (answer) => {
      queryClient.setQueryData(availabilityKey(id), answer);
      // The coordination sees its own availability in the plan too.
      void queryClient.invalidateQueries({ queryKey: ["staff", "staff-plan", id] });
      toast.success("Disponibilités enregistrées");
    },
    onError: (error) => toastApiError(error, "Erreur lors de l'enregistrement des disponibilités", "title"),
  });
}

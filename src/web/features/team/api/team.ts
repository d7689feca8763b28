import { queryOptions, useMutation } from "@tanstack/react-query";
import { type StaffHomeResponse, type StaffInvitationView, staffPaths } from "../../../../domain/contracts/staff.ts";
import { api } from "../../../lib/api-client.ts";
import { toastApiError } from "../../../lib/error-toast.ts";

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

import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffPaths, type TeamDay } from "../../../../../domain/contracts/staff.ts";
import type { StaffPresenceAction } from "../../../../../domain/plaine/staff-presence.ts";
import { api } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { type CheckInScope, presenceKeys } from "./presences.ts";

/** 'Équipe du jour' through the routes of each scope (decision 0063, amendment "the team's presence"). */
const TEAM_DAY_PATHS = { admin: staffPaths.adminTeamDay, staff: staffPaths.teamDay };

export function teamDayQueryOptions(id: string, date: string, scope: CheckInScope) {
  return queryOptions({
    queryKey: [...presenceKeys.activity(id, scope), "team-day", date] as const,
    queryFn: ({ signal }) => api.get<TeamDay>(TEAM_DAY_PATHS[scope].url({ id }), { query: { date }, signal }),
    staleTime: 15_000,
    refetchInterval: 30_000,
  });
}

/** An arrival, a departure or a mistaken tap taken back; the day's staffing moves with it. */
export function useTeamPresenceTap(id: string, date: string, scope: CheckInScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, action }: { profileId: string; action: StaffPresenceAction }) =>
      api.post<TeamDay>(TEAM_DAY_PATHS[scope].url({ id }), { date, profileId, action }),
    onSuccess: (answer) => {
      queryClient.setQueryData(teamDayQueryOptions(id, date, scope).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: presenceKeys.activity(id, scope) });
    },
    onError: (error) => toastApiError(error, "Le pointage n'a pas été enregistré", "title"),
  });
}

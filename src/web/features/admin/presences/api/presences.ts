import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  adminPresencePaths,
  type CheckInChildDetails,
  type CheckInTap,
  type CheckInTapResponse,
  type AgeGroupsResponse,
  type AgeGroupView,
  type DaySettingsInput,
  type PlaineDaysResponse,
  type PresenceRoster,
  type TodayOnTheGround,
} from "../../../../../domain/contracts/admin-presences.ts";
import { staffPaths } from "../../../../../domain/contracts/staff.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";

/**
 * Who uses the check-in: an administrator (every group of the plaine), or its team (decision 0063:
 * the groups the person works with that day). The same answers, through the routes of each.
 */
export type CheckInScope = "admin" | "staff";

const CHECK_IN_PATHS = {
  admin: { roster: adminPresencePaths.roster, tap: adminPresencePaths.tap, childDetails: adminPresencePaths.childDetails },
  staff: { roster: staffPaths.roster, tap: staffPaths.tap, childDetails: staffPaths.childDetails },
};

const scopeRoot = (scope: CheckInScope) => (scope === "admin" ? adminKeys.all : (["staff"] as const));

export const presenceKeys = {
  activity: (id: string, scope: CheckInScope = "admin") => [...scopeRoot(scope), "presences", id] as const,
  day: (id: string, date: string | null, scope: CheckInScope = "admin") =>
    [...presenceKeys.activity(id, scope), date ?? "default"] as const,
  /** Apart from the plaine's key: a tap's refresh must not read (and log) an open child's details again. */
  childDetails: (id: string, childId: string, scope: CheckInScope) => [...scopeRoot(scope), "check-in-child", id, childId] as const,
};

/** The day's check-in; without a date, the server picks today or the plaine's nearest day. */
export function rosterQueryOptions(id: string, date: string | null, scope: CheckInScope = "admin") {
  return queryOptions({
    queryKey: presenceKeys.day(id, date, scope),
    queryFn: ({ signal }) => api.get<PresenceRoster>(CHECK_IN_PATHS[scope].roster.url({ id }), { query: { date }, signal }),
    // On a patchy connection the last list stays on screen while a new one is asked for.
    staleTime: 15_000,
    refetchInterval: 30_000,
  });
}

/**
 * One child's details opened from the check-in. The server logs each reading in the medical-access
 * log, so they are read once per opening: never again behind the monitor's back (focus,
 * reconnection), and dropped from memory as soon as the sheet closes.
 */
export function childDetailsQueryOptions(id: string, childId: string, scope: CheckInScope, date: string) {
  return queryOptions({
    queryKey: presenceKeys.childDetails(id, childId, scope),
    // The team's reading names the day worked (the groups of that day); the administrators' needs none.
    queryFn: ({ signal }) =>
      api.get<CheckInChildDetails>(CHECK_IN_PATHS[scope].childDetails.url({ id, childId }), {
        query: scope === "staff" ? { date } : {},
        signal,
      }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function plaineDaysQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...presenceKeys.activity(id), "days"] as const,
    queryFn: ({ signal }) => api.get<PlaineDaysResponse>(adminPresencePaths.days.url({ id }), { signal }),
  });
}

export function todayQueryOptions() {
  return queryOptions({
    queryKey: [...adminKeys.all, "presences", "today"] as const,
    queryFn: ({ signal }) => api.get<TodayOnTheGround>(adminPresencePaths.today.url(), { signal }),
    refetchInterval: 60_000,
  });
}

export function groupsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...presenceKeys.activity(id), "groups"] as const,
    queryFn: ({ signal }) => api.get<AgeGroupsResponse>(adminPresencePaths.groups.url({ id }), { signal }),
  });
}

function saveGroups(id: string, groups: AgeGroupView[]) {
  return api.put<AgeGroupsResponse>(adminPresencePaths.groups.url({ id }), { groups });
}

/** Moves a child to another group of the plaine; null puts them back in the group of their age. */
function moveChildToGroup(id: string, childId: string, groupName: string | null) {
  return api.put<AgeGroupsResponse>(adminPresencePaths.childGroup.url({ id, childId }), { groupName });
}

export function sendTap(id: string, tap: CheckInTap, scope: CheckInScope) {
  return api.post<CheckInTapResponse>(CHECK_IN_PATHS[scope].tap.url({ id }), tap);
}

function saveDay(id: string, date: string, input: DaySettingsInput) {
  return api.put<PresenceRoster>(adminPresencePaths.day.url({ id, date }), input);
}

/** Marks a day of the plaine without activity, or brings it back. */
export function useToggleDay(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, off }: { date: string; off: boolean }) => saveDay(activityId, date, { off }),
    onSuccess: (_, { off }) => {
      toast.success(off ? "Jour marqué sans activité" : "Jour rétabli");
      void queryClient.invalidateQueries({ queryKey: presenceKeys.activity(activityId) });
    },
    onError: (error) => toastApiError(error, "Erreur lors de l'enregistrement", "title"),
  });
}

/** The number of staff of a day; the dashboard's counts move too. */
export function useSaveStaffCount(activityId: string, date: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffCount: number | null) => saveDay(activityId, date, { staffCount }),
    onSuccess: () => {
      onSaved();
      toast.success("Nombre d'animateurs enregistré");
      void queryClient.invalidateQueries({ queryKey: presenceKeys.activity(activityId) });
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, "dashboard"] });
    },
    onError: (error) => toastApiError(error, "Erreur lors de l'enregistrement", "title"),
  });
}

/** The plaine's age groups. */
export function useSaveGroups(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groups: AgeGroupView[]) => saveGroups(activityId, groups),
    onSuccess: () => {
      toast.success("Groupes enregistrés");
      void queryClient.invalidateQueries({ queryKey: presenceKeys.activity(activityId) });
    },
    onError: (error) => toastApiError(error, "Erreur lors de l'enregistrement", "title"),
  });
}

/** Moves a child to a group (null: the group of their age). */
export function useMoveChild(activityId: string, childId: string, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupName: string | null) => moveChildToGroup(activityId, childId, groupName),
    onSuccess: () => {
      toast.success(`${name} a changé de groupe`);
      void queryClient.invalidateQueries({ queryKey: presenceKeys.activity(activityId) });
    },
    onError: (error) => toastApiError(error, "Erreur lors du changement de groupe", "title"),
  });
}

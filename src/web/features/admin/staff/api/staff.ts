import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type PlanCellInput,
  type StaffInvitationInput,
  type StaffListResponse,
  type StaffMemberView,
  staffPaths,
  type StaffPlan,
} from "../../../../../domain/contracts/staff.ts";
import { api } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";

const staffKeys = {
  list: [...adminKeys.all, "staff"] as const,
  plan: (id: string, scope: PlanScope) => [scope === "admin" ? "admin" : "staff", "staff-plan", id] as const,
};

/** Who edits a plaine's plan: an administrator, or the plaine's coordination (decision 0063). */
export type PlanScope = "admin" | "staff";

const planPath = (scope: PlanScope, id: string) => (scope === "admin" ? staffPaths.adminPlan.url({ id }) : staffPaths.plan.url({ id }));

export function staffListQueryOptions() {
  return queryOptions({
    queryKey: staffKeys.list,
    queryFn: ({ signal }) => api.get<StaffListResponse>(staffPaths.list.url(), { signal }),
    select: (answer) => answer.staff,
  });
}

export function useInviteStaff(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffInvitationInput) => api.post<StaffMemberView>(staffPaths.list.url(), input),
    onSuccess: (member) => {
      toast.success(`Invitation envoyée à ${member.email}`);
      onDone();
      void queryClient.invalidateQueries({ queryKey: staffKeys.list });
    },
  });
}

/** 'Renvoyer' (a new link, 7 more days) or 'Révoquer' (the access ends at once). */
export function useStaffAction(action: "resend" | "revoke") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<StaffMemberView>(staffPaths[action].url({ id }), {}),
    onSuccess: (member) => {
      toast.success(action === "resend" ? `Invitation renvoyée à ${member.email}` : `Accès de ${member.name ?? member.email} révoqué`);
      void queryClient.invalidateQueries({ queryKey: staffKeys.list });
      void queryClient.invalidateQueries({ queryKey: ["admin", "staff-plan"] });
    },
    onError: (error) => toastApiError(error, "Erreur lors de l'enregistrement", "title"),
  });
}

export function planQueryOptions(id: string, scope: PlanScope) {
  return queryOptions({
    queryKey: staffKeys.plan(id, scope),
    queryFn: ({ signal }) => api.get<StaffPlan>(planPath(scope, id), { signal }),
  });
}

/** One cell of the plan saved: the people with a group on a day. */
export function useSavePlanCell(id: string, scope: PlanScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cell: PlanCellInput) => api.put<StaffPlan>(planPath(scope, id), cell),
    onSuccess: (plan) => queryClient.setQueryData(staffKeys.plan(id, scope), plan),
    onError: (error) => toastApiError(error, "Erreur lors de l'enregistrement du planning", "title"),
  });
}

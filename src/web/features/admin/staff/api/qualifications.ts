import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type QualificationListResponse, type QualificationView, staffPaths } from "../../../../../domain/contracts/staff.ts";
import type { QualificationKind } from "../../../../../domain/staff/qualifications.ts";
import { api } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";

/** A person's qualifications (decision 0065): the administrators' on 'Équipe', the person's own in 'Mon équipe'. */
const qualificationKeys = {
  person: (profileId: string) => [...adminKeys.all, "staff", "qualifications", profileId] as const,
  mine: ["staff", "qualifications"] as const,
};

export function personQualificationsQueryOptions(profileId: string) {
  return queryOptions({
    queryKey: qualificationKeys.person(profileId),
    queryFn: ({ signal }) => api.get<QualificationListResponse>(staffPaths.personQualifications.url({ id: profileId }), { signal }),
    select: (answer) => answer.qualifications,
  });
}

export function myQualificationsQueryOptions() {
  return queryOptions({
    queryKey: qualificationKeys.mine,
    queryFn: ({ signal }) => api.get<QualificationListResponse>(staffPaths.myQualifications.url(), { signal }),
    select: (answer) => answer.qualifications,
  });
}

/** Where a proof opens: the administrators' route (logged), or the person's own. */
export const proofUrl = (scope: "admin" | "staff", id: string) =>
  scope === "admin" ? staffPaths.qualificationProof.url({ id }) : staffPaths.myQualificationProof.url({ id });

export interface QualificationForm {
  kind: QualificationKind;
  obtainedOn: string;
  issuer: string;
  expiresOn: string;
  file: File;
}

/** The list of the team (its 'Breveté' marks) and the plans' checks follow a person's qualifications; one's own list too (null). */
function useRefreshStaff(profileId: string | null) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: profileId === null ? qualificationKeys.mine : qualificationKeys.person(profileId) });
    void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, "staff"] });
    void queryClient.invalidateQueries({ queryKey: ["admin", "staff-plan"] });
  };
}

/** Adds a qualification: an administrator's for a person (`profileId`), or one's own (null). */
export function useAddQualification(profileId: string | null, onDone: () => void) {
  const refresh = useRefreshStaff(profileId);
  const url = profileId === null ? staffPaths.myQualifications.url() : staffPaths.personQualifications.url({ id: profileId });
  return useMutation({
    mutationFn: ({ file, ...details }: QualificationForm) =>
      api.upload<QualificationView>(url, file, { query: { ...details, name: file.name } }),
    onSuccess: () => {
      toast.success("Qualification ajoutée");
      onDone();
      refresh();
    },
  });
}

export function useDeleteQualification(profileId: string) {
  const refresh = useRefreshStaff(profileId);
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(staffPaths.qualification.url({ id })),
    onSuccess: () => {
      toast.success("Qualification supprimée");
      refresh();
    },
    onError: (error) => toastApiError(error, "Erreur lors de la suppression", "title"),
  });
}

/** An administrator checks what a person declared (its proof opened): it counts from then on. */
export function useConfirmQualification(profileId: string) {
  const refresh = useRefreshStaff(profileId);
  return useMutation({
    mutationFn: (id: string) => api.post<QualificationView>(staffPaths.qualificationConfirm.url({ id })),
    onSuccess: () => {
      toast.success("Qualification vérifiée");
      refresh();
    },
    onError: (error) => toastApiError(error, "Erreur lors de la vérification", "title"),
  });
}

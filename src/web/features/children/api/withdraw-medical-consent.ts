import { childrenPaths, type ChildResponse } from "../../../../domain/contracts/children.ts";
import { api } from "../../../lib/api-client.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Child } from "../../../../domain/child.ts";
import { MEDICAL_CONSENT_WITHDRAWN_MESSAGE } from "../../../../domain/medical-consent.ts";
import { toast } from "../../../lib/toast.ts";
import { childrenKeys } from "../../../lib/query-keys.ts";
import { withSavedChild } from "../children-cache.ts";
import { toastApiError } from "../../../lib/error-toast.ts";

const CHILD_SAVE_ERROR_MESSAGE = "Erreur lors de l'enregistrement";

/** Withdraws the medical consent of a child: the server erases the medical fields and answers the child without them. */
async function withdrawMedicalConsent(id: string): Promise<Child> {
  const { child } = await api.delete<ChildResponse>(childrenPaths.medicalConsent.url({ id }));
  return child;
}

/** Withdraws the consent to keep a child's medical information. */
export function useWithdrawMedicalConsent(onClose: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawMedicalConsent,
    onSuccess: (saved) => {
      queryClient.setQueryData<Child[]>(childrenKeys.list("newest"), (list) => withSavedChild(list, saved));
      void queryClient.invalidateQueries({ queryKey: childrenKeys.all });
      toast.success(MEDICAL_CONSENT_WITHDRAWN_MESSAGE);
      onClose();
    },
    onError: (error) => toastApiError(error, CHILD_SAVE_ERROR_MESSAGE),
  });
}

import { adminPrivacyPaths, type ErasureResponse } from "../../../../../domain/contracts/privacy.ts";
import { api } from "../../../../lib/api-client.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PARENT_ERASED_MESSAGE } from "../../../../../domain/privacy.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";

const ERASE_ERROR = "Le compte n'a pas été supprimé";

/** Erases a parent's account on their request (by e-mail); the server records which administrator did it. */
function eraseParent(parentId: string): Promise<ErasureResponse> {
  return api.post<ErasureResponse>(adminPrivacyPaths.eraseParent.url({ id: parentId }), {});
}

/** Erases a parent's account from the children's page; every admin list refreshes. */
export function useEraseParent(parentId: string, onErased: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => eraseParent(parentId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      toast.success(PARENT_ERASED_MESSAGE);
      onErased();
    },
    onError: (error) => toastApiError(error, ERASE_ERROR),
  });
}

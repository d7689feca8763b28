import { type ErasureResponse, privacyPaths } from "../../../../domain/contracts/privacy.ts";
import { api, isSessionExpired } from "../../../lib/api-client.ts";
import { useMutation } from "@tanstack/react-query";
import { type eraseAccountSchema, type EraseAccountInput } from "../../../../domain/contracts/privacy-input.ts";
import { ACCOUNT_ERASED_MESSAGE } from "../../../../domain/privacy.ts";
import { showServerErrors } from "../../../components/form/server-errors.ts";
import { type ZodForm } from "../../../components/form/use-zod-form.ts";
import { toast } from "../../../lib/toast.ts";
import { toastApiError } from "../../../lib/error-toast.ts";

const ERASE_ERROR_MESSAGE = "Le compte n'a pas été supprimé";

/** Erases the signed-in parent's account; the server checks the password re-typed. */
function eraseAccount(input: EraseAccountInput): Promise<ErasureResponse> {
  return api.post<ErasureResponse>(privacyPaths.erase.url(), input);
}

/** Erases the account, then `leave` takes the person off the signed-in pages. */
export function useEraseAccount(form: ZodForm<typeof eraseAccountSchema>, leave: () => Promise<void>) {
  return useMutation({
    mutationFn: eraseAccount,
    onSuccess: async () => {
      await leave();
      toast.success(ACCOUNT_ERASED_MESSAGE);
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      showServerErrors(form, error);
      toastApiError(error, ERASE_ERROR_MESSAGE);
    },
  });
}

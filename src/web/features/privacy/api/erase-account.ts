import { type ErasureResponse, privacyPaths } from "../../../../domain/contracts/privacy.ts";
import { erasureRefusalDetails } from "../../../../domain/contracts/privacy.ts";
import { api, isApiError, isSessionExpired } from "../../../lib/api-client.ts";
import { useMutation } from "@tanstack/react-query";
import { type eraseAccountSchema, type EraseAccountInput } from "../../../../domain/contracts/privacy-input.ts";
import { showServerErrors } from "../../../components/form/server-errors.ts";
import { type ZodForm } from "../../../components/form/use-zod-form.ts";
import { toastApiError } from "../../../lib/error-toast.ts";

const ERASE_ERROR_MESSAGE = "Le compte n'a pas été supprimé";

/** Erases the signed-in parent's account; the server checks the password re-typed. */
function eraseAccount(input: EraseAccountInput): Promise<ErasureResponse> {
  return api.post<ErasureResponse>(privacyPaths.erase.url(), input);
}

/** The registrations that keep the account, when the server's refusal lists them (shown on the page, not in a toast). */
export function erasureRefusalOf(error: unknown) {
  return isApiError(error) ? erasureRefusalDetails(error.details) : null;
}

/** Erases the account, then `leave` takes the person off the signed-in pages. */
export function useEraseAccount(form: ZodForm<typeof eraseAccountSchema>, leave: () => void) {
  return useMutation({
    mutationFn: eraseAccount,
    onSuccess: leave,
    onError: (error) => {
      if (isSessionExpired(error)) return;
      if (erasureRefusalOf(error)) return;
      showServerErrors(form, error);
      toastApiError(error, ERASE_ERROR_MESSAGE);
    },
  });
}

import { accountPaths } from "../../../../domain/contracts/account.ts";
import { api } from "../../../lib/api-client.ts";
import { useMutation } from "@tanstack/react-query";
import { GENERIC_ERROR_MESSAGE } from "../../../../domain/api-error.ts";
import { toast } from "../../../lib/toast.ts";
import { toastApiError } from "../../../lib/error-toast.ts";

const RESENT_MESSAGE = "Un nouveau lien de confirmation vous a été envoyé. Pensez à vérifier vos courriers indésirables.";

/** Sends a fresh verification link to an address that has not been confirmed yet. */
function sendVerificationEmail(email: string): Promise<unknown> {
  return api.post(accountPaths.sendVerificationEmail.url(), { email });
}

/** Sends a fresh verification link; the server's refusal (too soon) is the toast. */
export function useResendVerification() {
  return useMutation({
    mutationFn: sendVerificationEmail,
    onSuccess: () => toast.success(RESENT_MESSAGE),
    onError: (error) => toastApiError(error, GENERIC_ERROR_MESSAGE, "title"),
  });
}

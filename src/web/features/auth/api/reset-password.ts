import { accountPaths } from "../../../../domain/contracts/account.ts";
import { api } from "../../../lib/api-client.ts";
import { useMutation } from "@tanstack/react-query";
import type { resetPasswordSchema } from "../../../../domain/account-schemas.ts";
import { showServerErrors } from "../../../components/form/server-errors.ts";
import type { ZodForm } from "../../../components/form/use-zod-form.ts";

/** Sets a new password with the token of the e-mailed link (usable once, for one hour). */
function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return api.post(accountPaths.resetPassword.url(), { token, newPassword });
}

/** Sets the new password of a reset link. */
export function useResetPassword(token: string | null, refresh: () => Promise<unknown>, form: ZodForm<typeof resetPasswordSchema>) {
  return useMutation({
    mutationFn: ({ password: newPassword }: { password: string }) => resetPassword(token ?? "", newPassword),
    // Every session of the account has just been closed, this browser's included.
    onSuccess: () => void refresh().catch(() => undefined),
    // The server checks the new password only: its refusal goes under that field.
    onError: (error) => void showServerErrors(form, error, "password"),
  });
}

import { useMutation } from "@tanstack/react-query";
import { accountPaths } from "../../../../domain/contracts/account.ts";
import { api } from "../../../lib/api-client.ts";

/**
 * Asks for a reset link. The server answers the same whether or not the address has an
 * account, so nobody can learn who is registered.
 */
function requestPasswordReset(email: string): Promise<unknown> {
  return api.post(accountPaths.requestPasswordReset.url(), { email, redirectTo: "/reset-password" });
}

/** Asks for a reset link; the page says the same whatever the address. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: ({ email }: { email: string }) => requestPasswordReset(email) });
}

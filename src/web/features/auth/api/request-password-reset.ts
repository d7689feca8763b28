import { api } from "../../../lib/api-client.ts";

/**
 * Asks for a reset link. The server answers the same whether or not the address has an
 * account, so nobody can learn who is registered.
 */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
}

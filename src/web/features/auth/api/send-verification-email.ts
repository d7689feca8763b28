import { api } from "../../../lib/api-client.ts";

/** Sends a fresh verification link to an address that has not been confirmed yet. */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return api.post("/api/auth/send-verification-email", { email });
}

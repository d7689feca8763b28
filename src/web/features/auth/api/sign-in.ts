import { api } from "../../../lib/api-client.ts";

export interface SignInInput {
  email: string;
  password: string;
}

/** Opens a session (an HttpOnly cookie); who signed in is then read from /api/me. */
export function signIn(input: SignInInput): Promise<unknown> {
  return api.post("/api/auth/sign-in/email", input);
}

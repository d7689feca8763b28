import { api } from "../api-client.ts";

export function signOut(): Promise<unknown> {
  return api.post("/api/auth/sign-out", {});
}

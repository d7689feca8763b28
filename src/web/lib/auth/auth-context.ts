import { createContext, useContext } from "react";
import type { CurrentUser } from "./get-me.ts";

export interface AuthState {
  user: CurrentUser | null;
  /** True until the first /api/me answer arrives. */
  isLoading: boolean;
  isAdmin: boolean;
  /** Asks the server again who is signed in (after a login); resolves to that person or null. */
  refresh: () => Promise<CurrentUser | null>;
  /**
   * True once the person has chosen to log out (until the next login): a signed-in-only page
   * they were on then sends them home rather than to the login form.
   */
  signedOutOnPurpose: boolean;
  /** Signs out and says so in a toast; resolves to false when the server refused. */
  logout: () => Promise<boolean>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth doit être utilisé à l'intérieur d'un AuthProvider");
  return state;
}

import { createContext, useContext } from "react";
import type { CurrentUser } from "./api/get-me.ts";

export interface AuthState {
  user: CurrentUser | null;
  /** True until the first /api/me answer arrives. */
  isLoading: boolean;
  isAdmin: boolean;
  /** Signs out and says so in a toast; resolves to false when the server refused. */
  logout: () => Promise<boolean>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth doit être utilisé à l'intérieur d'un AuthProvider");
  return state;
}

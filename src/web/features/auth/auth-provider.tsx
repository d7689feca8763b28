import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useMemo } from "react";
import { GENERIC_ERROR_MESSAGE } from "../../../domain/api-error.ts";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";
import { meQueryKey, meQueryOptions } from "./api/get-me.ts";
import { signOut } from "./api/sign-out.ts";
import { AuthContext, type AuthState } from "./auth-context.ts";

export const LOGOUT_SUCCESS_MESSAGE = "Vous avez été déconnecté avec succès";

/** Public data stays cached across a logout; anything else may belong to the person who left. */
const PUBLIC_QUERY_ROOTS = new Set(["activities", "news"]);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions());
  // A failed check (server down) counts as signed out rather than blocking the page.
  const user = me.data ?? null;

  const logout = useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      toast.error(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      return false;
    }
    queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.has(String(query.queryKey[0])) });
    queryClient.setQueryData(meQueryKey, null);
    toast.success(LOGOUT_SUCCESS_MESSAGE);
    return true;
  }, [queryClient]);

  const value = useMemo<AuthState>(
    () => ({ user, isLoading: me.isPending, isAdmin: user?.isAdmin === true, logout }),
    [user, me.isPending, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

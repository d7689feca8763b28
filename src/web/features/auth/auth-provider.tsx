import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useMemo } from "react";
import { GENERIC_ERROR_MESSAGE } from "../../../domain/api-error.ts";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";
import { meQueryKey, meQueryOptions } from "./api/get-me.ts";
import { signOut } from "./api/sign-out.ts";
import { AuthContext, type AuthState } from "./auth-context.ts";

export const LOGOUT_SUCCESS_MESSAGE = "Vous avez été déconnecté avec succès";

/**
 * Public data stays cached across a logout; anything else may belong to the person who left.
 * The "auth" entry is kept too, but set to null: removing it would detach the observer above.
 */
const KEPT_QUERY_ROOTS = new Set(["activities", "news", meQueryKey[0]]);

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
    queryClient.removeQueries({ predicate: (query) => !KEPT_QUERY_ROOTS.has(String(query.queryKey[0])) });
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

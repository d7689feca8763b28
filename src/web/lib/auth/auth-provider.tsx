import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { LOGOUT_SUCCESS_MESSAGE, SESSION_EXPIRED_MESSAGE } from "../../../domain/session-messages.ts";
import { GENERIC_ERROR_MESSAGE } from "../../../domain/api-error.ts";
import { isApiError, onSessionExpired } from "../api-client.ts";
import { toast } from "../toast.ts";
import { associationQueryKey, legalQueryKey, meQueryKey } from "../query-keys.ts";
import { type CurrentUser, meQueryOptions } from "./get-me.ts";
import { signOut } from "./sign-out.ts";
import { AuthContext, type AuthState } from "./auth-context.ts";

/**
 * Public data stays cached across a logout; anything else may belong to the person who left.
 * The "auth" entry is kept too, but set to null: removing it would detach the observer above.
 */
const KEPT_QUERY_ROOTS = new Set(["activities", "news", legalQueryKey[0], associationQueryKey[0], meQueryKey[0]]);

function forgetSignedInUser(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !KEPT_QUERY_ROOTS.has(String(query.queryKey[0])) });
  queryClient.setQueryData(meQueryKey, null);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions());
  // A failed check (server down) counts as signed out rather than blocking the page.
  const user = me.data ?? null;
  // Committed before the user is forgotten (flushSync below), so the very render that sees
  // "nobody" knows why.
  const [loggedOut, setLoggedOut] = useState(false);

  // A protected API answered 401: the session is over. Forget the person once (several calls
  // may fail together) and say why; RequireAuth then sends them to /login?redirect=<this page>.
  useEffect(
    () =>
      onSessionExpired(() => {
        const wasSignedIn = Boolean(queryClient.getQueryData(meQueryKey));
        setLoggedOut(false);
        forgetSignedInUser(queryClient);
        if (wasSignedIn) toast.error(SESSION_EXPIRED_MESSAGE);
      }),
    [queryClient],
  );

  const refresh = useCallback(async (): Promise<CurrentUser | null> => {
    // Nothing cached for a previous visitor may show to the one who just signed in.
    queryClient.removeQueries({ predicate: (query) => !KEPT_QUERY_ROOTS.has(String(query.queryKey[0])) });
    setLoggedOut(false);
    // Always a new question to the server. A cached answer's age is read from this computer's
    // clock, and may have been timed by another's (the page drawn on the server): a clock behind
    // would keep the visitor the page was drawn for. A check still under way left before the
    // session opened, so it is dropped rather than waited for.
    await queryClient.cancelQueries({ queryKey: meQueryKey, exact: true });
    await queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true, refetchType: "none" });
    return queryClient.fetchQuery(meQueryOptions());
  }, [queryClient]);

  const logout = useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      toast.error(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      return false;
    }
    flushSync(() => setLoggedOut(true));
    forgetSignedInUser(queryClient);
    toast.success(LOGOUT_SUCCESS_MESSAGE);
    return true;
  }, [queryClient]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      isLoading: me.isPending,
      isAdmin: user?.isAdmin === true,
      signedOutOnPurpose: !user && loggedOut,
      refresh,
      logout,
    }),
    [user, me.isPending, loggedOut, refresh, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

import { useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { loginPath, paths } from "../../domain/paths.ts";
import { Spinner } from "../components/ui/spinner.tsx";
import { useAuth } from "../lib/auth/auth-context.ts";

/**
 * The route guards, as layout routes the router puts around every page that needs them
 * (router.tsx): the pages themselves never check who is there.
 *
 * They show their pages only to a signed-in person (an administrator for RequireAdmin).
 * Anonymous visitors, and anyone whose session just expired, go to the login page, which brings
 * them back here afterwards. A signed-in non-administrator is sent to the home page (spec §6),
 * and so is someone who logs out while on a guarded page.
 */
function Guard({ admin }: { admin: boolean }) {
  const { user, isLoading, isAdmin, signedOutOnPurpose } = useAuth();
  const location = useLocation();
  // Whether this page was shown to someone signed in: only then can a logout have happened here.
  const [shownToUser, setShownToUser] = useState(false);
  if (user && !shownToUser) setShownToUser(true);

  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner showLabel />
      </div>
    );
  }
  if (!user) {
    // Someone who just chose "Déconnexion" here goes home, like from any other page.
    if (shownToUser && signedOutOnPurpose) return <Navigate to={paths.home} replace />;
    const here = location.pathname + location.search;
    return <Navigate to={loginPath(here)} replace state={{ from: here }} />;
  }
  if (admin && !isAdmin) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** Signed-in people only (parents and administrators). */
export function RequireAuth() {
  return <Guard admin={false} />;
}

/** Administrators only; other signed-in people go to the home page. */
export function RequireAdmin() {
  return <Guard admin />;
}

import { type ReactNode, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useAuth } from "../auth-context.ts";
import { loginPath } from "../login-path.ts";

/**
 * Shows its children only to a signed-in person (an administrator when `admin` is set).
 * Anonymous visitors, and anyone whose session just expired, go to the login page, which brings
 * them back here afterwards. A signed-in non-administrator is sent to the home page (spec §6),
 * and so is someone who logs out while on the page.
 */
export function RequireAuth({ children, admin = false }: { children: ReactNode; admin?: boolean }) {
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
    if (shownToUser && signedOutOnPurpose) return <Navigate to="/" replace />;
    const here = location.pathname + location.search;
    return <Navigate to={loginPath(here)} replace state={{ from: here }} />;
  }
  if (admin && !isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}

import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useAuth } from "../auth-context.ts";
import { loginPath } from "../login-path.ts";

/**
 * Shows its children only to a signed-in person (an administrator when `admin` is set).
 * Anonymous visitors go to the login page, which brings them back here afterwards.
 */
export function RequireAuth({ children, admin = false }: { children: ReactNode; admin?: boolean }) {
  const { user, isLoading, isAdmin } = useAuth();
  const location = useLocation();

  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner showLabel />
      </div>
    );
  }
  if (!user) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (admin && !isAdmin) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}

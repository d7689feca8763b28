import { Navigate, Outlet } from "react-router";
import { useAuth } from "../../auth/auth-context.ts";
import { RequireAuth } from "../../auth/components/require-auth.tsx";

/** Administrators have their own space; the parent dashboard sends them there (spec §6). */
function ParentsOnly() {
  const { isAdmin } = useAuth();
  return isAdmin ? <Navigate to="/admin" replace /> : <Outlet />;
}

/** /dashboard and its sub-pages: signed-in parents only. */
export function DashboardLayout() {
  return (
    <RequireAuth>
      <ParentsOnly />
    </RequireAuth>
  );
}

import { Navigate, Outlet } from "react-router";
import { paths } from "../../../../domain/paths.ts";
import { useAuth } from "../../../lib/auth/auth-context.ts";

/**
 * /dashboard and its sub-pages: signed-in parents only. The router's RequireAuth guard
 * (app/guards.tsx) keeps visitors out; administrators have their own space, so the parent
 * dashboard sends them there (spec §6).
 */
export function DashboardLayout() {
  const { isAdmin } = useAuth();
  return isAdmin ? <Navigate to={paths.admin} replace /> : <Outlet />;
}

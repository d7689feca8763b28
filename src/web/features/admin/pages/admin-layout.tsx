import { Outlet } from "react-router";

/** /admin and its sub-pages: administrators only (the router's RequireAdmin guard, app/guards.tsx). */
export function AdminLayout() {
  return <Outlet />;
}

import { Outlet } from "react-router";
import { RequireAuth } from "../../auth/components/require-auth.tsx";

/** /admin and its sub-pages: administrators only; others are sent to the home page. */
export function AdminLayout() {
  return (
    <RequireAuth admin>
      <Outlet />
    </RequireAuth>
  );
}

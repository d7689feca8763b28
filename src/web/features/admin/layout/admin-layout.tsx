import { Outlet } from "react-router";
import { AdminMenu } from "./admin-menu.tsx";
import { AdminNav } from "./admin-nav.tsx";

/**
 * /admin and its sub-pages (the router lets administrators only in, app/guards.tsx). A sidebar of
 * the areas on wide screens, a folding menu above the page on narrower ones; each page keeps its
 * own width and margins (Container) inside the column it is given.
 */
export function AdminLayout() {
  return (
    <div className="mx-auto w-full max-w-7xl lg:flex lg:gap-2 lg:pl-6">
      <aside className="hidden w-60 shrink-0 lg:block">
        <AdminNav className="sticky top-20 py-10 sm:py-12" />
      </aside>
      <div className="px-4 pt-6 sm:px-6 lg:hidden">
        <AdminMenu />
      </div>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}

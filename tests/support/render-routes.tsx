import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { createQueryClient } from "../../src/web/app/query-client.ts";
import { Toaster } from "../../src/web/components/ui/toaster.tsx";

/**
 * Like renderWithApp, for pages that need the app's kind of router (a data router: useBlocker,
 * the unsaved-changes guard) or move between addresses: `routes` at `path`, and the router, whose
 * `state.location` tells where the page went.
 */
export function renderRoutes(routes: RouteObject[], { path = "/" }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}

import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from "react-router";
import { createQueryClient } from "../../src/web/app/query-client.ts";
import { Toaster } from "../../src/web/components/ui/toaster.tsx";

/** What a data router shows once the page left its route: the address it went to. */
function LeftTo() {
  const { pathname } = useLocation();
  return <p data-testid="left-to">{pathname}</p>;
}

/**
 * Renders a piece of the app the way the real one is wrapped: a fresh query cache (no retries,
 * so a refused call shows at once), a router at `path`, and the toaster. With `route` (e.g.
 * "/admin/news/:id/edit") the router is a data router, as the app's is: the page reads its
 * parameters and may block a navigation (useBlocker); any other address shows where it went.
 */
export function renderWithApp(ui: ReactNode, { path = "/", route }: { path?: string; route?: string } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = route
    ? createMemoryRouter(
        [
          { path: route, element: ui },
          { path: "*", element: <LeftTo /> },
        ],
        { initialEntries: [path] },
      )
    : null;
  const view = render(
    <QueryClientProvider client={queryClient}>
      {router ? <RouterProvider router={router} /> : <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}

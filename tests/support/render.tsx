import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { createQueryClient } from "../../src/web/app/query-client.ts";
import { AuthProvider } from "../../src/web/lib/auth/auth-provider.tsx";
import { Toaster } from "../../src/web/components/ui/toaster.tsx";

/**
 * Renders a piece of the app the way the real one is wrapped: a fresh query cache (no retries,
 * so a refused call shows at once), a router at `path`, and the toaster.
 */
export function renderWithApp(ui: ReactNode, { path = "/" }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** Renders a piece of the app inside its AuthProvider, which first asks the server who is signed in. */
export function renderWithAuth(ui: ReactNode, options?: { path?: string }) {
  return renderWithApp(<AuthProvider>{ui}</AuthProvider>, options);
}

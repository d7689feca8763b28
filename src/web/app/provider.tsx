import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from "react";
import { AuthProvider } from "../lib/auth/auth-provider.tsx";
import { isToasterWanted, onToasterWanted } from "../lib/toast.ts";
import { createQueryClient } from "./query-client.ts";

interface AppProviderProps {
  children: ReactNode;
  /** A cache that already holds the page's data (drawn on the server); a fresh one otherwise. */
  queryClient?: QueryClient;
}

const Toaster = lazy(() => import("../components/ui/toaster.tsx").then((module) => ({ default: module.Toaster })));

/**
 * The toaster, drawn once a toast asks for it (lib/toast.ts): never on the server (a toast is
 * never part of a page), never while the browser hydrates the server's page, so both draw the same.
 */
function DeferredToaster() {
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Everything the pages rely on: the query cache, who is signed in, and where toasts appear. */
export function AppProvider({ children, queryClient: given }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}

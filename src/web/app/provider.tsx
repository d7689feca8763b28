import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "../components/ui/toaster.tsx";
import { AuthProvider } from "../lib/auth/auth-provider.tsx";
import { createQueryClient } from "./query-client.ts";

interface AppProviderProps {
  children: ReactNode;
  /** A cache that already holds the page's data (drawn on the server); a fresh one otherwise. */
  queryClient?: QueryClient;
}

/** Everything the pages rely on: the query cache, who is signed in, and where toasts appear. */
export function AppProvider({ children, queryClient: given }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster />
    </QueryClientProvider>
  );
}

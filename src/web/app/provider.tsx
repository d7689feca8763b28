import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "../components/ui/toaster.tsx";
import { AuthProvider } from "../lib/auth/auth-provider.tsx";
import { createQueryClient } from "./query-client.ts";

/** Everything the pages rely on: the query cache, who is signed in, and where toasts appear. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Toaster />
    </QueryClientProvider>
  );
}

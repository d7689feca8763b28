import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";

afterEach(() => {
  // Testing Library unmounts what a test rendered only when test globals are on; they are not here.
  cleanup();
  // Toasts live in a module-wide store: one test's toasts must not show in the next.
  toast.dismiss();
  // A worker runs file after file in one module graph (vitest.config.ts): what a test stubbed or
  // spied on must not reach the next file.
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

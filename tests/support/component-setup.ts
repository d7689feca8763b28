import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach } from "vitest";

afterEach(() => {
  // Testing Library unmounts what a test rendered only when test globals are on; they are not here.
  cleanup();
  // Toasts live in a module-wide store: one test's toasts must not show in the next.
  toast.dismiss();
});

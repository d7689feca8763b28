import { toast as sonner } from "sonner";

const LOADING_MESSAGE = "Chargement...";

/**
 * The one way the app shows toasts, so every message looks and lasts the same
 * (duration and position are set once on the <Toaster>).
 */
export const toast = {
  success: (message: string, description?: string) => sonner.success(message, { description }),
  error: (message: string, description?: string) => sonner.error(message, { description }),
  warning: (message: string, description?: string) => sonner.warning(message, { description }),
  info: (message: string, description?: string) => sonner.info(message, { description }),
  /** A spinner with 'Chargement...'; returns the id to replace or dismiss it later. */
  loading: (message: string = LOADING_MESSAGE) => sonner.loading(message),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};

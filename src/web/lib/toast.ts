const LOADING_MESSAGE = "Chargement...";

/**
 * Sonner, and the <Toaster> that shows its toasts, are fetched with the first toast: no page
 * needs one to paint, and they would be a tenth of a parent page's first JavaScript. The first
 * toast asks for the toaster (app/provider.tsx draws it once asked) and waits until it listens.
 */
let toasterWanted = false;
const listeners = new Set<() => void>();
let toasterMounted: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

/** Called by the <Toaster> once it listens: a toast sent before would be lost. */
export function markToasterMounted(): void {
  toasterMounted();
}

/** Whether a toast has asked for the toaster (for useSyncExternalStore). */
export const isToasterWanted = () => toasterWanted;

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function sonner() {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  return toasterReady.then(() => import("sonner")).then((module) => module.toast);
}

let loadingToasts = 0;

/**
 * The one way the app shows toasts, so every message looks and lasts the same
 * (duration and position are set once on the <Toaster>).
 */
export const toast = {
  success: (message: string, description?: string) => void sonner().then((show) => show.success(message, { description })),
  error: (message: string, description?: string) => void sonner().then((show) => show.error(message, { description })),
  warning: (message: string, description?: string) => void sonner().then((show) => show.warning(message, { description })),
  info: (message: string, description?: string) => void sonner().then((show) => show.info(message, { description })),
  /** A spinner with 'Chargement...'; returns the id to replace or dismiss it later. */
  loading: (message: string = LOADING_MESSAGE) => {
    loadingToasts += 1;
    const id = `chargement-${loadingToasts}`;
    void sonner().then((show) => show.loading(message, { id }));
    return id;
  },
  dismiss: (id?: string | number) => void sonner().then((show) => show.dismiss(id)),
};

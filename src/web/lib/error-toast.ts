import { isApiError, isSessionExpired } from "./api-client.ts";
import { toast } from "./toast.ts";

/**
 * Where a refusal's own French sentence goes in the toast:
 * - "description": under the page's title for the failure (the default);
 * - "title": it is the toast; the page's message only when no server answered;
 * - "title-on-conflict": a 409's sentence (it names what blocks the change) is the toast, other refusals as "description";
 * - "title-on-client-error": a 4xx's sentence is the toast, otherwise the page's message alone.
 */
export type ServerSentence = "description" | "title" | "title-on-conflict" | "title-on-client-error";

/**
 * The one error toast of a change that failed (every feature's mutation hooks call it). An expired
 * session shows nothing more: its own toast and the way back to the login page are already on.
 */
export function toastApiError(error: unknown, message: string, sentence: ServerSentence = "description"): void {
  if (isSessionExpired(error)) return;
  if (!isApiError(error)) return toast.error(message);
  switch (sentence) {
    case "title":
      return toast.error(error.message);
    case "title-on-conflict":
      return error.status === 409 ? toast.error(error.message) : toast.error(message, error.message);
    case "title-on-client-error":
      return toast.error(error.isClientError ? error.message : message);
    case "description":
      return toast.error(message, error.message);
  }
}

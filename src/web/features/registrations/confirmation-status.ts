import { CONFIRMATION_MESSAGES, type ConfirmationState } from "../../../domain/registration.ts";

/** While the e-mail is being sent the success page asks again this often... */
const CONFIRMATION_POLL_INTERVAL_MS = 1500;
/** ...for a minute at most: the outbox keeps retrying on its own, the page stops watching. */
export const CONFIRMATION_POLL_LIMIT_MS = 60_000;

/** React Query's refetchInterval: 1.5 s while 'sending' and the minute is not over, else no more asking. */
export function confirmationPollInterval(state: ConfirmationState | undefined, since: number, now: number): number | false {
  return state === "sending" && now - since < CONFIRMATION_POLL_LIMIT_MS ? CONFIRMATION_POLL_INTERVAL_MS : false;
}

/** Still 'sending' when the page stopped asking (the answer read at `readAt`). */
export function confirmationTimedOut(state: ConfirmationState | undefined, since: number, readAt: number): boolean {
  return state === "sending" && readAt - since >= CONFIRMATION_POLL_LIMIT_MS;
}

export const CONFIRMATION_DELAYED_MESSAGE =
  "L'envoi de l'e-mail de confirmation prend plus de temps que prévu. Il vous parviendra dans quelques minutes\u00a0; les instructions de virement restent disponibles dans «\u00a0Mes inscriptions\u00a0».";

export type ConfirmationToast = { tone: "success" | "info" | "warning"; message: string };

/**
 * The toast a final state deserves (spec §7-8); none while sending. A card payment's page passes
 * its own failure message ('Paiement réussi mais …'), a transfer's keeps 'Inscription réussie mais …'.
 */
export function confirmationToast(state: ConfirmationState, errorMessage: string = CONFIRMATION_MESSAGES.error): ConfirmationToast | null {
  switch (state) {
    case "sent":
      return { tone: "success", message: CONFIRMATION_MESSAGES.sent };
    case "already_sent":
      return { tone: "info", message: CONFIRMATION_MESSAGES.already_sent };
    case "error":
      return { tone: "warning", message: errorMessage };
    case "sending":
      return null;
  }
}

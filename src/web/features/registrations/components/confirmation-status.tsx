import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { CONFIRMATION_MESSAGES, type ConfirmationState } from "../../../../domain/registration.ts";
import { Alert, type AlertTone } from "../../../components/ui/alert.tsx";
import { isSessionExpired } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { confirmationQueryOptions } from "../api/get-confirmation.ts";
import { CONFIRMATION_DELAYED_MESSAGE, confirmationTimedOut, confirmationToast } from "../confirmation-status.ts";

const CONFIRMATION_UNKNOWN_MESSAGE = "Impossible de vérifier l'envoi de l'e-mail de confirmation pour le moment.";

/**
 * The visits (history entries) whose toast was shown: once per visit, even if the page is
 * drawn again (a session check, a refetch) while the parent stays on it.
 */
const toastedVisits = new Set<string>();

const TONES: Record<ConfirmationState, AlertTone> = {
  sending: "info",
  sent: "success",
  already_sent: "success",
  error: "warning",
};

/**
 * Where the confirmation e-mail stands, in a status region screen readers announce. The server
 * sent (or is sending) it once, at submission: this only watches, every 1.5 s for a minute while
 * it is on its way, and shows the spec's toast once per visit when it is known.
 */
export function ConfirmationStatus({
  registrationId,
  errorMessage = CONFIRMATION_MESSAGES.error,
}: {
  registrationId: string;
  /** The card payment's page says 'Paiement réussi mais …' where a transfer's says 'Inscription réussie mais …'. */
  errorMessage?: string;
}) {
  const [since] = useState(() => Date.now());
  const confirmation = useQuery(confirmationQueryOptions(registrationId, since));
  const state = confirmation.data;
  const visit = `${useLocation().key}:${registrationId}`;

  useEffect(() => {
    const shown = state ? confirmationToast(state, errorMessage) : null;
    if (!shown || toastedVisits.has(visit)) return;
    toastedVisits.add(visit);
    toast[shown.tone](shown.message);
  }, [state, visit, errorMessage]);

  if (!state) {
    if (confirmation.error && !isSessionExpired(confirmation.error)) {
      return <Alert tone="info" role="status" title={CONFIRMATION_UNKNOWN_MESSAGE} />;
    }
    // The first answer is on its way: the region exists already, so its first message is announced.
    return <Alert tone="info" role="status" title={CONFIRMATION_MESSAGES.sending} />;
  }
  const delayed = confirmationTimedOut(state, since, confirmation.dataUpdatedAt);
  return (
    <Alert tone={TONES[state]} role="status" title={state === "error" ? errorMessage : CONFIRMATION_MESSAGES[state]}>
      {delayed ? CONFIRMATION_DELAYED_MESSAGE : null}
    </Alert>
  );
}

import { useEffect } from "react";
import { GENERIC_ERROR_MESSAGE } from "../../domain/api-error.ts";
import { isApiError, isSessionExpired } from "../lib/api-client.ts";
import { toast } from "../lib/toast.ts";
import { Alert } from "./ui/alert.tsx";
import { Button } from "./ui/button.tsx";

/** A page's data did not load: the spec's French title, the server's reason, and a way to try again. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying = false,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div className="space-y-4">
      <Alert tone="error" title={title}>
        {isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE}
      </Alert>
      <Button variant="outline" disabled={retrying} onClick={onRetry}>
        Réessayer
      </Button>
    </div>
  );
}

/** The spec's toast for a failed load (e.g. 'Erreur lors du chargement des enfants'); an expired session has its own. */
export function useLoadErrorToast(error: unknown, message: string): void {
  useEffect(() => {
    if (error && !isSessionExpired(error)) toast.error(message);
  }, [error, message]);
}

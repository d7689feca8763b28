import { type ReactNode, useEffect } from "react";
import { GENERIC_ERROR_MESSAGE } from "../../domain/api-error.ts";
import { isApiError, isSessionExpired } from "../lib/api-client.ts";
import { toast } from "../lib/toast.ts";
import { Alert } from "./ui/alert.tsx";
import { Button } from "./ui/button.tsx";
import { Container } from "./ui/container.tsx";

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

/** A public page's plaine or article did not load (unknown, removed, or the server failed): why, in its own page, and the way on. */
export function PageLoadError({ title, error, children }: { title: string; error: unknown; children: ReactNode }) {
  return (
    <Container className="py-16">
      <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        <p className="mt-3 text-muted">{isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE}</p>
        {children}
      </div>
    </Container>
  );
}

/** The spec's toast for a failed load (e.g. 'Erreur lors du chargement des enfants'); an expired session has its own. */
export function useLoadErrorToast(error: unknown, message: string): void {
  useEffect(() => {
    if (error && !isSessionExpired(error)) toast.error(message);
  }, [error, message]);
}

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadError } from "./load-error.tsx";

/**
 * The shell of what a page shows from one query: its skeleton while it first loads, the spec's
 * error title with the server's reason and 'Réessayer' when it failed (framed as the page wants),
 * its empty state when the answer holds nothing, and otherwise what the page draws from the data.
 * A failed refetch shows the error in place of the data, unless `keepDataOnError`: then data
 * already shown stays shown (the toast still says the refresh failed).
 */
export function QueryView<TData>({
  query,
  loading,
  errorTitle,
  errorFrame = (error) => error,
  isEmpty,
  empty,
  keepDataOnError = false,
  children,
}: {
  query: UseQueryResult<TData>;
  loading: ReactNode;
  errorTitle: string;
  errorFrame?: (error: ReactNode) => ReactNode;
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  keepDataOnError?: boolean;
  children: (data: TData) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.data === undefined || (query.isError && !keepDataOnError)) {
    return errorFrame(
      <LoadError title={errorTitle} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />,
    );
  }
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}

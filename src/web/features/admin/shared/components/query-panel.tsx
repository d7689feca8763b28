import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Alert } from "../../../../components/ui/alert.tsx";
import { isApiError } from "../../../../lib/api-client.ts";

interface QueryPanelProps<TData> {
  query: UseQueryResult<TData>;
  /** Shown while the query first loads. */
  loading: ReactNode;
  /** The alert's title where it failed, above the server's reason. */
  errorTitle: string;
  children: (data: TData) => ReactNode;
}

/** A settings panel drawn from one query: its placeholder while it loads, the error where it failed, else the panel. */
export function QueryPanel<TData>({ query, loading, errorTitle, children }: QueryPanelProps<TData>) {
  if (query.isPending) return loading;
  if (query.isError)
    return (
      <Alert tone="error" title={errorTitle}>
        {isApiError(query.error) ? query.error.message : null}
      </Alert>
    );
  return children(query.data);
}

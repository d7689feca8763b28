import type { UseQueryResult } from "@tanstack/react-query";
import RefreshCw from "lucide-react/icons/refresh-cw";
import { Button } from "../../../../components/ui/button.tsx";

/** 'Actualiser' for a section of the settings page: reads its list again, disabled while it does. */
export function RefreshButton({ query }: { query: Pick<UseQueryResult, "refetch" | "isFetching"> }) {
  return (
    <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
      <RefreshCw aria-hidden="true" className="size-4" />
      Actualiser
    </Button>
  );
}

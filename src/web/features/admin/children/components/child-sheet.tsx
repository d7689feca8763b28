import { useQuery } from "@tanstack/react-query";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { LoadError } from "../../../../components/load-error.tsx";
import { Sheet } from "../../../../components/ui/sheet.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { adminChildSheetQueryOptions } from "../api/get-child-sheet.ts";
import { ChildFile } from "./child-file.tsx";

const SHEET_LOAD_ERROR = "Impossible de charger la fiche de l'enfant";
const DEFAULT_TITLE = "Fiche de l'enfant";

/** Read only while the sheet is open: each reading that shows medical information is recorded. */
function ChildSheetContent({ childId, onClose }: { childId: string; onClose: () => void }) {
  const sheet = useQuery(adminChildSheetQueryOptions(childId));
  if (sheet.isPending) {
    return (
      <div className="space-y-4">
        <Spinner showLabel />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (sheet.error) {
    return <LoadError title={SHEET_LOAD_ERROR} error={sheet.error} onRetry={() => void sheet.refetch()} retrying={sheet.isFetching} />;
  }
  const { child } = sheet.data;
  return (
    <div className="space-y-6">
      <p className="text-muted" data-testid="child-sheet-age">
        {child.ageLabel} · date de naissance&nbsp;: {formatDateFr(child.birthDate)}
      </p>
      <ChildFile sheet={sheet.data} onParentErased={onClose} />
    </div>
  );
}

/**
 * The sheet of the child whose id the address holds (null: closed). Mounted with the page, so
 * closing it gives the focus back to the row's link that opened it. The title is the name the list
 * already shows.
 */
export function ChildSheet({ childId, title, onClose }: { childId: string | null; title?: string; onClose: () => void }) {
  return (
    <Sheet open={childId !== null} onClose={onClose} title={title ?? DEFAULT_TITLE}>
      {childId !== null && <ChildSheetContent childId={childId} onClose={onClose} />}
    </Sheet>
  );
}

import { Skeleton } from "../../../../components/ui/skeleton.tsx";

/** The shape of the list while it loads: a few rows of thumbnail, title and figures. */
export function ActivityListSkeleton() {
  return (
    <div className="space-y-4" data-testid="activity-list-skeleton">
      <Skeleton className="h-10 w-full max-w-sm rounded-xl" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-4">
          <Skeleton className="h-12 w-20 shrink-0 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3 max-w-xs" />
            <Skeleton className="h-3 w-1/3 max-w-32" />
          </div>
          <Skeleton className="hidden h-4 w-40 md:block" />
          <Skeleton className="hidden h-4 w-24 md:block" />
        </div>
      ))}
    </div>
  );
}

import { Skeleton } from "../../../../components/ui/skeleton.tsx";

/** The shape of the page while it loads: two plaines with a few rows each. */
export function RegistrationsSkeleton() {
  return (
    <div className="space-y-4" data-testid="registrations-skeleton">
      {[0, 1].map((group) => (
        <div key={group} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
          <div className="flex items-center justify-between gap-4">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3 max-w-xs" />
              <Skeleton className="h-3 w-1/2 max-w-52" />
            </div>
            <Skeleton className="h-7 w-28 rounded-full" />
          </div>
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex items-center gap-4">
              <Skeleton className="size-4 shrink-0" />
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="hidden h-9 w-32 rounded-lg md:block" />
              <Skeleton className="hidden h-9 w-32 rounded-lg md:block" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

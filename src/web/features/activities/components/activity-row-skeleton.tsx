import { Skeleton } from "../../../components/ui/skeleton.tsx";

export function ActivityRowSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white sm:flex-row">
      <Skeleton className="aspect-video rounded-none sm:w-72" />
      <div className="flex-1 space-y-3 p-5">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}

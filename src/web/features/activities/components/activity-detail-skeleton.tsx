import { Skeleton } from "../../../components/ui/skeleton.tsx";

export function ActivityDetailSkeleton() {
  return (
    <div role="status" aria-label="Chargement de la plaine" className="space-y-6">
      <Skeleton className="aspect-video max-h-[28rem] w-full rounded-2xl" />
      <Skeleton className="h-9 w-2/3" />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
        <Skeleton className="h-56 w-full rounded-2xl" />
      </div>
    </div>
  );
}

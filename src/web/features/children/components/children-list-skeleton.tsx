import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";

/** Two grey cards the shape of a child's card, while the list loads. */
export function ChildrenListSkeleton() {
  return (
    <div className="space-y-4">
      <Spinner />
      {[0, 1].map((card) => (
        <div key={card} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-64 max-w-full" />
          <Skeleton className="h-4 w-32" />
        </div>
      ))}
    </div>
  );
}

import { Spinner } from "../ui/spinner.tsx";

/** While the first page's code arrives. */
export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner showLabel />
    </div>
  );
}

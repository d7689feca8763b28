import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";
import { Spinner } from "./spinner.tsx";

/** A grey placeholder with the shape of content still loading; hidden from screen readers. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-slate-200", className)} {...props} />;
}

/**
 * The placeholder of a whole block while it loads: its bars (their sizes) one under the other,
 * announced as loading `label`; without a label, a spinning wheel above them says "Chargement...".
 * A `busy` block is marked aria-busy instead, its bars alone.
 */
export function SkeletonStack({ label, busy, className, bars }: { label?: string; busy?: boolean; className: string; bars: string[] }) {
  return (
    <div role={label ? "status" : undefined} aria-label={label} aria-busy={busy || undefined} className={className}>
      {!label && !busy && <Spinner />}
      {bars.map((bar, index) => (
        <Skeleton key={index} className={bar} />
      ))}
    </div>
  );
}

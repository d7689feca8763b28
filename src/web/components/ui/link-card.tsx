import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn.ts";
import { Skeleton } from "./skeleton.tsx";

interface LinkCardProps {
  testId: string;
  /** As tall as its place in a grid, so a row of cards lines up. */
  fill?: boolean;
  /** "row" puts the picture beside the text on wide screens, as in a list. */
  layout?: "stacked" | "row";
  children: ReactNode;
}

/** A teaser card (a plaine, an article) that opens its page from anywhere on it, through its LinkCardTitle. */
export function LinkCard({ testId, fill = false, layout = "stacked", children }: LinkCardProps) {
  return (
    <article
      data-testid={testId}
      className={cn(
        "group relative flex",
        fill && "h-full",
        "flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg",
        layout === "row" && "sm:flex-row",
      )}
    >
      {children}
    </article>
  );
}

/** The card's title as its link: its ::after covers the whole card, so screen readers hear only the title. */
export function LinkCardTitle({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800">
      {children}
    </Link>
  );
}

/**
 * A card's placeholder while it loads: the picture, then a bar per line of text (`lines`, their
 * heights and widths). "row" puts the picture beside the text on wide screens, as in a list.
 */
export function LinkCardSkeleton({ lines, layout = "stacked" }: { lines: string[]; layout?: "stacked" | "row" }) {
  const row = layout === "row";
  return (
    <div className={cn(row && "flex flex-col", "overflow-hidden rounded-2xl border border-slate-200 bg-white", row && "sm:flex-row")}>
      <Skeleton className={cn("aspect-video rounded-none", row && "sm:w-72")} />
      <div className={cn(row && "flex-1", "space-y-3 p-5")}>
        {lines.map((line, index) => (
          <Skeleton key={index} className={line} />
        ))}
      </div>
    </div>
  );
}

import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";

/** A page's title (its only h1), the same size on every page. */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }) {
  return <h1 className={cn(className, "text-3xl font-extrabold tracking-tight text-ink sm:text-4xl")}>{children}</h1>;
}

interface PageHeaderProps {
  title: ReactNode;
  /** The sentence under the title. */
  subtitle?: ReactNode;
  /** Spacing around the block (margins); the gap between title and subtitle is fixed. */
  className?: string;
  /** "div" where the block sits inside a larger header (next to an action, with a badge). */
  as?: "header" | "div";
}

/** The title of a page and the sentence that says what it is for. */
export function PageHeader({ title, subtitle, className, as: Tag = "header" }: PageHeaderProps) {
  return (
    <Tag className={cn(className, "space-y-2")}>
      <PageTitle>{title}</PageTitle>
      {subtitle !== undefined && <p className="text-muted">{subtitle}</p>}
    </Tag>
  );
}

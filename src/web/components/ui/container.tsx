import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";

/** The page's readable width, with the same side margins everywhere. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6", className)} {...props} />;
}

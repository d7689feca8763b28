import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";

export type BadgeTone = "neutral" | "brand" | "danger" | "warning" | "success";

// Dark text on pale backgrounds (or white on deep red) keeps every tone above 4.5:1.
const TONES: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-800",
  brand: "bg-brand-100 text-brand-900",
  danger: "bg-red-700 text-white",
  warning: "bg-amber-100 text-amber-900 ring-1 ring-amber-300",
  success: "bg-emerald-100 text-emerald-900",
};

export function Badge({ tone = "neutral", className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", TONES[tone], className)}
      {...props}
    />
  );
}

import { type ReactNode, useId } from "react";
import { cn } from "../../../../lib/cn.ts";

/** The look of every select of the administration's lists: as tall as a small button, wide enough to tap on a phone. */
export const SELECT_CLASSES =
  "h-9 rounded-lg border border-slate-300 bg-white pr-8 pl-2.5 text-sm text-ink focus:border-brand-700 disabled:opacity-60";

const FILTER_LABEL_CLASSES = "text-xs font-semibold tracking-wide text-muted uppercase";

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first choice, no filter: "Tous" unless the list names it otherwise. */
  allLabel?: string;
  children: ReactNode;
  className?: string;
}

/** A filter's label above its control, tied to it by id. */
function FilterFrame({ label, className, children }: { label: string; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={cn("flex min-w-0 flex-col gap-1", className)}>
      <label htmlFor={id} className={FILTER_LABEL_CLASSES}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A list's filter as a select, its label above; the first choice filters nothing. */
export function FilterSelect({ label, value, onChange, allLabel = "Tous", children, className }: FilterSelectProps) {
  return (
    <FilterFrame label={label} className={className}>
      {(id) => (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={cn(SELECT_CLASSES, "h-10 w-full")}>
          <option value="">{allLabel}</option>
          {children}
        </select>
      )}
    </FilterFrame>
  );
}

/** A list's filter as a calendar day (YYYY-MM-DD), its label above; empty filters nothing. */
export function FilterDate({ label, value, onChange, className }: Omit<FilterSelectProps, "children" | "allLabel">) {
  return (
    <FilterFrame label={label} className={className}>
      {(id) => (
        <input
          id={id}
          type="date"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-ink focus:border-brand-700"
        />
      )}
    </FilterFrame>
  );
}

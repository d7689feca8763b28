import type { ReactNode } from "react";

/** "3 lignes sélectionnées" and what can be done to them; announced politely as the count changes. */
export function BulkActionBar({ count, children }: { count: number; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-2.5">
      <p role="status" className="text-sm font-semibold text-brand-900">
        {count === 1 ? "1 ligne sélectionnée" : `${count} lignes sélectionnées`}
      </p>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

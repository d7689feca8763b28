import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, useState } from "react";
import { formatDateRangeFr } from "../../../../../domain/dates.ts";
import { Card } from "../../../../components/ui/card.tsx";
import { cn } from "../../../../lib/cn.ts";
import { groupTotals, type VisibleGroup } from "../registration-groups.ts";
import type { ListFilters } from "../registration-filters-url.ts";
import { ExportLinks } from "./export-links.tsx";
import { RegistrationTable } from "./registration-table.tsx";

function countLabel(shown: number, total: number): string {
  const all = total === 1 ? "1 inscription" : `${total} inscriptions`;
  return shown === total ? all : `${shown} sur ${all}`;
}

interface RegistrationGroupSectionProps {
  visible: VisibleGroup;
  filters: ListFilters;
  medical: boolean;
}

/** One plaine: a header that folds its rows away (dates, count, amounts), its exports and its table. */
export function RegistrationGroupSection({ visible, filters, medical }: RegistrationGroupSectionProps) {
  const { group, rows } = visible;
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const totals = groupTotals(group);
  return (
    <section aria-label={group.activity.title} data-testid="registration-group">
      <Card className="max-md:overflow-visible">
        <h2>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
            className="flex w-full items-start gap-3 px-4 py-4 text-left hover:bg-slate-50 sm:px-6"
          >
            <ChevronDown
              aria-hidden="true"
              className={cn("mt-1 size-5 shrink-0 text-brand-700 transition-transform", !open && "-rotate-90")}
            />
            <span className="min-w-0 flex-1">
              <span className="block text-lg font-bold text-ink">{group.activity.title}</span>
              <span className="block text-sm text-muted">{formatDateRangeFr(group.activity.startDate, group.activity.endDate)}</span>
            </span>
            <span className="hidden shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900 sm:block">
              {countLabel(rows.length, group.count)}
            </span>
          </button>
        </h2>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 border-t border-slate-100 px-4 py-3 text-sm sm:px-6">
          <div className="basis-full sm:hidden">
            <dt className="sr-only">Inscriptions</dt>
            <dd className="font-semibold text-brand-900">{countLabel(rows.length, group.count)}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted">Total&nbsp;:</dt>
            <dd className="font-semibold text-ink tabular-nums">{totals.total}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted">Payé&nbsp;:</dt>
            <dd className="font-semibold text-emerald-800 tabular-nums">{totals.paid}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-muted">Reste dû&nbsp;:</dt>
            <dd className={cn("font-semibold tabular-nums", totals.dueCents > 0 ? "text-amber-800" : "text-ink")}>{totals.due}</dd>
          </div>
        </dl>
        <div id={bodyId} hidden={!open} className="space-y-4 border-t border-slate-100 px-4 py-4 max-md:bg-slate-50 sm:px-6">
          <ExportLinks filters={filters} medical={medical} activity={group.activity} />
          <RegistrationTable rows={rows} title={group.activity.title} />
        </div>
      </Card>
    </section>
  );
}

import ArrowRight from "lucide-react/icons/arrow-right";
import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import { Link } from "react-router";
import type { ReadinessItem } from "../../../../../domain/contracts/admin-dashboard.ts";
import { Badge } from "../../../../components/ui/badge.tsx";
import { readinessCountLabel } from "../dashboard-labels.ts";

export const READINESS_TITLE = "Avant d'ouvrir les inscriptions";

/** How many items are in order, beside the checklist's title. */
export function ReadinessCount({ items }: { items: ReadinessItem[] }) {
  const done = items.filter((item) => item.done).length;
  return (
    <Badge tone={done === items.length ? "success" : "warning"} data-testid="readiness-count">
      {readinessCountLabel(done, items.length)}
    </Badge>
  );
}

function ReadinessLine({ item }: { item: ReadinessItem }) {
  const Icon = item.done ? CircleCheck : CircleAlert;
  return (
    <li data-testid="readiness-item" data-done={item.done} className="flex gap-3 px-4 py-3.5">
      <Icon
        aria-hidden="true"
        className={item.done ? "mt-0.5 size-5 shrink-0 text-emerald-700" : "mt-0.5 size-5 shrink-0 text-amber-600"}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink">
          {item.title}
          <Badge tone={item.done ? "success" : "warning"}>{item.done ? "En ordre" : "À faire"}</Badge>
        </p>
        <p className="text-sm break-words text-muted">{item.explanation}</p>
        <Link
          to={item.link.href}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {item.link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </li>
  );
}

/**
 * What is missing before registrations can open, each item with where it is set. Once all are
 * in order the list folds under one line; it stays at hand to check again.
 */
export function ReadinessChecklist({ items }: { items: ReadinessItem[] }) {
  const list = (
    <ul aria-label={READINESS_TITLE} className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {items.map((item) => (
        <ReadinessLine key={item.key} item={item} />
      ))}
    </ul>
  );
  if (items.some((item) => !item.done)) return list;
  return (
    <details className="group space-y-3">
      <summary className="cursor-pointer text-sm font-semibold text-emerald-800">
        Tout est en ordre&nbsp;: les inscriptions peuvent ouvrir.
      </summary>
      <div className="mt-3">{list}</div>
    </details>
  );
}

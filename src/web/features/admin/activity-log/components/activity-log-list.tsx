import { Link } from "react-router";
import { AUDIT_AREA_LABELS } from "../../../../../domain/activity-log.ts";
import type { ActivityLogEntry } from "../../../../../domain/contracts/admin-history.ts";
import { formatDateTimeFr } from "../../../../../domain/date-time.ts";
import { Badge } from "../../../../components/ui/badge.tsx";
import { AUDIT_ACTION_LABELS, AUDIT_ACTION_TONES, auditActorLabel } from "../../history/audit-values.ts";
import { AuditChanges } from "../../history/components/audit-changes.tsx";
import type { FieldLabels } from "../../history/audit-values.ts";
import { entryFieldLabels, entryValueLabels, recordLink } from "../activity-log-labels.ts";

/** The record an entry is about: a link to its page while it exists. */
function RecordName({ entry }: { entry: ActivityLogEntry }) {
  const href = recordLink(entry);
  if (!href) return <span>{entry.record.label}</span>;
  return (
    <Link to={href} className="text-brand-800 underline-offset-4 hover:underline">
      {entry.record.label}
    </Link>
  );
}

/** One line of the log: when and who on the left (above on a phone), what on the right. */
function ActivityLogLine({ entry, tariffLabels }: { entry: ActivityLogEntry; tariffLabels: FieldLabels }) {
  return (
    <li data-testid="activity-log-entry" className="grid gap-2 py-4 first:pt-0 last:pb-0 md:grid-cols-[14rem_minmax(0,1fr)] md:gap-6">
      <div className="min-w-0 text-sm">
        <time dateTime={entry.at} className="font-medium text-ink">
          {formatDateTimeFr(entry.at)}
        </time>
        <p className="break-words text-muted">{auditActorLabel(entry.actor)}</p>
      </div>
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={AUDIT_ACTION_TONES[entry.action]}>{AUDIT_ACTION_LABELS[entry.action]}</Badge>
          <span className="text-xs font-semibold tracking-wide text-muted uppercase">{AUDIT_AREA_LABELS[entry.area]}</span>
        </div>
        <p className="font-semibold break-words text-ink">
          <RecordName entry={entry} />
        </p>
        <AuditChanges entry={entry} fieldLabels={entryFieldLabels(entry, tariffLabels)} valueLabels={entryValueLabels(entry.entity)} />
      </div>
    </li>
  );
}

/** The entries; `tariffLabels` name a plaine's price for each tariff category (tariffFieldLabels). */
export function ActivityLogList({ entries, tariffLabels }: { entries: ActivityLogEntry[]; tariffLabels: FieldLabels }) {
  return (
    <ol aria-label="Entrées du journal" className="divide-y divide-slate-200">
      {entries.map((entry) => (
        <ActivityLogLine key={entry.id} entry={entry} tariffLabels={tariffLabels} />
      ))}
    </ol>
  );
}

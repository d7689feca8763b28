import { useQuery } from "@tanstack/react-query";
import History from "lucide-react/icons/history";
import { formatDateTimeFr } from "../../../../../domain/date-time.ts";
import type { AuditedEntity, AuditEntry } from "../../../../../domain/contracts/admin-history.ts";
import { QueryView } from "../../../../components/query-view.tsx";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { auditHistoryQueryOptions } from "../api/get-history.ts";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTION_TONES,
  auditActorLabel,
  type FieldLabels,
  SETUP_FIELD_LABELS,
  type ValueLabels,
} from "../audit-values.ts";
import { AuditChanges } from "./audit-changes.tsx";

const HISTORY_TITLE = "Historique des modifications";
const HISTORY_LOAD_ERROR = "Impossible de charger l'historique";
const NO_HISTORY = "Aucune modification enregistrée.";

interface AuditHistoryProps {
  entity: AuditedEntity;
  id: string;
  fieldLabels: FieldLabels;
  valueLabels?: ValueLabels;
}

/** Who changed a record, when, and each field's value before and after: the edit pages of plaines and news. */
export function AuditHistory({ entity, id, fieldLabels, valueLabels }: AuditHistoryProps) {
  const history = useQuery(auditHistoryQueryOptions(entity, id));
  return (
    <section aria-labelledby="history-title">
      <Card>
        <CardBody className="space-y-4 p-5 sm:p-6">
          <h2 id="history-title" className="flex items-center gap-2 text-xl font-bold text-ink">
            <History aria-hidden="true" className="size-5 text-brand-700" />
            {HISTORY_TITLE}
          </h2>
          <QueryView
            query={history}
            loading={
              <div className="space-y-3">
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-16 w-full" />
              </div>
            }
            errorTitle={HISTORY_LOAD_ERROR}
            isEmpty={(data) => data.length === 0}
            empty={<p className="text-muted">{NO_HISTORY}</p>}
          >
            {(data) => (
              <ol className="space-y-4">
                {data.map((entry) => (
                  <AuditEntryItem key={entry.id} entry={entry} fieldLabels={fieldLabels} valueLabels={valueLabels} />
                ))}
              </ol>
            )}
          </QueryView>
        </CardBody>
      </Card>
    </section>
  );
}

function AuditEntryItem({ entry, fieldLabels, valueLabels }: { entry: AuditEntry } & Omit<AuditHistoryProps, "entity" | "id">) {
  return (
    <li data-testid="audit-entry" className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Badge tone={AUDIT_ACTION_TONES[entry.action]}>{AUDIT_ACTION_LABELS[entry.action]}</Badge>
        <time dateTime={entry.at} className="font-medium text-ink">
          {formatDateTimeFr(entry.at)}
        </time>
        <span className="text-muted">par {auditActorLabel(entry.actor)}</span>
      </div>
      <AuditChanges entry={entry} fieldLabels={{ ...SETUP_FIELD_LABELS, ...fieldLabels }} valueLabels={valueLabels} className="mt-3" />
    </li>
  );
}

import type { AuditEntry } from "../../../../../domain/contracts/admin-history.ts";
import { GONE_TARIFF_LABEL, tariffOfAuditField } from "../../../../../domain/tariff-categories.ts";
import { cn } from "../../../../lib/cn.ts";
import { auditValueText, EXPORT_FIELD_LABELS, EXPORT_VALUE_LABELS, type FieldLabels, type ValueLabels } from "../audit-values.ts";

interface AuditChangesProps {
  entry: Pick<AuditEntry, "action" | "changes">;
  fieldLabels: FieldLabels;
  valueLabels?: ValueLabels;
  className?: string;
}

/** A field without a label: a plaine's price for a tariff category deleted since, or its name as logged. */
const unlabelled = (field: string) => (tariffOfAuditField(field) === null ? field : GONE_TARIFF_LABEL);

/** Each changed field with its value before and after; an export's details (the same words whatever it exported) with their value alone. */
export function AuditChanges({ entry, className, ...labels }: AuditChangesProps) {
  if (entry.changes.length === 0) return null;
  const exported = entry.action === "export";
  const fieldLabels = exported ? EXPORT_FIELD_LABELS : labels.fieldLabels;
  const valueLabels = exported ? EXPORT_VALUE_LABELS : labels.valueLabels;
  return (
    <ul className={cn("space-y-1.5 text-sm", className)}>
      {entry.changes.map((change) => (
        <li key={change.field} className="break-words text-ink">
          <span className="font-medium">{fieldLabels[change.field] ?? unlabelled(change.field)}</span>&nbsp;:{" "}
          {exported ? (
            <span>{auditValueText(valueLabels, change.field, change.after)}</span>
          ) : (
            <>
              <span className="text-muted">{auditValueText(valueLabels, change.field, change.before)}</span>
              {" → "}
              <span>{auditValueText(valueLabels, change.field, change.after)}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

import type { AuditAction, AuditEntry, AuditValue } from "../../../../domain/contracts/admin-history.ts";
import { formatDateFr } from "../../../../domain/dates.ts";

export const EMPTY_VALUE = "—";

const numberFormat = new Intl.NumberFormat("fr-BE", { maximumFractionDigits: 2 });

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A logged value as a person reads it: "Oui"/"Non" for a box, "2,5" for a number, "6 juillet 2026" for a date, "—" for nothing. */
export function formatAuditValue(value: AuditValue): string {
  if (value === null || value === "") return EMPTY_VALUE;
  if (typeof value === "boolean") return value ? "Oui" : "Non";
  if (typeof value === "number") return numberFormat.format(value);
  if (CALENDAR_DATE.test(value)) return formatDateFr(value);
  return value;
}

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: "Création",
  update: "Modification",
  delete: "Suppression",
};

/** Who made the change; an account deleted since is still shown as having existed. */
export function auditActorLabel(actor: AuditEntry["actor"]): string {
  return actor.name ? `${actor.name} (${actor.email})` : `${actor.email} (compte supprimé)`;
}

import { and, desc, eq } from "drizzle-orm";
import type { AuditAction, AuditedEntity, AuditEntry, AuditValue } from "../../domain/contracts/admin-history.ts";
import type { Db } from "../db/client.ts";
import { auditLog, type AuditChangeRow, users } from "../db/schema.ts";

/** A record as the audit log compares it: its form's fields, flat. */
export type AuditSnapshot = Record<string, AuditValue>;

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditRecord {
  actor: AuditActor;
  entity: AuditedEntity;
  entityId: string;
  action: AuditAction;
  /** The record before the change (null on create) and after it (null on delete). */
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
}

/** The fields whose value differs, in the order of the record's fields. */
function changedFields(before: AuditSnapshot | null, after: AuditSnapshot | null): AuditChangeRow[] {
  const fields = Object.keys(after ?? before ?? {});
  return fields
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((change) => change.before !== change.after);
}

/**
 * Writes the entries in the transaction of the change they describe: the change and its entries
 * are committed together or not at all. An update that changed nothing writes nothing. One
 * statement for all of them (a bulk status change is up to 500 registrations).
 */
export async function recordAudit(tx: Db, ...records: AuditRecord[]): Promise<void> {
  const rows = records
    .map((record) => ({ record, changes: changedFields(record.before, record.after) }))
    .filter(({ record, changes }) => record.action !== "update" || changes.length > 0)
    .map(({ record, changes }) => ({
      actorId: record.actor.id,
      actorEmail: record.actor.email,
      entity: record.entity,
      entityId: record.entityId,
      action: record.action,
      changes,
    }));
  if (rows.length > 0) await tx.insert(auditLog).values(rows);
}

/** A record's history, newest first, with the administrator's name while their account exists. */
export async function auditHistory(db: Db, entity: AuditedEntity, entityId: string): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  return rows.map(({ entry, actorName }) => ({
    id: entry.id,
    action: entry.action,
    at: entry.createdAt.toISOString(),
    actor: { name: actorName, email: entry.actorEmail },
    changes: entry.changes,
  }));
}

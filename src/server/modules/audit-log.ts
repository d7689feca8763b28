import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { auditArea } from "../../domain/activity-log.ts";
import type { AuditAction, AuditedEntity, AuditEntry, AuditValue, SettingsEntity } from "../../domain/contracts/admin-history.ts";
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
  /** The record; null for a settings block (one row) or a list (an export of the registrations). */
  entityId: string | null;
  action: AuditAction;
  /** The record before the change (null on create and export) and after it (null on delete; an export's details). */
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
 * The one door of the audit log. Writes the entries in the transaction of the change they
 * describe: the change and its entries are committed together or not at all. An update that
 * changed nothing writes nothing. One statement for all of them (a bulk status change is up to
 * 500 registrations). Each entry's area (the activity log's filter) is decided here.
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
      area: auditArea(
        record.entity,
        record.action,
        changes.map((change) => change.field),
      ),
      changes,
    }));
  if (rows.length > 0) await tx.insert(auditLog).values(rows);
}

/**
 * A file taken out (a list, a PDF, a ZIP): who, what and with which options (`details`: the
 * document, its format, its filters), about the record it comes from (a plaine, a run) or none
 * (the list of registrations). Written once the file is built, before it is sent.
 */
export async function recordExport(
  db: Db,
  actor: AuditActor,
  source: { entity: AuditedEntity; entityId: string | null },
  details: AuditSnapshot,
): Promise<void> {
  await recordAudit(db, { actor, ...source, action: "export", before: null, after: details });
}

/**
 * Saves a settings block and logs what changed, in one transaction: `read` gives the block as
 * its form shows it, before and after `save`. Answers what `save` answers.
 */
export async function saveAudited<T>(
  db: Db,
  actor: AuditActor,
  entity: SettingsEntity,
  steps: { read: (tx: Db) => Promise<AuditSnapshot>; save: (tx: Db) => Promise<T> },
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = await steps.read(tx);
    const saved = await steps.save(tx);
    await recordAudit(tx, { actor, entity, entityId: null, action: "update", before, after: await steps.read(tx) });
    return saved;
  });
}

/** A settings block's values as the log keeps them: lists written out ("3, 7"), nested values left aside. */
export function flatSnapshot(values: object): AuditSnapshot {
  const snapshot: AuditSnapshot = {};
  for (const [field, value] of Object.entries(values)) {
    if (Array.isArray(value)) snapshot[field] = value.join(", ");
    else if (value === null || value === undefined) snapshot[field] = null;
    else if (typeof value !== "object") snapshot[field] = value as AuditValue;
  }
  return snapshot;
}

/** The entries of records that name a person alone (an invitation into the team, by address), erased with them. */
export async function forgetAuditedRecords(tx: Db, entity: AuditedEntity, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(auditLog).where(and(eq(auditLog.entity, entity), inArray(auditLog.entityId, [...ids])));
}

/**
 * The entries of an entity whose changes name a person by one of their fields (`profileId`), the
 * record itself gone or not: a deleted record's lines still name whom it was about.
 */
export async function forgetAuditedRecordsNaming(tx: Db, entity: AuditedEntity, field: string, value: string): Promise<void> {
  const naming = (side: "before" | "after") => sql`${auditLog.changes} @> ${JSON.stringify([{ field, [side]: value }])}::jsonb`;
  await tx.delete(auditLog).where(and(eq(auditLog.entity, entity), or(naming("before"), naming("after"))));
}

/** What an erased parent did (a cancellation) goes with them; an administrator's entries stay. */
export async function forgetParentActions(tx: Db, userId: string): Promise<void> {
  await tx.delete(auditLog).where(eq(auditLog.actorId, userId));
}

/** A record's history, newest first, with the administrator's name while their account exists. */
export async function auditHistory(db: Db, entity: AuditedEntity, entityId: string): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  return rows.map(({ entry, actorName }) => toAuditEntry(entry, actorName));
}

/** An entry as the pages read it. */
export function toAuditEntry(entry: typeof auditLog.$inferSelect, actorName: string | null): AuditEntry {
  return {
    id: entry.id,
    action: entry.action,
    at: entry.createdAt.toISOString(),
    actor: { name: actorName, email: entry.actorEmail },
    changes: entry.changes,
  };
}

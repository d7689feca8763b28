/**
 * The medical-access log: one entry per child each time a child's medical information is shown
 * (an administrator's sheet, a printed list or export, the parent's own export), kept for the
 * retention period (modules/privacy/retention.ts).
 */
import { desc, eq } from "drizzle-orm";
import type { MedicalAccess } from "../../../domain/contracts/admin-children.ts";
import type { Db } from "../../db/client.ts";
import { medicalAccessLog, users } from "../../db/schema.ts";
import type { AuditActor } from "../audit-log.ts";

/** Records that an administrator saw these children's medical information. */
export async function recordMedicalAccess(db: Db, actor: AuditActor, childIds: string[], kind: MedicalAccess["kind"]): Promise<void> {
  if (childIds.length === 0) return;
  await db.insert(medicalAccessLog).values(childIds.map((childId) => ({ actorId: actor.id, actorEmail: actor.email, childId, kind })));
}

/** Who saw a child's medical information, and how, newest first (the child's sheet lists them). */
export async function medicalAccessOf(db: Db, childId: string): Promise<MedicalAccess[]> {
  const rows = await db
    .select({ entry: medicalAccessLog, name: users.name })
    .from(medicalAccessLog)
    .leftJoin(users, eq(users.id, medicalAccessLog.actorId))
    .where(eq(medicalAccessLog.childId, childId))
    .orderBy(desc(medicalAccessLog.createdAt), desc(medicalAccessLog.id));
  return rows.map(({ entry, name }) => ({
    at: entry.createdAt.toISOString(),
    actor: { name: name ?? entry.actorEmail, email: entry.actorEmail },
    kind: entry.kind,
  }));
}

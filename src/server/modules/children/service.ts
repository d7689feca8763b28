import { and, asc, desc, eq, ne } from "drizzle-orm";
import { CHILD_NOT_FOUND, childDeletionRefusal, type Child } from "../../../domain/child.ts";
import type { ChildInput } from "../../../domain/contracts/children-input.ts";
import type { ChildrenSort } from "../../../domain/contracts/children.ts";
import type { Db } from "../../db/client.ts";
import { activities, children, registrations } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { toChild } from "./mapper.ts";

/**
 * Every query is scoped by the parent: another parent's child is "not found", exactly like an id
 * that does not exist, so ids reveal nothing.
 */
const own = (parentId: string, childId: string) => and(eq(children.id, childId), eq(children.parentId, parentId));

/** The dashboard lists newest first; the registration page by first name (spec §7). */
export async function listChildren(db: Db, parentId: string, order: ChildrenSort): Promise<Child[]> {
  const rows = await db
    .select()
    .from(children)
    .where(eq(children.parentId, parentId))
    .orderBy(
      ...(order === "firstName" ? [asc(children.firstName), asc(children.lastName)] : [desc(children.createdAt), desc(children.id)]),
    );
  return rows.map(toChild);
}

export async function getChild(db: Db, parentId: string, childId: string): Promise<Child> {
  const [row] = await db.select().from(children).where(own(parentId, childId));
  if (!row) throw notFound(CHILD_NOT_FOUND);
  return toChild(row);
}

export async function createChild(db: Db, parentId: string, input: ChildInput): Promise<Child> {
  const [row] = await db
    .insert(children)
    .values({ ...input, parentId })
    .returning();
  return toChild(row);
}

export async function updateChild(db: Db, parentId: string, childId: string, input: ChildInput): Promise<Child> {
  const [row] = await db
    .update(children)
    .set({ ...input, updatedAt: new Date() })
    .where(own(parentId, childId))
    .returning();
  if (!row) throw notFound(CHILD_NOT_FOUND);
  return toChild(row);
}

/**
 * Refused while the child holds a live registration (spec §5). The child's row is locked first,
 * so a registration submitted at the same moment either commits before (and is seen here) or
 * waits and then fails on the missing child. Cancelled registrations go with the child: they
 * only said "no longer coming", and the payment records they belonged to stay.
 */
export async function deleteChild(db: Db, parentId: string, childId: string): Promise<Child> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(children).where(own(parentId, childId)).for("update");
    if (!row) throw notFound(CHILD_NOT_FOUND);
    const live = await tx
      .select({ title: activities.title })
      .from(registrations)
      .innerJoin(activities, eq(activities.id, registrations.activityId))
      .where(and(eq(registrations.childId, childId), ne(registrations.status, "cancelled")))
      .orderBy(asc(activities.startDate));
    if (live.length > 0) throw new HttpError("CONFLICT", childDeletionRefusal([...new Set(live.map((r) => r.title))]));
    await tx.delete(registrations).where(eq(registrations.childId, childId));
    await tx.delete(children).where(eq(children.id, childId));
    return toChild(row);
  });
}

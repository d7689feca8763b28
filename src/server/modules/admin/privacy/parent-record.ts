/**
 * A parent's record as an administrator checks it before carrying out an erasure asked by e-mail:
 * who they are, their children (by name only, no medical file), how many registrations and
 * payments the account holds. Found by the address the request came from, children or not.
 */
import { asc, count, eq, max, sql } from "drizzle-orm";
import type { AdminParentRecord } from "../../../../domain/contracts/privacy.ts";
import { NO_ACCOUNT_FOR_EMAIL } from "../../../../domain/privacy.ts";
import type { Db } from "../../../db/client.ts";
import { activities, children, payments, profiles, registrations, sessions, users } from "../../../db/schema.ts";
import { notFound } from "../../../http/errors.ts";

export async function findParentRecord(db: Db, email: string, today: string): Promise<AdminParentRecord> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      createdAt: users.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phone: profiles.phone,
      role: profiles.role,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) throw notFound(NO_ACCOUNT_FOR_EMAIL);

  const [childRows, [registrationCounts], [paymentCount], [lastSession]] = await Promise.all([
    db
      .select({ id: children.id, firstName: children.firstName, lastName: children.lastName })
      .from(children)
      .where(eq(children.parentId, user.id))
      .orderBy(asc(children.firstName), asc(children.lastName)),
    db
      .select({
        total: count(),
        upcoming: sql<number>`count(*) filter (where ${registrations.status} <> 'cancelled' and ${activities.endDate} >= ${today})`,
      })
      .from(registrations)
      .innerJoin(activities, eq(activities.id, registrations.activityId))
      .where(eq(registrations.parentId, user.id)),
    db.select({ total: count() }).from(payments).where(eq(payments.parentId, user.id)),
    db
      .select({ at: max(sessions.createdAt) })
      .from(sessions)
      .where(eq(sessions.userId, user.id)),
  ]);

  const name = user.firstName ? `${user.firstName} ${user.lastName}` : user.name;
  return {
    id: user.id,
    name,
    email: user.email,
    phone: user.phone ?? null,
    isAdmin: user.role === "admin",
    createdAt: new Date(user.createdAt).toISOString(),
    lastSignInAt: lastSession?.at ? new Date(lastSession.at).toISOString() : null,
    children: childRows,
    registrations: { total: Number(registrationCounts?.total ?? 0), upcoming: Number(registrationCounts?.upcoming ?? 0) },
    payments: Number(paymentCount?.total ?? 0),
  };
}

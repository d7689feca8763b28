import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client.ts";
import { activities, children, emailOutbox, payments, registrations } from "../../src/server/db/schema.ts";
import { insertActivity } from "./factories.ts";
import { birthDateForAge, insertSignedInParents } from "./families.ts";

export interface RushAttempt {
  cookie: string;
  body: { activityId: string; childIds: string[]; paymentMethod: "bank_transfer"; acceptTerms: true };
}

/**
 * A plaine with `places` places and `attempts` different parents, each with one child, ready to
 * register at the same moment, written straight to the database (see families.ts), their
 * cookies signed with `secret`: the AUTH_SECRET of the servers under test.
 */
export async function prepareRush(db: Db, secret: string, attempts: number, places: number) {
  const plaine = await insertActivity(db, { title: "La ruée", capacity: places, remainingSpots: places, ageMin: 3, ageMax: 12 });
  const parents = await insertSignedInParents(db, secret, attempts);
  const kids = await db
    .insert(children)
    .values(
      parents.map((parent) => ({
        parentId: parent.id,
        firstName: "Enfant",
        lastName: "Pressé",
        birthDate: birthDateForAge(7, plaine.startDate),
      })),
    )
    .returning({ id: children.id, parentId: children.parentId });
  const childOf = new Map(kids.map((kid) => [kid.parentId, kid.id]));
  const list: RushAttempt[] = parents.map((parent) => ({
    cookie: parent.cookie,
    body: { activityId: plaine.id, childIds: [childOf.get(parent.id)!], paymentMethod: "bank_transfer", acceptTerms: true },
  }));
  return { plaine, attempts: list };
}

/** What the database holds for the plaine after the rush: every figure that must agree. */
export async function rushOutcome(db: Db, activityId: string) {
  const [{ remaining }] = await db.select({ remaining: activities.remainingSpots }).from(activities).where(eq(activities.id, activityId));
  const [{ registered }] = await db
    .select({ registered: count() })
    .from(registrations)
    .where(and(eq(registrations.activityId, activityId)));
  const [{ paid }] = await db.select({ paid: count() }).from(payments).where(eq(payments.activityId, activityId));
  const [{ mails }] = await db
    .select({ mails: count() })
    .from(emailOutbox)
    .innerJoin(payments, eq(emailOutbox.dedupeKey, sql`'confirmation:' || ${payments.id}`))
    .where(eq(payments.activityId, activityId));
  return { remaining, registrations: registered, payments: paid, confirmations: mails };
}

/** p-th percentile of durations (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client.ts";
import { activities, children, emailOutbox, payments, registrations } from "../../src/server/db/schema.ts";
import { insertActivity } from "./factories.ts";
import { birthDateForAge, insertSignedInParents } from "./families.ts";

type Activity = typeof activities.$inferSelect;

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

export type OpeningMethod = "bank_transfer" | "stripe";

export interface OpeningAttempt {
  cookie: string;
  /** Which of the plaines this parent wants (index in `plaines`). */
  plaine: number;
  body: { activityId: string; childIds: string[]; paymentMethod: OpeningMethod; acceptTerms: true };
}

export interface OpeningRushOptions {
  parents: number;
  plaines: number;
  places: number;
  /** Same seed, same families, same order of submission: rounds and layouts meet the same rush. */
  seed: number;
}

/** A small seeded generator (mulberry32): the families are drawn the same way on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The opening of registrations: `plaines` plaines of `places` places each, and `parents`
 * signed-in parents (written straight to the database, see families.ts) with 1 child (50 %), 2
 * (35 %) or 3 (15 %), aged 3 to 12 on the first day like the plaines ask. The parents are shared
 * out over the plaines in turn, and for each plaine alternately pay by bank transfer and by card;
 * the list comes back shuffled, in the order they press 'Confirmer'.
 */
export async function prepareOpeningRush(db: Db, secret: string, { parents, plaines, places, seed }: OpeningRushOptions) {
  const random = seeded(seed);
  const rows: Activity[] = [];
  for (let i = 0; i < plaines; i += 1)
    rows.push(await insertActivity(db, { title: `Ouverture ${i + 1}`, capacity: places, remainingSpots: places, ageMin: 3, ageMax: 12 }));
  const accounts = await insertSignedInParents(db, secret, parents);
  const families = accounts.map((parent, index) => {
    const draw = random();
    const size = draw < 0.5 ? 1 : draw < 0.85 ? 2 : 3;
    const plaine = index % plaines;
    const method: OpeningMethod = Math.floor(index / plaines) % 2 === 0 ? "bank_transfer" : "stripe";
    return { parent, plaine, method, ages: Array.from({ length: size }, () => 3 + Math.floor(random() * 10)) };
  });
  const kids = await db
    .insert(children)
    .values(
      families.flatMap(({ parent, plaine, ages }) =>
        ages.map((age, index) => ({
          parentId: parent.id,
          firstName: `Enfant${index + 1}`,
          lastName: "Matinal",
          birthDate: birthDateForAge(age, rows[plaine].startDate),
        })),
      ),
    )
    .returning({ id: children.id, parentId: children.parentId });
  const childrenOf = new Map<string, string[]>();
  for (const kid of kids) childrenOf.set(kid.parentId, [...(childrenOf.get(kid.parentId) ?? []), kid.id]);
  const list: OpeningAttempt[] = families.map(({ parent, plaine, method }) => ({
    cookie: parent.cookie,
    plaine,
    body: {
      activityId: rows[plaine].id,
      childIds: childrenOf.get(parent.id)!,
      paymentMethod: method,
      acceptTerms: true,
    },
  }));
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return { plaines: rows, attempts: list };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Every figure that must agree after an opening rush on these plaines, read from the database:
 * per plaine its capacity, the places left and the children registered (not cancelled); per
 * payment method the payments, their confirmation e-mails and card checkout sessions.
 */
export async function openingOutcome(db: Db, activityIds: string[]) {
  const ids = sql.join(
    activityIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const plaines = rowsOf<{ id: string; capacity: number; remaining: number; registered: number }>(
    await db.execute(sql`
      select a.id, a.capacity, a.remaining_spots as remaining,
             (select count(*)::int from registrations r where r.activity_id = a.id and r.status <> 'cancelled') as registered
        from activities a where a.id in (${ids})`),
  );
  const payments = rowsOf<{ method: OpeningMethod; payments: number; confirmations: number; sessions: number; without_one: number }>(
    await db.execute(sql`
      select p.method, count(*)::int as payments,
             count(*) filter (where exists (select 1 from email_outbox o where o.dedupe_key = 'confirmation:' || p.id))::int as confirmations,
             coalesce(sum((select count(*) from checkout_sessions s where s.payment_id = p.id)), 0)::int as sessions,
             count(*) filter (where (select count(*) from checkout_sessions s where s.payment_id = p.id) <> 1)::int as without_one
        from payments p where p.activity_id in (${ids}) group by p.method`),
  );
  const byMethod = (method: OpeningMethod) =>
    payments.find((row) => row.method === method) ?? { payments: 0, confirmations: 0, sessions: 0, without_one: 0 };
  return { plaines, transfer: byMethod("bank_transfer"), card: byMethod("stripe") };
}

/**
 * The outbox of the whole database: messages queued under one dedupe key more than once, and
 * messages by delivery state (the log transport marks them sent; `attempts` > 1 on a sent one
 * means it was claimed, and perhaps handed to the transport, more than once).
 */
export async function outboxState(db: Db) {
  const [state] = rowsOf<{ total: number; pending: number; sent: number; failed: number; retried: number; duplicate_keys: number }>(
    await db.execute(sql`
      select count(*)::int as total,
             count(*) filter (where status = 'pending')::int as pending,
             count(*) filter (where status = 'sent')::int as sent,
             count(*) filter (where status = 'failed')::int as failed,
             count(*) filter (where status = 'sent' and attempts <> 1)::int as retried,
             (select count(*)::int from (select dedupe_key from email_outbox group by dedupe_key having count(*) > 1) d) as duplicate_keys
        from email_outbox`),
  );
  return state;
}

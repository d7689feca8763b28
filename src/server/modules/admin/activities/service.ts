import { and, asc, count, desc, eq, gte, isNull, lt, ne } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { ACTIVITY_NOT_FOUND } from "../../../../domain/activity.ts";
import type { ActivityScope } from "../../../../domain/contracts/activities.ts";
import type { AdminActivity, AdminActivityDeleteResponse } from "../../../../domain/contracts/admin-activities.ts";
import { type ActivityFormOutput, capacityBelowTakenMessage } from "../../../../domain/contracts/admin-activities-input.ts";
import type { Db } from "../../../db/client.ts";
import { activities, payments, registrations } from "../../../db/schema.ts";
import { waitingFamiliesByActivity } from "../../waitlist/index.ts";
import { HttpError, notFound } from "../../../http/errors.ts";
import { removeStoredImage } from "../../../media/images.ts";
import { afterCommit, type AfterCommitDeps } from "../../after-commit.ts";
import { freePlaces, type FreePlacesDeps, lockActivity } from "../../places/index.ts";
import { tariffsOfPlaines } from "../../activities/index.ts";
import type { AuditActor } from "../../audit-log.ts";
import type { MediaStore } from "../../../media/media-store.ts";
import { activityColumns, auditActivity, toAdminActivity } from "./snapshot.ts";
import { plaineRecord, pricesOf, savePlainePrices } from "./prices.ts";

type ActivityRow = typeof activities.$inferSelect;

/** Plaines as administrators see them, their tariffs read in two queries. */
async function adminActivities(db: Db, rows: ActivityRow[], today: string): Promise<AdminActivity[]> {
  const tariffs = await tariffsOfPlaines(db, rows);
  return rows.map((row) => toAdminActivity(row, tariffs.get(row.id)!, today));
}

export interface AdminActivityDeps extends AfterCommitDeps, FreePlacesDeps {
  db: Db;
  media: MediaStore;
  log: Pick<FastifyBaseLogger, "warn">;
}

const live = isNull(activities.deletedAt);

/** The list's tabs: upcoming plaines soonest first, past ones (and all) most recent first. */
export async function listAdminActivities(db: Db, scope: ActivityScope, today: string): Promise<AdminActivity[]> {
  const rows =
    scope === "active"
      ? await db
          .select()
          .from(activities)
          .where(and(live, gte(activities.endDate, today)))
          .orderBy(asc(activities.startDate), asc(activities.title))
      : await db
          .select()
          .from(activities)
          .where(and(live, scope === "archived" ? lt(activities.endDate, today) : undefined))
          .orderBy(desc(activities.startDate), asc(activities.title));
  const waiting = await waitingFamiliesByActivity(db);
  return (await adminActivities(db, rows, today)).map((activity) => ({ ...activity, waitingFamilies: waiting.get(activity.id) ?? 0 }));
}

export async function getAdminActivity(db: Db, id: string, today: string): Promise<AdminActivity> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), live));
  if (!row) throw notFound(ACTIVITY_NOT_FOUND);
  const [activity] = await adminActivities(db, [row], today);
  return activity;
}

/** Creates a plaine with its tariffs' prices: published, or a draft that only administrators see until it is published. */
export async function createActivity(
  deps: AdminActivityDeps,
  actor: AuditActor,
  input: ActivityFormOutput,
  today: string,
  { draft }: { draft: boolean },
) {
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(activities)
      .values({ ...activityColumns(input), remainingSpots: input.capacity, draft })
      .returning();
    await savePlainePrices(tx, created.id, input);
    await auditActivity(tx, actor, created.id, null, { row: created, prices: await pricesOf(tx, created.id) });
    return created;
  });
  afterCommit(deps);
  return getAdminActivity(deps.db, row.id, today);
}

/** A plaine that is not deleted, its row locked until the transaction ends; 404 otherwise. */
async function lockLiveActivity(tx: Db, id: string) {
  const row = await lockActivity(tx, id);
  if (!row || row.deletedAt) throw notFound(ACTIVITY_NOT_FOUND);
  return row;
}

/**
 * Saves the form, its tariffs' prices with it. The plaine's row is locked first, so a registration taking places waits for
 * this change or this change for it: the capacity is checked against the places taken at that
 * moment, and the remaining places become the new capacity minus those places. A capacity raised
 * gives its new places through `freePlaces`, so the waiting list is offered them first.
 */
export async function updateActivity(deps: AdminActivityDeps, actor: AuditActor, id: string, input: ActivityFormOutput, today: string) {
  const { before, after } = await deps.db.transaction(async (tx) => {
    const current = await lockLiveActivity(tx, id);
    const before = { row: current, prices: await pricesOf(tx, id) };
    const taken = current.capacity - current.remainingSpots;
    if (input.capacity < taken) {
      const message = capacityBelowTakenMessage(taken);
      throw new HttpError("CONFLICT", message, { capacity: message });
    }
    const raised = input.capacity - current.capacity;
    await tx
      .update(activities)
      .set({
        ...activityColumns(input),
        remainingSpots: raised > 0 ? current.remainingSpots : input.capacity - taken,
        updatedAt: new Date(),
      })
      .where(eq(activities.id, id));
    await savePlainePrices(tx, id, input);
    if (raised > 0) await freePlaces(tx, deps, id, raised);
    const after = await plaineRecord(tx, id);
    await auditActivity(tx, actor, id, before, after);
    return { before: current, after: after.row };
  });
  if (before.imageUrl !== after.imageUrl) await removeStoredImage(deps.db, deps.media, before.imageUrl, deps.log);
  afterCommit(deps);
  return getAdminActivity(deps.db, id, today);
}

function backToDraftMessage(liveRegistrations: number, waitingFamilies: number): string {
  if (liveRegistrations === 1) return "Impossible de repasser cette plaine en brouillon\u00a0: 1 inscription est en cours.";
  if (liveRegistrations > 1)
    return `Impossible de repasser cette plaine en brouillon\u00a0: ${liveRegistrations} inscriptions sont en cours.`;
  return waitingFamilies === 1
    ? "Impossible de repasser cette plaine en brouillon\u00a0: 1 famille est sur sa liste d'attente."
    : `Impossible de repasser cette plaine en brouillon\u00a0: ${waitingFamilies} familles sont sur sa liste d'attente.`;
}

/**
 * 'Publier' a draft, or 'Repasser en brouillon' a published plaine. Back to draft is refused
 * while the plaine holds live registrations (not cancelled) or families on its waiting list:
 * they registered for a plaine the public could see. Under the plaine's row lock, so no
 * registration slips in between the count and the change.
 */
export async function setPublication(deps: AdminActivityDeps, actor: AuditActor, id: string, published: boolean, today: string) {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockLiveActivity(tx, id);
    if (current.draft === !published) return current;
    if (!published) {
      const liveRegistrations = await liveRegistrationCount(tx, id);
      const waitingFamilies = (await waitingFamiliesByActivity(tx, id)).get(id) ?? 0;
      if (liveRegistrations > 0 || waitingFamilies > 0) {
        throw new HttpError("CONFLICT", backToDraftMessage(liveRegistrations, waitingFamilies));
      }
    }
    const [updated] = await tx
      .update(activities)
      .set({ draft: !published, updatedAt: new Date() })
      .where(eq(activities.id, id))
      .returning();
    const prices = await pricesOf(tx, id);
    await auditActivity(tx, actor, id, { row: current, prices }, { row: updated, prices });
    return updated;
  });
  afterCommit(deps);
  const [activity] = await adminActivities(deps.db, [row], today);
  return activity;
}

async function liveRegistrationCount(tx: Db, activityId: string): Promise<number> {
  const [{ live }] = await tx
    .select({ live: count() })
    .from(registrations)
    .where(and(eq(registrations.activityId, activityId), ne(registrations.status, "cancelled")));
  return live;
}

function liveRegistrationsMessage(count: number): string {
  return count === 1
    ? "Impossible de supprimer cette plaine\u00a0: 1 inscription est en cours. Annulez-la d'abord."
    : `Impossible de supprimer cette plaine\u00a0: ${count} inscriptions sont en cours. Annulez-les d'abord.`;
}

/**
 * Deletes a plaine nobody registered for. With live registrations it is refused; with cancelled
 * ones only, it is archived: hidden everywhere, kept for the parents' history and the payments.
 */
export async function deleteActivity(deps: AdminActivityDeps, actor: AuditActor, id: string): Promise<AdminActivityDeleteResponse> {
  const { outcome, row } = await deps.db.transaction(async (tx) => {
    const current = await lockLiveActivity(tx, id);
    const liveCount = await liveRegistrationCount(tx, id);
    if (liveCount > 0) throw new HttpError("CONFLICT", liveRegistrationsMessage(liveCount));
    // Cancelled registrations and their payments (refunds included) are history to keep.
    const [{ cancelled }] = await tx.select({ cancelled: count() }).from(registrations).where(eq(registrations.activityId, id));
    const [{ paid }] = await tx.select({ paid: count() }).from(payments).where(eq(payments.activityId, id));
    const history = cancelled + paid;
    await auditActivity(tx, actor, id, { row: current, prices: await pricesOf(tx, id) }, null);
    if (history > 0) {
      await tx.update(activities).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(activities.id, id));
      return { outcome: "archived" as const, row: current };
    }
    await tx.delete(activities).where(eq(activities.id, id));
    return { outcome: "deleted" as const, row: current };
  });
  if (outcome === "deleted") await removeStoredImage(deps.db, deps.media, row.imageUrl, deps.log);
  afterCommit(deps);
  return { outcome };
}

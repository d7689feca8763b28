/**
 * One check-in tap, recorded once whatever the network does: the phone sends it under an
 * idempotency key until it hears back, and a key seen before changes nothing. Taps of one child
 * wait for each other (the registration's row is locked), and a tap older than the last one
 * applied (kept offline, sent late) is kept in the taps but does not undo the newer one. A day
 * entered later from the paper list states the real times (`happenedAt`), checked before anything
 * is written; without one, a tap made on another day records no time rather than the typing time.
 */
import { and, eq, ne } from "drizzle-orm";
import type { CheckInTap, CheckInTapResponse } from "../../../../domain/contracts/admin-presences.ts";
import type { CurrentUser } from "../../../../domain/account.ts";
import { applyTap, type AttendanceState, CLOCK_SKEW_MS, checkInTimeError } from "../../../../domain/plaine/attendance.ts";
import type { FieldCipher } from "../../../crypto/field-encryption.ts";
import type { Db } from "../../../db/client.ts";
import { attendance, attendanceTaps, registrations } from "../../../db/schema.ts";
import { HttpError, notFound } from "../../../http/errors.ts";
import { assertPlaineDay, CHILD_NOT_EXPECTED, loadActivity } from "./plaine.ts";
import { type AttendanceRow, rosterChild } from "./roster.ts";

function tapTime(tappedAt: string, now: Date): Date {
  const time = new Date(tappedAt);
  return time.getTime() > now.getTime() + CLOCK_SKEW_MS ? now : time;
}

export async function recordTap(
  { db, cipher }: { db: Db; cipher: FieldCipher },
  actor: CurrentUser,
  activityId: string,
  tap: CheckInTap,
  now = new Date(),
): Promise<CheckInTapResponse> {
  return db.transaction(async (tx) => {
    const loaded = await loadActivity(tx, cipher, activityId, tap.childId);
    assertPlaineDay(loaded, tap.date);
    const child = loaded.children[0];
    if (!child) throw notFound(CHILD_NOT_EXPECTED);
    // One child's taps one after the other: two phones tapping at once do not both insert.
    await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.activityId, activityId), eq(registrations.childId, tap.childId), ne(registrations.status, "cancelled")))
      .for("update");
    const at = tapTime(tap.tappedAt, now);
    const where = and(eq(attendance.activityId, activityId), eq(attendance.childId, tap.childId), eq(attendance.date, tap.date));
    let row: AttendanceRow | undefined = (await tx.select().from(attendance).where(where))[0];
    const current: AttendanceState | null = row
      ? { status: row.status, arrivedAt: row.arrivedAt?.toISOString() ?? null, leftAt: row.leftAt?.toISOString() ?? null }
      : null;
    const [seen] = await tx
      .select({ key: attendanceTaps.idempotencyKey })
      .from(attendanceTaps)
      .where(eq(attendanceTaps.idempotencyKey, tap.idempotencyKey));
    // A stated time is checked against the day and the arrival before anything is written; a tap
    // sent again is answered as the first time, whatever has changed since.
    const timeError = seen ? null : checkInTimeError(tap, current, now);
    if (timeError) throw new HttpError("BAD_REQUEST", timeError, { happenedAt: timeError });
    const [fresh] = await tx
      .insert(attendanceTaps)
      .values({
        idempotencyKey: tap.idempotencyKey,
        activityId,
        childId: tap.childId,
        date: tap.date,
        action: tap.action,
        tappedAt: at,
        recordedBy: actor.id,
      })
      .onConflictDoNothing()
      .returning({ key: attendanceTaps.idempotencyKey });
    if (fresh && (!row || row.lastTapAt.getTime() <= at.getTime())) {
      const next = applyTap(current, { ...tap, tappedAt: at.toISOString() });
      const recordedByName = `${actor.firstName} ${actor.lastName}`.trim() || actor.email;
      if (!next) {
        await tx.delete(attendance).where(where);
        row = undefined;
      } else {
        const values = {
          status: next.status,
          arrivedAt: next.arrivedAt ? new Date(next.arrivedAt) : null,
          leftAt: next.leftAt ? new Date(next.leftAt) : null,
          recordedBy: actor.id,
          recordedByName,
          lastTapAt: at,
          updatedAt: now,
        };
        [row] = row
          ? await tx.update(attendance).set(values).where(where).returning()
          : await tx
              .insert(attendance)
              .values({ activityId, childId: tap.childId, date: tap.date, ...values })
              .returning();
      }
    }
    return { applied: Boolean(fresh), child: rosterChild(child, tap.date, row) };
  });
}

/**
 * Check-in taps kept on the phone until the server has them: written to localStorage at once (a
 * closed tab or a dead battery loses nothing), sent in order, each under its idempotency key, so a
 * tap sent twice because the answer was lost is recorded once (decision 0026).
 */
import type { CheckInTap } from "../../../../domain/contracts/admin-presences.ts";

const storageKey = (activityId: string) => `plaines.check-in.${activityId}`;

function isTap(value: unknown): value is CheckInTap {
  if (typeof value !== "object" || value === null) return false;
  const tap = value as Record<string, unknown>;
  return (
    ["idempotencyKey", "childId", "date", "action", "tappedAt"].every((field) => typeof tap[field] === "string") &&
    (tap.happenedAt === undefined || tap.happenedAt === null || typeof tap.happenedAt === "string")
  );
}

export function readQueue(activityId: string): CheckInTap[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey(activityId)) ?? "[]");
    return Array.isArray(stored) ? stored.filter(isTap) : [];
  } catch {
    return [];
  }
}

export function writeQueue(activityId: string, taps: CheckInTap[]): void {
  try {
    if (taps.length === 0) window.localStorage.removeItem(storageKey(activityId));
    else window.localStorage.setItem(storageKey(activityId), JSON.stringify(taps));
  } catch {
    // Storage full or refused (private mode): the taps still wait in memory while the page is open.
  }
}

export function newTap(tap: Omit<CheckInTap, "idempotencyKey" | "tappedAt">, now = new Date()): CheckInTap {
  return { ...tap, idempotencyKey: crypto.randomUUID(), tappedAt: now.toISOString() };
}

import type { CheckInTap, RosterChild, RosterGroup } from "../../../../domain/contracts/admin-presences.ts";
import { applyTap } from "../../../../domain/plaine/attendance.ts";

export interface ShownChild extends RosterChild {
  /** Taps of this child kept on the phone, not yet saved. */
  unsaved: number;
}

/** A child as the server has them, with the taps not yet sent played on top (the same rule as the server's). */
export function withPendingTaps(child: RosterChild, date: string, taps: readonly CheckInTap[]): ShownChild {
  const own = taps.filter((tap) => tap.childId === child.childId && tap.date === date);
  let state = child.status ? { status: child.status, arrivedAt: child.arrivedAt, leftAt: child.leftAt } : null;
  for (const tap of own) state = applyTap(state, tap);
  if (own.length === 0) return { ...child, unsaved: 0 };
  return {
    ...child,
    status: state?.status ?? null,
    arrivedAt: state?.arrivedAt ?? null,
    leftAt: state?.leftAt ?? null,
    unsaved: own.length,
  };
}

export interface ShownGroup extends Omit<RosterGroup, "children"> {
  children: ShownChild[];
}

/** The groups with pending taps applied, counted again, and filtered by a search on the name. */
export function shownGroups(groups: readonly RosterGroup[], date: string, taps: readonly CheckInTap[], search: string): ShownGroup[] {
  const words = search.trim().toLocaleLowerCase("fr").normalize("NFD").replace(/\p{M}/gu, "").split(/\s+/).filter(Boolean);
  const matches = (child: RosterChild) => {
    const name = `${child.firstName} ${child.lastName}`.toLocaleLowerCase("fr").normalize("NFD").replace(/\p{M}/gu, "");
    return words.every((word) => name.includes(word));
  };
  return groups.map((group) => {
    const all = group.children.map((child) => withPendingTaps(child, date, taps));
    const count = (status: RosterChild["status"]) => all.filter((child) => child.status === status).length;
    return {
      ...group,
      children: all.filter(matches),
      counts: { expected: all.length, present: count("present"), absent: count("absent"), left: count("left") },
    };
  });
}

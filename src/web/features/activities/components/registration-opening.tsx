import CalendarClock from "lucide-react/icons/calendar-clock";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { openingLabel, type RegistrationOpening } from "../../../../domain/registration-opening.ts";
import { activityKeys } from "../../../lib/query-keys.ts";
import { COUNTDOWN_ATTRIBUTE } from "../../../lib/opening-markup.ts";
import { countdownText, followOpening } from "../../../lib/registration-opening.ts";

/**
 * Where a plaine's registrations stand on this page: "open", "before" the opening (with the time
 * left once the server has said it), or "checking" until it has (in the application; a page drawn
 * on the server starts from the server's answer at drawing time, which its script then follows).
 */
export interface OpeningView {
  phase: "open" | "before" | "checking";
  remainingMs: number | null;
}

const OPEN: OpeningView = { phase: "open", remainingMs: null };

/** Follows the opening of a plaine's registrations by the server's clock (lib/registration-opening.ts). */
export function useRegistrationOpening(activityId: string, registrationsOpenAt: string | null): OpeningView {
  const queryClient = useQueryClient();
  const [view, setView] = useState<OpeningView>(() => {
    const drawn = queryClient.getQueryData<RegistrationOpening>(activityKeys.opening(activityId));
    return drawn ? { phase: drawn.open ? "open" : "before", remainingMs: null } : { phase: "checking", remainingMs: null };
  });
  useEffect(() => {
    if (registrationsOpenAt === null) return undefined;
    return followOpening(activityId, ({ open, remainingMs }) => setView(open ? OPEN : { phase: "before", remainingMs }));
  }, [activityId, registrationsOpenAt]);
  return registrationsOpenAt === null ? OPEN : view;
}

/** 'Inscriptions à partir du 1er mars à 20:00', and the countdown under it once it runs. */
export function OpeningNotice({ registrationsOpenAt, remainingMs }: { registrationsOpenAt: string; remainingMs: number | null }) {
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-center text-amber-950">
      <p className="font-bold text-balance">
        <CalendarClock aria-hidden="true" className="mr-1.5 inline-block size-5 align-[-4px] text-amber-700" />
        {openingLabel(registrationsOpenAt)}
      </p>
      <p {...{ [COUNTDOWN_ATTRIBUTE]: "" }} role="timer" hidden={remainingMs === null} className="mt-1 text-lg font-semibold tabular-nums">
        {remainingMs === null ? "" : countdownText(remainingMs)}
      </p>
    </div>
  );
}

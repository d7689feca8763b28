import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { CheckInTap } from "../../../../domain/contracts/admin-presences.ts";
import type { CheckInAction } from "../../../../domain/plaine/attendance.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { type CheckInScope, presenceKeys, sendTap } from "./api/presences.ts";
import { newTap, readQueue, writeQueue } from "./tap-queue.ts";

/** After a failed send, the next attempt: soon, whatever the browser says about the network. */
const RETRY_MS = 5_000;

/**
 * The taps of a plaine not yet saved: kept, shown, and sent again until the server answers. A tap
 * the server refuses (a day marked off meanwhile) is dropped with its message: sending it again
 * would not change the answer.
 */
export function useCheckInQueue(activityId: string, scope: CheckInScope = "admin") {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<CheckInTap[]>(() => readQueue(activityId));
  const sending = useRef(false);
  const [attempt, setAttempt] = useState(0);

  const update = useCallback(
    (change: (taps: CheckInTap[]) => CheckInTap[]) =>
      setPending((taps) => {
        const next = change(taps);
        writeQueue(activityId, next);
        return next;
      }),
    [activityId],
  );

  /** A tap; `happenedAt`: the real time stated for a day entered from the paper list. */
  const tap = useCallback(
    (childId: string, date: string, action: CheckInAction, happenedAt?: string) =>
      update((taps) => [...taps, newTap({ childId, date, action, ...(happenedAt ? { happenedAt } : {}) })]),
    [update],
  );

  useEffect(() => {
    const first = pending[0];
    if (!first || sending.current) return;
    sending.current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    sendTap(activityId, first, scope)
      .then(() => {
        update((taps) => taps.filter((t) => t.idempotencyKey !== first.idempotencyKey));
        void queryClient.invalidateQueries({ queryKey: presenceKeys.activity(activityId, scope) });
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.isClientError) {
          toast.error(error.message);
          update((taps) => taps.filter((t) => t.idempotencyKey !== first.idempotencyKey));
        } else {
          retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
        }
      })
      .finally(() => {
        sending.current = false;
      });
    return () => clearTimeout(retry);
    // `attempt` is here to send again after a failure; `pending` to send the next tap.
  }, [activityId, scope, pending, attempt, update, queryClient]);

  useEffect(() => {
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
  }, []);

  return { pending, tap };
}

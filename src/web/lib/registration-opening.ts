/**
 * Following a plaine's opening of registrations in the browser: the server says how long is left
 * (GET /api/activities/:id/opening, never cached), the countdown runs on the browser's monotonic
 * time from that answer (never on its clock, which may be minutes off), and at zero the server is
 * asked again, which alone says "open". Nothing here imports React: the public pages' script
 * (public-pages/opening.ts) and the application's panel (features/activities) both use it, on the
 * same marks in the page (opening-markup.ts).
 */
import { type ActivityOpeningResponse, activityPaths } from "../../domain/contracts/activities.ts";
import { formatCountdown } from "../../domain/countdown.ts";

export interface OpeningState {
  open: boolean;
  /** Milliseconds left by the server's answer and the time elapsed since; 0 at the opening. */
  remainingMs: number;
}

/** The countdown's words: "Ouverture dans 03:15:07", then "Ouverture…" while the server confirms. */
export function countdownText(remainingMs: number): string {
  return remainingMs > 0 ? `Ouverture dans ${formatCountdown(remainingMs)}` : "Ouverture…";
}

/** At least this long between two questions to the server, whatever it answers. */
const MIN_ASK_INTERVAL_MS = 250;
/** After a failed question (offline, a server restarting), ask again after this long. */
const RETRY_MS = 3_000;

/**
 * Follows the opening of a plaine's registrations: `onChange` gets the state at every second of
 * the countdown, and `{ open: true }` once the server says so (then it stops). Returns a stop.
 */
export function followOpening(activityId: string, onChange: (state: OpeningState) => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastAsked = -Infinity;
  const later = (run: () => void, ms: number) => {
    if (!stopped) timer = setTimeout(run, ms);
  };

  const ask = async () => {
    const sent = performance.now();
    lastAsked = sent;
    let answer: ActivityOpeningResponse;
    try {
      const response = await fetch(activityPaths.opening.url({ id: activityId }), { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      answer = (await response.json()) as ActivityOpeningResponse;
    } catch {
      later(() => void ask(), RETRY_MS);
      return;
    }
    if (stopped) return;
    if (answer.opening.open) {
      onChange({ open: true, remainingMs: 0 });
      return;
    }
    // The server counted its time left at about the middle of the round trip.
    const received = performance.now();
    const opensAt = received - (received - sent) / 2 + answer.opening.opensInMs;
    const tick = () => {
      const remainingMs = Math.max(0, opensAt - performance.now());
      onChange({ open: false, remainingMs });
      if (remainingMs > 0) {
        // Wake on the next whole second of the countdown.
        later(tick, remainingMs % 1000 || 1000);
      } else {
        later(() => void ask(), Math.max(0, lastAsked + MIN_ASK_INTERVAL_MS - performance.now()));
      }
    };
    tick();
  };

  void ask();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

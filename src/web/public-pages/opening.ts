/**
 * The opening of registrations on a plaine's page drawn on the server: the countdown runs, and at
 * the opening the way in ("S'inscrire") takes its place without a reload. The page was drawn (and
 * perhaps kept a few seconds) before: what the server answers now decides which part shows.
 */
import { COUNTDOWN_ATTRIBUTE, OPENING_ATTRIBUTE, OPENING_PART_ATTRIBUTE } from "../lib/opening-markup.ts";
import { countdownText, followOpening } from "../lib/registration-opening.ts";

export function enhanceOpenings(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${OPENING_ATTRIBUTE}]`)) {
    const activityId = element.getAttribute(OPENING_ATTRIBUTE);
    const before = element.querySelector<HTMLElement>(`[${OPENING_PART_ATTRIBUTE}="before"]`);
    const open = element.querySelector<HTMLElement>(`[${OPENING_PART_ATTRIBUTE}="open"]`);
    const countdown = element.querySelector<HTMLElement>(`[${COUNTDOWN_ATTRIBUTE}]`);
    if (!activityId || !before || !open || !countdown) continue;
    followOpening(activityId, (state) => {
      before.hidden = state.open;
      open.hidden = !state.open;
      countdown.hidden = state.open;
      countdown.textContent = countdownText(state.remainingMs);
    });
  }
}

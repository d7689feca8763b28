/**
 * The `staleTime` of the answers a parent must see as they are now (statuses, offers, amounts due,
 * messages): asked again on each visit, except in the first moments after they arrived. A page the
 * server drew holds its answers as received at start (ssr/server-state.ts, decision 0021): asking
 * the API again as the page starts would fetch the same answers twice, on the phone's slow
 * connection and busy processor, just when the page becomes usable. Two seconds cover that start,
 * not a later visit.
 */
export const ASKED_AGAIN_ON_EACH_VISIT = 2_000;

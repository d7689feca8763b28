/** A moment for the same answer asked twice by one visit (two parts of a page mounting in turn). */
const SAME_VISIT_MS = 2_000;

/** The answers the page the server drew came with, while the visitor is still on that page. */
const drawnWithThePage = new Set<string>();

/**
 * The `staleTime` of the answers a parent must see as they are now (statuses, offers, amounts due,
 * messages): asked again on each visit. A page the server drew holds its answers as received at
 * start (ssr/server-state.ts, decision 0021): asking the API again as the page starts would fetch
 * the same answers twice, on the phone's slow connection and busy processor, just when the page
 * becomes usable. Those answers stay fresh as long as the visitor stays on that first page, however
 * long its code takes to load and start; moving to another page, or leaving the tab, ends it.
 */
export function askedAgainOnEachVisit(query: { queryHash: string }): number {
  return drawnWithThePage.has(query.queryHash) ? Number.POSITIVE_INFINITY : SAME_VISIT_MS;
}

/** Where the browser is told the visitor has moved on from the page the server drew. */
export interface FirstPageEnds {
  /** Called on each change of the router's state, with the page the visitor is on. */
  subscribe(listener: (state: { location: { key: string } }) => void): unknown;
  state: { location: { key: string } };
}

/**
 * The answers of the page the server drew (their query hashes) count as current until the visitor
 * moves to another page or leaves the tab: then each is asked again on the next visit, as any other.
 */
export function keepUntilTheVisitorMoves(
  queryHashes: Iterable<string>,
  router: FirstPageEnds,
  page: Pick<Document, "addEventListener" | "visibilityState"> = document,
): void {
  for (const hash of queryHashes) drawnWithThePage.add(hash);
  const firstPage = router.state.location.key;
  const end = () => drawnWithThePage.clear();
  router.subscribe((state) => {
    if (state.location.key !== firstPage) end();
  });
  page.addEventListener("visibilitychange", () => {
    if (page.visibilityState === "hidden") end();
  });
}

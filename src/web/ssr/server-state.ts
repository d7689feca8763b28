import type { DehydratedState } from "@tanstack/react-query";

/**
 * What an application page drawn on the server hands the browser, in <script
 * type="application/json" id="page-state"> (data, not code: the CSP forbids inline scripts): the
 * query cache the page was drawn from, so the browser draws the same page without asking again.
 */
export interface ServerState {
  queries: DehydratedState;
}

export const SERVER_STATE_ID = "page-state";

/**
 * The server's answers as if they had been fetched now, by this computer's clock: their times are
 * the server's, and the browser measures their age with its own. A clock behind the server's
 * would keep them fresh (a visitor the page was drawn for) minutes too long, one ahead would ask
 * for all of them again at once.
 */
export function receivedNow(queries: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => ({
      ...query,
      dehydratedAt: now,
      state: {
        ...query.state,
        dataUpdatedAt: query.state.dataUpdatedAt ? now : 0,
        errorUpdatedAt: query.state.errorUpdatedAt ? now : 0,
      },
    })),
  };
}

/** The state of the page the server drew, or null when the browser draws the page alone. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as ServerState;
  return { ...state, queries: receivedNow(state.queries) };
}

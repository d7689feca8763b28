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

/** The state of the page the server drew, or null when the browser draws the page alone. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerState) : null;
}

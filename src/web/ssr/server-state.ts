import type { DehydratedState } from "@tanstack/react-query";
import { isRouteErrorResponse } from "react-router";

/**
 * What a server-rendered page hands the browser, in <script type="application/json"
 * id="page-state"> (data, not code: the CSP forbids inline scripts): the query cache the page
 * was drawn from, so the browser asks nothing again, and the router's error, if the page is the
 * 404 page of an unknown plaine or article, so the browser draws the same.
 */
export interface ServerState {
  queries: DehydratedState;
  /** Route id → the error its boundary shows (a 404 answer only: a crashed render is the server's 500 page). */
  errors: Record<string, RouteErrorJson> | null;
}

interface RouteErrorJson {
  status: number;
  statusText: string;
  internal: boolean;
  data: unknown;
}

export const SERVER_STATE_ID = "page-state";

/** Router errors as plain JSON; isRouteErrorResponse accepts these plain objects as they are. */
export function routeErrorsToJson(errors: Record<string, unknown> | null): Record<string, RouteErrorJson> | null {
  if (!errors) return null;
  const entries = Object.entries(errors).map(([routeId, error]) => {
    if (!isRouteErrorResponse(error)) throw error;
    const data: unknown = error.data;
    return [routeId, { status: error.status, statusText: error.statusText, internal: false, data: data ?? null }] as const;
  });
  return Object.fromEntries(entries);
}

/** The state of the page the server drew, or null when the browser draws the page alone. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerState) : null;
}

import { vi } from "vitest";
import type { ApiPath } from "../../src/domain/contracts/api-path.ts";

type Handler = (request: {
  method: string;
  path: string;
  body: unknown;
  query: URLSearchParams;
}) => { status?: number; body?: unknown } | undefined;

function route(method: string) {
  return <Pattern extends string>(path: ApiPath<Pattern>, ...params: Parameters<ApiPath<Pattern>["url"]>) =>
    `${method} ${path.url(...params)}`;
}

/**
 * The key of one answer in fakeApi's table, built from the contract's path as the browser calls it:
 * `[on.get(childrenPaths.list)]`, `[on.delete(adminActivityPaths.one, { id })]`. A path renamed in the
 * contract moves the fakes with it; a parameter left out fails the type check.
 */
export const on = { get: route("GET"), post: route("POST"), put: route("PUT"), patch: route("PATCH"), delete: route("DELETE") };

/** The server's answer to "who is signed in?" when nobody is. */
export const VISITOR = { status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Non connecté" } } };

/**
 * Replaces `fetch` for a component test with answers chosen per "METHOD /path" (keys written with `on`); every call is
 * recorded. A route the test did not foresee answers 404 in the API's error shape. A handler also
 * gets the query string (a list's filter).
 */
export function fakeApi(routes: Record<string, Handler | { status?: number; body?: unknown }>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn((input: string | URL, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    const method = init?.method ?? "GET";
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, body };
    calls.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === "function" ? route({ ...request, query: url.searchParams }) : route;
    const status = answer?.status ?? (answer ? 200 : 404);
    const payload = answer ? answer.body : { error: { code: "NOT_FOUND", message: "Introuvable" } };
    return Promise.resolve(
      new Response(payload === undefined ? null : JSON.stringify(payload), {
        status,
        headers: payload === undefined ? {} : { "content-type": "application/json" },
      }),
    );
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { askedAgainOnEachVisit, keepUntilTheVisitorMoves } from "./each-visit.ts";

type Listener = (state: { location: { key: string } }) => void;

/** A router on its first page, and a tab, that the test moves by hand. */
function visit() {
  const listeners: Listener[] = [];
  const router = { state: { location: { key: "premiere" } }, subscribe: (listener: Listener) => listeners.push(listener) };
  const tab = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  tab.visibilityState = "visible";
  return {
    router,
    tab,
    moveTo: (key: string) => listeners.forEach((listener) => listener({ location: { key } })),
    hide: () => {
      tab.visibilityState = "hidden";
      tab.dispatchEvent(new Event("visibilitychange"));
    },
  };
}

/** A query received a minute ago, long after the two seconds of one visit. */
function receivedAMinuteAgo(client: QueryClient, key: string) {
  client.setQueryData([key], { ok: true }, { updatedAt: Date.now() - 60_000 });
  const query = client.getQueryCache().find({ queryKey: [key] });
  if (!query) throw new Error("query absente");
  return query;
}

/** Whether a page mounting a component that reads the query asks the API for it. */
function asksOnMount(client: QueryClient, key: string): boolean {
  let asked = false;
  const observer = new QueryObserver(client, {
    queryKey: [key],
    queryFn: () => {
      asked = true;
      return { ok: true };
    },
    staleTime: askedAgainOnEachVisit,
  });
  observer.subscribe(() => undefined)();
  return asked;
}

describe("askedAgainOnEachVisit", () => {
  it("asks again an answer received before this visit", () => {
    const client = new QueryClient();
    receivedAMinuteAgo(client, "inscriptions");
    expect(asksOnMount(client, "inscriptions")).toBe(true);
  });

  it("keeps the answers of the page the server drew, however long the page takes to start, until the visitor moves on", () => {
    const client = new QueryClient();
    const drawn = receivedAMinuteAgo(client, "page-tirée");
    receivedAMinuteAgo(client, "autre");
    const { router, tab, moveTo } = visit();
    keepUntilTheVisitorMoves([drawn.queryHash], router, tab);
    expect(asksOnMount(client, "page-tirée")).toBe(false);
    expect(asksOnMount(client, "autre")).toBe(true);
    // A change of state on the same page (a form sent, a loader) is not a move.
    moveTo("premiere");
    expect(asksOnMount(client, "page-tirée")).toBe(false);
    moveTo("deuxieme");
    expect(asksOnMount(client, "page-tirée")).toBe(true);
  });

  it("asks again once the visitor has left the tab and comes back", () => {
    const client = new QueryClient();
    const drawn = receivedAMinuteAgo(client, "onglet");
    const { router, tab, hide } = visit();
    keepUntilTheVisitorMoves([drawn.queryHash], router, tab);
    expect(asksOnMount(client, "onglet")).toBe(false);
    hide();
    expect(asksOnMount(client, "onglet")).toBe(true);
  });
});

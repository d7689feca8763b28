import { dehydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { receivedNow } from "./server-state.ts";

describe("receivedNow", () => {
  it("dates the server's answers by this computer's clock, whatever the server's said", () => {
    const server = new QueryClient();
    // The server's clock is three minutes ahead of the browser's.
    server.setQueryData(["auth", "me"], null, { updatedAt: Date.now() + 3 * 60_000 });
    const state = receivedNow(dehydrate(server), 1_000);
    expect(state.queries[0].state.dataUpdatedAt).toBe(1_000);
    expect(state.queries[0].dehydratedAt).toBe(1_000);
    expect(state.queries[0].state.data).toBeNull();
    // Never answered stays never answered.
    expect(state.queries[0].state.errorUpdatedAt).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client.ts";
import { retryDelay, shouldRetry } from "./query-client.ts";

describe("query retries", () => {
  it("never retries a 4xx answer", () => {
    expect(shouldRetry(0, new ApiError(404, "NOT_FOUND", "Plaine non trouvée"))).toBe(false);
    expect(shouldRetry(0, new ApiError(400, "VALIDATION", "Invalide"))).toBe(false);
  });

  it("retries server and network failures three times", () => {
    const error = new ApiError(503, "INTERNAL", "Indisponible");
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new ApiError(0, "NETWORK", "Hors ligne"))).toBe(true);
    expect(shouldRetry(0, new TypeError("boom"))).toBe(true);
  });

  it("backs off exponentially, never more than 30 s", () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});

import { describe, expect, it } from "vitest";
import { PublicAnswerCache } from "./public-cache.ts";

describe("PublicAnswerCache", () => {
  it("computes an answer once for concurrent and repeated asks", async () => {
    const cache = new PublicAnswerCache();
    let calls = 0;
    const produce = () => Promise.resolve({ calls: ++calls });
    const [a, b] = await Promise.all([cache.remember("k", produce), cache.remember("k", produce)]);
    const c = await cache.remember("k", produce);
    expect(calls).toBe(1);
    expect(a).toEqual(b);
    expect(c.json).toBe('{"calls":1}');
    expect(c.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it("never remembers a failure", async () => {
    const cache = new PublicAnswerCache();
    await expect(cache.remember("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect((await cache.remember("k", () => Promise.resolve("up"))).json).toBe('"up"');
  });

  it("forgets everything when cleared, so a change shows at once", async () => {
    const cache = new PublicAnswerCache();
    await cache.remember("k", () => Promise.resolve(1));
    cache.clear();
    expect((await cache.remember("k", () => Promise.resolve(2))).json).toBe("2");
  });
});

describe("PublicAnswerCache.onClear", () => {
  it("tells the caches built from its answers that they are out of date", () => {
    const cache = new PublicAnswerCache();
    let cleared = 0;
    cache.onClear(() => cleared++);
    cache.clear();
    expect(cleared).toBe(1);
  });
});

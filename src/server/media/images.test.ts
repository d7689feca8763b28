import sharp from "sharp";
import { describe, expect, it } from "vitest";
import "./images.ts";

describe("image encoding", () => {
  it("keeps no cache of libvips operations: each picture is encoded once, the cache would only hold memory", () => {
    const { memory, files, items } = sharp.cache();
    expect({ memory: memory.max, files: files.max, items: items.max }).toEqual({ memory: 0, files: 0, items: 0 });
  });
});

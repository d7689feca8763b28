import { describe, expect, it } from "vitest";
import { isUuid } from "./ids.ts";

describe("isUuid", () => {
  it("accepts a UUID in either case", () => {
    expect(isUuid("a363b4c4-799f-487c-928c-2eb8b3e9a405")).toBe(true);
    expect(isUuid("A363B4C4-799F-487C-928C-2EB8B3E9A405")).toBe(true);
  });
  it.each(["123", "a363b4c4799f487c928c2eb8b3e9a405", "a363b4c4-799f-487c-928c-2eb8b3e9a40g", "' or 1=1 --"])("refuses %s", (value) =>
    expect(isUuid(value)).toBe(false),
  );
});

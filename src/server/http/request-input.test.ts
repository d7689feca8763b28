import { describe, expect, it } from "vitest";
import { forbiddenText, MAX_JSON_DEPTH, nestingDepth } from "./request-input.ts";

describe("nestingDepth", () => {
  it("counts arrays and objects, not brackets inside strings", () => {
    expect(nestingDepth('{"a":1}')).toBe(1);
    expect(nestingDepth('{"a":[{"b":[]}]}')).toBe(4);
    expect(nestingDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(nestingDepth('{"a":"\\"[[[["}')).toBe(1);
    expect(nestingDepth("[".repeat(5_000) + "]".repeat(5_000))).toBeGreaterThan(MAX_JSON_DEPTH);
    expect(nestingDepth("42")).toBe(0);
  });
});

describe("forbiddenText", () => {
  it("finds a NUL character or half a surrogate pair, with the field's path", () => {
    expect(forbiddenText({ firstName: "Léa", children: ["a", "b\u0000"] })).toEqual({ path: "children.1" });
    expect(forbiddenText({ city: "Namur\ud800" })).toEqual({ path: "city" });
    expect(forbiddenText({ city: "x\udc00" })).toEqual({ path: "city" });
    expect(forbiddenText({ "clé\u0000": 1 })).toEqual({ path: "" });
  });

  it("lets any real text through, emoji included", () => {
    expect(forbiddenText({ name: "Zoë 😀👨‍👩‍👧", n: 1, ok: true, none: null, list: [] })).toBeNull();
    expect(forbiddenText("texte")).toBeNull();
    expect(forbiddenText(undefined)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { belcotaxChoiceText, belcotaxLayoutYear, readBelcotaxChoice } from "./belcotax-layout.ts";

const KNOWN = [2022, 2023, 2024, 2025, 2026];

describe("belcotaxLayoutYear", () => {
  it("follows the year's own layout, else the latest known before it, else the administrator's choice", () => {
    expect(belcotaxLayoutYear(2024, KNOWN, "auto")).toBe(2024);
    expect(belcotaxLayoutYear(2027, KNOWN, "auto")).toBe(2026);
    expect(belcotaxLayoutYear(2031, KNOWN, "auto")).toBe(2026);
    expect(belcotaxLayoutYear(2027, KNOWN, 2023)).toBe(2023);
  });

  it("makes no file when chosen so, for a layout it does not know, or before the first one", () => {
    expect(belcotaxLayoutYear(2027, KNOWN, "none")).toBeNull();
    expect(belcotaxLayoutYear(2027, KNOWN, 2027)).toBeNull();
    expect(belcotaxLayoutYear(2021, KNOWN, "auto")).toBeNull();
  });

  it("stores the choice as text and reads it back", () => {
    for (const choice of ["auto", "none", 2025] as const) expect(readBelcotaxChoice(belcotaxChoiceText(choice))).toBe(choice);
    expect(readBelcotaxChoice(null)).toBe("auto");
  });
});

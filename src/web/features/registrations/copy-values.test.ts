import { describe, expect, it } from "vitest";
import { amountForCopy, ibanForCopy } from "./copy-values.ts";

describe("amountForCopy", () => {
  it("writes euros with a decimal comma and two decimals, nothing else", () => {
    expect(amountForCopy(18000)).toBe("180,00");
    expect(amountForCopy(7505)).toBe("75,05");
    expect(amountForCopy(123456)).toBe("1234,56");
    expect(amountForCopy(1)).toBe("0,01");
  });
});

describe("ibanForCopy", () => {
  it("drops the grouping spaces", () => {
    expect(ibanForCopy("BE68 5390 0754 7034")).toBe("BE68539007547034");
    expect(ibanForCopy("BE68539007547034")).toBe("BE68539007547034");
  });
});

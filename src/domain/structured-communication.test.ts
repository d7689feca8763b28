import { describe, expect, it } from "vitest";
import {
  formatStructuredCommunication,
  parseStructuredCommunication,
  structuredCommunicationFromNumber,
} from "./structured-communication.ts";

describe("structuredCommunicationFromNumber", () => {
  it.each([
    // 1234567890 mod 97 = 2
    [1_234_567_890, "123456789002"],
    // a remainder of 0 gives the check digits 97
    [97, "000000009797"],
    [9_700_000_000, "970000000097"],
    // 1 mod 97 = 1: the check keeps its leading zero
    [1, "000000000101"],
    [9_999_999_999, "999999999948"],
  ])("%i gives %s", (base, digits) => {
    expect(structuredCommunicationFromNumber(base)).toBe(digits);
    expect(parseStructuredCommunication(digits)).toBe(digits);
  });

  it("refuses numbers of more than ten digits, negatives and fractions", () => {
    for (const base of [10_000_000_000, -1, 1.5]) expect(() => structuredCommunicationFromNumber(base)).toThrow(RangeError);
  });
});

describe("formatStructuredCommunication", () => {
  it("writes +++DDD/DDDD/DDDDD+++", () => {
    expect(formatStructuredCommunication("123456789002")).toBe("+++123/4567/89002+++");
    expect(formatStructuredCommunication("000000009797")).toBe("+++000/0000/09797+++");
  });
  it("refuses anything but 12 digits", () => {
    expect(() => formatStructuredCommunication("12345678900")).toThrow(RangeError);
  });
});

describe("parseStructuredCommunication", () => {
  it("reads the formatted and the bare form, and the *** variant some banks print", () => {
    expect(parseStructuredCommunication("+++123/4567/89002+++")).toBe("123456789002");
    expect(parseStructuredCommunication("***123/4567/89002***")).toBe("123456789002");
    expect(parseStructuredCommunication(" 123456789002 ")).toBe("123456789002");
    expect(parseStructuredCommunication("+++000/0000/09797+++")).toBe("000000009797");
  });

  it.each([
    ["a wrong check", "+++123/4567/89012+++"],
    ["00 as check (a remainder of 0 is written 97)", "+++000/0000/09700+++"],
    ["too few digits", "+++123/4567/8900+++"],
    ["letters", "+++12A/4567/89002+++"],
    ["nothing", ""],
  ])("refuses %s", (_, value) => {
    expect(parseStructuredCommunication(value)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { formatCompanyNumber, parseCompanyNumber } from "./company-number.ts";

describe("the company number (BCE)", () => {
  it("reads the ten digits however they are typed, an old nine-digit number with its leading 0", () => {
    for (const typed of ["0123456749", "0123.456.749", "BE 0123.456.749", "be0123456749", "123456749", " 0123 456 749 "]) {
      expect(parseCompanyNumber(typed), typed).toBe("0123456749");
    }
  });

  it("refuses a wrong check, a wrong first digit, a wrong length or letters", () => {
    for (const typed of ["0123456748", "2123456749", "01234567490", "0123.456.74", "O123456749", ""]) {
      expect(parseCompanyNumber(typed), typed).toBeNull();
    }
  });

  it("is shown in its usual groups", () => {
    expect(formatCompanyNumber("0123456749")).toBe("0123.456.749");
    expect(() => formatCompanyNumber("123")).toThrow(RangeError);
  });
});

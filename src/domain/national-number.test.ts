import { describe, expect, it } from "vitest";
import { formatNationalNumber, nationalNumberMatchesBirthDate, nationalNumberProblem, parseNationalNumber } from "./national-number.ts";

describe("the national register number", () => {
  it("reads a number of someone born before 2000, whatever the separators", () => {
    for (const typed of ["85073003328", "85.07.30-033.28", " 850730 033 28 ", "85/07/30-033-28"]) {
      expect(parseNationalNumber(typed)).toEqual({ digits: "85073003328", century: 1900 });
    }
  });

  it("reads a child's number: born in 2000 or later, the check counts a leading 2", () => {
    expect(parseNationalNumber("17.01.01-001.71")).toEqual({ digits: "17010100171", century: 2000 });
    // The same digits with the check of the 1900s are refused for a child of the 2000s, and conversely.
    expect(parseNationalNumber("17.01.01-001.42")?.century).toBe(1900);
  });

  it("refuses a wrong check, a wrong length, letters, an impossible month or day", () => {
    for (const typed of ["85073003329", "8507300332", "850730033280", "85O73003328", "", "85.13.30-033.xx"]) {
      expect(parseNationalNumber(typed), typed).toBeNull();
    }
    const nine = "851330033";
    const check = String(97 - Number(BigInt(nine) % 97n)).padStart(2, "0");
    expect(parseNationalNumber(nine + check)).toBeNull(); // month 13
  });

  it("matches the birth date, a bis number's month and an unknown day included", () => {
    const adult = parseNationalNumber("85.07.30-033.28");
    expect(adult && nationalNumberMatchesBirthDate(adult, "1985-07-30")).toBe(true);
    expect(adult && nationalNumberMatchesBirthDate(adult, "1985-07-31")).toBe(false);
    expect(adult && nationalNumberMatchesBirthDate(adult, "2085-07-30")).toBe(false);
    const child = parseNationalNumber("17010100171");
    expect(child && nationalNumberMatchesBirthDate(child, "2017-01-01")).toBe(true);
    expect(child && nationalNumberMatchesBirthDate(child, "1917-01-01")).toBe(false);

    const bisNine = "854730033"; // month 07 + 40: a bis number
    const bis = parseNationalNumber(bisNine + String(97 - Number(BigInt(bisNine) % 97n)).padStart(2, "0"));
    expect(bis && nationalNumberMatchesBirthDate(bis, "1985-07-30")).toBe(true);
    const unknownDayNine = "850700033";
    const unknownDay = parseNationalNumber(unknownDayNine + String(97 - Number(BigInt(unknownDayNine) % 97n)).padStart(2, "0"));
    expect(unknownDay && nationalNumberMatchesBirthDate(unknownDay, "1985-07-14")).toBe(true);
  });

  it("is shown in its usual groups", () => {
    expect(formatNationalNumber("85073003328")).toBe("85.07.30-033.28");
    expect(() => formatNationalNumber("123")).toThrow(RangeError);
  });

  it("says in French what is wrong with a typed number", () => {
    expect(nationalNumberProblem("85.07.30-033.28")).toBeNull();
    expect(nationalNumberProblem("85.07.30-033.28", "1985-07-30")).toBeNull();
    // A wrong shape (length, letters, an impossible month) is told apart from wrong check digits.
    for (const typed of ["8507300332", "850730033280", "85O73003328", "85.13.30-033.28", ""]) {
      expect(nationalNumberProblem(typed), typed).toBe(
        "Le numéro de registre national n'est pas valide (11 chiffres, par ex. 85.07.30-033.28)",
      );
    }
    expect(nationalNumberProblem("85.07.30-033.29")).toBe(
      "Les deux derniers chiffres (chiffres de contrôle) ne correspondent pas\u00a0: vérifiez le numéro",
    );
    expect(nationalNumberProblem("85.07.30-033.28", "2019-04-12")).toBe(
      "Le numéro de registre national ne correspond pas à la date de naissance",
    );
  });
});

import { describe, expect, it } from "vitest";
import { isGsm7, mobileNumber, splitByChannel } from "./urgent-texts.ts";

describe("mobileNumber", () => {
  it("normalises a Belgian mobile to E.164 (04xx → +324xx), however it is typed", () => {
    expect(mobileNumber("0470 12 34 56")).toBe("+32470123456");
    expect(mobileNumber("0499/12.34.56")).toBe("+32499123456");
    expect(mobileNumber("+32 (0)485 12 34 56")).toBe("+32485123456");
    expect(mobileNumber("0032 456 12 34 56")).toBe("+32456123456");
    expect(mobileNumber("+32470123456")).toBe("+32470123456");
  });

  it("takes a number of another country given with its prefix", () => {
    expect(mobileNumber("+33 6 12 34 56 78")).toBe("+33612345678");
    expect(mobileNumber("0031 6 12345678")).toBe("+31612345678");
  });

  it("has none for a Belgian fixed line, a wrong number or no number", () => {
    expect(mobileNumber("02 123 45 67")).toBeNull();
    expect(mobileNumber("+32 81 22 33 44")).toBeNull();
    expect(mobileNumber("0440 12 34 56")).toBeNull();
    expect(mobileNumber("0470 12 34")).toBeNull();
    expect(mobileNumber("appelez-moi")).toBeNull();
    expect(mobileNumber("")).toBeNull();
    expect(mobileNumber(null)).toBeNull();
  });
});

describe("splitByChannel", () => {
  it("sends by SMS to a mobile and by e-mail to a family without one, each once", () => {
    const families = [
      { parentId: "a", phone: "0470 12 34 56" },
      { parentId: "b", phone: null },
      { parentId: "c", phone: "02 123 45 67" },
      { parentId: "d", phone: "+33612345678" },
    ];
    const { sms, email } = splitByChannel(families);
    expect(sms).toEqual([
      { parentId: "a", phone: "0470 12 34 56", mobile: "+32470123456" },
      { parentId: "d", phone: "+33612345678", mobile: "+33612345678" },
    ]);
    expect(email.map((family) => family.parentId)).toEqual(["b", "c"]);
  });
});

describe("isGsm7", () => {
  it("keeps the GSM alphabet's own accents as text, and asks Unicode for the others French uses", () => {
    expect(isGsm7("Le car part à 9 h, Hélène ! 20 € (prix).")).toBe(true);
    for (const text of ["Fête", "garçon", "cœur", "l’orage", "« vite »", "île", "côte"]) expect(isGsm7(text)).toBe(false);
  });
});

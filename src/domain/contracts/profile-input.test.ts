import { describe, expect, it } from "vitest";
import { PHONE_INVALID } from "../phone.ts";
import { profileSchema } from "./profile-input.ts";

describe("profileSchema", () => {
  it("requires names with the spec's messages and keeps empty optional fields as null", () => {
    const result = profileSchema.safeParse({ firstName: "", lastName: "" });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(["Le prénom est requis", "Le nom est requis"]);
    expect(profileSchema.parse({ firstName: "A", lastName: "B", phone: "", addressCity: "  " })).toMatchObject({
      phone: null,
      addressCity: null,
    });
  });
  it("refuses a phone number with letters", () => {
    expect(profileSchema.safeParse({ firstName: "A", lastName: "B", phone: "appelez-moi" }).success).toBe(false);
    expect(profileSchema.safeParse({ firstName: "A", lastName: "B", phone: "+32 470 12 34 56" }).success).toBe(true);
  });
  it("keeps a Belgian or foreign number in E.164 and refuses one that is neither, in French", () => {
    const phone = (typed: string) => profileSchema.safeParse({ firstName: "A", lastName: "B", phone: typed });
    expect(phone("0470/12.34.56").data?.phone).toBe("+32470123456");
    expect(phone("02 123 45 67").data?.phone).toBe("+3221234567");
    expect(phone("+33 6 12 34 56 78").data?.phone).toBe("+33612345678");
    expect(phone("0470 12 34").error?.issues.map((issue) => issue.message)).toEqual([PHONE_INVALID]);
    expect(phone("470123456").error?.issues.map((issue) => issue.message)).toEqual([PHONE_INVALID]);
  });
});

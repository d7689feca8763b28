import { describe, expect, it } from "vitest";
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
});

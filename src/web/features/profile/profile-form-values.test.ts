import { describe, expect, it } from "vitest";
import type { Profile } from "../../../domain/contracts/profile.ts";
import { profileSchema } from "../../../domain/contracts/profile-input.ts";
import { profileFormValues } from "./profile-form-values.ts";

const profile: Profile = {
  email: "camille@example.org",
  firstName: "Camille",
  lastName: "Dupont",
  phone: null,
  addressStreet: "Rue des Lilas 4",
  addressPostalCode: null,
  addressCity: "Namur",
  addressCountry: null,
  updatedAt: "2026-03-01T10:00:00.000Z",
};

describe("profileFormValues", () => {
  it("shows missing values as empty fields and leaves the e-mail out", () => {
    expect(profileFormValues(profile)).toEqual({
      firstName: "Camille",
      lastName: "Dupont",
      phone: "",
      addressStreet: "Rue des Lilas 4",
      addressPostalCode: "",
      addressCity: "Namur",
      addressCountry: "",
    });
  });

  it("gives back the same profile once the form is validated", () => {
    const { email: _email, updatedAt: _updatedAt, ...saved } = profile;
    expect(profileSchema.parse(profileFormValues(profile))).toEqual(saved);
  });
});

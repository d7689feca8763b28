import type { Profile } from "../../../domain/contracts/profile.ts";

/** The profile as the form holds it: every field a string, an empty one for what is not filled. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  addressStreet: string;
  addressPostalCode: string;
  addressCity: string;
  addressCountry: string;
}

export const PROFILE_FORM_FIELDS = [
  "firstName",
  "lastName",
  "phone",
  "addressStreet",
  "addressPostalCode",
  "addressCity",
  "addressCountry",
] as const;

/** Inputs cannot show null: missing optional values become "" (profileSchema turns them back into null). */
export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? "",
    addressStreet: profile.addressStreet ?? "",
    addressPostalCode: profile.addressPostalCode ?? "",
    addressCity: profile.addressCity ?? "",
    addressCountry: profile.addressCountry ?? "",
  };
}

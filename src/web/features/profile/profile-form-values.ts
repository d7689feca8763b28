import type { Profile } from "../../../domain/contracts/profile.ts";
import { profileSchema } from "../../../domain/contracts/profile-input.ts";
import { formatPhone } from "../../../domain/phone.ts";
import { textFormValues } from "../../components/form/text-form-values.ts";

/** The profile as its form shows it: the phone kept in E.164 read as people write it ("+32 470 12 34 56"). */
export function profileFormValues(profile: Profile) {
  return textFormValues(profileSchema, { ...profile, phone: profile.phone ? formatPhone(profile.phone) : null });
}

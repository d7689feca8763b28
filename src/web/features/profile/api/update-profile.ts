import { type Profile, profilePaths, type ProfileResponse } from "../../../../domain/contracts/profile.ts";
import type { ProfileInput } from "../../../../domain/contracts/profile-input.ts";
import { api } from "../../../lib/api-client.ts";

/** Saves names, phone and address; the e-mail is not part of the request and cannot change. */
export async function updateProfile(input: ProfileInput): Promise<Profile> {
  const { profile } = await api.put<ProfileResponse>(profilePaths.own.url(), input);
  return profile;
}

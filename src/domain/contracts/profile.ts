/**
 * The profile's API contract (the signed-in person's own), shared by the server and the
 * browser: its path and what it answers. The form's schema is in profile-input.ts.
 */
import { apiPath } from "./api-path.ts";
import type { ProfileInput } from "./profile-input.ts";

export const profilePaths = {
  own: apiPath("/api/profile"),
};

/** The profile as the form shows it: what the person may change, and the e-mail they may not. */
export interface Profile extends ProfileInput {
  email: string;
  updatedAt: string;
}

/** GET and PUT /api/profile */
export interface ProfileResponse {
  profile: Profile;
}

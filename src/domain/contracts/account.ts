/**
 * The account's API contract, shared by the server and the browser: who is signed in (/api/me)
 * and the better-auth endpoints the site uses, under AUTH_BASE_PATH. No zod here: every page
 * loads this file (the header asks /api/me); the account forms' schemas are in account-input.ts.
 */
import type { CurrentUser } from "../account.ts";
import { apiPath } from "./api-path.ts";

/** Where better-auth answers; the server relays only the paths below (server/auth/routes.ts). */
export const AUTH_BASE_PATH = "/api/auth";

export const accountPaths = {
  me: apiPath("/api/me"),
  signUp: apiPath("/api/auth/sign-up/email"),
  signIn: apiPath("/api/auth/sign-in/email"),
  signOut: apiPath("/api/auth/sign-out"),
  sendVerificationEmail: apiPath("/api/auth/send-verification-email"),
  requestPasswordReset: apiPath("/api/auth/request-password-reset"),
  resetPassword: apiPath("/api/auth/reset-password"),
  /** The link of the verification e-mail. */
  verifyEmail: apiPath("/api/auth/verify-email"),
};

/**
 * The signed-in person as GET /api/me describes them: their account, and whether they hold an
 * active role in the team of some plaine (decision 0063), read from the database as the team's
 * area reads it, so the header offers 'Mon équipe' to them only; and whether qualifications are
 * kept in their name (decision 0065), so that a former member finds 'Mes qualifications'.
 */
export interface SignedInUser extends CurrentUser {
  inTeam: boolean;
  keepsQualifications: boolean;
}

/** GET /api/me: nobody signed in is an answer, `{ user: null }`, not an error. */
export interface MeResponse {
  user: SignedInUser | null;
}

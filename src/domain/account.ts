import { paths } from "./paths.ts";

/**
 * The four password rules (spec §5), in the order of the checklist: each with the specification's
 * message (a refusal names the rule broken) and the few words the checklist lists under its one
 * "Votre mot de passe doit contenir :", so that the rules are stated once (docs/french.md).
 */
export const PASSWORD_RULES = [
  {
    id: "length",
    label: "au moins 8 caractères",
    message: "Le mot de passe doit contenir au moins 8 caractères",
    test: (p: string) => p.length >= 8,
  },
  {
    id: "lowercase",
    label: "une lettre minuscule",
    message: "Le mot de passe doit contenir au moins une lettre minuscule",
    test: (p: string) => /[a-z]/.test(p),
  },
  {
    id: "uppercase",
    label: "une lettre majuscule",
    message: "Le mot de passe doit contenir au moins une lettre majuscule",
    test: (p: string) => /[A-Z]/.test(p),
  },
  { id: "digit", label: "un chiffre", message: "Le mot de passe doit contenir au moins un chiffre", test: (p: string) => /\d/.test(p) },
] as const;

export const PASSWORD_MAX_LENGTH = 128;

/** The messages of every rule the password breaks; empty when it is strong enough. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}

/** The longest address SMTP can deliver to. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_TOO_LONG = "L'adresse e-mail est trop longue";

// Kept in their own file, which the always-loaded web code reads; said once.
export { SESSION_EXPIRED_MESSAGE } from "./session-messages.ts";
export const INVALID_RESET_LINK_MESSAGE = "Lien de réinitialisation invalide ou expiré";
/** The forgot-password page promises this lifetime to the user; the server enforces it. */
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
export const VERIFICATION_LINK_LIFETIME_SECONDS = 24 * 60 * 60;

/** Where a signed-in user lands after login when no redirect was asked for (spec §6). */
export function homeAfterLogin(user: { isAdmin: boolean }): string {
  return user.isAdmin ? paths.admin : paths.dashboard;
}

/**
 * A redirect target taken from the URL is followed only when it stays on this site:
 * a path starting with one "/" (no "//host", no "http:"), so a link cannot send a user away.
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return null;
  return target;
}

/** The signed-in person, as the server checks them for every request and GET /api/me describes them. */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
}

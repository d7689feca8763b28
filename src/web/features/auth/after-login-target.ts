import { homeAfterLogin, safeRedirect } from "../../../domain/account.ts";
import { paths } from "../../../domain/paths.ts";

/** Pages that only make sense signed out: coming back to them after login would go round in circles. */
const SIGNED_OUT_PAGES: string[] = [paths.login, paths.signup, paths.forgotPassword, paths.resetPassword];

function pathOf(from: unknown): string | null {
  if (typeof from === "string") return from;
  // A react-router location kept in navigation state.
  if (from && typeof from === "object" && "pathname" in from && typeof from.pathname === "string") {
    const { search, hash } = from as { search?: unknown; hash?: unknown };
    return from.pathname + (typeof search === "string" ? search : "") + (typeof hash === "string" ? hash : "");
  }
  return null;
}

function followable(target: string | null): string | null {
  const safe = safeRedirect(target);
  if (!safe) return null;
  const pathname = safe.split(/[?#]/)[0];
  return SIGNED_OUT_PAGES.includes(pathname) ? null : safe;
}

/**
 * Where a signed-in person goes from the login page: the page named by ?redirect=, else the
 * page they came from (router state `from`), else their own home (/admin or /dashboard).
 * Only paths on this site are followed, so a crafted link cannot send anyone elsewhere.
 */
export function afterLoginTarget(user: { isAdmin: boolean }, redirectParam: string | null, from?: unknown): string {
  return followable(redirectParam) ?? followable(pathOf(from)) ?? homeAfterLogin(user);
}

/**
 * "/login?redirect=/register/42": the page to come back to after signing in. Slashes stay
 * readable; everything else that could end the parameter early (?, &, #, =) is encoded.
 */
export function loginPath(redirectTo?: string): string {
  if (!redirectTo || redirectTo === "/") return "/login";
  return `/login?redirect=${encodeURIComponent(redirectTo).replace(/%2F/gi, "/")}`;
}

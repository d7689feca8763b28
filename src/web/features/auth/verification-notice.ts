/** What the login page says when a verification link brings someone there. */
export type VerificationNotice = { kind: "verified"; message: string } | { kind: "invalid-link"; message: string };

export const EMAIL_VERIFIED_MESSAGE = "Votre adresse e-mail est confirmée. Vous pouvez vous connecter.";
export const VERIFICATION_LINK_EXPIRED_MESSAGE =
  "Ce lien de confirmation a expiré. Saisissez votre adresse e-mail ci-dessous pour en recevoir un nouveau.";
export const VERIFICATION_LINK_INVALID_MESSAGE =
  "Ce lien de confirmation n'est pas valide. Saisissez votre adresse e-mail ci-dessous pour en recevoir un nouveau.";

/**
 * A followed link lands on /login?verified=1; a refused one gets an `error` parameter added
 * (TOKEN_EXPIRED, INVALID_TOKEN, ...), which wins over `verified`.
 */
export function verificationNotice(params: URLSearchParams): VerificationNotice | null {
  const error = params.get("error");
  if (error !== null) {
    return {
      kind: "invalid-link",
      message: error === "TOKEN_EXPIRED" ? VERIFICATION_LINK_EXPIRED_MESSAGE : VERIFICATION_LINK_INVALID_MESSAGE,
    };
  }
  if (params.get("verified") === "1") return { kind: "verified", message: EMAIL_VERIFIED_MESSAGE };
  return null;
}

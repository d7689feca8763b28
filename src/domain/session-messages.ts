/**
 * The two account messages the always-loaded part of the web app shows (API client, auth
 * provider). They live apart from account.ts, whose zod schemas would otherwise be downloaded by
 * every visitor of the public pages. account.ts re-exports them.
 */
export const SESSION_EXPIRED_MESSAGE = "Session expirée. Veuillez vous reconnecter.";
/** To a visitor who sent no session at all: nothing expired, they have to sign in. */
export const SIGN_IN_REQUIRED_MESSAGE = "Connectez-vous pour continuer.";
export const LOGOUT_SUCCESS_MESSAGE = "Vous avez été déconnecté avec succès";

/** better-auth's error codes, as French messages a person can act on. */
export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Adresse e-mail ou mot de passe incorrect.",
  INVALID_PASSWORD: "Adresse e-mail ou mot de passe incorrect.",
  EMAIL_NOT_VERIFIED:
    "Votre adresse e-mail n'est pas encore confirmée. Un nouveau lien de confirmation vient de vous être envoyé\u00a0: vérifiez votre boîte de réception (et les indésirables).",
  USER_ALREADY_EXISTS: "Un compte existe déjà avec cette adresse e-mail.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Un compte existe déjà avec cette adresse e-mail.",
  INVALID_EMAIL: "L'adresse e-mail n'est pas valide",
  PASSWORD_TOO_SHORT: "Le mot de passe doit contenir au moins 8 caractères",
  PASSWORD_TOO_LONG: "Le mot de passe est trop long",
  INVALID_TOKEN: "Lien de réinitialisation invalide ou expiré",
  TOKEN_EXPIRED: "Lien de réinitialisation invalide ou expiré",
  EMAIL_ALREADY_VERIFIED: "Votre adresse e-mail est déjà confirmée\u00a0: vous pouvez vous connecter.",
  INVALID_ORIGIN: "Requête refusée\u00a0: origine non autorisée.",
  MISSING_OR_NULL_ORIGIN: "Requête refusée\u00a0: origine manquante.",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "Requête refusée\u00a0: origine non autorisée.",
  FAILED_TO_GET_SESSION: "Session expirée. Veuillez vous reconnecter.",
  SESSION_EXPIRED: "Session expirée. Veuillez vous reconnecter.",
  VALIDATION_ERROR: "Requête invalide.",
};

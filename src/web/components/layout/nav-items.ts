import { paths } from "../../../domain/paths.ts";
/** The header's links, in order; the auth-dependent ones are added by the header itself. */
export const PUBLIC_NAV_ITEMS = [
  { to: paths.home, label: "Accueil", end: true },
  { to: paths.search, label: "Plaines", end: false },
  { to: paths.news, label: "Actualités", end: false },
] as const;

/** "Mon Espace" leads to each person's own home: /admin for administrators, /dashboard for parents. */
export function spaceNavItem(isAdmin: boolean) {
  return { to: isAdmin ? paths.admin : paths.dashboard, label: "Mon Espace", end: false } as const;
}
export const LOGIN_NAV_ITEM = { to: paths.login, label: "Se connecter", end: false } as const;
export const LOGOUT_LABEL = "Déconnexion";

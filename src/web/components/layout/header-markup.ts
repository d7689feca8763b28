import { paths } from "../../../domain/paths.ts";
import type { Audience } from "../../lib/visitor.ts";

/*
 * What the header draws, and the names its markup gives to the parts that change: React sets
 * them on pages drawn in the browser, the public pages' small script (src/web/public-pages) on
 * pages drawn by the server, so both work the same header.
 */

/** The header's links for everyone, in order. */
export const PUBLIC_NAV_ITEMS = [
  { to: paths.home, label: "Accueil", end: true },
  { to: paths.search, label: "Plaines", end: false },
  { to: paths.news, label: "Actualités", end: false },
] as const;

/**
 * The visitor's own links, each shown only to the visitors it lists (lib/visitor.ts). "Mon
 * Espace" leads to each person's own home: /admin for administrators, /dashboard for parents;
 * "Mon équipe" to the team's space, for whoever holds a role in the team of a plaine (decision 0063).
 */
export const PERSONAL_NAV_ITEMS = [
  { to: paths.login, label: "Se connecter", end: false, visibleTo: ["anonymous"] },
  { to: paths.dashboard, label: "Mon Espace", end: false, visibleTo: ["parent"] },
  { to: paths.admin, label: "Mon Espace", end: false, visibleTo: ["admin"] },
  { to: paths.team, label: "Mon équipe", end: false, visibleTo: ["team"] },
] as const satisfies readonly { to: string; label: string; end: boolean; visibleTo: readonly Audience[] }[];

export const LOGOUT_LABEL = "Déconnexion";
/** Marks the logout buttons (desktop bar and phone menu). */
export const LOGOUT_ATTRIBUTE = "data-logout";

/** The header's own id; it carries data-scrolled and data-menu-open, which its look follows. */
export const SITE_HEADER_ID = "site-header";

/** The phone menu: the button's id and names, and how far the page scrolls before the bar turns white. */
export const MOBILE_MENU_ID = "mobile-menu";
export const MOBILE_MENU_BUTTON_ID = "mobile-menu-button";
export const OPEN_MENU_LABEL = "Ouvrir le menu";
export const CLOSE_MENU_LABEL = "Fermer le menu";
export const HEADER_SCROLL_THRESHOLD_PX = 20;

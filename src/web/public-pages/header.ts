import {
  CLOSE_MENU_LABEL,
  HEADER_SCROLL_THRESHOLD_PX,
  MOBILE_MENU_BUTTON_ID,
  MOBILE_MENU_ID,
  OPEN_MENU_LABEL,
  SITE_HEADER_ID,
} from "../components/layout/header-markup.ts";

/**
 * The header of a server-drawn page: the phone menu opens and closes (button, Escape) and the bar
 * turns white once the page scrolls, through the same attributes React sets on the other pages
 * (components/layout/header.tsx), so the look is written once, in the header's classes.
 */
export function enhanceHeader(): void {
  const header = document.getElementById(SITE_HEADER_ID);
  const button = document.getElementById(MOBILE_MENU_BUTTON_ID);
  const menu = document.getElementById(MOBILE_MENU_ID);
  if (!header || !button || !menu) return;

  const setMenuOpen = (open: boolean) => {
    menu.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", open ? CLOSE_MENU_LABEL : OPEN_MENU_LABEL);
    header.dataset.menuOpen = String(open);
  };
  const isOpen = () => button.getAttribute("aria-expanded") === "true";
  button.addEventListener("click", () => setMenuOpen(!isOpen()));
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && isOpen()) setMenuOpen(false);
  });

  const followScroll = () => {
    header.dataset.scrolled = String(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
  };
  window.addEventListener("scroll", followScroll, { passive: true });
  // A page reloaded halfway down starts scrolled.
  followScroll();
}

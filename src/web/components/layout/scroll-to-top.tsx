import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { prefersReducedMotion } from "../../lib/reduced-motion.ts";

/**
 * A new page starts at its top. The scroll glides, unless the visitor asked their system
 * for less motion. Changing only the query string (search filters) keeps the position.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [pathname]);

  return null;
}

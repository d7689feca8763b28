import { useEffect } from "react";
import { useLocation } from "react-router";
import { prefersReducedMotion } from "./reduced-motion.ts";

/** "#certificates-title" → "certificates-title"; a fragment that is not valid percent-encoding is taken as written. */
function idOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Brings the element the address's #fragment names into view once the page is `ready` (what stands
 * above it has loaded and no longer moves it). The router does not, and a new page has just been
 * taken to its top (ScrollToTop): the scroll waits for the next frame to come after that one.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(idOf(hash))?.scrollIntoView({
        behavior: prefersReducedMotion() ? "auto" : "smooth",
        block: "start",
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, hash]);
}

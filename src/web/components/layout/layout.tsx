import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet } from "react-router";
import { associationQueryOptions } from "../../lib/association.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { NavigationProgress } from "./navigation-progress.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link.tsx";

/**
 * Every page: header, the page itself, footer; the association they show is asked for here, once.
 * The page area is at least a screen tall, so the footer starts below the fold and does not jump
 * when a page's content arrives (layout shift).
 */
export function Layout() {
  // Who runs the site, for the header, the footer, the tab's title and the pages that name it.
  useQuery(associationQueryOptions());
  // Marks when the page's buttons answer, as public-pages/main.ts does on server-drawn pages
  // (the end-to-end tests wait for it before they tap).
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <ScrollToTop />
      <NavigationProgress />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

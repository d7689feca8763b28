import { useEffect } from "react";
import { SITE } from "../../domain/site.ts";

/** Sets the tab title to "<Page> | Plaines Soleil" while the page is shown. */
export function usePageTitle(page: string | undefined): void {
  useEffect(() => {
    document.title = page ? `${page} | ${SITE.shortName}` : SITE.shortName;
  }, [page]);
}

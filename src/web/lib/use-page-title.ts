import { useEffect } from "react";
import { UNNAMED_ASSOCIATION } from "../../domain/association.ts";
import { useAssociation } from "./association.ts";

/** Sets the tab title to "<Page> | <the association's short name>" while the page is shown. */
export function usePageTitle(page: string | undefined): void {
  const site = useAssociation()?.shortName ?? UNNAMED_ASSOCIATION;
  useEffect(() => {
    document.title = page ? `${page} | ${site}` : site;
  }, [page, site]);
}

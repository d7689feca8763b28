/**
 * The browser's side of a page drawn on the server (src/web/entry-server.tsx, public-page.html):
 * the page reads and its links work without any script; this small one makes the header answer
 * (phone menu, the visitor's own links, "Déconnexion"), sends the search filters as the
 * application does and counts down to a plaine's opening of registrations. No React, router or
 * query cache is loaded on these pages: they are the ones most visitors open first, often on a phone.
 */
import "../styles.css";
import { enhanceHeader } from "./header.ts";
import { noticeRegion } from "./notice.ts";
import { enhanceOpenings } from "./opening.ts";
import { enhanceSearchForm, offerChildPicker } from "./search-form.ts";
import { showVisitor } from "./visitor.ts";

enhanceHeader();
enhanceSearchForm();
enhanceOpenings();
noticeRegion();
// Once the visitor's own links (and a parent's children in the search filters) are shown, the
// page is as it stays (the end-to-end tests wait for this mark before they tap).
void showVisitor()
  .then((visitor) => (visitor === "parent" ? offerChildPicker() : undefined))
  .then(() => {
    document.documentElement.dataset.ready = "true";
  });

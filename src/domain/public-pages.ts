import type { Activity } from "./activity.ts";
import type { AssociationAbout, PublicAssociation } from "./association.ts";
import type { ActivityDetail } from "./contracts/activities.ts";
import type { ApplicationPageRenderer } from "./application-pages.ts";
import type { ApiErrorBody } from "./api-error.ts";
import type { LegalFacts } from "./contracts/legal.ts";
import type { NewsArticle } from "./news.ts";
import type { RegistrationOpening } from "./registration-opening.ts";

/**
 * What the server gives the page renderer of the public pages (src/web/entry-server.tsx, built
 * into its own bundle and loaded by src/server/modules/pages/public-pages.ts). The web and the server never
 * import each other: they meet here. The answers are exactly what the public API would send for
 * the same question, so the pages render from them as they render from the API's answers.
 */

/** A list's query string as the page would send it to the API. */
export type PublicQuery = Record<string, string | number | boolean | undefined>;

/** A question the API refuses (filters typed into the address): its status and its French answer. */
export interface RefusedQuery {
  status: number;
  body: ApiErrorBody;
}

export interface PublicPageData {
  /** What GET /api/activities answers for `query`, or its refusal, which the search page shows. */
  activities(query: PublicQuery): Promise<Activity[] | RefusedQuery>;
  /** One plaine with its tariffs; or the API's refusal (an unknown plaine, a malformed id), which the page shows with the 404 status. */
  activity(id: string): Promise<ActivityDetail | RefusedQuery>;
  /** What GET /api/activities/:id/opening answers at the moment the page is drawn (the site's clock); null for an unknown plaine. */
  opening(id: string): Promise<RegistrationOpening | null>;
  /** What GET /api/news answers for `query`; null when the API would refuse the query. */
  news(query: PublicQuery): Promise<NewsArticle[] | null>;
  /** One published article; or the API's refusal (none with this id, or not yet published), shown as the plaine's is. */
  article(id: string): Promise<NewsArticle | RefusedQuery>;
  /** What GET /api/legal answers: the controller and the rules in force, for the privacy policy and the terms. */
  legal(): Promise<LegalFacts>;
  /** What GET /api/association answers: who runs the site, for every page's head, header and footer. */
  association(): Promise<PublicAssociation>;
  /** What GET /api/association/about answers: the association's own words and its ONE recognition, for 'À propos'. */
  about(): Promise<AssociationAbout>;
}

export interface RenderedPage {
  /** 200, or 404 for an unknown address (the 404 page is rendered), plaine or article (its page says it cannot be shown). */
  status: number;
  html: string;
}

export interface PageRenderer {
  /** Whether this path is a public page drawn on the server; other pages (signed-in, admin) are drawn in the browser only. */
  serves(pathname: string): boolean;
  /**
   * The whole HTML document for a public page's address (path and query string). Throws when
   * the page cannot be rendered; the server then answers its 500 page.
   */
  render(url: string, data: PublicPageData): Promise<RenderedPage>;
  /** The application's pages drawn for one person (index.html, hydrated by the application). */
  application: ApplicationPageRenderer;
}

/**
 * What the server bundle exports: a renderer for the built public-page.html (`template`), the
 * built index.html (`applicationTemplate`) and the site's address.
 */
export type CreatePageRenderer = (options: { template: string; applicationTemplate: string; publicUrl: string }) => PageRenderer;

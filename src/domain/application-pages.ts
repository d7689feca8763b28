/**
 * What the server gives the renderer of the application's pages (sign-in, account, the parent's
 * space; src/web/entry-server.tsx): unlike a public page, such a page depends on who asks for it,
 * so it is drawn for each request from the API's answers to that person, and never shared.
 */

/** The API's answer to a GET: its status and its JSON body. */
interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface ApplicationPageData {
  /** GET on the API (path and query string) as the person who asked for the page: their session, their answers. */
  get(url: string): Promise<ApiAnswer>;
}

/**
 * A page drawn for one person; or where they must go instead (a visitor on a parent's page goes
 * to the login page); or null when the page depends on what only the browser knows, and is drawn there.
 */
type ApplicationPageResult = { status: number; html: string } | { redirect: string } | null;

export interface ApplicationPageRenderer {
  /** Whether this path is an application page drawn on the server; the others (the admin's) are drawn in the browser only. */
  serves(pathname: string): boolean;
  /** The whole HTML document of that page for the person `data` answers as. Throws when the page cannot be drawn. */
  render(url: string, data: ApplicationPageData): Promise<ApplicationPageResult>;
}

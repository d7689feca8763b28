import { dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, matchRoutes, RouterContextProvider, StaticRouterProvider } from "react-router";
import type { ApplicationPageData, ApplicationPageRenderer } from "../../domain/application-pages.ts";
import type { PublicAssociation } from "../../domain/association.ts";
import { accountPaths, type MeResponse } from "../../domain/contracts/account.ts";
import { type AssociationResponse, associationPaths } from "../../domain/contracts/association.ts";
import { AppProvider } from "../app/provider.tsx";
import { createQueryClient } from "../app/query-client.ts";
import type { CurrentUser } from "../lib/auth/get-me.ts";
import { associationQueryOptions } from "../lib/association.ts";
import { meQueryKey } from "../lib/query-keys.ts";
import { routes } from "../router.tsx";
import { APPLICATION_LOADERS, applicationLoadContext, type ApplicationHead, GROUP_LOADERS } from "./application-loaders.ts";
import { renderTitle, scriptJson } from "./page-head.ts";
import { SERVER_STATE_ID, type ServerState } from "./server-state.ts";
import { withLoaders } from "./with-loaders.ts";

const TITLE = /<title>[^<]*<\/title>/;
const ROOT = '<div id="root"></div>';

/** Who asked for the page, as /api/me answers them; a server that cannot say is an error (the page is then drawn in the browser). */
async function visitorOf(data: ApplicationPageData): Promise<CurrentUser | null> {
  const answer = await data.get(accountPaths.me.url());
  if (answer.status >= 500) throw new Error(`/api/me a répondu ${answer.status}`);
  return answer.status === 200 ? ((answer.body as MeResponse).user ?? null) : null;
}

/** Who runs the site, as GET /api/association answers; a server that cannot say is an error (the page is then drawn in the browser). */
async function associationOf(data: ApplicationPageData): Promise<PublicAssociation> {
  const answer = await data.get(associationPaths.identity.url());
  if (answer.status !== 200) throw new Error(`/api/association a répondu ${answer.status}`);
  return (answer.body as AssociationResponse).association;
}

/**
 * The application's pages drawn on the server for the person who asks (decision 0021): the same
 * route tree and components as the browser's, with the data the page's queries would fetch put
 * into a query cache of this request only. The page goes out in index.html with that cache
 * (<script type="application/json" id="page-state">), and main.tsx hydrates it: the browser
 * draws the same page from the same data, asks nothing again, and the forms answer once hydrated.
 */
export function createApplicationRenderer({ template, publicUrl }: { template: string; publicUrl: string }): ApplicationPageRenderer {
  if (!TITLE.test(template) || !template.includes(ROOT)) throw new Error("index.html n'a pas les repères du rendu serveur");
  const serverRoutes = withLoaders(routes, APPLICATION_LOADERS);
  const handler = createStaticHandler(serverRoutes);

  /** The page's route id for a path, or null for a page drawn in the browser only (the admin's). */
  const pageOf = (pathname: string) => {
    const id = matchRoutes(serverRoutes, pathname)?.at(-1)?.route.id;
    return id && id in APPLICATION_LOADERS && !GROUP_LOADERS.has(id) ? id : null;
  };

  const document = (head: ApplicationHead, body: string, state: ServerState, site: PublicAssociation) =>
    template
      .replace(TITLE, () => renderTitle(head.title, site))
      .replace(
        ROOT,
        () => `<div id="root">${body}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(state)}</script>`,
      );

  return {
    serves: (pathname) => pageOf(pathname) !== null,
    async render(url, data) {
      const address = new URL(url, publicUrl);
      const pageId = pageOf(address.pathname);
      if (!pageId) throw new Error(`${address.pathname} n'est pas une page de l'application dessinée par le serveur`);

      const queryClient = createQueryClient();
      const user = await visitorOf(data);
      queryClient.setQueryData(meQueryKey, user);
      const association = await associationOf(data);
      queryClient.setQueryData(associationQueryOptions().queryKey, association);
      const requestContext = new RouterContextProvider();
      requestContext.set(applicationLoadContext, { data, queryClient, user });
      const context = await handler.query(new Request(address), { requestContext });
      if (context instanceof Response) {
        const location = context.headers.get("Location");
        if (context.status >= 300 && context.status < 400 && location) return { redirect: location };
        throw new Error(`réponse inattendue du routeur (${context.status})`);
      }
      if (context.errors) throw Object.values(context.errors)[0];
      const head = context.loaderData[pageId] as ApplicationHead;
      if (head.drawnInBrowser) return null;

      const router = createStaticRouter(handler.dataRoutes, context);
      const body = renderToString(
        <StrictMode>
          <AppProvider queryClient={queryClient}>
            {/* The router's state is all in the URL: main.tsx hands the query cache over, not loader data. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </StrictMode>,
      );
      return { status: 200, html: document(head, body, { queries: dehydrate(queryClient) }, association) };
    },
  };
}

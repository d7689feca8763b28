/**
 * The pages drawn on the server: built by `vite build --ssr` into its own bundle
 * (dist/web-server), which the Fastify server loads (src/server/modules/pages). The same route
 * tree as the browser's (router.tsx), through React Router's static handler: it matches the
 * address, loads the page's code and runs the page's loader (ssr/page-loaders.ts), which puts
 * the page's data into a fresh query cache; the page renders from that cache exactly as it does
 * in the browser. The HTML goes out in public-page.html, whose small script (public-pages/main.ts)
 * makes the header answer: no React in the browser on these pages (decision 0020). The
 * application's pages (sign-in, the parent's space) are drawn for each request by
 * ssr/application-renderer.tsx and hydrated by the application (decision 0021).
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, matchRoutes, RouterContextProvider, StaticRouterProvider } from "react-router";
import type { CreatePageRenderer, PublicPageData } from "../domain/public-pages.ts";
import { AppProvider } from "./app/provider.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { routes } from "./router.tsx";
import { PAGE_LOADERS } from "./ssr/page-loaders.ts";
import { type PageHead, renderHead, type SiteName } from "./ssr/page-head.ts";
import { associationQueryOptions } from "./lib/association.ts";
import { pageLoadContext } from "./ssr/page-loaders.ts";
import { createApplicationRenderer } from "./ssr/application-renderer.tsx";
import { withLoaders } from "./ssr/with-loaders.ts";

/** The marked part of index.html that each page replaces with its own head. */
const HEAD_SLOT = /<!--page-head-->[\s\S]*<!--\/page-head-->/;
const ROOT = '<div id="root"></div>';

export const createPageRenderer: CreatePageRenderer = ({ template, applicationTemplate, publicUrl }) => {
  if (!HEAD_SLOT.test(template) || !template.includes(ROOT)) throw new Error("public-page.html n'a pas les repères du rendu serveur");
  const serverRoutes = withLoaders(routes, PAGE_LOADERS);
  const handler = createStaticHandler(serverRoutes);

  const document = (head: PageHead, body: string, site: SiteName) =>
    template.replace(HEAD_SLOT, () => renderHead(head, publicUrl, site)).replace(ROOT, () => `<div id="root">${body}</div>`);

  /** The public page's route id for a path, or null for a page drawn in the browser only. */
  const publicPageOf = (pathname: string) => {
    const id = matchRoutes(serverRoutes, pathname)?.at(-1)?.route.id;
    return id && id in PAGE_LOADERS ? id : null;
  };

  return {
    application: createApplicationRenderer({ template: applicationTemplate, publicUrl }),
    serves: (pathname) => publicPageOf(pathname) !== null,
    async render(url: string, data: PublicPageData) {
      const address = new URL(url, publicUrl);
      const pageId = publicPageOf(address.pathname);
      if (!pageId) throw new Error(`${address.pathname} n'est pas une page publique`);

      const queryClient = createQueryClient();
      // The page shows what the cache holds, a refusal included: the server never asks again.
      queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false } });
      // Who runs the site: every page's head, header and footer show it (its settings).
      const association = await data.association();
      queryClient.setQueryData(associationQueryOptions().queryKey, association);
      const requestContext = new RouterContextProvider();
      requestContext.set(pageLoadContext, { data, queryClient, publicUrl, association });
      const context = await handler.query(new Request(address), { requestContext });
      if (context instanceof Response) throw new Error(`réponse inattendue du routeur (${context.status})`);
      // A loader that failed is a server error: the 500 page. (A refusal of the API is no failure:
      // the page shows it, page-loaders.ts.)
      if (context.errors) throw Object.values(context.errors)[0];

      const router = createStaticRouter(handler.dataRoutes, context);
      const body = renderToString(
        <StrictMode>
          <AppProvider queryClient={queryClient}>
            {/* Nothing hydrates these pages (decision 0020): no router state to hand over. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </StrictMode>,
      );
      const head = context.loaderData[pageId] as PageHead;
      const notFound = pageId === "not-found" || head.notFound === true;
      return { status: notFound ? 404 : 200, html: document(head, body, association) };
    },
  };
};

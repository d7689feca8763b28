import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProvider } from "./app/provider.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { routes } from "./router.tsx";
import { keepUntilTheVisitorMoves } from "./lib/each-visit.ts";
import { readServerState } from "./ssr/server-state.ts";
import "./styles.css";

/**
 * The application in the browser: the sign-in, account and admin pages, and the public pages
 * once a visitor moves to them from there. A public page opened directly is drawn by the server
 * and does not load this (public-pages/main.ts). The sign-in and parent's pages come drawn by
 * the server with the data they were drawn from (decision 0021): they are hydrated, not redrawn.
 */

/**
 * The code of the page being opened, before the first render: the server drew that page, so
 * the browser must draw the same at once rather than its "loading" placeholder.
 */
async function loadPageCode(tree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start() {
  const root = document.getElementById("root");
  if (!root) throw new Error("L'élément #root est introuvable dans index.html");

  const serverState = readServerState();
  const queryClient = createQueryClient();
  if (serverState) {
    // The data the server drew the page with: the page reads it instead of asking the API again.
    hydrate(queryClient, serverState.queries);
    await loadPageCode(routes);
  }
  const router = createBrowserRouter(routes);
  if (serverState)
    keepUntilTheVisitorMoves(
      serverState.queries.queries.map((query) => query.queryHash),
      router,
    );
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (serverState) {
    // As a transition, the hydration yields to the browser every few milliseconds: a phone keeps
    // answering taps and typing while the page comes alive, instead of freezing for its length.
    startTransition(() => {
      hydrateRoot(root, app, {
        // A page that differs from the server's is redrawn; say where, then report it as React would.
        onRecoverableError: (error, { componentStack }) => {
          console.error("Hydratation", error, componentStack);
          reportError(error);
        },
      });
    });
  } else createRoot(root).render(app);
}

void start();

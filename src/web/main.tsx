import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProvider } from "./app/provider.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { routes } from "./router.tsx";
import "./styles.css";

/**
 * The application drawn in the browser: the sign-in, account and admin pages, and the public
 * pages once a visitor moves to them from there. A public page opened directly is drawn by the
 * server and does not load this (public-pages/main.ts).
 */
const root = document.getElementById("root");
if (!root) throw new Error("L'élément #root est introuvable dans index.html");

createRoot(root).render(
  <StrictMode>
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProvider>
  </StrictMode>,
);

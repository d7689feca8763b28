import type { FastifyInstance } from "fastify";

interface RouteEntry {
  method: string;
  url: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route of the app as registered (HEAD twins of GET routes left out), for the tests that must cover them all. */
    routeList: RouteEntry[];
  }
}

/** Starts recording routes; call before any route is registered. */
export function recordRoutes(app: FastifyInstance) {
  const routes: RouteEntry[] = [];
  app.decorate("routeList", routes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") routes.push({ method, url: route.url });
    }
  });
}

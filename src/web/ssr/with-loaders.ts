import type { LoaderFunction, RouteObject } from "react-router";

/** The route tree with a loader added to each route whose id has one; ids and shape unchanged, so the browser's tree matches. */
export function withLoaders(tree: RouteObject[], loaders: Record<string, LoaderFunction>): RouteObject[] {
  return tree.map((route) => {
    const loader = route.id ? loaders[route.id] : undefined;
    const children = route.children ? withLoaders(route.children, loaders) : undefined;
    return { ...route, ...(loader ? { loader } : {}), ...(children ? { children } : {}) } as RouteObject;
  });
}

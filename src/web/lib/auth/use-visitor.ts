import { type Visitor, visitorOf } from "../visitor.ts";
import { useAuth } from "./auth-context.ts";

/** The visitor as the page's parts that depend on it see them: "unknown" until /api/me answers. */
export function useVisitor(): Visitor {
  const { user, isLoading } = useAuth();
  return isLoading ? "unknown" : visitorOf(user);
}

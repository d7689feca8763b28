/**
 * 'À faire' on the parent's dashboard: what the parent still has to pay, answer or complete, and
 * their next plaine. It reads the payments, the waiting list and the children's files; it changes nothing.
 */
export { todoRoutes } from "./routes.ts";

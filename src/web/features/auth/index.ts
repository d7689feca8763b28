/** What other features may use of the accounts feature. */
export { RequireAuth } from "./components/require-auth.tsx";

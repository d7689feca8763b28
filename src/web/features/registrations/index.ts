/** What other features may use of the registrations feature. */
export { rememberPendingRegistration } from "./pending-registration.ts";
export { PayButton } from "./components/pay-button.tsx";

/** What other features may use of the waiting list. */
export { waitlistQueryOptions } from "./api/waitlist.ts";
export { JoinWaitlist, waitlistEligible } from "./components/join-waitlist.tsx";
export { WaitlistEntries } from "./components/waitlist-entries.tsx";

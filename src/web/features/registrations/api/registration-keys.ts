/**
 * Query keys of the parent's registrations, under the root "registrations": private to the
 * signed-in person, so a logout drops them all, and one invalidation refreshes every view.
 */
export const registrationKeys = {
  all: ["registrations"] as const,
  list: () => [...registrationKeys.all, "list"] as const,
  bankTransfer: (id: string) => [...registrationKeys.all, "bank-transfer", id] as const,
  confirmation: (id: string) => [...registrationKeys.all, "confirmation", id] as const,
  checkout: (id: string, sessionId: string | null) => [...registrationKeys.all, "checkout", id, sessionId ?? ""] as const,
  simulatedCheckout: (sessionId: string) => [...registrationKeys.all, "simulated-checkout", sessionId] as const,
};

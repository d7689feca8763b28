import type { Activity } from "../../src/domain/activity.ts";
import type { RegistrationPageChild } from "../../src/domain/contracts/registrations.ts";

/* What the API answers, as the component tests fake it. */

/** A published plaine as the public endpoints answer it, for the component tests. */
export function publicActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: "0b6c3f0e-6a55-4c8e-9a57-3d1f4f0b6a10",
    title: "Plaine d'été",
    excerpt: null,
    description: "Une semaine de jeux.",
    startDate: "2026-07-06",
    endDate: "2026-07-10",
    location: { name: "École communale", address: "Rue de l'École 1", postalCode: "1348", city: "Louvain-la-Neuve" },
    ageRange: { min: 3, max: 12 },
    price: { standard: 8000, reduced: null },
    capacity: 30,
    remainingSpots: 30,
    imageUrl: null,
    videoUrl: null,
    alertePlacesLimitees: false,
    registrationsOpenAt: null,
    practicalInfo: { hours: null, daycare: null, meals: null, bring: null, access: null },
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
    ...overrides,
  };
}

/** A child as the registration page lists it (8 years old, free to register), for the component tests. */
export function registrationChild(firstName: string, id: string, overrides: Partial<RegistrationPageChild> = {}): RegistrationPageChild {
  return {
    id,
    firstName,
    lastName: "Dupont",
    birthDate: "2018-05-01",
    alreadyRegistered: false,
    pendingCardPayment: null,
    ageAtStart: { years: 8, months: 2 },
    ageAtStartLabel: "8 ans et 2 mois",
    ageFits: true,
    ageMessage: null,
    selectable: true,
    waiting: false,
    otherParentPercent: null,
    ...overrides,
  };
}

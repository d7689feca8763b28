import type { AdminActivity } from "../../../../domain/contracts/admin-activities.ts";
import type { TariffCategoryView } from "../../../../domain/contracts/admin-tariffs.ts";

/** A saved plaine as the administrators' endpoints answer it, for the component tests. */
export function adminActivity(overrides: Partial<AdminActivity> = {}): AdminActivity {
  return {
    id: "0b6f4a5e-7c1d-4a43-9d3e-2f6a1c9b8e01",
    title: "Plaine d'été à Namur",
    excerpt: "Une semaine de jeux",
    description: "Des jeux, des balades et des bricolages.",
    startDate: "2027-07-05",
    endDate: "2027-07-09",
    location: { name: "École communale", address: "Rue des Écoles 1", postalCode: "5000", city: "Namur" },
    ageRange: { min: 2.5, max: 12 },
    price: { standard: 8550, reduced: null },
    capacity: 30,
    remainingSpots: 28,
    takenPlaces: 2,
    nonChildcareCents: 0,
    tariffPrices: [],
    imageUrl: null,
    videoUrl: null,
    alertePlacesLimitees: false,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    status: "active",
    draft: false,
    registrationsOpenAt: null,
    practicalInfo: { hours: null, daycare: null, meals: null, bring: null, access: null },
    ...overrides,
  };
}

/** An offered tariff category as the administrators' endpoint lists it (no claim, no plaine yet). */
export function tariffCategoryView(id: string, name: string, defaultPercent: number | null): TariffCategoryView {
  return {
    id,
    name,
    qualifies: "Les familles qui y ont droit.",
    defaultPercent,
    proofRequired: false,
    proofDescription: null,
    proofKeptDays: 0,
    position: 0,
    archivedAt: null,
    claims: 0,
    plaines: 0,
  };
}

/**
 * A plaine's form as the administrators' page sends it (POST or PUT /api/admin/activities): every
 * field as typed, numbers as text, five days from `startDate`. Shared by the form schema's tests,
 * the API tests and the browser specs (it imports nothing of the server); a test overrides what it
 * is about.
 */
import { addDaysIso } from "../../src/domain/dates.ts";

export function typedActivityForm(startDate: string, overrides: Record<string, string | boolean> = {}) {
  return {
    title: "Plaine d'été",
    excerpt: "",
    description: "Jeux.",
    startDate,
    endDate: addDaysIso(startDate, 4),
    locationName: "Parc",
    locationAddress: "Rue du Parc 1",
    locationPostalCode: "1000",
    locationCity: "Bruxelles",
    locationLat: "",
    locationLng: "",
    ageMin: "3",
    ageMax: "12",
    priceStandard: "80",
    capacity: "30",
    imageUrl: "",
    videoUrl: "",
    alertePlacesLimitees: false,
    ...overrides,
  };
}

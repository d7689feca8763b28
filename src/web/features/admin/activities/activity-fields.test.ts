import { describe, expect, it } from "vitest";
import { activityFormSchema } from "../../../../domain/contracts/admin-activities-input.ts";
import type { AdminActivity } from "../../../../domain/contracts/admin-activities.ts";
import { activityFormValues } from "./activity-fields.ts";

const saved: AdminActivity = {
  id: "a1",
  title: "Plaine d'été",
  excerpt: null,
  description: "Des jeux",
  startDate: "2027-07-05",
  endDate: "2027-07-09",
  location: { name: "École", address: "Rue 1", postalCode: "5000", city: "Namur", coordinates: { lat: 50.46, lng: 4.87 } },
  ageRange: { min: 2.5, max: 12 },
  price: { standard: 8550, reduced: null },
  capacity: 30,
  remainingSpots: 28,
  takenPlaces: 2,
  nonChildcareCents: 0,
  imageUrl: null,
  videoUrl: null,
  alertePlacesLimitees: true,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  status: "active",
};

describe("activityFormValues", () => {
  it("shows the part of the price that is not childcare in euros, and sends it back", () => {
    const values = activityFormValues({ ...saved, price: { standard: 8550, reduced: 6000 }, nonChildcareCents: 1250 });
    expect(values.nonChildcare).toBe("12,5");
    expect(activityFormSchema.parse(values)).toMatchObject({ priceReduced: 60, nonChildcare: 12.5 });
  });

  it("starts a new plaine blank and unticked", () => {
    const values = activityFormValues(null);
    expect(values.title).toBe("");
    expect(values.alertePlacesLimitees).toBe(false);
  });

  it("shows a saved plaine with euros and decimal commas, and sends back what was saved", () => {
    const values = activityFormValues(saved);
    expect(values.priceStandard).toBe("85,5");
    expect(values.ageMin).toBe("2,5");
    expect(values.priceReduced).toBe("");
    expect(values.nonChildcare).toBe("");
    expect(activityFormSchema.parse(values)).toMatchObject({
      priceStandard: 85.5,
      priceReduced: undefined,
      nonChildcare: 0,
      ageMin: 2.5,
      locationLat: 50.46,
      capacity: 30,
      excerpt: null,
      imageUrl: null,
      alertePlacesLimitees: true,
    });
  });
});

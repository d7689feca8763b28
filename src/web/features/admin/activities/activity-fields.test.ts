import { describe, expect, it } from "vitest";
import { activityFormSchema } from "../../../../domain/contracts/admin-activities-input.ts";
import { activityFormValues } from "./activity-fields.ts";
import { adminActivity } from "./test-activities.ts";

/** A saved plaine with both coordinates, the banner on and no summary. */
const saved = adminActivity({
  id: "a1",
  title: "Plaine d'été",
  excerpt: null,
  description: "Des jeux",
  location: { name: "École", address: "Rue 1", postalCode: "5000", city: "Namur", coordinates: { lat: 50.46, lng: 4.87 } },
  alertePlacesLimitees: true,
});

describe("activityFormValues", () => {
  it("shows the part of the price that is not childcare in euros, and sends it back", () => {
    const values = activityFormValues({ ...saved, price: { standard: 8550, reduced: 6000 }, nonChildcareCents: 1250 });
    expect(values.nonChildcare).toBe("12,5");
    expect(activityFormSchema.parse(values)).toMatchObject({ priceReduced: 60, nonChildcare: 12.5 });
  });

  it("shows the opening of registrations in Brussels time, and sends it back", () => {
    const values = activityFormValues({ ...saved, registrationsOpenAt: "2027-03-01T19:00:00.000Z" });
    expect(values).toMatchObject({ registrationsOpenDate: "2027-03-01", registrationsOpenTime: "20:00" });
    expect(activityFormSchema.parse(values)).toMatchObject({ registrationsOpenDate: "2027-03-01", registrationsOpenTime: "20:00" });
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

import { describe, expect, it } from "vitest";
import { activityFormSchema } from "../../../../domain/contracts/admin-activities-input.ts";
import { activityFormValues } from "./activity-fields.ts";
import { adminActivity, tariffCategoryView } from "./test-activities.ts";

/** A saved plaine with both coordinates, the banner on and no summary. */
const saved = adminActivity({
  id: "a1",
  title: "Plaine d'été",
  excerpt: null,
  description: "Des jeux",
  location: { name: "École", address: "Rue 1", postalCode: "5000", city: "Namur", coordinates: { lat: 50.46, lng: 4.87 } },
  alertePlacesLimitees: true,
});

/** Two offered categories: the plaine prices the first, the second has its default. */
const CATEGORIES = [
  tariffCategoryView("6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b", "Tarif réduit", null),
  tariffCategoryView("7a2d3c4b-5e6f-4a71-9b8c-0d1e2f3a4b5c", "Membre", 90),
];

describe("activityFormValues", () => {
  it("shows the part of the price that is not childcare and each tariff's own price in euros, and sends them back", () => {
    const values = activityFormValues(
      { ...saved, nonChildcareCents: 1250, tariffPrices: [{ categoryId: CATEGORIES[0].id, priceCents: 6050 }] },
      CATEGORIES,
    );
    expect(values.nonChildcare).toBe("12,5");
    expect(values.tariffs).toEqual([
      { categoryId: CATEGORIES[0].id, price: "60,5" },
      { categoryId: CATEGORIES[1].id, price: "" },
    ]);
    expect(activityFormSchema.parse(values)).toMatchObject({
      nonChildcare: 12.5,
      tariffs: [
        { categoryId: CATEGORIES[0].id, price: 60.5 },
        { categoryId: CATEGORIES[1].id, price: undefined },
      ],
    });
  });

  it("shows the opening of registrations in Brussels time, and sends it back", () => {
    const values = activityFormValues({ ...saved, registrationsOpenAt: "2027-03-01T19:00:00.000Z" }, []);
    expect(values).toMatchObject({ registrationsOpenDate: "2027-03-01", registrationsOpenTime: "20:00" });
    expect(activityFormSchema.parse(values)).toMatchObject({ registrationsOpenDate: "2027-03-01", registrationsOpenTime: "20:00" });
  });

  it("starts a new plaine blank and unticked, a blank price for each offered tariff", () => {
    const values = activityFormValues(null, CATEGORIES);
    expect(values.title).toBe("");
    expect(values.tariffs).toEqual(CATEGORIES.map((offered) => ({ categoryId: offered.id, price: "" })));
    expect(values.alertePlacesLimitees).toBe(false);
  });

  it("shows a saved plaine with euros and decimal commas, and sends back what was saved", () => {
    const values = activityFormValues(saved, []);
    expect(values.priceStandard).toBe("85,5");
    expect(values.ageMin).toBe("2,5");
    expect(values.tariffs).toEqual([]);
    expect(values.nonChildcare).toBe("");
    expect(activityFormSchema.parse(values)).toMatchObject({
      priceStandard: 85.5,
      tariffs: [],
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

import { describe, expect, it } from "vitest";
import { addDaysIso, brusselsToday } from "../dates.ts";
import {
  activityFormSchema,
  NON_CHILDCARE_ABOVE_STANDARD,
  NON_CHILDCARE_ABOVE_TARIFF,
  TARIFF_ABOVE_STANDARD,
} from "./admin-activities-input.ts";
import { DATE_OUT_OF_RANGE, requiredDate, tenYearsAfter } from "./admin-form-fields.ts";
import { typedNumber } from "../typed-number.ts";
import { newsFormSchema } from "./admin-news-input.ts";
import { typedActivityForm } from "../../../tests/support/activity-form.ts";

const activity = typedActivityForm(addDaysIso(brusselsToday(), 30));
/** Two tariff categories (the Tarifs page), as the form sends a plaine's prices for them. */
const REDUCED = "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const MEMBERS = "7a2d3c4b-5e6f-4a71-9b8c-0d1e2f3a4b5c";
const tariffs = (reduced: string, members = "") => [
  { categoryId: REDUCED, price: reduced },
  { categoryId: MEMBERS, price: members },
];
const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("administrators' number and date fields", () => {
  it("reads decimal numbers only: no hexadecimal, exponent or Infinity", () => {
    const number = typedNumber("Pas un nombre");
    expect(number.parse("12,50")).toBe(12.5);
    expect(number.parse(" 30 ")).toBe(30);
    for (const text of ["0x10", "1e3", "Infinity", "0b11", "1_000", "12.", ".5", "+3"]) {
      expect(number.safeParse(text).success, text).toBe(false);
    }
    expect(fieldsOf(activityFormSchema.safeParse({ ...activity, priceStandard: "0x10", capacity: "1e3" }))).toEqual({
      priceStandard: "Le prix doit être un nombre",
      capacity: "La capacité doit être un nombre entier",
    });
  });

  it("keeps a price to two decimals and each tariff's price at most the standard one", () => {
    expect(fieldsOf(activityFormSchema.safeParse({ ...activity, priceStandard: "80,555" }))).toEqual({
      priceStandard: "Le prix ne peut avoir que deux décimales",
    });
    expect(fieldsOf(activityFormSchema.safeParse({ ...activity, tariffs: tariffs("60", "80,01") }))).toEqual({
      "tariffs.1.price": TARIFF_ABOVE_STANDARD,
    });
    expect(activityFormSchema.parse({ ...activity, tariffs: tariffs("80", "") }).tariffs).toEqual([
      { categoryId: REDUCED, price: 80 },
      { categoryId: MEMBERS, price: undefined },
    ]);
    // Left out, the plaine's prices stay as they are.
    expect(activityFormSchema.parse(activity).tariffs).toBeUndefined();
  });

  it("refuses a tariff's price that is no price, a category given twice or one that is no id", () => {
    expect(fieldsOf(activityFormSchema.safeParse({ ...activity, tariffs: tariffs("0x10", "-1") }))).toEqual({
      "tariffs.0.price": "Le prix doit être un nombre",
      "tariffs.1.price": "Le prix ne peut pas être négatif",
    });
    expect(
      fieldsOf(activityFormSchema.safeParse({ ...activity, tariffs: [...tariffs("60"), { categoryId: REDUCED, price: "50" }] })),
    ).toEqual({ "tariffs.2.categoryId": "Ce tarif est donné deux fois" });
    expect(fieldsOf(activityFormSchema.safeParse({ ...activity, tariffs: [{ categoryId: "1", price: "5" }] }))).toEqual({
      "tariffs.0.categoryId": "Catégorie de tarif invalide",
    });
  });

  it("reads the part that is not childcare like a price: blank is 0, at most the standard price and each tariff's", () => {
    expect(activityFormSchema.parse(activity).nonChildcare).toBe(0);
    expect(activityFormSchema.parse({ ...activity, nonChildcare: null }).nonChildcare).toBe(0);
    expect(activityFormSchema.parse({ ...activity, nonChildcare: "12,50" }).nonChildcare).toBe(12.5);
    expect(activityFormSchema.parse({ ...activity, nonChildcare: "80" }).nonChildcare).toBe(80);
    expect(activityFormSchema.parse({ ...activity, tariffs: tariffs("60"), nonChildcare: "60" }).nonChildcare).toBe(60);
    expect(fieldsOf(activityFormSchema.safeParse({ ...activity, nonChildcare: "80,01" }))).toEqual({
      nonChildcare: NON_CHILDCARE_ABOVE_STANDARD,
    });
    expect(fieldsOf(activityFormSchema.safeParse({ ...activity, tariffs: tariffs("70", "60"), nonChildcare: "60,01" }))).toEqual({
      nonChildcare: NON_CHILDCARE_ABOVE_TARIFF,
    });
    expect(fieldsOf(activityFormSchema.safeParse({ ...activity, nonChildcare: "1,555" }))).toEqual({
      nonChildcare: "Le prix ne peut avoir que deux décimales",
    });
    expect(fieldsOf(activityFormSchema.safeParse({ ...activity, nonChildcare: "-1" }))).toEqual({
      nonChildcare: "Le prix ne peut pas être négatif",
    });
    expect(fieldsOf(activityFormSchema.safeParse({ ...activity, nonChildcare: "0x10" }))).toEqual({
      nonChildcare: "La part hors frais de garde doit être un nombre",
    });
    // A wrong price says so under its own field only.
    expect(fieldsOf(activityFormSchema.safeParse({ ...activity, priceStandard: "-1", nonChildcare: "5" }))).toEqual({
      priceStandard: "Le prix ne peut pas être négatif",
    });
    // The form's output parses to itself.
    const output = activityFormSchema.parse({ ...activity, nonChildcare: "7,25" });
    expect(activityFormSchema.parse(output)).toEqual(output);
  });

  it("keeps dates from 2000 to ten years ahead", () => {
    const date = requiredDate("Requise", () => "2026-11-25");
    expect(date.parse("2036-11-25")).toBe("2036-11-25");
    expect(date.safeParse("2036-11-26").error?.issues[0].message).toBe(DATE_OUT_OF_RANGE);
    expect(date.safeParse("1999-12-31").error?.issues[0].message).toBe(DATE_OUT_OF_RANGE);
    expect(tenYearsAfter("2028-02-29")).toBe("2038-02-29");
    expect(fieldsOf(newsFormSchema.safeParse({ title: "Titre", content: "Texte", publishDate: "9999-12-31", featured: false }))).toEqual({
      publishDate: DATE_OUT_OF_RANGE,
    });
    expect(fieldsOf(activityFormSchema.safeParse({ ...activity, endDate: "9999-12-31" }))).toEqual({ endDate: DATE_OUT_OF_RANGE });
  });
});

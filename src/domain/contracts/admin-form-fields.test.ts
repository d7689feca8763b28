import { describe, expect, it } from "vitest";
import { addDaysIso, brusselsToday } from "../dates.ts";
import {
  activityFormSchema,
  NON_CHILDCARE_ABOVE_REDUCED,
  NON_CHILDCARE_ABOVE_STANDARD,
  REDUCED_ABOVE_STANDARD,
} from "./admin-activities-input.ts";
import { DATE_OUT_OF_RANGE, requiredDate, tenYearsAfter } from "./admin-form-fields.ts";
import { typedNumber } from "../typed-number.ts";
import { newsFormSchema } from "./admin-news-input.ts";
import { typedActivityForm } from "../../../tests/support/activity-form.ts";

const activity = typedActivityForm(addDaysIso(brusselsToday(), 30));
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

  it("keeps a price to two decimals and the reduced price at most the standard one", () => {
    expect(fieldsOf(activityFormSchema.safeParse({ ...activity, priceStandard: "80,555" }))).toEqual({
      priceStandard: "Le prix ne peut avoir que deux décimales",
    });
    expect(fieldsOf(activityFormSchema.safeParse({ ...activity, priceReduced: "80,01" }))).toEqual({
      priceReduced: REDUCED_ABOVE_STANDARD,
    });
    expect(activityFormSchema.safeParse({ ...activity, priceReduced: "80" }).success).toBe(true);
  });

  it("reads the part that is not childcare like a price: blank is 0, at most the standard and the reduced price", () => {
    expect(activityFormSchema.parse(activity).nonChildcare).toBe(0);
    expect(activityFormSchema.parse({ ...activity, nonChildcare: null }).nonChildcare).toBe(0);
    expect(activityFormSchema.parse({ ...activity, nonChildcare: "12,50" }).nonChildcare).toBe(12.5);
    expect(activityFormSchema.parse({ ...activity, nonChildcare: "80" }).nonChildcare).toBe(80);
    expect(activityFormSchema.parse({ ...activity, priceReduced: "60", nonChildcare: "60" }).nonChildcare).toBe(60);
    expect(fieldsOf(activityFormSchema.safeParse({ ...activity, nonChildcare: "80,01" }))).toEqual({
      nonChildcare: NON_CHILDCARE_ABOVE_STANDARD,
    });
    expect(fieldsOf(activityFormSchema.safeParse({ ...activity, priceReduced: "60", nonChildcare: "60,01" }))).toEqual({
      nonChildcare: NON_CHILDCARE_ABOVE_REDUCED,
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

import { describe, expect, it } from "vitest";
import { activityFormSchema } from "./contracts/admin-activities-input.ts";
import {
  mapLink,
  NO_PRACTICAL_INFO,
  PRACTICAL_COLUMNS,
  PRACTICAL_INFO_KEYS,
  PRACTICAL_INFO_MAX_LENGTH,
  placeLine,
  practicalInfoOf,
  practicalInfoPath,
  practicalInfoTooLong,
  practicalItems,
} from "./practical-info.ts";
import { typedActivityForm } from "../../tests/support/activity-form.ts";

const NBSP = "\u00a0";

describe("practicalItems", () => {
  it("lists the parts given, labelled, in the order a family reads them, whatever order they were set in", () => {
    const items = practicalItems({
      access: "Bus 20, arrêt Biéreau.",
      bring: "Une gourde et une casquette.",
      meals: null,
      daycare: "De 7 h 30 à 9 h et de 16 h à 18 h.",
      hours: "De 9 h à 16 h.",
    });
    expect(items).toEqual([
      { key: "hours", label: "Horaire", text: "De 9 h à 16 h." },
      { key: "daycare", label: "Garderie", text: "De 7 h 30 à 9 h et de 16 h à 18 h." },
      { key: "bring", label: "À emporter", text: "Une gourde et une casquette." },
      { key: "access", label: "Comment venir", text: "Bus 20, arrêt Biéreau." },
    ]);
  });

  it("leaves out what is blank and trims what is given, keeping its inner lines", () => {
    expect(practicalItems(NO_PRACTICAL_INFO)).toEqual([]);
    expect(practicalItems({ ...NO_PRACTICAL_INFO, hours: "   ", meals: "\n Soupe à 10 h\nPique-nique à midi \n" })).toEqual([
      { key: "meals", label: "Repas", text: "Soupe à 10 h\nPique-nique à midi" },
    ]);
  });
});

describe("practicalInfoOf", () => {
  it("reads each part from its flat field, the names the columns and the form share", () => {
    const row = {
      practicalHours: "9 h – 16 h",
      practicalDaycare: null,
      practicalMeals: "Repas chaud",
      practicalBring: null,
      practicalAccess: "Parking rue du Parc",
      title: "Ignored",
    };
    expect(practicalInfoOf(row)).toEqual({
      hours: "9 h – 16 h",
      daycare: null,
      meals: "Repas chaud",
      bring: null,
      access: "Parking rue du Parc",
    });
    expect(PRACTICAL_INFO_KEYS.map((key) => PRACTICAL_COLUMNS[key])).toEqual([
      "practicalHours",
      "practicalDaycare",
      "practicalMeals",
      "practicalBring",
      "practicalAccess",
    ]);
  });
});

describe("the place and its map link", () => {
  const place = { name: "École communale du Biéreau", address: "Rue du Biéreau 3", postalCode: "1348", city: "Louvain-la-Neuve" };

  it("writes the place on one line with its street", () => {
    expect(placeLine(place)).toBe("École communale du Biéreau, Rue du Biéreau 3, 1348 Louvain-la-Neuve");
  });

  it("searches the address in Belgium on OpenStreetMap, every character encoded", () => {
    const link = new URL(mapLink(place));
    expect(link.origin + link.pathname).toBe("https://www.openstreetmap.org/search");
    expect(link.searchParams.get("query")).toBe("Rue du Biéreau 3, 1348 Louvain-la-Neuve, Belgique");
    expect(mapLink({ address: "Rue A & B #2", postalCode: "1000", city: "Bruxelles" })).not.toMatch(/[ #&]/);
    expect(new URL(mapLink({ address: "Rue A & B #2", postalCode: "1000", city: "Bruxelles" })).searchParams.get("query")).toBe(
      "Rue A & B #2, 1000 Bruxelles, Belgique",
    );
  });
});

describe("the plaine form's practical fields", () => {
  const form = typedActivityForm("2027-07-05");

  it("trims each part and turns a blank one into null", () => {
    const parsed = activityFormSchema.parse({
      ...form,
      practicalHours: "  De 9 h à 16 h  ",
      practicalDaycare: "   ",
      practicalMeals: "",
      practicalBring: "Gourde\nCasquette",
    });
    expect(practicalInfoOf(parsed)).toEqual({
      hours: "De 9 h à 16 h",
      daycare: null,
      meals: null,
      bring: "Gourde\nCasquette",
      access: null,
    });
  });

  it("takes the maximum length and refuses one character more, naming the part in French", () => {
    const longest = "x".repeat(PRACTICAL_INFO_MAX_LENGTH);
    expect(activityFormSchema.safeParse({ ...form, practicalAccess: longest }).success).toBe(true);
    const result = activityFormSchema.safeParse({ ...form, practicalAccess: `${longest}x`, practicalBring: `${longest}x` });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      practicalAccess: `«${NBSP}Comment venir${NBSP}» ne doit pas dépasser 1${NBSP}000 caractères`,
      practicalBring: `«${NBSP}À emporter${NBSP}» ne doit pas dépasser 1${NBSP}000 caractères`,
    });
    expect(practicalInfoTooLong("hours")).toBe(`«${NBSP}Horaire${NBSP}» ne doit pas dépasser 1${NBSP}000 caractères`);
  });
});

describe("practicalInfoPath", () => {
  it("leads to the plaine page's 'Infos pratiques' section", () => {
    expect(practicalInfoPath("7c1f3e5a-0000-4000-8000-000000000001")).toBe(
      "/activities/7c1f3e5a-0000-4000-8000-000000000001#infos-pratiques",
    );
  });
});

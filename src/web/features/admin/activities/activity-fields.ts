import type { ActivityFormInput } from "../../../../domain/contracts/admin-activities-input.ts";
import type { AdminActivity } from "../../../../domain/contracts/admin-activities.ts";
import type { TariffCategoryView } from "../../../../domain/contracts/admin-tariffs.ts";
import { brusselsDateTime } from "../../../../domain/date-time.ts";
import { PRACTICAL_INFO_LABELS } from "../../../../domain/practical-info.ts";

/** Each field's French label: the form's, and the history's ("Capacité : 20 → 25"). */
export const ACTIVITY_FIELD_LABELS: Record<keyof ActivityFormInput, string> = {
  title: "Titre",
  excerpt: "Chapeau",
  description: "Description",
  startDate: "Date de début",
  endDate: "Date de fin",
  locationName: "Nom du lieu",
  locationAddress: "Adresse",
  locationPostalCode: "Code postal",
  locationCity: "Ville",
  locationLat: "Latitude",
  locationLng: "Longitude",
  ageMin: "Âge minimum",
  ageMax: "Âge maximum",
  priceStandard: "Prix standard (€)",
  tariffs: "Tarifs",
  nonChildcare: "Part hors frais de garde (par enfant)",
  capacity: "Capacité",
  imageUrl: "Image",
  videoUrl: "Lien de la vidéo",
  alertePlacesLimitees: "Alerte places limitées",
  registrationsOpenDate: "Ouverture des inscriptions (date)",
  registrationsOpenTime: "Ouverture des inscriptions (heure)",
  practicalHours: PRACTICAL_INFO_LABELS.hours,
  practicalDaycare: PRACTICAL_INFO_LABELS.daycare,
  practicalMeals: PRACTICAL_INFO_LABELS.meals,
  practicalBring: PRACTICAL_INFO_LABELS.bring,
  practicalAccess: PRACTICAL_INFO_LABELS.access,
};

/** The history's labels: the form's, and whether the plaine was published or a draft. */
export const ACTIVITY_HISTORY_LABELS: Readonly<Record<string, string>> = { ...ACTIVITY_FIELD_LABELS, publication: "Publication" };

/** A number as a Belgian types it: 2,5 rather than 2.5 (the schema reads both). */
function typed(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value).replace(".", ",");
}

const centsToEuros = (cents: number) => typed(cents / 100);

/** One price field per offered category, in their order: the plaine's own price, or blank (the default applies). */
function tariffValues(activity: AdminActivity | null, categories: readonly TariffCategoryView[]): ActivityFormInput["tariffs"] {
  return categories.map((category) => {
    const own = activity?.tariffPrices.find((price) => price.categoryId === category.id);
    return { categoryId: category.id, price: own ? centsToEuros(own.priceCents) : "" };
  });
}

/**
 * The form's starting values: empty for a new plaine, the saved ones (prices in euros) to edit
 * one; a price field per offered tariff category (`categories`, in their order).
 */
export function activityFormValues(activity: AdminActivity | null, categories: readonly TariffCategoryView[]): ActivityFormInput {
  if (!activity) {
    return {
      title: "",
      excerpt: "",
      description: "",
      startDate: "",
      endDate: "",
      locationName: "",
      locationAddress: "",
      locationPostalCode: "",
      locationCity: "",
      locationLat: "",
      locationLng: "",
      ageMin: "",
      ageMax: "",
      priceStandard: "",
      tariffs: tariffValues(null, categories),
      nonChildcare: "",
      capacity: "",
      imageUrl: "",
      videoUrl: "",
      alertePlacesLimitees: false,
      registrationsOpenDate: "",
      registrationsOpenTime: "",
      practicalHours: "",
      practicalDaycare: "",
      practicalMeals: "",
      practicalBring: "",
      practicalAccess: "",
    };
  }
  const opening = activity.registrationsOpenAt ? brusselsDateTime(activity.registrationsOpenAt) : null;
  return {
    title: activity.title,
    excerpt: activity.excerpt ?? "",
    description: activity.description,
    startDate: activity.startDate,
    endDate: activity.endDate,
    locationName: activity.location.name,
    locationAddress: activity.location.address,
    locationPostalCode: activity.location.postalCode,
    locationCity: activity.location.city,
    locationLat: typed(activity.location.coordinates?.lat),
    locationLng: typed(activity.location.coordinates?.lng),
    ageMin: typed(activity.ageRange.min),
    ageMax: typed(activity.ageRange.max),
    priceStandard: centsToEuros(activity.price.standard),
    tariffs: tariffValues(activity, categories),
    nonChildcare: activity.nonChildcareCents === 0 ? "" : centsToEuros(activity.nonChildcareCents),
    capacity: String(activity.capacity),
    imageUrl: activity.imageUrl ?? "",
    videoUrl: activity.videoUrl ?? "",
    alertePlacesLimitees: activity.alertePlacesLimitees,
    registrationsOpenDate: opening?.date ?? "",
    registrationsOpenTime: opening?.time ?? "",
    practicalHours: activity.practicalInfo.hours ?? "",
    practicalDaycare: activity.practicalInfo.daycare ?? "",
    practicalMeals: activity.practicalInfo.meals ?? "",
    practicalBring: activity.practicalInfo.bring ?? "",
    practicalAccess: activity.practicalInfo.access ?? "",
  };
}

import type { ActivityFormInput } from "../../../../domain/contracts/admin-activities-input.ts";
import type { AdminActivity } from "../../../../domain/contracts/admin-activities.ts";
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
  priceReduced: "Prix réduit (€)",
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

/** The form's starting values: empty for a new plaine, the saved ones (prices in euros) to edit one. */
export function activityFormValues(activity: AdminActivity | null): ActivityFormInput {
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
      priceReduced: "",
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
    priceReduced: activity.price.reduced === null ? "" : centsToEuros(activity.price.reduced),
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

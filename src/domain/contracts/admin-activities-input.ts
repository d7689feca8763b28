/**
 * The plaine form (spec §5), one schema for the administrators' form and the server's handler
 * (contract: admin-activities.ts). Prices are typed in euros and sent in euros; the server turns
 * them into cents. Remaining places are not typed: the server derives them from the capacity and
 * the places already taken. The capacity's check against those places needs the database and is
 * the server's (ACTIVITY_CAPACITY_BELOW_TAKEN). `nonChildcare` is the part of the price per child
 * that is not childcare (meals, membership, material), left out of the tax certificate 281.86
 * (decision 0034): blank is 0, and it is at most the standard price and each tariff's price.
 * `tariffs` are the plaine's own prices for the organiser's tariff categories (admin-tariffs.ts),
 * one per offered category, blank where the category's default applies (or where it is not
 * offered); left out, the plaine's prices stay as they are. The server checks the categories.
 */
import { z } from "zod";
import "../zod-locale.ts";
import { ACTIVITY_AGE_MAX, ACTIVITY_AGE_MIN, isHalfYearStep } from "../age.ts";
import { ACTIVITY_SCOPES } from "./activities.ts";
import {
  checkbox,
  optionalDate,
  optionalImageUrl,
  optionalText,
  optionalTime,
  optionalVideoUrl,
  requiredDate,
  requiredText,
} from "./admin-form-fields.ts";
import { type PracticalInfo, PRACTICAL_INFO_MAX_LENGTH, practicalInfoTooLong } from "../practical-info.ts";
import { typedNumber, typedWholeNumber } from "../typed-number.ts";
import { eurosAmount, idParams } from "./common-input.ts";
import { isUuid } from "../ids.ts";

export const EXCERPT_MAX = 300;
const EXCERPT_TOO_LONG = "Le chapeau ne doit pas dépasser 300 caractères";
const HALF_STEPS = "Seules les valeurs .0 et .5 sont autorisées";
export const TARIFF_ABOVE_STANDARD = "Le prix d'un tarif ne peut pas dépasser le prix standard";
export const NON_CHILDCARE_ABOVE_STANDARD = "La part hors frais de garde ne peut dépasser le prix standard";
export const NON_CHILDCARE_ABOVE_TARIFF = "La part hors frais de garde ne peut dépasser le prix d'un tarif";
const TARIFF_TWICE = "Ce tarif est donné deux fois";
const TARIFF_CATEGORY_INVALID = "Catégorie de tarif invalide";
const OPENING_DATE_AND_TIME = "Indiquez la date et l'heure d'ouverture des inscriptions, ou laissez les deux vides";
const OPENING_AFTER_END = "Les inscriptions doivent ouvrir au plus tard le dernier jour de la plaine";

const age = (required: string, tooLow: string, tooHigh: string) =>
  typedNumber("L'âge doit être un nombre").pipe(
    z.number({ error: required }).min(ACTIVITY_AGE_MIN, tooLow).max(ACTIVITY_AGE_MAX, tooHigh).refine(isHalfYearStep, HALF_STEPS),
  );

/** Euros with at most two decimals (12.5, 12.50), from 0 to 10 000. */

const isEuros = (value: number | undefined): value is number => value !== undefined && eurosAmount.safeParse(value).success;

/** A part of the practical information (practical-info.ts): trimmed, blank is null, at most 1 000 characters. */
const practicalText = (key: keyof PracticalInfo) => optionalText(PRACTICAL_INFO_MAX_LENGTH, practicalInfoTooLong(key));

/** A plaine's own price for one tariff category: blank is none (the category's default applies). */
const tariffPrice = z.object({
  categoryId: z.string({ error: TARIFF_CATEGORY_INVALID }).refine(isUuid, TARIFF_CATEGORY_INVALID),
  price: typedNumber("Le prix doit être un nombre").pipe(eurosAmount.optional()),
});

const coordinate = (limit: number, message: string) =>
  typedNumber(message).pipe(z.number().min(-limit, message).max(limit, message).optional());

export const activityFormSchema = z
  .object({
    title: requiredText("Le titre est requis", 200),
    excerpt: optionalText(EXCERPT_MAX, EXCERPT_TOO_LONG),
    description: requiredText("La description est requise", 20_000),
    startDate: requiredDate("La date de début est requise"),
    endDate: requiredDate("La date de fin est requise"),
    locationName: requiredText("Le nom du lieu est requis", 200),
    locationAddress: requiredText("L'adresse est requise", 200),
    locationPostalCode: requiredText("Le code postal est requis", 20),
    locationCity: requiredText("La ville est requise", 100),
    locationLat: coordinate(90, "La latitude doit être un nombre entre -90 et 90"),
    locationLng: coordinate(180, "La longitude doit être un nombre entre -180 et 180"),
    ageMin: age("L'âge minimum est requis", "L'âge minimum doit être d'au moins 2,5 ans", "L'âge minimum ne peut pas dépasser 14 ans"),
    ageMax: age("L'âge maximum est requis", "L'âge maximum doit être d'au moins 2,5 ans", "L'âge maximum ne peut pas dépasser 14 ans"),
    priceStandard: typedNumber("Le prix doit être un nombre").pipe(z.number({ error: "Le prix est requis" }).pipe(eurosAmount)),
    tariffs: z.array(tariffPrice, { error: "Les tarifs doivent être une liste" }).max(50, "50 tarifs au maximum").optional(),
    nonChildcare: typedNumber("La part hors frais de garde doit être un nombre").pipe(eurosAmount.default(0)),
    capacity: typedWholeNumber("La capacité doit être un nombre entier").pipe(
      z
        .number({ error: "La capacité est requise" })
        .int("La capacité doit être un nombre entier")
        .min(1, "La capacité doit être d'au moins 1 place")
        .max(10_000, "La capacité ne peut pas dépasser 10 000 places"),
    ),
    imageUrl: optionalImageUrl,
    videoUrl: optionalVideoUrl,
    alertePlacesLimitees: checkbox,
    // The opening of registrations, in Brussels time; both blank: open once published.
    registrationsOpenDate: optionalDate,
    registrationsOpenTime: optionalTime,
    // 'Informations pratiques': each optional, in the organiser's words (names as the columns').
    practicalHours: practicalText("hours"),
    practicalDaycare: practicalText("daycare"),
    practicalMeals: practicalText("meals"),
    practicalBring: practicalText("bring"),
    practicalAccess: practicalText("access"),
  })
  .superRefine((activity, context) => {
    if (activity.ageMin > activity.ageMax) {
      context.addIssue({ code: "custom", path: ["ageMax"], message: "L'âge maximum doit être supérieur ou égal à l'âge minimum" });
    }
    const tariffs = activity.tariffs ?? [];
    tariffs.forEach((tariff, index) => {
      if (tariffs.findIndex((other) => other.categoryId === tariff.categoryId) < index) {
        context.addIssue({ code: "custom", path: ["tariffs", index, "categoryId"], message: TARIFF_TWICE });
      }
      if (isEuros(tariff.price) && isEuros(activity.priceStandard) && tariff.price > activity.priceStandard) {
        context.addIssue({ code: "custom", path: ["tariffs", index, "price"], message: TARIFF_ABOVE_STANDARD });
      }
    });
    // Compared with prices that are themselves valid only: a negative price says so under its own field.
    const nonChildcare = activity.nonChildcare;
    if (isEuros(nonChildcare)) {
      if (isEuros(activity.priceStandard) && nonChildcare > activity.priceStandard) {
        context.addIssue({ code: "custom", path: ["nonChildcare"], message: NON_CHILDCARE_ABOVE_STANDARD });
      } else if (tariffs.some((tariff) => isEuros(tariff.price) && nonChildcare > tariff.price)) {
        context.addIssue({ code: "custom", path: ["nonChildcare"], message: NON_CHILDCARE_ABOVE_TARIFF });
      }
    }
    if (activity.endDate < activity.startDate) {
      context.addIssue({ code: "custom", path: ["endDate"], message: "La date de fin doit être égale ou postérieure à la date de début" });
    }
    if ((activity.registrationsOpenDate === null) !== (activity.registrationsOpenTime === null)) {
      context.addIssue({
        code: "custom",
        path: [activity.registrationsOpenDate === null ? "registrationsOpenDate" : "registrationsOpenTime"],
        message: OPENING_DATE_AND_TIME,
      });
    } else if (activity.registrationsOpenDate !== null && activity.endDate && activity.registrationsOpenDate > activity.endDate) {
      context.addIssue({ code: "custom", path: ["registrationsOpenDate"], message: OPENING_AFTER_END });
    }
    const hasLat = activity.locationLat !== undefined;
    const hasLng = activity.locationLng !== undefined;
    if (hasLat !== hasLng) {
      context.addIssue({
        code: "custom",
        path: [hasLat ? "locationLng" : "locationLat"],
        message: "Indiquez la latitude et la longitude, ou aucune des deux",
      });
    }
  });

export type ActivityFormInput = z.input<typeof activityFormSchema>;
export type ActivityFormOutput = z.output<typeof activityFormSchema>;

/** The server's message when a capacity would leave fewer places than are already taken. */
export function capacityBelowTakenMessage(taken: number): string {
  return taken === 1
    ? "La capacité ne peut pas être inférieure à la place déjà réservée"
    : `La capacité ne peut pas être inférieure aux ${taken} places déjà réservées`;
}

export const adminActivityListQuery = z.object({
  scope: z.enum(ACTIVITY_SCOPES, { error: "La portée doit être active, archived ou all" }).default("active"),
});

export const adminActivityParams = idParams("ID de la plaine invalide");

/** POST /api/admin/activities: besides the form, whether the new plaine is saved as a draft (published otherwise). */
export const activityCreateOptions = z.object({ draft: checkbox });

/** PUT /api/admin/activities/:id/publication: 'Publier' (true) or 'Repasser en brouillon' (false). */
export const activityPublicationSchema = z.object({
  published: z.boolean({ error: "Indiquez si la plaine est publiée (oui ou non)" }),
});
export type ActivityPublicationInput = z.input<typeof activityPublicationSchema>;

/** POST /api/admin/activities/:id/duplicate: the copy's first day; its other days follow it (plaine/days.ts). */
export const activityDuplicateSchema = z.object({ startDate: requiredDate("La date de début est requise") });
export type ActivityDuplicateInput = z.input<typeof activityDuplicateSchema>;

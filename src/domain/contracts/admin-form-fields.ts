/**
 * Field schemas the administrators' forms share (plaines, news). Each accepts what a text input
 * holds (a string) and what the form sends once checked (its output), so one schema serves the
 * form and the handler: parsing an output again gives the same output.
 */
import { z } from "zod";
import "../zod-locale.ts";
import { brusselsToday, isIsoDate } from "../dates.ts";
import { storedImageOf } from "../image.ts";
import { extractVideoId } from "../video.ts";

/** A required text, trimmed. */
export const requiredText = (message: string, max = 10_000) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${max} caractères au maximum`);

/** A Belgian postal code: four digits. */
export const belgianPostalCode = z
  .string({ error: "Le code postal est requis" })
  .trim()
  .regex(/^\d{4}$/, "Le code postal belge a 4 chiffres");

/** An optional text: blank becomes null. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: "Ce champ doit être un texte" })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/** No plaine or article of the site is dated before this. */
const EARLIEST_FORM_DATE = "2000-01-01";
export const DATE_OUT_OF_RANGE = "La date doit être comprise entre l'an 2000 et dans dix ans au plus";

/** Ten years from `today`, the same day of the year (a 29 February compares as the 28th would). */
export function tenYearsAfter(today: string): string {
  return `${Number(today.slice(0, 4)) + 10}${today.slice(4)}`;
}

/**
 * A calendar date (YYYY-MM-DD) that exists (2027-02-30 is refused), from 2000 to ten years
 * ahead: 9999-12-31 is a typing slip, not a plaine. `today` is a parameter for tests.
 */
export const requiredDate = (message: string, today: () => string = brusselsToday) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine(isIsoDate, "Cette date n'est pas valide")
    .refine((date) => date >= EARLIEST_FORM_DATE && date <= tenYearsAfter(today()), DATE_OUT_OF_RANGE);

/** An optional calendar date (the same range as `requiredDate`); blank is null. */
export const optionalDate = z
  .string({ error: "Cette date n'est pas valide" })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((date) => date === null || isIsoDate(date), "Cette date n'est pas valide")
  .refine((date) => date === null || (date >= EARLIEST_FORM_DATE && date <= tenYearsAfter(brusselsToday())), DATE_OUT_OF_RANGE);

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** An optional time of day, HH:MM from 00:00 to 23:59, seconds allowed (what a time input holds); blank is null. */
export const optionalTime = z
  .string({ error: "L'heure doit s'écrire HH:MM, par exemple 20:00" })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((time) => time === null || TIME_OF_DAY.test(time), "L'heure doit s'écrire HH:MM, par exemple 20:00");

/** True for an absolute http(s) URL or an image stored by this site (`/media/...`). */
function isImageAddress(value: string): boolean {
  const stored = storedImageOf(value);
  if (stored) return stored.bucket !== "profiles";
  return isWebUrl(value);
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** An image: uploaded here, or a web address. Blank is null. */
export const optionalImageUrl = z
  .string({ error: "L'URL de l'image doit être valide" })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isImageAddress(value), "L'URL de l'image doit être valide");

/**
 * A video link: a web address (spec §5) from which the embed's 11-character video id can be
 * read, since a link that cannot be embedded would silently show nothing on the public page.
 */
export const optionalVideoUrl = z
  .string({ error: "L'URL de la vidéo doit être valide" })
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isWebUrl(value), "L'URL de la vidéo doit être valide")
  .refine(
    (value) => value === null || !isWebUrl(value) || extractVideoId(value) !== null,
    "Cette vidéo ne peut pas être intégrée\u00a0: utilisez un lien YouTube",
  );

/** A checkbox: true or false (also "true"/"false" from a form post); unticked when missing. */
export const checkbox = z
  .union([z.boolean(), z.enum(["true", "false"])], { error: "Cette case doit valoir oui ou non" })
  .optional()
  .transform((value) => value === true || value === "true");

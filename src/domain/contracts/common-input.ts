/** Input schemas several areas share: ids in paths, list limits, optional free text. A malformed value is a 400 in French, never a database error. */
import { z } from "zod";
import "../zod-locale.ts";
import { isIsoDate } from "../dates.ts";
import { isUuid } from "../ids.ts";
import { typedWholeNumber } from "../typed-number.ts";

/** `:id` route parameters, with the message that names what the id is of. */
export const idParams = (message: string) => z.object({ id: z.string().refine(isUuid, { message }) });

/** A price an administrator types, in euros: 0 to 10 000, two decimals at most (a plaine's price, a child's). */
export const eurosAmount = z
  .number()
  .min(0, "Le prix ne peut pas être négatif")
  .max(10_000, "Le prix ne peut pas dépasser 10 000 €")
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "Le prix ne peut avoir que deux décimales");

/** `?limit=`: a whole number from 1 to 100, optional. */
export const limitSchema = typedWholeNumber("La limite doit être un nombre entier").pipe(
  z
    .number()
    .int("La limite doit être un nombre entier")
    .min(1, "La limite doit être d'au moins 1")
    .max(100, "La limite ne peut pas dépasser 100")
    .optional(),
);

/** Optional free text: blank becomes null, so "no allergy" is one value, not three. */
export const optionalText = (max: number) =>
  z
    .string({ error: "Ce champ doit être un texte" })
    .trim()
    .max(max, `${max} caractères au maximum`)
    .nullish()
    .transform((value) => value || null);

/** A filter left blank in a page's form is no filter. */
export const blankIsNone = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A day a filter may leave blank (YYYY-MM-DD, as a date field sends it). */
const optionalDay = (message: string) => z.preprocess(blankIsNone, z.string({ error: message }).refine(isIsoDate, message).optional());

/** 'Du' and 'Au' in a period's filters, either blank: the end not before the start (a date that is none has its own message). */
export const periodFilters = {
  from: optionalDay("La date de début doit être une date (AAAA-MM-JJ)"),
  to: optionalDay("La date de fin doit être une date (AAAA-MM-JJ)"),
};
export function periodInOrder<T extends z.ZodType<{ from?: string; to?: string }>>(schema: T) {
  return schema.refine((query) => !query.from || !query.to || !isIsoDate(query.from) || !isIsoDate(query.to) || query.from <= query.to, {
    message: "La date de fin doit être égale ou postérieure à la date de début",
    path: ["to"],
  });
}

/** `?name=` of a file sent as the body (a proof, a message's attachment): its name as the device gave it. */
export const uploadNameQuery = z.object({
  name: z
    .string({ error: "Le nom du fichier est requis" })
    .trim()
    .min(1, "Le nom du fichier est requis")
    .max(255, "Le nom du fichier est trop long"),
});

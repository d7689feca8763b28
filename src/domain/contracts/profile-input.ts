/** What the profile endpoint accepts (contract: profile.ts): the profile form. */
import { z } from "zod";
import "../zod-locale.ts";
import { personNameSchema } from "../account.ts";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${max} caractères au maximum`)
    .nullish()
    .transform((value) => value || null);

/** The profile form (spec §5): names required, phone and address optional; the e-mail is not part of it. */
export const profileSchema = z.object({
  firstName: personNameSchema("Le prénom est requis"),
  lastName: personNameSchema("Le nom est requis"),
  phone: optionalText(30).refine((phone) => !phone || /^[+0-9 ()./-]{6,30}$/.test(phone), "Le numéro de téléphone n'est pas valide"),
  addressStreet: optionalText(200),
  addressPostalCode: optionalText(12),
  addressCity: optionalText(100),
  addressCountry: optionalText(100),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** What the profile endpoint accepts (contract: profile.ts): the profile form. */
import { z } from "zod";
import "../zod-locale.ts";
import { personNameSchema } from "../account-schemas.ts";
import { nationalNumberProblem, parseNationalNumber } from "../national-number.ts";
import { normalizePhone, PHONE_INVALID } from "../phone.ts";

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
  /**
   * Belgian (0470 12 34 56, 02 123 45 67) or of another country with its prefix (+33 6 12 34 56 78),
   * kept in E.164: a mobile receives the urgent texts by SMS (decision 0062).
   */
  phone: z
    .string()
    .trim()
    .max(30, PHONE_INVALID)
    .nullish()
    .transform((value, context) => {
      if (!value) return null;
      const phone = normalizePhone(value);
      if (!phone) {
        context.addIssue({ code: "custom", message: PHONE_INVALID });
        return z.NEVER;
      }
      return phone;
    }),
  addressStreet: optionalText(200),
  addressPostalCode: optionalText(12),
  addressCity: optionalText(100),
  addressCountry: optionalText(100),
  /**
   * Asked for the tax certificate 281.86 only; sealed at rest, never in e-mails or logs. Blank or
   * null removes it; absent (undefined) leaves the stored number as it is.
   */
  nationalNumber: z
    .string()
    .trim()
    .max(30, "30 caractères au maximum")
    .nullish()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      if (!value) return null;
      const problem = nationalNumberProblem(value);
      if (problem) {
        context.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return parseNationalNumber(value)?.digits ?? null;
    }),
});
export type ProfileInput = z.infer<typeof profileSchema>;

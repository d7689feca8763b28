/** What the privacy endpoints accept (contract: privacy.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { emailSchema } from "../account-schemas.ts";
import { ERASE_PASSWORD_REQUIRED, RETENTION_BOUNDS, type RetentionSettings } from "../privacy.ts";
import { typedWholeNumber } from "../typed-number.ts";

export const eraseAccountSchema = z.object({
  password: z.string({ error: ERASE_PASSWORD_REQUIRED }).min(1, ERASE_PASSWORD_REQUIRED).max(256, ERASE_PASSWORD_REQUIRED),
});
export type EraseAccountInput = z.infer<typeof eraseAccountSchema>;

/** Better-auth's user ids are not uuids: a bounded token of letters, digits, - and _. */
export const parentParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Identifiant du parent invalide"),
});

/** The administrators' search for the account an erasure request names. */
export const parentLookupSchema = z.object({ email: emailSchema });
export type ParentLookupInput = z.infer<typeof parentLookupSchema>;

const period = (field: keyof RetentionSettings) => {
  const { min, max, unit } = RETENTION_BOUNDS[field];
  const message = `Un nombre entier de ${min} à ${max} ${unit}`;
  return typedWholeNumber(message).pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
};

/** The settings page's retention form (numbers typed as text, read as whole numbers within bounds). */
export const retentionSettingsSchema = z.object({
  medicalMonths: period("medicalMonths"),
  inactiveAccountMonths: period("inactiveAccountMonths"),
  paymentYears: period("paymentYears"),
  mailBodyDays: period("mailBodyDays"),
  medicalAccessLogMonths: period("medicalAccessLogMonths"),
  auditLogMonths: period("auditLogMonths"),
  taxCertificateYears: period("taxCertificateYears"),
  familyMessageMonths: period("familyMessageMonths"),
});

/** GET /api/account/export: `?medical=true` adds the children's medical files (off unless asked). */
export const exportQuery = z.object({
  medical: z
    .enum(["true", "false"], { error: "medical doit valoir true ou false" })
    .default("false")
    .transform((value) => value === "true"),
});

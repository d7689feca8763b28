/** What PUT /api/admin/refund-settings accepts (contract: admin-refunds.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { REFUND_FILE_FORMATS } from "../refunds.ts";
import { typedNumber, typedWholeNumber } from "../typed-number.ts";
import { eurosAmount } from "./common-input.ts";

const REFUND_SETTINGS_MESSAGES = {
  fee: "Les frais doivent être un montant en euros",
  days: "Le nombre de jours doit être un nombre entier de 0 à 365, ou vide",
  fileFormat: "Choisissez la version du fichier de remboursement",
} as const;

/** The fee in euros ("5,00", 5), the days (0–365, blank: none) and the file's version. */
export const refundSettingsSchema = z.object({
  fee: typedNumber(REFUND_SETTINGS_MESSAGES.fee).pipe(z.number({ error: REFUND_SETTINGS_MESSAGES.fee }).pipe(eurosAmount)),
  noRefundDaysBefore: typedWholeNumber(REFUND_SETTINGS_MESSAGES.days)
    .pipe(
      z
        .number({ error: REFUND_SETTINGS_MESSAGES.days })
        .int(REFUND_SETTINGS_MESSAGES.days)
        .min(0, REFUND_SETTINGS_MESSAGES.days)
        .max(365, REFUND_SETTINGS_MESSAGES.days)
        .optional(),
    )
    .transform((days) => days ?? null),
  fileFormat: z.enum(REFUND_FILE_FORMATS, { error: REFUND_SETTINGS_MESSAGES.fileFormat }),
});

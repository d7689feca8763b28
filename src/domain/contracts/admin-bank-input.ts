/** What the bank-transfer endpoints accept (contract: admin-bank.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { BANK_TRANSFER_RULE_MESSAGES } from "../bank-transfers.ts";
import { isIsoDate } from "../dates.ts";
import { isUuid } from "../ids.ts";
import { typedWholeNumber } from "../typed-number.ts";
import { idParams } from "./common-input.ts";

export const bankMovementParams = idParams("ID du mouvement bancaire invalide");

export const paymentSearchQuery = z.object({
  q: z.string({ error: "La recherche est requise" }).trim().max(100, "La recherche est trop longue").default(""),
});

const PAGE_INVALID = "Le numéro de page doit être un nombre entier de 1 à 100000";

/** `?page=3` of the unmatched credits or of the imports: decimal digits only (no 1e3, no 0x10, no -1); the first page when absent. */
export const pageQuery = z.object({
  page: z
    .string({ error: PAGE_INVALID })
    .regex(/^\d{1,6}$/, PAGE_INVALID)
    .transform(Number)
    .pipe(z.number().int().min(1, PAGE_INVALID).max(100_000, PAGE_INVALID))
    .default(1),
});

export const statementImportParams = idParams("ID du relevé importé invalide");

const FILE_NAME_TOO_LONG = "Le nom du fichier est trop long (255 caractères au plus)";

/**
 * `?name=` of a statement's upload: the file's name as the browser gives it, for the imports'
 * list; control characters dropped, blank when absent.
 */
export const statementUploadQuery = z.object({
  name: z
    .string({ error: "Le nom du fichier est invalide" })
    .max(255, FILE_NAME_TOO_LONG)
    .transform((name) => name.replace(/\p{Cc}/gu, "").trim())
    .default(""),
});

export const assignMovementSchema = z.object({
  paymentId: z.string({ error: "Choisissez un paiement" }).refine(isUuid, { message: "Choisissez un paiement" }),
});

export const paymentDeadlineSchema = z.object({
  deadline: z
    .string({ error: "La date limite est requise" })
    .refine(isIsoDate, { message: "La date limite doit être une date (AAAA-MM-JJ)" }),
});

const wholeDays = (min: number, max: number, message: string) =>
  typedWholeNumber(message).pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));

/** "7, 14" as the settings form types it, or [7, 14] as JSON sends it. */
const reminderDays = z
  .union([z.string(), z.array(z.unknown())], { error: BANK_TRANSFER_RULE_MESSAGES.reminderDays })
  .transform((value) => (typeof value === "string" ? value.split(/[\s,;]+/).filter((part) => part !== "") : value))
  .pipe(
    z
      .array(wholeDays(1, 60, BANK_TRANSFER_RULE_MESSAGES.reminderDays), { error: BANK_TRANSFER_RULE_MESSAGES.reminderDays })
      .max(5, "Cinq rappels au plus"),
  );

/** The settings page's reminder and deadline rules (numbers typed as text, or JSON numbers). */
export const bankTransferRulesSchema = z.object({
  reminderDays,
  deadlineDays: wholeDays(1, 90, BANK_TRANSFER_RULE_MESSAGES.deadlineDays),
  deadlineDaysBeforeStart: wholeDays(0, 60, BANK_TRANSFER_RULE_MESSAGES.deadlineDaysBeforeStart),
});

const REFUND_SELECTION = "Choisissez de 1 à 500 remboursements";

/** The refunds a SEPA file sends: the credits' ids, 1 to 500 (the same id twice counts once). */
export const refundFileSchema = z.object({
  movementIds: z
    .array(
      z.string({ error: "Un remboursement choisi est invalide" }).refine(isUuid, { message: "Un remboursement choisi est invalide" }),
      {
        error: REFUND_SELECTION,
      },
    )
    .min(1, REFUND_SELECTION)
    .max(500, REFUND_SELECTION)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});

export const refundFileParams = idParams("ID du fichier de remboursement invalide");

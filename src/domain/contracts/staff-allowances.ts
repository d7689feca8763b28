/**
 * Volunteer allowances (decision 0066): the caps per year, the amount per day of a plaine and of a
 * person, the year's list of volunteers, the treasurer's export and each volunteer's statement.
 * Input schemas are at the end of this file.
 */
import { z } from "zod";
import "../zod-locale.ts";
import { typedNumber, typedWholeNumber } from "../typed-number.ts";
import { EXPORT_FORMATS } from "./admin.ts";
import { apiPath } from "./api-path.ts";

export const allowancePaths = {
  /** GET the caps of the listed years (AllowanceCapsView); PUT them all (allowanceCapsSchema). */
  caps: apiPath("/api/admin/staff/allowances/caps"),
  /** GET the plaines' amounts per day and the people's own (AllowanceAmountsView). */
  amounts: apiPath("/api/admin/staff/allowances/amounts"),
  /** PUT a plaine's amount per day ({ amount }, blank: none). */
  plaineAmount: apiPath("/api/admin/staff/allowances/plaines/:id"),
  /** PUT a person's own amount per day ({ amount }, blank: the plaines', 0: none). */
  personAmount: apiPath("/api/admin/staff/allowances/people/:id"),
  /** GET the year's volunteers (?year=): AllowanceYearView. */
  year: apiPath("/api/admin/staff/allowances"),
  /** GET the year's list as a file for the treasurer (?year=&format=csv|xlsx). */
  export: apiPath("/api/admin/staff/allowances/export"),
  /** GET a volunteer's yearly statement as a PDF (?year=). */
  statement: apiPath("/api/admin/staff/allowances/people/:id/statement"),
};

interface AllowanceCapRow {
  year: number;
  dailyCents: number | null;
  yearlyCents: number | null;
}

export interface AllowanceCapsView {
  years: AllowanceCapRow[];
}

export interface AllowanceAmountsView {
  plaines: { activityId: string; title: string; startDate: string; cents: number | null }[];
  people: { profileId: string; name: string; cents: number | null }[];
}

export interface AllowanceVolunteerRow {
  profileId: string;
  name: string;
  days: number;
  lines: { activityTitle: string; days: number; dayCents: number | null; cents: number }[];
  totalCents: number;
  dueCents: number;
  warnings: string[];
}

export interface AllowanceYearView {
  year: number;
  caps: { dailyCents: number; yearlyCents: number } | null;
  volunteers: AllowanceVolunteerRow[];
  dueCents: number;
}

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

const AMOUNT_INVALID = "Un montant en euros, par ex. 25 ou 25,50 (deux décimales au plus, 1\u00a0000\u00a0€ au plus)";
const CAP_INVALID = "Un plafond en euros, par ex. 40,67 (deux décimales au plus)";
const hasTwoDecimalsAtMost = (euros: number) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;

/** Euros as typed ("25,50", "25.5") or sent (25.5), two decimals at most, from `min`; blank is undefined. */
const euroAmount = (invalid: string, min: number, max: number) =>
  typedNumber(invalid).pipe(
    z
      .number({ error: invalid })
      .refine(hasTwoDecimalsAtMost, invalid)
      .refine((euros) => euros >= min && euros <= max, invalid)
      .optional(),
  );

/** A plaine's amount per day: more than 0; blank: no allowance on this plaine. */
export const plaineAllowanceSchema = z.object({ amount: euroAmount(AMOUNT_INVALID, 0.01, 1000) });
/** A person's own amount per day: 0 for none (paid under a contract); blank: the plaines' amounts. */
export const personAllowanceSchema = z.object({ amount: euroAmount(AMOUNT_INVALID, 0, 1000) });

export const allowanceCapsSchema = z.object({
  caps: z
    .array(
      z
        .object({
          year: z.number({ error: "Année invalide" }).int("Année invalide").min(2000, "Année invalide").max(2100, "Année invalide"),
          daily: euroAmount(CAP_INVALID, 0.01, 1000),
          yearly: euroAmount(CAP_INVALID, 0.01, 100000),
        })
        .refine((cap) => (cap.daily === undefined) === (cap.yearly === undefined), "Les deux plafonds de l'année, ou aucun")
        .refine((cap) => cap.daily === undefined || cap.yearly === undefined || cap.yearly >= cap.daily, {
          message: "Le plafond annuel ne peut être inférieur au plafond journalier",
        }),
      { error: "La liste des plafonds est invalide" },
    )
    .max(100, "La liste des plafonds est invalide"),
});
export type AllowanceCapsInput = z.input<typeof allowanceCapsSchema>;
export type AllowanceCaps = z.output<typeof allowanceCapsSchema>;

const allowanceYear = typedWholeNumber("L'année doit être un nombre entier (par ex. 2026)").pipe(
  z
    .number({ error: "L'année est requise" })
    .int("L'année doit être un nombre entier (par ex. 2026)")
    .min(2000, "Année invalide")
    .max(2100, "Année invalide"),
);

export const allowanceYearQuery = z.object({ year: allowanceYear });
export const allowanceExportQuery = z.object({
  year: allowanceYear,
  format: z.enum(EXPORT_FORMATS, { error: "Le format doit être csv ou xlsx" }),
});

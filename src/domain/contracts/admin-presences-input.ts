/** What the check-in, days, groups and printed lists accept (contract: admin-presences.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { isIsoDate } from "../dates.ts";
import { AGE_GROUP_NAME_MAX, AGE_GROUPS_MAX } from "../plaine/age-groups.ts";
import { CHECK_IN_ACTIONS } from "../plaine/attendance.ts";

const uuid = (message: string) => z.uuid({ error: message });
const isoDate = z.string({ error: "Date invalide" }).refine(isIsoDate, "Date invalide");

export const activityParams = z.object({ id: uuid("ID de la plaine invalide") });
export const plaineDayParams = z.object({ id: uuid("ID de la plaine invalide"), date: isoDate });
export const activityChildParams = z.object({ id: uuid("ID de la plaine invalide"), childId: uuid("ID de l'enfant invalide") });

export const rosterQuery = z.object({ date: isoDate.optional() });

export const checkInTapSchema = z.object({
  idempotencyKey: uuid("Clé de l'enregistrement invalide"),
  childId: uuid("ID de l'enfant invalide"),
  date: isoDate,
  action: z.enum(CHECK_IN_ACTIONS, { error: "Action inconnue" }),
  tappedAt: z.iso.datetime({ offset: true, error: "Heure du pointage invalide" }),
  happenedAt: z.iso.datetime({ offset: true, error: "Heure d'arrivée ou de départ invalide" }).nullable().optional(),
});

const STAFF_COUNT_MAX = 500;

export const daySettingsSchema = z
  .object({
    off: z.boolean({ error: "Indiquez si la plaine a lieu ce jour-là" }).optional(),
    staffCount: z
      .number({ error: "Le nombre d'animateurs doit être un nombre" })
      .int("Le nombre d'animateurs doit être un nombre entier")
      .min(0, "Le nombre d'animateurs ne peut pas être négatif")
      .max(STAFF_COUNT_MAX, `${STAFF_COUNT_MAX} animateurs au maximum`)
      .nullable()
      .optional(),
  })
  .refine((input) => input.off !== undefined || input.staffCount !== undefined, "Rien à modifier");

const MONTHS_MAX = 18 * 12;
const months = (message: string) => z.number({ error: message }).int(message).min(0, message).max(MONTHS_MAX, message);

export const ageGroupsSchema = z.object({
  groups: z
    .array(
      z
        .object({
          name: z
            .string({ error: "Le nom du groupe est requis" })
            .trim()
            .min(1, "Le nom du groupe est requis")
            .max(AGE_GROUP_NAME_MAX, `${AGE_GROUP_NAME_MAX} caractères au maximum`),
          minMonths: months("Âge minimum invalide"),
          maxMonths: months("Âge maximum invalide"),
        })
        .refine((group) => group.maxMonths >= group.minMonths, { message: "L'âge maximum doit suivre l'âge minimum", path: ["maxMonths"] }),
      { error: "Les groupes doivent être une liste" },
    )
    .min(1, "Au moins un groupe")
    .max(AGE_GROUPS_MAX, `${AGE_GROUPS_MAX} groupes au maximum`)
    .refine(
      (groups) => new Set(groups.map((group) => group.name.toLowerCase())).size === groups.length,
      "Deux groupes portent le même nom",
    ),
});

export const childGroupSchema = z.object({
  /** The group's name, or null to put the child back in the group of their age. */
  groupName: z.string({ error: "Groupe invalide" }).trim().min(1, "Groupe invalide").nullable(),
});

/** A report's period: both dates optional (the plaine's own by default), the end not before the start. */
export const centreReportQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((period) => !period.from || !period.to || period.from <= period.to, {
    message: "La date de fin ne peut pas précéder la date de début",
    path: ["to"],
  });

/** The day the ONE agreement request was sent, as the plaine's page types it. */
export const oneAgreementSentSchema = z.object({
  requestedOn: z.string({ error: "Date d'envoi invalide" }).refine(isIsoDate, "Date d'envoi invalide"),
});

/** The same, or null to clear it. */
export const oneAgreementSchema = z.object({ requestedOn: oneAgreementSentSchema.shape.requestedOn.nullable() });

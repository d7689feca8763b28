/** What the waiting list's routes accept (contract: waitlist.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { MAX_OFFER_HOURS, MIN_OFFER_HOURS } from "../waitlist.ts";
import { typedWholeNumber } from "../typed-number.ts";
import { idParams } from "./common-input.ts";
import { activityChildrenFields } from "./registrations-input.ts";

export const joinWaitlistSchema = z.object(activityChildrenFields);
export type JoinWaitlistInput = z.infer<typeof joinWaitlistSchema>;

export const waitlistEntryParams = idParams("ID de l'inscription sur la liste d'attente invalide");

export const moveWaitlistSchema = z.object({
  direction: z.enum(["up", "down"], { error: "Direction invalide\u00a0: up ou down" }),
});

export const waitlistSettingsSchema = z.object({
  offerHours: typedWholeNumber("La durée doit être un nombre entier d'heures").pipe(
    z
      .number({ error: "La durée doit être un nombre d'heures" })
      .int("La durée doit être un nombre entier d'heures")
      .min(MIN_OFFER_HOURS, `La durée d'une offre doit être d'au moins ${MIN_OFFER_HOURS} heure`)
      .max(MAX_OFFER_HOURS, `La durée d'une offre ne peut pas dépasser ${MAX_OFFER_HOURS} heures`),
  ),
});
export type WaitlistSettings = z.infer<typeof waitlistSettingsSchema>;

/** The fiche santé's fields in the child form (health-form.ts): contacts, tetanus, diet, photo consent... */
import { z } from "zod";
import "../zod-locale.ts";
import {
  CONTACT_NAME_MAX,
  CONTACT_RELATION_MAX,
  EMERGENCY_CONTACTS_MAX,
  HEALTH_TEXT_LIMITS,
  PHOTO_CONSENT_VALUES,
  PICKUP_PERSONS_MAX,
  SWIMMING_VALUES,
  TETANUS_VALUES,
} from "../health-form.ts";
import { brusselsToday, isIsoDate } from "../dates.ts";
import { normalizePhone, PHONE_INVALID } from "../phone.ts";
import { optionalText } from "./common-input.ts";

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${max} caractères au maximum`);

/** A phone as typed, kept in E.164 (+32...): the answer shows what the server will print. */
const phoneSchema = z
  .string({ error: "Le téléphone est requis" })
  .trim()
  .min(1, "Le téléphone est requis")
  .max(30, PHONE_INVALID)
  .transform((typed, context) => {
    const phone = normalizePhone(typed);
    if (!phone) context.addIssue({ code: "custom", message: PHONE_INVALID });
    return phone ?? typed;
  });

const contactSchema = z.object({
  name: requiredText("Le nom de la personne est requis", CONTACT_NAME_MAX),
  relation: requiredText("Le lien avec l'enfant est requis", CONTACT_RELATION_MAX),
  phone: phoneSchema,
});

/** A choice among `values`; "" (the select's "Non précisé") is null. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values, { error: message }), z.literal("")], { error: message })
    .nullish()
    .transform((value) => (value ? value : null));

const boosterDate = (today: () => string) =>
  z
    .string({ error: "La date du dernier rappel doit être une date" })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isIsoDate(value), "La date du dernier rappel n'est pas une date valide")
    .refine((value) => value === null || value <= today(), "La date du dernier rappel ne peut pas être dans le futur");

export const healthFormShape = (today: () => string = () => brusselsToday()) => ({
  emergencyContacts: z
    .array(contactSchema, { error: "Les personnes à contacter doivent être une liste" })
    .max(EMERGENCY_CONTACTS_MAX, `${EMERGENCY_CONTACTS_MAX} personnes à contacter au maximum`)
    .default([]),
  pickupPersons: z
    .array(contactSchema, { error: "Les personnes autorisées doivent être une liste" })
    .max(PICKUP_PERSONS_MAX, `${PICKUP_PERSONS_MAX} personnes autorisées au maximum`)
    .default([]),
  tetanus: optionalChoice(TETANUS_VALUES, "Choisissez une réponse pour le tétanos"),
  tetanusLastBooster: boosterDate(today),
  dietaryNeeds: optionalText(HEALTH_TEXT_LIMITS.dietaryNeeds),
  swimming: optionalChoice(SWIMMING_VALUES, "Choisissez une réponse pour la natation"),
  wearsGlasses: z.boolean({ error: "Cochez ou non la case des lunettes" }).default(false),
  wearsHearingAid: z.boolean({ error: "Cochez ou non la case de l'appareil auditif" }).default(false),
  specialNeeds: optionalText(HEALTH_TEXT_LIMITS.specialNeeds),
  photoConsent: optionalChoice(PHOTO_CONSENT_VALUES, "Choisissez une autorisation pour les photos"),
  careAuthorisation: z.boolean({ error: "Cochez ou non l'autorisation de soins" }).default(false),
});

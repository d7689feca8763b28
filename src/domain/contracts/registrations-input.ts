/** What the registrations' API accepts (contract: registrations.ts): the registration form, ids, the checkout's query and choices. */
import { z } from "zod";
import "../zod-locale.ts";
import { isUuid } from "../ids.ts";
import { ACCEPT_TERMS, MAX_CHILDREN_PER_REGISTRATION, PAYMENT_METHODS, SELECT_AT_LEAST_ONE_CHILD } from "../registration.ts";
import { TARIFF_DECLARATION_REQUIRED } from "../tariff-claims.ts";
import { typedNumber } from "../typed-number.ts";
import { eurosAmount, idParams, uploadNameQuery } from "./common-input.ts";
import { SIMULATED_OUTCOMES } from "./registrations.ts";

/** The plaine and the children a family chooses, as the registration form and the waiting list send them. */
export const activityChildrenFields = {
  activityId: z.string({ error: "La plaine est requise" }).refine(isUuid, "ID de la plaine invalide"),
  childIds: z
    .array(z.string().refine(isUuid, "ID d'enfant invalide"), { error: SELECT_AT_LEAST_ONE_CHILD })
    .min(1, SELECT_AT_LEAST_ONE_CHILD)
    .max(MAX_CHILDREN_PER_REGISTRATION, `${MAX_CHILDREN_PER_REGISTRATION} enfants au maximum par inscription`)
    // The same child twice is one child.
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
};

/**
 * A tariff claimed for one of the children: the category, the parent's declaration on their honour
 * (ticked), and the proof sent beforehand where the category asks one (its id). The server checks
 * the category is offered on the plaine and the proof is the parent's, under the plaine's lock.
 */
const tariffClaimInput = z.object({
  childId: z
    .string({ error: "ID d'enfant invalide" })
    .refine(isUuid, "ID d'enfant invalide")
    .transform((id) => id.toLowerCase()),
  categoryId: z.string({ error: "Choisissez un tarif" }).refine(isUuid, "Tarif invalide"),
  declaration: z.literal(true, { error: TARIFF_DECLARATION_REQUIRED }),
  proofId: z.string().refine(isUuid, "Preuve invalide").optional(),
});
export type TariffClaimInput = z.infer<typeof tariffClaimInput>;

const VOUCHER_AMOUNT = "Le montant du chèque doit être un nombre";
/**
 * A voucher the parent hands in for one of the children (decision 0056): its issuer (an organisation
 * of the directory whose kind is 'voucher'), its number as printed, its value in euros.
 */
const voucherInput = z.object({
  childId: z
    .string({ error: "ID d'enfant invalide" })
    .refine(isUuid, "ID d'enfant invalide")
    .transform((id) => id.toLowerCase()),
  payerId: z.string({ error: "Choisissez l'émetteur du chèque" }).refine(isUuid, "Choisissez l'émetteur du chèque"),
  number: z
    .string({ error: "Indiquez le numéro du chèque" })
    .trim()
    .min(1, "Indiquez le numéro du chèque")
    .max(40, "Le numéro du chèque ne doit pas dépasser 40 caractères")
    .refine((value) => !/[<>]/.test(value), "Le numéro du chèque ne peut pas contenir < ni >"),
  amount: typedNumber(VOUCHER_AMOUNT).pipe(
    z
      .number({ error: "Indiquez le montant du chèque" })
      .pipe(eurosAmount)
      .refine((value) => value > 0, "Le montant du chèque doit être supérieur à 0\u00a0€"),
  ),
});

/**
 * The submitted form. There is no amount field: the server computes the price, and anything
 * else sent along is dropped by the parse.
 */
export const registrationSchema = z.object({
  ...activityChildrenFields,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: "Le mode de paiement doit être stripe ou bank_transfer" }).default("stripe"),
  acceptTerms: z.literal(true, { error: ACCEPT_TERMS }),
  /** The waiting list's offer being accepted (decision 0031): its held places are the ones taken. */
  offerId: z.string().refine(isUuid, "ID de l'offre invalide").optional(),
  /** The tariffs claimed, one per child at most; a child without one pays the standard price. */
  tariffs: z
    .array(tariffClaimInput, { error: "Les tarifs demandés sont invalides" })
    .max(MAX_CHILDREN_PER_REGISTRATION, `${MAX_CHILDREN_PER_REGISTRATION} tarifs au maximum par inscription`)
    .optional(),
  /** The vouchers handed in, one per child at most; each lowers what the family pays for the child. */
  vouchers: z
    .array(voucherInput, { error: "Les chèques déclarés sont invalides" })
    .max(MAX_CHILDREN_PER_REGISTRATION, `${MAX_CHILDREN_PER_REGISTRATION} chèques au maximum par inscription`)
    .optional(),
});
export type RegistrationInput = z.infer<typeof registrationSchema>;

export const registrationParams = idParams("ID de l'inscription invalide");
/** A parent's part of a registration the other parent made (decision 0058). */
export const parentShareParams = idParams("ID de la part invalide");

/** POST registrationPaths.tariffProofs?name=: the file's name as the parent's device gave it. */
export const tariffProofQuery = uploadNameQuery;

export const checkoutPageQuery = z.object({
  session_id: z
    .string({ error: "Identifiant de session invalide" })
    .trim()
    .min(1, "Identifiant de session manquant")
    .max(255, "Identifiant de session trop long")
    .optional(),
});

export const simulatedSessionParams = z.object({
  sessionId: z.string().regex(/^sim_cs_[0-9a-f]{24}$/, "Session de paiement invalide"),
});

export const simulatedCheckoutBody = z.object({
  outcome: z.enum(SIMULATED_OUTCOMES, { error: "Choisissez\u00a0: paiement réussi, refusé ou abandonné" }),
});

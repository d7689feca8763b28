/**
 * A family's claim of a tariff for a child at registration (tariffs.ts: the categories and their
 * prices): the proof it may need, what is charged while it waits, what an administrator's decision
 * makes the price, and how the family and the administrators read it. The same rules for the form,
 * the server and the e-mails.
 */
import type { PaymentMethod } from "./registration.ts";
import { TARIFF_CLAIM_STATUS_LABELS, type TariffCharge, type TariffClaimStatus } from "./tariffs.ts";

/** A proof: a PDF, a photo or a scan, 5 MB at most, its type read from its first bytes (never its name). */
export const TARIFF_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const TARIFF_PROOF_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export type TariffProofType = (typeof TARIFF_PROOF_TYPES)[number];
export const TARIFF_PROOF_TYPE_ERROR = "La preuve doit être un fichier PDF, JPEG ou PNG.";
export const TARIFF_PROOF_SIZE_ERROR = "La preuve est trop lourde\u00a0: 5\u00a0Mo au maximum.";
export const TARIFF_PROOF_EMPTY_ERROR = "Le fichier de la preuve est vide.";

/** The bytes each accepted type starts with: "%PDF-", JPEG's start of image, PNG's signature. */
const SIGNATURES: { type: TariffProofType; bytes: number[] }[] = [
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** How many leading bytes tariffProofTypeOf needs. */
export const TARIFF_PROOF_SIGNATURE_LENGTH = 8;

/** What a proof really is, from its first bytes; null for anything else. */
export function tariffProofTypeOf(head: Uint8Array): TariffProofType | null {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.type ?? null;
}

/** What is wrong with a proof before it is sent (the same check on both sides), or null when it may go. */
export function tariffProofUploadError(head: Uint8Array, size: number): string | null {
  if (size === 0) return TARIFF_PROOF_EMPTY_ERROR;
  if (tariffProofTypeOf(head) === null) return TARIFF_PROOF_TYPE_ERROR;
  if (size > TARIFF_PROOF_MAX_BYTES) return TARIFF_PROOF_SIZE_ERROR;
  return null;
}

/** An administrator's refusal says why, in at most this many characters. */
export const TARIFF_REFUSAL_REASON_MAX_LENGTH = 500;

// Refusals of a claim at registration, and of a decision.
export const TARIFF_NOT_OFFERED = "Ce tarif n'est pas proposé pour cette plaine.";
export const TARIFF_DECLARATION_REQUIRED = "Cochez la déclaration sur l'honneur pour demander ce tarif.";
export const TARIFF_PROOF_REQUIRED = "Ajoutez la preuve demandée pour ce tarif.";
export const TARIFF_PROOF_NOT_FOUND = "Cette preuve est introuvable ou a expiré\u00a0: envoyez-la à nouveau.";
export const TARIFF_PROOF_USED = "Cette preuve a déjà servi pour une autre demande\u00a0: envoyez-la à nouveau.";
export const TARIFF_CHILD_NOT_CHOSEN = "Un tarif est demandé pour un enfant qui n'est pas inscrit dans ce formulaire.";
export const TARIFF_CHILD_TWICE = "Un seul tarif peut être demandé par enfant.";
export const TARIFF_CLAIM_NOT_FOUND = "Demande de tarif introuvable";
export const TARIFF_CLAIM_DECIDED = "Cette demande de tarif a déjà été traitée.";
export const TARIFF_CLAIM_CANCELLED = "Cette inscription est annulée\u00a0: la demande de tarif n'a plus d'objet.";
export const TARIFF_PROOF_GONE = "Aucune preuve n'est conservée pour cette demande.";

/**
 * What a child with a claim is charged at registration: the claimed price only where the organiser
 * charges it at once ('tariff') and the family pays by transfer, which can still be changed; a card
 * pays the standard price at once, and the difference is refunded if the claim is approved.
 */
export function chargedAtRegistration(
  prices: { standardCents: number; tariffCents: number },
  rule: { charge: TariffCharge; paymentMethod: PaymentMethod },
): number {
  return rule.charge === "tariff" && rule.paymentMethod === "bank_transfer" ? prices.tariffCents : prices.standardCents;
}

/** The price a decision gives the child: the tariff's once approved, the standard one once refused. */
export function decidedPriceCents(decision: "approved" | "refused", prices: { standardCents: number; tariffCents: number }): number {
  return decision === "approved" ? prices.tariffCents : prices.standardCents;
}

/** The form's words for a card payment with a claim: the standard price now, the difference back later. */
export const CARD_WITH_TARIFF_NOTICE =
  "Par carte, le prix standard est payé maintenant\u00a0: si le tarif demandé est accordé, la différence vous est remboursée.";

/** What the form says of a claim's price until it is checked, as chargedAtRegistration charges it. */
export function tariffChargeNotice(charge: TariffCharge, paymentMethod: PaymentMethod): string {
  if (paymentMethod === "stripe") return CARD_WITH_TARIFF_NOTICE;
  return charge === "tariff"
    ? "Le tarif demandé est compté dès maintenant. L'association le vérifie ensuite\u00a0: s'il est refusé, la différence restera à payer."
    : "Le prix standard est compté jusqu'à la vérification\u00a0: si le tarif est accordé, le montant à payer diminue.";
}

/** The sentence the parent ticks: « Je déclare sur l'honneur que Léa remplit les conditions : … ». */
export function tariffDeclaration(firstName: string, qualifies: string): string {
  return `Je déclare sur l'honneur que ${firstName} remplit les conditions\u00a0: ${qualifies}`;
}

/**
 * How a claim reads in 'Mes inscriptions': 'Tarif réduit : à vérifier', 'Tarif CPAS : refusé (raison)'
 * ('Tarif' before a category's name that does not say it already).
 */
export function tariffClaimLine(claim: { categoryName: string; status: TariffClaimStatus; refusalReason: string | null }): string {
  const status = TARIFF_CLAIM_STATUS_LABELS[claim.status].toLowerCase();
  const reason = claim.status === "refused" && claim.refusalReason ? ` (${claim.refusalReason})` : "";
  const name = /^tarif\b/i.test(claim.categoryName) ? claim.categoryName : `Tarif ${claim.categoryName}`;
  return `${name}\u00a0: ${status}${reason}`;
}

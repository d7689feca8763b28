/**
 * Separated parents (decision 0058): a child's file has its first parent (who created it) and at
 * most one second parent, linked by an invitation the second accepts. Both see and change the
 * file and register the child; each registration's price is shared between them as agreed at the
 * invitation (half by default), each paying their own part. Pure rules and their French copy.
 */
import type { PayerShareStatus } from "./payers.ts";

/** An invitation's link works this many days. */
export const CHILD_INVITATION_DAYS = 7;

/** The second parent's part of each registration unless the invitation says otherwise. */
export const DEFAULT_SECOND_PARENT_PERCENT = 50;

/** How the signed-in parent stands to a child's file, as the parent's own answers give it. */
export interface ChildFamily {
  /** 'first': created the file (the specification's one parent); 'second': linked by invitation. */
  role: "first" | "second";
  /** The other parent, once linked: their name (nothing more of their account); null otherwise. */
  otherParent: { name: string } | null;
  /** What the second parent pays of each registration of the child, in percent. */
  secondParentPercent: number;
  /** An invitation waiting for its answer (the first parent sees it): to whom, until when (ISO). */
  invitation: { email: string; expiresAt: string } | null;
}

/** What the other parent pays of a registration the signed-in parent makes, in percent. */
export function otherParentPercent(role: ChildFamily["role"], secondParentPercent: number): number {
  return role === "first" ? secondParentPercent : 100 - secondParentPercent;
}

/** A parent's part as that parent reads it in 'Mes inscriptions'. */
export const PARENT_SHARE_STATUS_LABELS: Record<PayerShareStatus, string> = { due: "À payer", paid: "Payée", cancelled: "Annulée" };

/** A parent's part of a child's price, rounded to the cent (the registering parent pays the rest). */
export function parentPartCents(priceCents: number, percent: number): number {
  return Math.round((priceCents * percent) / 100);
}

/** "50 % chacun", "30 % pour vous, 70 % pour l'autre parent": the agreement as the parent reads it. */
export function splitLabel(myPercent: number): string {
  if (myPercent === 50) return "50\u00a0% chacun";
  return `${myPercent}\u00a0% pour vous, ${100 - myPercent}\u00a0% pour l'autre parent`;
}

export const INVITATION_NOT_FOUND = "Cette invitation n'existe pas ou n'est plus valable.";
export const INVITATION_EXPIRED = "Cette invitation a expiré\u00a0: demandez à l'autre parent de vous en envoyer une nouvelle.";
export const INVITATION_USED = "Cette invitation a déjà été utilisée.";
export const INVITATION_CANCELLED = "Cette invitation a été annulée par l'autre parent.";
export const INVITATION_OTHER_EMAIL = (email: string) =>
  `Cette invitation a été envoyée à ${email}\u00a0: connectez-vous avec ce compte pour l'accepter.`;
export const INVITATION_OWN_CHILD = "Ce dossier est déjà le vôtre.";
export const INVITE_YOURSELF = "Indiquez l'adresse e-mail de l'autre parent, pas la vôtre.";
export const ALREADY_SHARED = "Ce dossier est déjà partagé avec un autre parent.";
export const ONLY_FIRST_PARENT_INVITES = "Seul le parent qui a créé ce dossier peut inviter l'autre parent.";
export const NO_OPEN_INVITATION = "Aucune invitation n'est en attente pour cet enfant.";
export const NOT_SHARED = "Ce dossier n'est partagé avec aucun autre parent.";
export const SHARED_CHILD_DELETION =
  "Ce dossier est partagé avec l'autre parent\u00a0: retirez d'abord le lien (ou demandez-lui de le faire) avant de le supprimer.";
export const SECOND_PARENT_DELETION =
  "Seul le parent qui a créé ce dossier peut le supprimer. Vous pouvez retirer votre lien avec cet enfant.";

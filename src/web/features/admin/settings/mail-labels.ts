import type { MailKind, MailStatus, MailTransportKind } from "../../../../domain/contracts/admin.ts";
import type { BadgeTone } from "../../../components/ui/badge.tsx";

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: "En attente",
  sent: "Envoyé",
  failed: "Échec",
};

export const MAIL_STATUS_TONES: Record<MailStatus, BadgeTone> = {
  pending: "warning",
  sent: "success",
  failed: "danger",
};

/** The French name of every kind of message (a kind without one fails the type check). */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  "email-verification": "Confirmation d'adresse",
  "password-reset": "Mot de passe oublié",
  "existing-account": "Compte déjà existant",
  "registration-confirmation": "Confirmation d'inscription",
  "registration-update": "Inscription modifiée",
  "payment-received": "Paiement reçu",
  "payment-reminder": "Rappel de paiement",
  "payment-deadline": "Inscription annulée faute de paiement",
  "payment-refund": "Remboursement",
  "waitlist-offer": "Place proposée (liste d'attente)",
  "waitlist-joined": "Inscription sur la liste d'attente",
  "registration-cancelled": "Inscription annulée par l'organisateur",
  "refund-sent": "Remboursement envoyé (virement)",
  "price-change": "Prix modifié",
  "tariff-decision": "Décision sur un tarif demandé",
  "payer-request": "Demande de paiement (organisme ou autre parent)",
  "child-invitation": "Invitation de l'autre parent",
  "staff-invitation": "Invitation dans l'équipe",
  "qualification-expiry": "Qualification bientôt expirée",
  "child-link": "Dossier d'enfant partagé ou non",
  "share-reminder": "Rappel de la part d'un parent",
  "family-message": "Message aux familles",
  "urgent-text": "Message urgent (sans GSM)",
  "inactivity-warning": "Compte inactif bientôt supprimé",
  "account-deleted": "Compte supprimé",
  test: "Test",
  "test-confirmation": "Test de confirmation",
};

const OTHER_KIND = "Autre message";

const isMailKind = (kind: string): kind is MailKind => Object.hasOwn(MAIL_KIND_LABELS, kind);

/** The French name of a kind of message; a kind this version does not know (an older message) reads "Autre message". */
export function mailKindLabel(kind: string): string {
  return isMailKind(kind) ? MAIL_KIND_LABELS[kind] : OTHER_KIND;
}

export const TRANSPORT_LABELS: Record<MailTransportKind, { name: string; description: string }> = {
  smtp: { name: "SMTP", description: "Les e-mails sont réellement envoyés par le serveur SMTP configuré (SMTP_URL)." },
  log: {
    name: "Journal (aucun envoi)",
    description:
      "Aucun serveur SMTP n'est configuré\u00a0: les e-mails sont conservés ici et leurs liens écrits dans le journal du serveur.",
  },
};

/** How many messages are in each state, for the summary above the list. */
export function countByStatus(mails: { status: MailStatus }[]): Record<MailStatus, number> {
  const counts: Record<MailStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const mail of mails) counts[mail.status] += 1;
  return counts;
}

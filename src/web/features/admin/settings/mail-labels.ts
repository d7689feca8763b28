import type { MailStatus, MailTransportKind } from "../../../../domain/contracts/admin.ts";
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

const MAIL_KIND_LABELS: Record<string, string> = {
  "email-verification": "Confirmation d'adresse",
  "password-reset": "Mot de passe oublié",
  "existing-account": "Compte déjà existant",
  "registration-confirmation": "Confirmation d'inscription",
  "registration-update": "Inscription modifiée",
  "payment-refund": "Remboursement",
  test: "Test",
  "test-confirmation": "Test de confirmation",
};

/** The French name of a kind of message; a kind added later shows as it is rather than not at all. */
export function mailKindLabel(kind: string): string {
  return MAIL_KIND_LABELS[kind] ?? kind;
}

export const TRANSPORT_LABELS: Record<MailTransportKind, { name: string; description: string }> = {
  smtp: { name: "SMTP", description: "Les e-mails sont réellement envoyés par le serveur SMTP configuré (SMTP_URL)." },
  log: {
    name: "Journal (aucun envoi)",
    description: "Aucun serveur SMTP n'est configuré : les e-mails sont conservés ici et leurs liens écrits dans le journal du serveur.",
  },
};

/** How many messages are in each state, for the summary above the list. */
export function countByStatus(mails: { status: MailStatus }[]): Record<MailStatus, number> {
  const counts: Record<MailStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const mail of mails) counts[mail.status] += 1;
  return counts;
}

import type { AdminRegistrationUpdateResult } from "../../../../domain/contracts/admin.ts";

export const STATUS_UPDATE_ERROR = "Erreur lors de la mise à jour du statut";

function registrations(count: number): string {
  return count === 1 ? "1 inscription" : `${count} inscriptions`;
}

/**
 * The toast after a status change (spec §4): the new status and how many registrations it
 * changed, e.g. "2 inscriptions passées à « Confirmée »" or "Paiement de 3 inscriptions passé à
 * « Payé »". Registrations already in that status are not counted as changed.
 */
export function statusChangeMessage(result: AdminRegistrationUpdateResult): string {
  const sentences: string[] = [];
  if (result.statusLabel) {
    const changed = result.registrationsChanged;
    sentences.push(
      changed === 0
        ? `Aucune inscription modifiée\u00a0: déjà «\u00a0${result.statusLabel}\u00a0»`
        : `${registrations(changed)} ${changed === 1 ? "passée" : "passées"} à «\u00a0${result.statusLabel}\u00a0»`,
    );
  }
  if (result.paymentStatusLabel) {
    sentences.push(
      result.paymentsChanged === 0
        ? `Aucun paiement modifié\u00a0: déjà «\u00a0${result.paymentStatusLabel}\u00a0»`
        : `Paiement de ${registrations(result.count)} passé à «\u00a0${result.paymentStatusLabel}\u00a0»`,
    );
  }
  return sentences.join(" · ");
}

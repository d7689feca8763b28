/** Places taken of capacity, as a whole percentage (a plaine over capacity still reads 100 %+). */
export function fillRate(taken: number, capacity: number): number {
  return capacity > 0 ? Math.round((taken / capacity) * 100) : 0;
}

/** "12 / 20 places (60 %)" */
export function placesLabel(taken: number, capacity: number): string {
  return `${taken} / ${capacity} places (${fillRate(taken, capacity)} %)`;
}

/** How long a transfer has been awaited: "aujourd'hui", "depuis 1 jour", "depuis 12 jours". */
export function ageDaysLabel(days: number): string {
  if (days <= 0) return "aujourd'hui";
  return days === 1 ? "depuis 1 jour" : `depuis ${days} jours`;
}

export function unpaidTransfersLabel(count: number): string {
  if (count === 0) return "Aucun virement en attente";
  return count === 1 ? "1 virement en attente" : `${count} virements en attente`;
}

/** The link under the oldest transfers the dashboard shows: "Et 3 autres dans les inscriptions". */
export function moreTransfersLabel(count: number): string {
  return count === 1 ? "Et 1 autre dans les inscriptions" : `Et ${count} autres dans les inscriptions`;
}

export function refundsDueCountLabel(count: number): string {
  if (count === 0) return "Aucun paiement à rembourser";
  return count === 1 ? "1 paiement à rembourser" : `${count} paiements à rembourser`;
}

/** Card payments that arrived after their places were given to others. */
export function cardRefundsLabel(count: number): string {
  return count === 1 ? "1 paiement par carte à rembourser" : `${count} paiements par carte à rembourser`;
}

/** Sums the bank brought beyond what was due ('Trop-perçus à rembourser' on the bank statements' page). */
export function overpaymentsLabel(count: number): string {
  return count === 1 ? "1 trop-perçu de virement à rendre" : `${count} trop-perçus de virements à rendre`;
}

/** The checklist's progress: "3 sur 5 en ordre". */
export function readinessCountLabel(done: number, total: number): string {
  return `${done} sur ${total} en ordre`;
}

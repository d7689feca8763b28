import type { SystemInfo } from "../../../../domain/contracts/admin.ts";

export const DATABASE_LABELS: Record<SystemInfo["database"], string> = {
  postgresql: "PostgreSQL",
  pglite: "PGlite embarquée",
};

/** How card payments are taken, finer than the payments' own status: a live key debits real money. */
export const SYSTEM_PAYMENT_MODE_LABELS: Record<SystemInfo["paymentMode"], { name: string; description: string }> = {
  live: { name: "Stripe (réel)", description: "Clé Stripe live\u00a0: les paiements par carte et Bancontact sont réellement débités." },
  test: {
    name: "Stripe (test)",
    description: "Clé Stripe de test\u00a0: Stripe Checkout fonctionne avec ses cartes de test, rien n'est débité.",
  },
  simulated: {
    name: "Paiement simulé",
    description: "Site de démonstration sans clé Stripe\u00a0: le paiement par carte est simulé, aucun montant n'est débité.",
  },
  off: { name: "Désactivé", description: "Pas de clé Stripe\u00a0: seul le virement bancaire est proposé." },
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long the server has been running, in French: "moins d'une minute", "12 min", "3 h 12 min", "2 j 5 h". */
export function uptimeLabel(seconds: number): string {
  const days = Math.floor(seconds / DAY);
  const hours = Math.floor((seconds % DAY) / HOUR);
  const minutes = Math.floor((seconds % HOUR) / MINUTE);
  if (days > 0) return `${days} j ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return minutes > 0 ? `${minutes} min` : "moins d'une minute";
}

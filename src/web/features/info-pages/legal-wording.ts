/** How the legal pages write the settings' figures, in French. */

/** 36 → "3 ans", 18 → "18 mois", 12 → "12 mois" (as the medical consent says it). */
export function monthsFr(months: number): string {
  return months >= 24 && months % 12 === 0 ? `${months / 12} ans` : `${months} mois`;
}

export function yearsFr(years: number): string {
  return years === 1 ? "1 an" : `${years} ans`;
}

export function daysFr(days: number): string {
  return days === 1 ? "1 jour" : `${days} jours`;
}

export function hoursFr(hours: number): string {
  return hours === 1 ? "1 heure" : `${hours} heures`;
}

/** [7, 14, 18] → "7, 14 et 18". */
export function listFr(items: readonly (string | number)[]): string {
  const words = items.map(String);
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} et ${words.at(-1)}`;
}

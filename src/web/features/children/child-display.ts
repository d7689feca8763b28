import { ageOn, formatAge } from "../../../domain/age.ts";
import type { Child } from "../../../domain/child.ts";

/** "Léa Dupont": the name a card shows and its buttons are called by ("Modifier Léa Dupont"). */
export function childFullName(child: Pick<Child, "firstName" | "lastName">): string {
  return `${child.firstName} ${child.lastName}`;
}

/**
 * The age on a given day, as a parent says it: "6 ans et 3 mois". A younger brother or sister
 * may be on file before their first plaine, so the first year counts in months ("5 mois")
 * rather than the odd "0 an et 5 mois".
 */
export function childAgeOn(birthDate: string, today: string): string {
  const age = ageOn(birthDate, today);
  if (age.years > 0) return formatAge(age);
  return age.months === 0 ? "moins d'un mois" : `${age.months} mois`;
}

/**
 * Which Belcotax-on-web layout a year's file follows (decision 0047). The layouts themselves (the
 * element names of each income year's brochure) are the server's data; the rule that picks one
 * is here, so the run's form says what the run will do and the run does it.
 *
 * - An income year with its own layout follows it.
 * - A later year, whose brochure the site does not know yet, follows the latest layout known: the
 *   file must be sent before 1 March, and the names rarely change. The run's page says so.
 * - The administrator may choose another known layout for the run, or no file at all.
 */

/** The administrator's choice on a run: the rule above, a known layout's year, or no file. */
export type BelcotaxChoice = "auto" | "none" | number;

/**
 * The year of the layout a run of `incomeYear` uses, or null when it makes no file (chosen so, or
 * no layout can serve: a chosen layout the site does not know, a year before the first one).
 */
export function belcotaxLayoutYear(incomeYear: number, knownYears: readonly number[], choice: BelcotaxChoice): number | null {
  if (choice === "none") return null;
  if (typeof choice === "number") return knownYears.includes(choice) ? choice : null;
  if (knownYears.includes(incomeYear)) return incomeYear;
  const earlier = knownYears.filter((year) => year < incomeYear);
  return earlier.length > 0 ? Math.max(...earlier) : null;
}

/** The choice as stored and as the form sends it: "auto", "none" or a year's four digits. */
export function belcotaxChoiceText(choice: BelcotaxChoice): string {
  return String(choice);
}

/** A stored choice read back; anything unexpected is the rule ("auto"). */
export function readBelcotaxChoice(text: string | null | undefined): BelcotaxChoice {
  if (text === "none") return "none";
  if (text && /^\d{4}$/.test(text)) return Number(text);
  return "auto";
}

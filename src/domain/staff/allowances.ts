/**
 * Volunteer allowances (défraiements, loi du 3 juillet 2005; decision 0066): each day a person
 * worked (checked in on 'Équipe du jour') is paid the person's own amount, else the plaine's, and
 * never more than the year's daily cap; the year's total never more than the yearly cap. The caps
 * are indexed each year and entered by an administrator; an amount over a cap is kept at the cap
 * and said in a warning before anything is paid.
 */
import { formatEuros } from "../money.ts";

/** One year's caps, in cents. */
export interface AllowanceCaps {
  dailyCents: number;
  yearlyCents: number;
}

/** The days a person worked on one plaine, and the plaine's amount per day (null: no allowance). */
interface PlaineDaysWorked {
  activityTitle: string;
  days: readonly string[];
  plaineCents: number | null;
}

export interface AllowanceInput {
  name: string;
  /** The person's own amount per day: replaces the plaines' (0: no allowance, e.g. paid under a contract); null: the plaines'. */
  personCents: number | null;
  plaines: readonly PlaineDaysWorked[];
}

interface AllowanceLine {
  activityTitle: string;
  days: number;
  /** The amount per day applied (after the daily cap), null when none is set. */
  dayCents: number | null;
  cents: number;
}

export interface AllowanceYear {
  name: string;
  days: number;
  lines: AllowanceLine[];
  /** The days × amounts, each day kept to the daily cap, before the yearly cap. */
  totalCents: number;
  /** What is due: the total kept to the yearly cap. */
  dueCents: number;
  warnings: string[];
}

/** From this share of the yearly cap on, the list warns that the cap is near: the next days worked may pass it. */
const NEAR_YEARLY_CAP = 0.9;

/** The amount a plaine pays a person per day, after their own: null when none (no amount, or 0). */
function amountOn(input: AllowanceInput, plaine: PlaineDaysWorked): number | null {
  const asked = input.personCents ?? plaine.plaineCents;
  return asked === null || asked === 0 ? null : asked;
}

/**
 * The days each plaine pays: a calendar day worked on two plaines (coordinating both, tapped on
 * both) is one day, paid once, by the plaine paying the most that day. Also the number of such days.
 */
function daysPaidBy(input: AllowanceInput): { paidDays: number[]; counted: number; twice: number } {
  const order = [...input.plaines.keys()].sort(
    (a, b) => (amountOn(input, input.plaines[b]) ?? 0) - (amountOn(input, input.plaines[a]) ?? 0),
  );
  const seen = new Set<string>();
  const paidDays = input.plaines.map(() => 0);
  let twice = 0;
  for (const index of order) {
    for (const day of input.plaines[index].days) {
      if (seen.has(day)) twice += 1;
      else {
        seen.add(day);
        paidDays[index] += 1;
      }
    }
  }
  return { paidDays, counted: seen.size, twice };
}

/** The year's allowance of one person: days × amount per plaine, each day capped, the total capped; warnings said in words. */
export function allowanceYear(input: AllowanceInput, caps: AllowanceCaps | null, year: number): AllowanceYear {
  const warnings: string[] = [];
  if (caps === null) warnings.push(`Les plafonds de ${year} ne sont pas encore saisis (page «\u00a0Équipe\u00a0»)`);
  const { paidDays, counted, twice } = daysPaidBy(input);
  if (twice > 0)
    warnings.push(
      twice === 1
        ? "1 jour presté sur deux plaines le même jour\u00a0: compté une fois"
        : `${twice} jours prestés sur deux plaines le même jour\u00a0: chacun compté une fois`,
    );
  const lines = input.plaines.map((plaine, index): AllowanceLine => {
    const asked = amountOn(input, plaine);
    const worked = paidDays[index];
    if (asked === null) return { activityTitle: plaine.activityTitle, days: worked, dayCents: null, cents: 0 };
    let dayCents = asked;
    if (caps !== null && asked > caps.dailyCents) {
      warnings.push(
        `Le montant de ${formatEuros(asked)} par jour (${plaine.activityTitle}) dépasse le plafond journalier de ${formatEuros(caps.dailyCents)}\u00a0: ${formatEuros(caps.dailyCents)} par jour est retenu`,
      );
      dayCents = caps.dailyCents;
    }
    return { activityTitle: plaine.activityTitle, days: worked, dayCents, cents: dayCents * worked };
  });
  const totalCents = lines.reduce((sum, line) => sum + line.cents, 0);
  let dueCents = totalCents;
  if (caps !== null && totalCents > caps.yearlyCents) {
    warnings.push(
      `${input.name} dépasserait le plafond annuel de ${formatEuros(caps.yearlyCents)} de ${formatEuros(totalCents - caps.yearlyCents)}`,
    );
    dueCents = caps.yearlyCents;
  } else if (caps !== null && totalCents > 0 && totalCents >= caps.yearlyCents * NEAR_YEARLY_CAP) {
    warnings.push(`${input.name} approche du plafond annuel\u00a0: ${formatEuros(totalCents)} sur ${formatEuros(caps.yearlyCents)}`);
  }
  return { name: input.name, days: counted, lines, totalCents, dueCents, warnings };
}

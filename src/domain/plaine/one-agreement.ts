/**
 * The ONE's agreement of a centre de vacances (decision 0060): it is asked at least 90 days before
 * the plaine starts and a later request is refused (reference `belgium.md` §9, the ONE's form).
 * The dashboard reminds it from 120 days before, until the request is recorded as sent; once the
 * last day to send it has passed, the reminder becomes a warning.
 */
import { addDaysIso, formatDateFr } from "../dates.ts";

/** The ONE refuses a request sent later than this many days before the first day. */
export const ONE_AGREEMENT_DAYS_BEFORE = 90;
/** The dashboard starts reminding the request this many days before the first day. */
const ONE_AGREEMENT_REMINDER_DAYS = 120;

/** The last day the request may be sent: 90 days before the first day. */
export function oneAgreementDeadline(startDate: string): string {
  return addDaysIso(startDate, -ONE_AGREEMENT_DAYS_BEFORE);
}

export interface OneAgreementPlaine {
  title: string;
  startDate: string;
  endDate: string;
  /** When the request was recorded as sent, or null. */
  requestedOn: string | null;
}

export interface OneAgreementReminder {
  /** The last day to send it. */
  deadline: string;
  /** The last day has passed: the ONE will refuse the request. */
  late: boolean;
}

/**
 * Whether the dashboard reminds a plaine's request today: not recorded as sent, the plaine not
 * over, its first day within 120 days. Null otherwise.
 */
export function oneAgreementReminder(plaine: OneAgreementPlaine, today: string): OneAgreementReminder | null {
  if (plaine.requestedOn !== null || plaine.endDate < today) return null;
  if (addDaysIso(today, ONE_AGREEMENT_REMINDER_DAYS) < plaine.startDate) return null;
  const deadline = oneAgreementDeadline(plaine.startDate);
  return { deadline, late: today > deadline };
}

/** The dashboard's line: the reminder with its last day, or the warning once it has passed. */
export function oneAgreementMessage(title: string, reminder: OneAgreementReminder): string {
  if (reminder.late) {
    return `Demande d'agrément ONE de «\u00a0${title}\u00a0»\u00a0: la date limite était le ${formatDateFr(reminder.deadline)} (${ONE_AGREEMENT_DAYS_BEFORE} jours avant le début) et l'ONE refuse les demandes tardives.`;
  }
  return `Demande d'agrément ONE à envoyer pour «\u00a0${title}\u00a0» au plus tard le ${formatDateFr(reminder.deadline)} (${ONE_AGREEMENT_DAYS_BEFORE} jours avant le début).`;
}

/**
 * The qualifications of the team (decision 0065): a brevet, an equivalent title or first aid, each
 * with the day it was obtained and, for some, the day it ends. Which of them make a person count as
 * 'breveté' or as a qualified coordinator on a given day (reference §9: one animateur in three
 * breveté or with an equivalent title; a coordinator trained, or with a pedagogical diploma).
 */
import { addDaysIso } from "../dates.ts";

export const QUALIFICATION_KINDS = ["brevet-animateur", "brevet-coordinateur", "titre-equivalent", "premiers-secours"] as const;
export type QualificationKind = (typeof QUALIFICATION_KINDS)[number];

export const QUALIFICATION_LABELS: Record<QualificationKind, string> = {
  "brevet-animateur": "Brevet d'animateur de centres de vacances",
  "brevet-coordinateur": "Brevet de coordinateur de centres de vacances",
  "titre-equivalent": "Titre équivalent (diplôme pédagogique)",
  "premiers-secours": "Premiers secours",
};

/** The kinds that make an animateur 'breveté': a brevet (a coordinator's includes the animateur's training) or an equivalent title. */
const BREVETE_KINDS: readonly QualificationKind[] = ["brevet-animateur", "brevet-coordinateur", "titre-equivalent"];

/** The kinds that make a qualified coordinator: the coordinator's brevet, or a pedagogical diploma. */
const COORDINATOR_KINDS: readonly QualificationKind[] = ["brevet-coordinateur", "titre-equivalent"];

/** A person is told this many days before a qualification ends. */
export const EXPIRY_REMINDER_DAYS = 60;

export interface QualificationDates {
  kind: QualificationKind;
  /** The day it was obtained (ISO). */
  obtainedOn: string;
  /** The last day it is valid (ISO), or null when it does not end. */
  expiresOn: string | null;
}

/** Valid on a day: obtained by then, and not ended (its expiry day is still a valid day). */
export function isValidOn(qualification: QualificationDates, day: string): boolean {
  return qualification.obtainedOn <= day && (qualification.expiresOn === null || day <= qualification.expiresOn);
}

/** Counts as 'breveté' on a day: one of the breveté kinds, valid that day. */
export function isBreveteOn(qualifications: readonly QualificationDates[], day: string): boolean {
  return qualifications.some((q) => BREVETE_KINDS.includes(q.kind) && isValidOn(q, day));
}

/** Counts as a qualified coordinator on a day: the coordinator's brevet or an equivalent title, valid that day. */
export function isQualifiedCoordinatorOn(qualifications: readonly QualificationDates[], day: string): boolean {
  return qualifications.some((q) => COORDINATOR_KINDS.includes(q.kind) && isValidOn(q, day));
}

/** The day the reminder of a qualification's end is due; null when it does not end. */
export function expiryReminderDay(qualification: Pick<QualificationDates, "expiresOn">): string | null {
  return qualification.expiresOn === null ? null : addDaysIso(qualification.expiresOn, -EXPIRY_REMINDER_DAYS);
}

/** Ends within the reminder's days from today (reminder day reached, expiry day not passed). */
export function isExpiringSoon(qualification: Pick<QualificationDates, "expiresOn">, today: string): boolean {
  const reminder = expiryReminderDay(qualification);
  return reminder !== null && reminder <= today && today <= qualification.expiresOn!;
}

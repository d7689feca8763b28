/**
 * The amounts of the tax certificate for childcare (model 281.86), one per child and income year
 * (decision 0034). Facts and sources:
 * the reference's §3.1 (fin.belgium.be, finance.belgium.be/fr/asbl/attestation-garde-enfant).
 *
 * - Only days the child was present count, and only while under 14 (the birthday itself is 14).
 * - Only a plaine fully paid and over, in the year its payment was received.
 * - The organiser states the daily amount actually received, excluding what the price names as
 *   meals, membership or material; the parent applies the year's daily maximum in the tax return.
 *   The certificate shows that maximum and the deductible total it gives, as an indication.
 * - At most four periods on one certificate: more make several certificates.
 */
import { formatEuros } from "./money.ts";

const CHILDCARE_AGE_LIMIT = 14;
const PERIODS_PER_CERTIFICATE = 4;

interface DailyCap {
  /** Null while the year's figure is not published: an administrator enters it in the settings. */
  cents: number | null;
  source: string;
}

/**
 * The daily maximum per child by year of payment (indexed each year). 2025 and later are not
 * confirmed by a published source: the settings page holds the figure an administrator enters.
 */
export const CHILDCARE_DAILY_CAPS: Record<number, DailyCap> = {
  2022: { cents: 1440, source: "pro.katholiekonderwijs.vlaanderen, fiscaal attest kinderopvang (2022)" },
  2023: { cents: 1570, source: "one.be, «\u00a0Frais de garde des enfants\u00a0: comment bénéficier d'une réduction d'impôt\u00a0»" },
  2024: { cents: 1640, source: "fin.belgium.be, réduction d'impôt pour frais de garde d'enfants\u00a0; wikifin.be" },
  2025: { cents: null, source: "non publié au moment de l'écriture\u00a0: à saisir dans les paramètres" },
  2026: { cents: null, source: "non publié au moment de l'écriture\u00a0: à saisir dans les paramètres" },
};

/** The day a child turns 14: from then on, care no longer counts. */
export function ageLimitDate(birthDate: string): string {
  const [year, month, day] = birthDate.split("-");
  // Born on 29 February: the birthday is 1 March in a year without one.
  const limitYear = Number(year) + CHILDCARE_AGE_LIMIT;
  if (month === "02" && day === "29" && !isLeapYear(limitYear)) return `${limitYear}-03-01`;
  return `${limitYear}-${month}-${day}`;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** One plaine of the child, as the certificate reads it. */
export interface CertificateActivity {
  title: string;
  startDate: string;
  endDate: string;
  /** The days the price covers: the plaine's open days. */
  plannedDays: number;
  /** The days the attendance register marks the child present. */
  presentDates: readonly string[];
  /** The child's share of the payment, refunds deducted (registrationShares in payment-shares.ts). */
  shareCents: number;
  /** What the price names as not childcare (meals, membership, material), per child. */
  excludedCents: number;
  /** The day the payment was complete; null while something is still due. */
  paidOn: string | null;
}

export interface CertificatePeriod {
  title: string;
  from: string;
  to: string;
  days: number;
  dailyRateCents: number;
  amountCents: number;
}

interface CertificateRefusal {
  title: string;
  reason: string;
}

export interface ChildcareAmounts {
  periods: CertificatePeriod[];
  totalCents: number;
  /** What the year's daily maximum lets the parent deduct; null while the year's maximum is unknown. */
  deductibleCents: number | null;
  /** The plaines of that year that give nothing, each with why, so nobody wonders. */
  refused: CertificateRefusal[];
}

export const CERTIFICATE_REASONS = {
  notOver: "la plaine n'est pas encore terminée",
  notPaid: "le paiement n'est pas complet",
  noAttendance: "aucune présence n'est enregistrée",
  tooOld: `l'enfant avait ${CHILDCARE_AGE_LIMIT} ans ou plus chaque jour de présence`,
  nothingDeductible: "le prix ne comprend pas de frais de garde (repas, cotisation ou matériel uniquement)",
} as const;

/**
 * The periods and amounts of one child's certificate for an income year and one debtor (the parent
 * who paid those plaines: two parents who each paid a plaine each get their own certificate). A
 * plaine counts in the year its payment was completed; one of that year that gives nothing says why.
 */
export function childcareAmounts(input: {
  year: number;
  birthDate: string;
  today: string;
  activities: readonly CertificateActivity[];
  dailyCapCents: number | null;
}): ChildcareAmounts {
  const limit = ageLimitDate(input.birthDate);
  const periods: CertificatePeriod[] = [];
  const refused: CertificateRefusal[] = [];
  for (const activity of input.activities) {
    // A paid plaine belongs to the year its payment was completed; one still due, to the year it starts.
    const year = Number((activity.paidOn ?? activity.startDate).slice(0, 4));
    if (year !== input.year) continue;
    const refuse = (reason: string) => refused.push({ title: activity.title, reason });
    if (activity.endDate >= input.today) refuse(CERTIFICATE_REASONS.notOver);
    else if (activity.paidOn === null) refuse(CERTIFICATE_REASONS.notPaid);
    else if (activity.presentDates.length === 0) refuse(CERTIFICATE_REASONS.noAttendance);
    else {
      const counted = [...activity.presentDates].filter((date) => date < limit).sort();
      const childcareCents = Math.max(0, activity.shareCents - activity.excludedCents);
      // Rounded down: the certificate never states more than was received.
      const dailyRateCents = activity.plannedDays > 0 ? Math.floor(childcareCents / activity.plannedDays) : 0;
      if (counted.length === 0) refuse(CERTIFICATE_REASONS.tooOld);
      else if (dailyRateCents === 0) refuse(CERTIFICATE_REASONS.nothingDeductible);
      else
        periods.push({
          title: activity.title,
          from: counted[0],
          to: counted[counted.length - 1],
          days: counted.length,
          dailyRateCents,
          amountCents: dailyRateCents * counted.length,
        });
    }
  }
  periods.sort((a, b) => a.from.localeCompare(b.from));
  const totalCents = periods.reduce((sum, period) => sum + period.amountCents, 0);
  const cap = input.dailyCapCents;
  const deductibleCents =
    cap === null ? null : periods.reduce((sum, period) => sum + Math.min(period.dailyRateCents, cap) * period.days, 0);
  return { periods, totalCents, deductibleCents, refused };
}

/** Four periods per certificate, as the model has room for: more make several certificates. */
export function certificateSheets(periods: readonly CertificatePeriod[]): CertificatePeriod[][] {
  const sheets: CertificatePeriod[][] = [];
  for (let index = 0; index < periods.length; index += PERIODS_PER_CERTIFICATE) {
    sheets.push(periods.slice(index, index + PERIODS_PER_CERTIFICATE));
  }
  return sheets;
}

/** "10 jours × 16,40 € = 164,00 €": how a period's amount is made, in words a parent can check. */
export function periodSummary(period: CertificatePeriod): string {
  const days = period.days === 1 ? "1 jour" : `${period.days} jours`;
  return `${days} × ${formatEuros(period.dailyRateCents)} = ${formatEuros(period.amountCents)}`;
}

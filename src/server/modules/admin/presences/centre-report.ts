/** The report of a centre de vacances for a plaine and a period, and its ONE agreement request (decision 0060). */
import { eq } from "drizzle-orm";
import type { CentreReportResponse } from "../../../../domain/contracts/admin-presences.ts";
import { formatDateFr, formatDateRangeFr } from "../../../../domain/dates.ts";
import { wasPresent } from "../../../../domain/plaine/attendance.ts";
import { centreReport } from "../../../../domain/plaine/centre-report.ts";
import type { ReportTeam } from "../../../../domain/plaine/centre-report-team.ts";
import { oneAgreementDeadline } from "../../../../domain/plaine/one-agreement.ts";
import { staffCheckedIn } from "../../../../domain/plaine/staff-presence.ts";
import { staffingNorms } from "../../../../domain/plaine/staffing-norms.ts";
import type { FieldCipher } from "../../../crypto/field-encryption.ts";
import type { Db } from "../../../db/client.ts";
import { activities, activityStaffDays, attendance } from "../../../db/schema.ts";
import { HttpError } from "../../../http/errors.ts";
import { type AuditActor, recordAudit } from "../../audit-log.ts";
import { findActivity, loadActivity, type LoadedActivity } from "./plaine.ts";
import { staffingNormsOf, staffPresenceTimesOf } from "./roster.ts";

const AGREEMENT_IN_FUTURE = "La date d'envoi ne peut pas être dans le futur";
const AGREEMENT_NOT_ONE = "L'association suit les normes de la VGC\u00a0: aucune demande d'agrément ONE n'est à noter";

const outsidePlaine = (startDate: string, endDate: string) =>
  `La période doit rester dans les dates de la plaine (${formatDateRangeFr(startDate, endDate)})`;

/**
 * The team of the report for a plaine and a period: the team's module answers it (who worked, from
 * 'Équipe du jour', their role and qualifications); the composition root hands it to the routes.
 */
export type ReportTeamSource = (db: Db, activityId: string, from: string, to: string) => Promise<ReportTeam>;

export interface CentreReportOf {
  loaded: LoadedActivity;
  response: CentreReportResponse;
}

/** The report of the plaine's running days from `from` to `to` (its own dates by default), refused outside them. */
export async function centreReportOf(
  db: Db,
  cipher: FieldCipher,
  activityId: string,
  period: { from?: string; to?: string },
  teamOf: ReportTeamSource,
): Promise<CentreReportOf> {
  const loaded = await loadActivity(db, cipher, activityId);
  const { activity } = loaded;
  const from = period.from ?? activity.startDate;
  const to = period.to ?? activity.endDate;
  if (from < activity.startDate || to > activity.endDate || from > to) {
    const message = outsidePlaine(activity.startDate, activity.endDate);
    // The bound that is out of the plaine's dates; an end before the start (given alone) is the end's.
    const field = from < activity.startDate || from > activity.endDate ? "from" : "to";
    throw new HttpError("BAD_REQUEST", message, { [field]: message });
  }
  const days = loaded.days.filter((day) => day >= from && day <= to);
  const rows = await db.select().from(attendance).where(eq(attendance.activityId, activityId));
  const staffRows = await db.select().from(activityStaffDays).where(eq(activityStaffDays.activityId, activityId));
  // A day with the team checked in counts those who came (decision 0063, "the team's presence"); the number entered otherwise.
  const staff = new Map(staffRows.map((row) => [row.date, row.staffCount]));
  const team = await staffPresenceTimesOf(db, activityId);
  for (const date of new Set(team.map((row) => row.date))) {
    const came = staffCheckedIn(
      team.filter((row) => row.date === date),
      true,
    );
    if (came !== null) staff.set(date, came);
  }
  const byId = new Map(loaded.children.map((child) => [child.id, child]));
  const normsId = await staffingNormsOf(db);
  const norms = staffingNorms(normsId);
  const report = centreReport({
    norms,
    days,
    groupCount: loaded.groups.length,
    attendance: rows.flatMap((row) => {
      const child = byId.get(row.childId);
      return child && wasPresent(row.status) ? [{ childId: child.id, date: row.date, birthDate: child.birthDate, group: child.group }] : [];
    }),
    staff,
  });
  return {
    loaded,
    response: {
      activity: { id: activity.id, title: activity.title, startDate: activity.startDate, endDate: activity.endDate },
      from,
      to,
      norms: { id: normsId, label: norms.label, rule: norms.rule },
      report,
      team: await teamOf(db, activityId, from, to),
      oneAgreement:
        normsId === "one" ? { requestedOn: activity.oneAgreementRequestedOn, deadline: oneAgreementDeadline(activity.startDate) } : null,
    },
  };
}

/** Records the day the ONE agreement request was sent (null: clears it), logged on the plaine. */
export async function setOneAgreement(db: Db, actor: AuditActor, activityId: string, requestedOn: string | null, today: string) {
  const activity = await findActivity(db, activityId);
  if ((await staffingNormsOf(db)) !== "one") throw new HttpError("CONFLICT", AGREEMENT_NOT_ONE);
  if (requestedOn !== null && requestedOn > today) {
    throw new HttpError("BAD_REQUEST", AGREEMENT_IN_FUTURE, { requestedOn: AGREEMENT_IN_FUTURE });
  }
  await db.transaction(async (tx) => {
    await tx.update(activities).set({ oneAgreementRequestedOn: requestedOn, updatedAt: new Date() }).where(eq(activities.id, activityId));
    await recordAudit(tx, {
      actor,
      entity: "activity",
      entityId: activityId,
      action: "update",
      before: { oneAgreementRequestedOn: activity.oneAgreementRequestedOn },
      after: { oneAgreementRequestedOn: requestedOn },
    });
  });
}

/** The period as the PDF and the file name say it. */
export const periodText = (from: string, to: string) => (from === to ? `le ${formatDateFr(from)}` : formatDateRangeFr(from, to));

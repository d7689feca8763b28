/**
 * Attendance of a plaine for the ONE's subsidy report: one line per child and running day, with
 * the status, the times (in Brussels) and the child's total of days present, dates as Excel reads
 * them. No health data.
 */
import { eq } from "drizzle-orm";
import { ageOn, formatAge } from "../../../../../domain/age.ts";
import { formatTimeFr } from "../../../../../domain/date-time.ts";
import { ATTENDANCE_STATUS_LABELS, daysPresent } from "../../../../../domain/plaine/attendance.ts";
import type { Db } from "../../../../db/client.ts";
import { attendance } from "../../../../db/schema.ts";
import type { LoadedActivity } from "../plaine.ts";
import { csvDate, csvFile } from "../../../../http/csv.ts";

const HEADER = [
  "Nom",
  "Prénom",
  "Date de naissance",
  "Âge au début",
  "Groupe",
  "Jour",
  "Présence",
  "Arrivée",
  "Départ",
  "Jours de présence",
];

export async function attendanceCsv(db: Db, loaded: LoadedActivity): Promise<Buffer> {
  const rows = await db.select().from(attendance).where(eq(attendance.activityId, loaded.activity.id));
  const byChild = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) byChild.set(row.childId, [...(byChild.get(row.childId) ?? []), row]);
  const lines = [HEADER];
  for (const child of loaded.children) {
    const records = byChild.get(child.id) ?? [];
    const present = daysPresent(records).length;
    for (const day of loaded.days) {
      const record = records.find((row) => row.date === day);
      lines.push([
        child.lastName,
        child.firstName,
        csvDate(child.birthDate),
        formatAge(ageOn(child.birthDate, loaded.activity.startDate)),
        loaded.groups[child.group]?.name ?? "",
        csvDate(day),
        ATTENDANCE_STATUS_LABELS[record?.status ?? "expected"],
        record?.arrivedAt ? formatTimeFr(record.arrivedAt) : "",
        record?.leftAt ? formatTimeFr(record.leftAt) : "",
        String(present),
      ]);
    }
  }
  return csvFile(lines);
}

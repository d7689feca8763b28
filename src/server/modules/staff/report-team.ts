/**
 * The team in the report of a centre de vacances (decision 0060, amendment "the team"): who worked
 * on the plaine in the period, read from 'Équipe du jour' (`daysWorked`), with their role on the
 * plaine and their qualifications' dates; the domain's `centreReportTeam` says what is shown.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { centreReportTeam, type ReportTeam } from "../../../domain/plaine/centre-report-team.ts";
import type { Db } from "../../db/client.ts";
import { profiles, staffRolePlaines, staffRoles } from "../../db/schema.ts";
import { daysWorked } from "./presence.ts";
import { qualificationDatesOf } from "./qualifications.ts";

/**
 * The team of the report: the people who worked on the plaine in the period (from 'Équipe du
 * jour'), with their name, their role on the plaine (a role in force before a revoked one, the
 * latest first) and their qualifications. Nothing medical is read.
 */
export async function centreReportTeamOf(db: Db, activityId: string, from: string, to: string): Promise<ReportTeam> {
  const worked = await daysWorked(db, { activityIds: [activityId], from, to });
  const ids = worked.map((row) => row.profileId);
  if (ids.length === 0) return centreReportTeam({ from, to, people: [] });
  const names = await db
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  const roles = await db
    .select({ profileId: staffRoles.profileId, role: staffRoles.role, revokedAt: staffRoles.revokedAt })
    .from(staffRoles)
    .innerJoin(staffRolePlaines, eq(staffRolePlaines.staffRoleId, staffRoles.id))
    .where(and(eq(staffRolePlaines.activityId, activityId), inArray(staffRoles.profileId, ids)))
    .orderBy(desc(staffRoles.createdAt));
  const roleOf = (id: string) =>
    (roles.find((row) => row.profileId === id && !row.revokedAt) ?? roles.find((row) => row.profileId === id))?.role;
  const qualifications = await qualificationDatesOf(db, ids);
  return centreReportTeam({
    from,
    to,
    people: worked.map(({ profileId, days }) => {
      const name = names.find((row) => row.id === profileId);
      return {
        name: name ? `${name.firstName} ${name.lastName}`.trim() : "",
        role: roleOf(profileId) ?? null,
        qualifications: qualifications.get(profileId) ?? [],
        worked: days,
      };
    }),
  });
}

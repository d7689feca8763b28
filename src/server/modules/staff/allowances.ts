/**
 * Volunteer allowances (decision 0066): the caps an administrator enters per year, the amounts per
 * day of the plaines and of people, and each volunteer's year computed from the days worked on
 * 'Équipe du jour' (`daysWorked`) by the domain's rule.
 */
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type {
  AllowanceAmountsView,
  AllowanceCaps,
  AllowanceCapsView,
  AllowanceVolunteerRow,
  AllowanceYearView,
} from "../../../domain/contracts/staff-allowances.ts";
import { eurosToCents } from "../../../domain/money.ts";
import { allowanceYear } from "../../../domain/staff/allowances.ts";
import type { Db } from "../../db/client.ts";
import type { MediaStore } from "../../media/media-store.ts";
import {
  activities,
  profiles,
  staffRoles,
  volunteerAllowanceCaps,
  volunteerAllowancePeople,
  volunteerAllowancePlaines,
} from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { fileNameSlug } from "../../../domain/file-name.ts";
import { loadAssociation, pdfLetterhead } from "../association/index.ts";
import { allowanceStatementPdf } from "./allowance-statement-pdf.ts";
import { daysWorked } from "./presence.ts";

/** The first year listed in the settings: the site's team check-in began in 2026; a year before for late statements. */
const FIRST_LISTED_YEAR = 2025;

function listedYears(today: string, entered: number[]): number[] {
  const first = Math.min(FIRST_LISTED_YEAR, ...entered);
  const last = Math.max(Number(today.slice(0, 4)) + 1, ...entered);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

export async function loadAllowanceCaps(db: Db, today: string): Promise<AllowanceCapsView> {
  const rows = await db.select().from(volunteerAllowanceCaps);
  const entered = new Map(rows.map((row) => [row.year, row]));
  return {
    years: listedYears(
      today,
      rows.map((row) => row.year),
    ).map((year) => ({ year, dailyCents: entered.get(year)?.dailyCents ?? null, yearlyCents: entered.get(year)?.yearlyCents ?? null })),
  };
}

/** Saves each year's caps; a year with both blank has none again. */
export async function saveAllowanceCaps(db: Db, caps: AllowanceCaps["caps"], today: string): Promise<AllowanceCapsView> {
  await db.transaction(async (tx) => {
    const cleared = caps.filter((cap) => cap.daily === undefined || cap.yearly === undefined).map((cap) => cap.year);
    if (cleared.length > 0) await tx.delete(volunteerAllowanceCaps).where(inArray(volunteerAllowanceCaps.year, cleared));
    for (const cap of caps) {
      if (cap.daily === undefined || cap.yearly === undefined) continue;
      const values = { dailyCents: eurosToCents(cap.daily), yearlyCents: eurosToCents(cap.yearly) };
      await tx
        .insert(volunteerAllowanceCaps)
        .values({ year: cap.year, ...values })
        .onConflictDoUpdate({ target: volunteerAllowanceCaps.year, set: { ...values, updatedAt: new Date() } });
    }
  });
  return loadAllowanceCaps(db, today);
}

/** The people of the team: an accepted role not revoked. */
async function teamPeople(db: Db) {
  return db
    .selectDistinct({ profileId: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(staffRoles)
    .innerJoin(profiles, eq(profiles.id, staffRoles.profileId))
    .where(and(isNotNull(staffRoles.acceptedAt), isNull(staffRoles.revokedAt)))
    .orderBy(asc(profiles.lastName), asc(profiles.firstName));
}

export async function loadAllowanceAmounts(db: Db): Promise<AllowanceAmountsView> {
  const plaines = await db
    .select({ activityId: activities.id, title: activities.title, startDate: activities.startDate, cents: volunteerAllowancePlaines.cents })
    .from(activities)
    .leftJoin(volunteerAllowancePlaines, eq(volunteerAllowancePlaines.activityId, activities.id))
    .orderBy(asc(activities.startDate), asc(activities.title));
  const own = new Map((await db.select().from(volunteerAllowancePeople)).map((row) => [row.profileId, row.cents]));
  const people = (await teamPeople(db)).map((person) => ({
    profileId: person.profileId,
    name: `${person.firstName} ${person.lastName}`,
    cents: own.get(person.profileId) ?? null,
  }));
  return { plaines, people };
}

/** A plaine's amount per day; undefined removes it (no allowance). */
export async function setPlaineAllowance(db: Db, activityId: string, euros: number | undefined): Promise<AllowanceAmountsView> {
  const [activity] = await db.select({ id: activities.id }).from(activities).where(eq(activities.id, activityId));
  if (!activity) throw notFound("Plaine introuvable");
  if (euros === undefined) await db.delete(volunteerAllowancePlaines).where(eq(volunteerAllowancePlaines.activityId, activityId));
  else {
    const cents = eurosToCents(euros);
    await db
      .insert(volunteerAllowancePlaines)
      .values({ activityId, cents })
      .onConflictDoUpdate({ target: volunteerAllowancePlaines.activityId, set: { cents, updatedAt: new Date() } });
  }
  return loadAllowanceAmounts(db);
}

/** A person's own amount per day (0: none); undefined goes back to the plaines' amounts. */
export async function setPersonAllowance(db: Db, profileId: string, euros: number | undefined): Promise<AllowanceAmountsView> {
  if (!(await teamPeople(db)).some((person) => person.profileId === profileId))
    throw notFound("Cette personne ne fait pas partie de l'équipe");
  if (euros === undefined) await db.delete(volunteerAllowancePeople).where(eq(volunteerAllowancePeople.profileId, profileId));
  else {
    const cents = eurosToCents(euros);
    await db
      .insert(volunteerAllowancePeople)
      .values({ profileId, cents })
      .onConflictDoUpdate({ target: volunteerAllowancePeople.profileId, set: { cents, updatedAt: new Date() } });
  }
  return loadAllowanceAmounts(db);
}

/** The year's volunteers (anyone with a day worked), one person's when `profileId` is given. */
export async function allowancesOfYear(db: Db, year: number, profileId?: string): Promise<AllowanceYearView> {
  const worked = await daysWorked(db, { from: `${year}-01-01`, to: `${year}-12-31`, profileId });
  const [capsRow] = await db.select().from(volunteerAllowanceCaps).where(eq(volunteerAllowanceCaps.year, year));
  const caps = capsRow ? { dailyCents: capsRow.dailyCents, yearlyCents: capsRow.yearlyCents } : null;
  const profileIds = [...new Set(worked.map((row) => row.profileId))];
  const activityIds = [...new Set(worked.map((row) => row.activityId))];
  if (profileIds.length === 0) return { year, caps, volunteers: [], dueCents: 0 };
  const people = await db.select().from(profiles).where(inArray(profiles.id, profileIds));
  const own = new Map(
    (await db.select().from(volunteerAllowancePeople).where(inArray(volunteerAllowancePeople.profileId, profileIds))).map((row) => [
      row.profileId,
      row.cents,
    ]),
  );
  const plaines = new Map(
    (
      await db
        .select({ id: activities.id, title: activities.title, cents: volunteerAllowancePlaines.cents })
        .from(activities)
        .leftJoin(volunteerAllowancePlaines, eq(volunteerAllowancePlaines.activityId, activities.id))
        .where(inArray(activities.id, activityIds))
    ).map((row) => [row.id, row]),
  );
  const volunteers = people
    .map((person): AllowanceVolunteerRow => {
      const name = `${person.firstName} ${person.lastName}`;
      const computed = allowanceYear(
        {
          name,
          personCents: own.get(person.id) ?? null,
          plaines: worked
            .filter((row) => row.profileId === person.id)
            .map((row) => ({
              activityTitle: plaines.get(row.activityId)?.title ?? "",
              days: row.days,
              plaineCents: plaines.get(row.activityId)?.cents ?? null,
            })),
        },
        caps,
        year,
      );
      return { profileId: person.id, ...computed };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "fr-BE"));
  return { year, caps, volunteers, dueCents: volunteers.reduce((sum, row) => sum + row.dueCents, 0) };
}

/** A volunteer's yearly statement as a PDF on the association's letterhead; none for a year without a day worked. */
export async function allowanceStatement(
  deps: { db: Db; media: MediaStore },
  profileId: string,
  year: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const view = await allowancesOfYear(deps.db, year, profileId);
  const volunteer = view.volunteers.at(0);
  if (!volunteer) throw notFound(`Aucun jour presté en ${year} pour cette personne`);
  const pdf = await allowanceStatementPdf(
    view,
    volunteer,
    (await loadAssociation(deps.db)).identity,
    await pdfLetterhead(deps.db, deps.media),
  );
  return { fileName: `defraiements-${year}-${fileNameSlug(volunteer.name, "volontaire")}.pdf`, pdf };
}

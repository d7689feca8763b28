/**
 * The activity log ('Journal d'activité'): every entry of the audit log, newest first, a page at a
 * time, filtered by person, area and period (calendar days in Brussels), each with the record it
 * is about named as a person names it. The names are read now, not kept in the entry: a record
 * erased since (a family's registration) is no longer named.
 */
import { and, asc, desc, eq, gte, inArray, lt, max, type SQL, sql } from "drizzle-orm";
import { GONE_RECORD_LABELS, REGISTRATION_LIST_LABEL, SETTINGS_ENTITY_LABELS } from "../../../../domain/activity-log.ts";
import type { ActivityLogFilters } from "../../../../domain/contracts/admin-history-input.ts";
import {
  type ActivityLogEntry,
  type ActivityLogResponse,
  type AuditedEntity,
  SETTINGS_ENTITIES,
  type SettingsEntity,
} from "../../../../domain/contracts/admin-history.ts";
import { addDaysIso, formatDateFr, isIsoDate } from "../../../../domain/dates.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { STAFF_ROLE_LABELS } from "../../../../domain/contracts/staff.ts";
import { registrationReference } from "../../../../domain/registration.ts";
import { QUALIFICATION_LABELS } from "../../../../domain/staff/qualifications.ts";
import type { Db } from "../../../db/client.ts";
import {
  activities,
  auditLog,
  bankMovements,
  certificateRuns,
  children,
  news,
  profiles,
  registrations,
  staffQualifications,
  staffRoles,
  tariffCategories,
  thirdPartyPayers,
  users,
  waitlistEntries,
} from "../../../db/schema.ts";
import { toAuditEntry } from "../../audit-log.ts";

/** Entries per page: a screenful on a computer, a few on a phone. */
const ACTIVITY_LOG_PAGE = 50;
/** The people the person filter offers: more than an association's administrators and the parents who cancelled in a season. */
const PEOPLE_SHOWN = 500;

type Named = { label: string; activityId: string | null };
type EntryRow = typeof auditLog.$inferSelect;

/** The start of a calendar day in Brussels, as an instant: the database knows the zone's rules. */
const brusselsMidnight = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Brussels')`;

function conditions(filters: ActivityLogFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.actor) where.push(eq(auditLog.actorEmail, filters.actor));
  if (filters.area) where.push(eq(auditLog.area, filters.area));
  if (filters.from) where.push(gte(auditLog.createdAt, brusselsMidnight(filters.from)));
  // Up to the end of 'Au': the next day's midnight, when there is one (31 December 9999 has none: no bound).
  const after = filters.to ? addDaysIso(filters.to, 1) : null;
  if (after && isIsoDate(after)) where.push(lt(auditLog.createdAt, brusselsMidnight(after)));
  // Compared in the database, to the microsecond: the page goes on after the previous one's last entry.
  if (filters.before) {
    const last = sql`(select ${auditLog.createdAt}, ${auditLog.id} from ${auditLog} where ${auditLog.id} = ${filters.before})`;
    where.push(sql`(${auditLog.createdAt}, ${auditLog.id}) < ${last}`);
  }
  return where;
}

/** The ids of one kind of record among the page's entries. */
function idsOf(rows: EntryRow[], entity: AuditedEntity): string[] {
  return [...new Set(rows.filter((row) => row.entity === entity && row.entityId).map((row) => row.entityId!))];
}

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** A record among the page's entries: a plan's id is its plaine's, so the kind is part of the key. */
const recordKey = (entity: AuditedEntity, id: string) => `${entity}:${id}`;

/** What each record of the page is called, by kind and id, read in one query per kind of record. */
async function recordNames(db: Db, rows: EntryRow[]): Promise<Map<string, Named>> {
  const named = new Map<string, Named>();
  const plaineIds = idsOf(rows, "activity");
  if (plaineIds.length > 0) {
    for (const row of await db
      .select({ id: activities.id, title: activities.title })
      .from(activities)
      .where(inArray(activities.id, plaineIds)))
      named.set(recordKey("activity", row.id), { label: row.title, activityId: row.id });
  }
  // A plan's entries name the plaine (its id is the plaine's).
  const planIds = idsOf(rows, "staff_plan");
  if (planIds.length > 0) {
    for (const row of await db
      .select({ id: activities.id, title: activities.title })
      .from(activities)
      .where(inArray(activities.id, planIds)))
      named.set(recordKey("staff_plan", row.id), { label: `Planning de l'équipe\u00a0: ${row.title}`, activityId: row.id });
  }
  const roleIds = idsOf(rows, "staff_role");
  if (roleIds.length > 0) {
    for (const row of await db
      .select({ id: staffRoles.id, email: staffRoles.email, role: staffRoles.role })
      .from(staffRoles)
      .where(inArray(staffRoles.id, roleIds)))
      named.set(recordKey("staff_role", row.id), {
        label: `Équipe\u00a0: ${row.email} (${STAFF_ROLE_LABELS[row.role].toLowerCase()})`,
        activityId: null,
      });
  }
  const qualificationIds = idsOf(rows, "staff_qualification");
  if (qualificationIds.length > 0) {
    for (const row of await db
      .select({ id: staffQualifications.id, kind: staffQualifications.kind, firstName: profiles.firstName, lastName: profiles.lastName })
      .from(staffQualifications)
      .innerJoin(profiles, eq(profiles.id, staffQualifications.profileId))
      .where(inArray(staffQualifications.id, qualificationIds)))
      named.set(recordKey("staff_qualification", row.id), {
        label: `Qualification\u00a0: ${fullName(row)} (${QUALIFICATION_LABELS[row.kind]})`,
        activityId: null,
      });
  }
  const articleIds = idsOf(rows, "news");
  if (articleIds.length > 0) {
    for (const row of await db.select({ id: news.id, title: news.title }).from(news).where(inArray(news.id, articleIds)))
      named.set(recordKey("news", row.id), { label: row.title, activityId: null });
  }
  const registrationIds = idsOf(rows, "registration");
  if (registrationIds.length > 0) {
    const found = await db
      .select({ id: registrations.id, activityId: activities.id, title: activities.title, child: children })
      .from(registrations)
      .innerJoin(children, eq(children.id, registrations.childId))
      .innerJoin(activities, eq(activities.id, registrations.activityId))
      .where(inArray(registrations.id, registrationIds));
    for (const row of found)
      named.set(recordKey("registration", row.id), {
        label: `${fullName(row.child)}, réf. ${registrationReference(row.id)} (${row.title})`,
        activityId: row.activityId,
      });
  }
  const entryIds = idsOf(rows, "waitlist_entry");
  if (entryIds.length > 0) {
    const found = await db
      .select({ id: waitlistEntries.id, activityId: activities.id, title: activities.title, parent: users.name })
      .from(waitlistEntries)
      .innerJoin(activities, eq(activities.id, waitlistEntries.activityId))
      .leftJoin(users, eq(users.id, waitlistEntries.parentId))
      .where(inArray(waitlistEntries.id, entryIds));
    for (const row of found)
      named.set(recordKey("waitlist_entry", row.id), {
        label: `Liste d'attente de ${row.title}${row.parent ? `\u00a0: ${row.parent}` : ""}`,
        activityId: row.activityId,
      });
  }
  const runIds = idsOf(rows, "certificate_run");
  if (runIds.length > 0) {
    for (const row of await db
      .select({ id: certificateRuns.id, year: certificateRuns.year })
      .from(certificateRuns)
      .where(inArray(certificateRuns.id, runIds)))
      named.set(recordKey("certificate_run", row.id), { label: `Attestations des revenus ${row.year}`, activityId: null });
  }
  const movementIds = idsOf(rows, "bank_movement");
  if (movementIds.length > 0) {
    for (const row of await db.select().from(bankMovements).where(inArray(bankMovements.id, movementIds))) {
      const payer = row.counterpartyName ? ` de ${row.counterpartyName}` : "";
      named.set(recordKey("bank_movement", row.id), {
        label: `Virement${payer} du ${formatDateFr(row.valueDate)} (${formatEuros(row.amountCents)})`,
        activityId: null,
      });
    }
  }
  const categoryIds = idsOf(rows, "tariff_category");
  if (categoryIds.length > 0) {
    for (const row of await db
      .select({ id: tariffCategories.id, name: tariffCategories.name })
      .from(tariffCategories)
      .where(inArray(tariffCategories.id, categoryIds)))
      named.set(recordKey("tariff_category", row.id), { label: `Tarif «\u00a0${row.name}\u00a0»`, activityId: null });
  }
  const payerIds = idsOf(rows, "payer");
  if (payerIds.length > 0) {
    for (const row of await db
      .select({ id: thirdPartyPayers.id, name: thirdPartyPayers.name })
      .from(thirdPartyPayers)
      .where(inArray(thirdPartyPayers.id, payerIds)))
      named.set(recordKey("payer", row.id), { label: `Organisme «\u00a0${row.name}\u00a0»`, activityId: null });
  }
  return named;
}

const isSettings = (entity: AuditedEntity): entity is SettingsEntity => (SETTINGS_ENTITIES as readonly string[]).includes(entity);

/** The record of an entry: found, or named by what the entry kept (a deleted plaine's title, a tariff's name), or by its kind. */
function recordOf(row: EntryRow, named: Map<string, Named>): ActivityLogEntry["record"] {
  const entity = row.entity as AuditedEntity;
  if (isSettings(entity)) return { id: null, label: SETTINGS_ENTITY_LABELS[entity], activityId: null };
  if (!row.entityId) return { id: null, label: REGISTRATION_LIST_LABEL, activityId: null };
  const found = named.get(recordKey(entity, row.entityId));
  if (found) return { id: row.entityId, ...found };
  const keptTitle = row.changes.find(
    (change) => change.field === (entity === "tariff_category" || entity === "payer" ? "name" : "title"),
  )?.before;
  return { id: null, label: typeof keptTitle === "string" ? keptTitle : GONE_RECORD_LABELS[entity], activityId: null };
}

/** Everyone who appears in the log, by e-mail, with their name while their account exists. */
async function people(db: Db): Promise<ActivityLogResponse["people"]> {
  const rows = await db
    .select({ email: auditLog.actorEmail, name: max(users.name) })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .groupBy(auditLog.actorEmail)
    .orderBy(asc(auditLog.actorEmail))
    .limit(PEOPLE_SHOWN);
  return rows;
}

/**
 * One page of the log, newest first. `before` is the last entry of the previous page: the next
 * page starts after it however many entries were written meanwhile; an entry purged since ends
 * the log there.
 */
export async function activityLog(db: Db, filters: ActivityLogFilters): Promise<ActivityLogResponse> {
  const rows = await db
    .select({ entry: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(...conditions(filters)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ACTIVITY_LOG_PAGE + 1);
  const page = rows.slice(0, ACTIVITY_LOG_PAGE);
  const named = await recordNames(
    db,
    page.map((row) => row.entry),
  );
  return {
    entries: page.map(({ entry, actorName }) => ({
      ...toAuditEntry(entry, actorName),
      area: entry.area,
      entity: entry.entity as AuditedEntity,
      record: recordOf(entry, named),
    })),
    next: rows.length > ACTIVITY_LOG_PAGE ? page[page.length - 1].entry.id : null,
    people: await people(db),
  };
}

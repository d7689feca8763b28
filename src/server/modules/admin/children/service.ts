import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { ageOn, formatAge } from "../../../../domain/age.ts";
import { CHILD_NOT_FOUND } from "../../../../domain/child.ts";
import type { AdminChildListItem, AdminChildSheet, ConsentEvent } from "../../../../domain/contracts/admin-children.ts";
import { PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_LABELS, registrationReference } from "../../../../domain/registration.ts";
import type { FieldCipher } from "../../../crypto/field-encryption.ts";
import type { Db } from "../../../db/client.ts";
import { activities, children, medicalConsents, payments, profiles, registrations, users } from "../../../db/schema.ts";
import { notFound } from "../../../http/errors.ts";
import { childMutualityCertificates } from "../../certificates/index.ts";
import { medicalAccessOf, recordMedicalAccess, standingConsents, toChild } from "../../children/index.ts";
import type { AuditActor } from "../../audit-log.ts";

const parentColumns = {
  id: users.id,
  email: users.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  phone: profiles.phone,
};

/** Every child with their parent's contact and registration counts; the medical file only as a flag. */
export async function listChildrenForAdmin(db: Db, today: string): Promise<AdminChildListItem[]> {
  const live = db
    .select({ childId: registrations.childId, live: count().as("live"), total: sql<number>`count(*)`.as("total") })
    .from(registrations)
    .groupBy(registrations.childId)
    .as("counts");
  const liveOnly = db
    .select({ childId: registrations.childId, live: count().as("live_only") })
    .from(registrations)
    .where(ne(registrations.status, "cancelled"))
    .groupBy(registrations.childId)
    .as("live_counts");
  const rows = await db
    .select({ child: children, parent: parentColumns, total: live.total, live: liveOnly.live })
    .from(children)
    .innerJoin(users, eq(users.id, children.parentId))
    .leftJoin(profiles, eq(profiles.id, children.parentId))
    .leftJoin(live, eq(live.childId, children.id))
    .leftJoin(liveOnly, eq(liveOnly.childId, children.id))
    .orderBy(desc(children.createdAt), children.lastName);
  return rows.map(({ child, parent, total, live: liveCount }) => ({
    id: child.id,
    firstName: child.firstName,
    lastName: child.lastName,
    birthDate: child.birthDate,
    ageLabel: formatAge(ageOn(child.birthDate, today)),
    parent: { ...parent, firstName: parent.firstName ?? "", lastName: parent.lastName ?? "" },
    liveRegistrations: Number(liveCount ?? 0),
    totalRegistrations: Number(total ?? 0),
    hasMedicalInfo: child.hasMedicalInfo,
    createdAt: child.createdAt.toISOString(),
  }));
}

/**
 * A child's sheet. When it shows medical information, this opening is recorded first, so the
 * access history it returns includes it.
 */
/** Every tick and withdrawal of the child's medical consent, newest first. */
async function consentHistoryOf(db: Db, childId: string): Promise<ConsentEvent[]> {
  const rows = await db
    .select()
    .from(medicalConsents)
    .where(eq(medicalConsents.childId, childId))
    .orderBy(desc(medicalConsents.createdAt), desc(medicalConsents.id));
  return rows.map((row) => ({ action: row.action, version: row.version, at: row.createdAt.toISOString(), accountEmail: row.accountEmail }));
}

export async function openChildSheet(
  { db, cipher }: { db: Db; cipher: FieldCipher },
  actor: AuditActor,
  childId: string,
  today: string,
): Promise<AdminChildSheet> {
  const [row] = await db
    .select({
      child: children,
      parent: {
        ...parentColumns,
        street: profiles.addressStreet,
        postalCode: profiles.addressPostalCode,
        city: profiles.addressCity,
        country: profiles.addressCountry,
      },
    })
    .from(children)
    .innerJoin(users, eq(users.id, children.parentId))
    .leftJoin(profiles, eq(profiles.id, children.parentId))
    .where(eq(children.id, childId));
  if (!row) throw notFound(CHILD_NOT_FOUND);
  if (row.child.hasMedicalInfo) await recordMedicalAccess(db, actor, [childId], "sheet");

  const history = await db
    .select({ registration: registrations, payment: { status: payments.status }, activity: activities })
    .from(registrations)
    .innerJoin(payments, eq(payments.id, registrations.paymentId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .where(and(eq(registrations.childId, childId)))
    .orderBy(desc(activities.startDate));
  const { street, postalCode, city, country, ...contact } = row.parent;
  return {
    child: {
      ...toChild(row.child, cipher, (await standingConsents(db, [childId])).get(childId) ?? null),
      ageLabel: formatAge(ageOn(row.child.birthDate, today)),
    },
    parent: {
      ...contact,
      firstName: contact.firstName ?? "",
      lastName: contact.lastName ?? "",
      address: { street, postalCode, city, country },
    },
    registrations: history.map(({ registration, payment, activity }) => ({
      id: registration.id,
      reference: registrationReference(registration.id),
      activity: { id: activity.id, title: activity.title, startDate: activity.startDate, endDate: activity.endDate },
      status: registration.status,
      statusLabel: REGISTRATION_STATUS_LABELS[registration.status],
      paymentStatus: payment.status,
      paymentStatusLabel: PAYMENT_STATUS_LABELS[payment.status],
    })),
    medicalAccess: await medicalAccessOf(db, childId),
    consentHistory: await consentHistoryOf(db, childId),
    mutuality: await childMutualityCertificates({ db, cipher }, childId, today),
  };
}

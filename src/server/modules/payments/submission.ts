import { and, asc, desc, eq } from "drizzle-orm";
import type { SubmissionChild } from "../../../domain/contracts/registrations.ts";
import { registrationShares } from "../../../domain/payment-shares.ts";
import { REGISTRATION_NOT_FOUND, REGISTRATION_STATUS_LABELS, registrationReference } from "../../../domain/registration.ts";
import type { CurrentUser } from "../../auth/guards.ts";
import type { Db } from "../../db/client.ts";
import { activities, children, payments, registrations } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";

/**
 * A registration with its payment, plaine and the children of the same submission, when the
 * user may see it: its parent, or an admin. Anyone else gets the same 404 as for an id that does
 * not exist.
 */
export async function loadSubmission(db: Db, user: Pick<CurrentUser, "id" | "isAdmin">, registrationId: string) {
  const [found] = await db
    .select({ registration: registrations, payment: payments, activity: activities })
    .from(registrations)
    .innerJoin(payments, eq(payments.id, registrations.paymentId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .where(
      user.isAdmin ? eq(registrations.id, registrationId) : and(eq(registrations.id, registrationId), eq(registrations.parentId, user.id)),
    );
  if (!found) throw notFound(REGISTRATION_NOT_FOUND);
  const siblings = await db
    .select({
      id: registrations.id,
      isPrimary: registrations.isPrimary,
      createdAt: registrations.createdAt,
      status: registrations.status,
      priceCents: registrations.priceCents,
      firstName: children.firstName,
      lastName: children.lastName,
    })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.childId))
    .where(eq(registrations.paymentId, found.payment.id))
    .orderBy(desc(registrations.isPrimary), asc(children.firstName), asc(children.lastName));
  const primary = siblings.find((sibling) => sibling.isPrimary) ?? siblings[0];
  return { ...found, siblings, primaryRegistrationId: primary.id };
}

export type Submission = Awaited<ReturnType<typeof loadSubmission>>;

/**
 * What both success pages (bank transfer, card) show of a submission: the registration, the
 * plaine, the children, each with its share of the family payment.
 */
export function submissionSummary({ registration, payment, activity, siblings, primaryRegistrationId }: Submission) {
  const shares = registrationShares(
    payment.amountCents,
    siblings.map((sibling) => ({ ...sibling, cancelled: sibling.status === "cancelled" })),
  );
  const children = siblings.map((child): SubmissionChild => ({
    firstName: child.firstName,
    lastName: child.lastName,
    shareCents: child.status === "cancelled" ? null : (shares.get(child.id) ?? 0),
  }));
  return {
    registration: {
      id: registration.id,
      reference: registrationReference(primaryRegistrationId),
      status: registration.status,
      statusLabel: REGISTRATION_STATUS_LABELS[registration.status],
    },
    activity: { id: activity.id, title: activity.title, startDate: activity.startDate, endDate: activity.endDate },
    children,
  };
}

import { asc, eq, or } from "drizzle-orm";
import { type Activity, isArchived, isFull } from "../../../domain/activity.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { openingLabel, type RegistrationOpening, registrationOpening } from "../../../domain/registration-opening.ts";
import { ageFit, ageOn, formatAge } from "../../../domain/age.ts";
import { otherParentPercent } from "../../../domain/child-family.ts";
import { ACTIVITY_FULL, ACTIVITY_PAST } from "../../../domain/registration.ts";
import type { RegistrationPage } from "../../../domain/contracts/registrations.ts";
import type { Db } from "../../db/client.ts";
import { children } from "../../db/schema.ts";
import type { PaymentProviders } from "../../payment-providers/provider.ts";
import { paymentOffer, type PaymentOfferConfig } from "./payment-offer.ts";
import { loadTariffCharge, offeredTariffs } from "./tariff-claims.ts";
import { getActivity } from "../activities/index.ts";
import { pendingCardPayments, voucherIssuers } from "../payments/index.ts";
import { childrenWithPlaces } from "../places/index.ts";
import { listOwnEntries } from "../waitlist/index.ts";

/** Why the page takes no registration: the plaine over, not open yet, or full; null when it takes them. */
function closedReason(activity: Activity, opening: RegistrationOpening, today: string): string | null {
  if (isArchived(activity, today)) return ACTIVITY_PAST;
  if (!opening.open && activity.registrationsOpenAt !== null) return openingLabel(activity.registrationsOpenAt);
  return isFull(activity) ? ACTIVITY_FULL : null;
}

/** Everything the registration page shows, for the signed-in parent: never another parent's children. */
export async function getRegistrationPage(
  { db, config, providers }: { db: Db; config: PaymentOfferConfig; providers: PaymentProviders },
  parentId: string,
  activityId: string,
  now: Date,
): Promise<RegistrationPage> {
  const activity = await getActivity(db, activityId);
  const opening = registrationOpening(activity.registrationsOpenAt, now);
  // Names and birth dates only: the page never needs the medical file, so it is never opened.
  const ownChildren = await db
    .select({
      id: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      birthDate: children.birthDate,
      parentId: children.parentId,
      secondParentId: children.secondParentId,
      secondParentPercent: children.secondParentPercent,
    })
    .from(children)
    // Their own files, first or second parent (decision 0058).
    .where(or(eq(children.parentId, parentId), eq(children.secondParentId, parentId)))
    .orderBy(asc(children.firstName), asc(children.lastName));
  const registeredIds = await childrenWithPlaces(
    db,
    activityId,
    ownChildren.map((child) => child.id),
  );
  // Back from the card checkout unpaid: the child is registered, and 'Payer' is offered while the places are held.
  const pendingPayments = await pendingCardPayments(db, { parentId, activityId }, now);
  const waitlist = await listOwnEntries(db, parentId, { activityId });
  const waitingIds = new Set(waitlist.flatMap((entry) => entry.children.map((child) => child.id)));
  const payment = await paymentOffer(db, config, providers);
  return {
    activity,
    closedReason: closedReason(activity, opening, brusselsToday(now)),
    opening,
    children: ownChildren.map((child) => {
      const age = ageOn(child.birthDate, activity.startDate);
      const fit = ageFit(child.firstName, child.birthDate, activity.startDate, activity.ageRange);
      const alreadyRegistered = registeredIds.has(child.id);
      return {
        id: child.id,
        firstName: child.firstName,
        lastName: child.lastName,
        birthDate: child.birthDate,
        alreadyRegistered,
        pendingCardPayment: alreadyRegistered ? (pendingPayments.get(child.id) ?? null) : null,
        ageAtStart: age,
        ageAtStartLabel: formatAge(age),
        ageFits: fit.fits,
        ageMessage: fit.fits ? null : fit.message,
        selectable: !alreadyRegistered && fit.fits,
        waiting: waitingIds.has(child.id),
        otherParentPercent: child.secondParentId
          ? otherParentPercent(child.parentId === parentId ? "first" : "second", child.secondParentPercent)
          : null,
      };
    }),
    paymentMethods: payment.options,
    transferNotice: payment.transferNotice,
    waitlist,
    tariffs: await offeredTariffs(db, { id: activity.id, priceStandardCents: activity.price.standard }),
    tariffCharge: await loadTariffCharge(db),
    voucherIssuers: await voucherIssuers(db),
  };
}

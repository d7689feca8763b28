import { and, eq, inArray, ne } from "drizzle-orm";
import { ACTIVITY_NOT_FOUND, isArchived } from "../../../domain/activity.ts";
import { CHILD_NOT_FOUND } from "../../../domain/child.ts";
import { paymentDeadline } from "../../../domain/bank-transfers.ts";
import { eurosToCents } from "../../../domain/money.ts";
import { priceFamily } from "../../../domain/pricing.ts";
import { registrationsNotOpenMessage, registrationsOpen } from "../../../domain/registration-opening.ts";
import {
  ACTIVITY_FULL,
  ACTIVITY_PAST,
  alreadyRegisteredMessage,
  NO_AVAILABLE_CHILD,
  notEnoughPlacesMessage,
  registrationReference,
} from "../../../domain/registration.ts";
import type { RegistrationInput } from "../../../domain/contracts/registrations-input.ts";
import type { RegistrationResult } from "../../../domain/contracts/registrations.ts";
import type { CurrentUser } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/errors.ts";
import { activities, children, registrations } from "../../db/schema.ts";
import type { DocumentStore } from "../../documents/document-store.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { type PaymentProvider, type PaymentProviders, type PaymentRow, PaymentStepError } from "../../payment-providers/provider.ts";
import { afterCommit, type AfterCommitDeps } from "../after-commit.ts";
import { acceptOffer, leaveListOnRegistration, linkOfferPayment } from "../waitlist/index.ts";
import {
  checkVouchers,
  confirmationMail,
  voucherDeclaredTwice,
  loadBankTransferRules,
  parentPartsOf,
  recordParentShares,
  recordVouchers,
  transferDeadlineOf,
  vouchersOf,
} from "../payments/index.ts";
import { chosenChildren, childrenWithPlaces, freePlaces, lockActivity, requireChildrenOfAge, takePlaces } from "../places/index.ts";
import { loadPublicAssociation } from "../association/index.ts";
import { chosenProvider, type PaymentOfferConfig } from "./payment-offer.ts";
import { type ChildPrice, insertTariffClaims, priceChildren } from "./tariff-claims.ts";

export interface RegisterDeps extends AfterCommitDeps {
  db: Db;
  config: Pick<Config, "publicUrl" | "registrationsMailbox"> & PaymentOfferConfig;
  mailer: Pick<Mailer, "queue" | "deliverSoon">;
  providers: PaymentProviders;
  /** Where the proofs of the tariffs claimed were kept (tariff-proofs.ts). */
  documents: Pick<DocumentStore, "readAll">;
}

/**
 * One submission of the registration form, in ONE transaction: places taken, one payment row,
 * one registration per child, the confirmation e-mail queued. Either all of it is kept or none.
 *
 * Capacity holds across any number of processes: places are taken by a conditional UPDATE on the
 * plaine's row (`remaining_spots >= n`), which waits for any other submission holding that row
 * and then re-reads it, so the last place can be taken only once. On PGlite, which has one
 * connection, transactions run one after the other. Children already registered are checked
 * under that row lock, and the unique index `registrations_one_live_per_child` remains the last
 * word. The prices come from the locked row: each child's standard price, or the tariff claimed
 * for it (checked there too, and saved as a pending claim); the family's amount is `priceFamily`
 * of them, and the browser's amount is never read. The payment's next step (a card checkout
 * session) is asked for once the transaction is committed.
 */
export async function register(
  deps: RegisterDeps,
  user: CurrentUser,
  input: RegistrationInput,
  today: string,
  now: Date = new Date(),
): Promise<RegistrationResult> {
  // No way of paying offered (no card, no account yet), or the transfer without an account: refused before anything is taken.
  const { provider, account } = await chosenProvider(deps.db, deps.config, deps.providers, input.paymentMethod);
  const count = input.childIds.length;

  let saved;
  try {
    saved = await deps.db.transaction(async (tx) => {
      const { selected, activity } = await chosenChildrenAndActivity(tx, user, input, today);

      // With an offer of the waiting list, its held places are the ones taken; else free places.
      const offer = input.offerId
        ? await takeOfferedPlaces(
            tx,
            { entryId: input.offerId, parentId: user.id, activityId: activity.id, childIds: input.childIds },
            today,
            now,
          )
        : null;
      const [locked] = offer ? [offer] : [await takePlaces(tx, activity.id, count, { on: today, at: now })];
      if (!locked) throw await placesRefusal(tx, activity.id, today, now);

      await refuseRegisteredChildren(tx, activity.id, selected);

      const childPrices = await priceChildren(tx, deps.documents, {
        parentId: user.id,
        activity: { id: activity.id, priceStandardCents: locked.priceStandardCents },
        childIds: selected.map((child) => child.id),
        claims: input.tariffs ?? [],
        paymentMethod: provider.option.method,
        now,
      });
      // Vouchers the family hands in (decision 0056): each comes off its child's price, its issuer's share.
      const vouchers = await checkVouchers(
        tx,
        (input.vouchers ?? []).map((voucher) => ({ ...voucher, amountCents: eurosToCents(voucher.amount) })),
        childPrices,
      );
      const afterVouchers = childPrices.map((child) => ({
        ...child,
        priceCents: child.priceCents - (vouchers.get(child.childId)?.amountCents ?? 0),
      }));
      // A file two parents share (decision 0058): the other parent's part of the child is theirs to pay.
      const parentParts = parentPartsOf(user.id, selected, afterVouchers);
      const familyPrices = afterVouchers.map((child) => ({
        ...child,
        priceCents: child.priceCents - (parentParts.get(child.childId)?.amountCents ?? 0),
      }));
      const price = { unitPriceCents: locked.priceStandardCents, ...priceFamily(familyPrices.map((child) => child.priceCents)) };
      const payment = await provider.createPayment(tx, {
        parentId: user.id,
        activityId: activity.id,
        amountCents: price.totalCents,
        unitPriceCents: locked.priceStandardCents,
      });
      const inserted = await insertRegistrations(tx, { parentId: user.id, activityId: activity.id, paymentId: payment.id }, familyPrices);
      await insertTariffClaims(
        tx,
        inserted.map((row) => ({ registrationId: row.id, claim: childPrices.find((child) => child.childId === row.childId)!.claim })),
        now,
      );
      const registrationId = inserted.find((row) => row.isPrimary)!.id;
      if (offer && input.offerId) {
        await linkOfferPayment(tx, input.offerId, payment.id);
        // Fewer children than the offer held: the others' places go to the next in line.
        await freePlaces(tx, deps, activity.id, offer.places - count, now);
      } else {
        await leaveListOnRegistration(tx, deps, activity.id, input.childIds, now);
      }

      // The vouchers' request numbers are the last rows this transaction locks (decision 0055).
      await recordVouchers(tx, inserted, vouchers, { today, dueDate: activity.startDate });
      if (parentParts.size > 0) {
        const rules = await loadBankTransferRules(tx);
        await recordParentShares(tx, deps, inserted, parentParts, {
          today,
          dueDate: paymentDeadline(today, activity.startDate, rules, null),
          send: provider.confirmsAtRegistration,
        });
      }
      if (provider.confirmsAtRegistration) {
        await deps.mailer.queue(
          confirmationMail({
            from: await loadPublicAssociation(tx),
            config: deps.config,
            user,
            activity,
            children: selected,
            price,
            payment,
            registrationId,
            instructions: provider.instructions(payment, registrationId, account),
            deadline: transferDeadlineOf(payment, activity.startDate, await loadBankTransferRules(tx)),
            tariffClaims: claimNotes(selected, childPrices),
            vouchers: await vouchersOf(
              tx,
              inserted.map((row) => {
                const child = selected.find((candidate) => candidate.id === row.childId)!;
                return { id: row.id, firstName: child.firstName, lastName: child.lastName };
              }),
            ),
          }),
          tx,
        );
      }
      return { payment, registrationId, registrationIds: inserted.map((row) => row.id), price };
    });
  } catch (error) {
    // Two submissions for the same child at once: the index refused the second one.
    if (isUniqueViolation(error, "registrations_one_live_per_child")) {
      throw new HttpError("CONFLICT", await alreadyRegisteredRefusal(deps.db, input));
    }
    // The same voucher declared by two submissions at once: the index refused the second one.
    if (isUniqueViolation(error, "payer_shares_one_live_voucher")) throw voucherDeclaredTwice();
    // The child was deleted while the form was being sent.
    if (isForeignKeyViolation(error)) throw notFound(CHILD_NOT_FOUND);
    throw error;
  }

  return withNextStep(deps, provider, saved);
}

/** The parent's own children and the plaine, open to them by age. */
async function chosenChildrenAndActivity(tx: Db, user: CurrentUser, input: RegistrationInput, today: string) {
  const selected = await chosenChildren(tx, user.id, input.childIds);
  const [activity] = await tx.select().from(activities).where(eq(activities.id, input.activityId));
  if (!activity || activity.deletedAt || activity.draft) throw notFound(ACTIVITY_NOT_FOUND);
  if (isArchived(activity, today)) throw new HttpError("CONFLICT", ACTIVITY_PAST);
  requireChildrenOfAge(selected, activity);
  return { selected, activity };
}

/**
 * Why no place could be taken, read again under the lock: the plaine deleted, back to draft or
 * over, its registrations not open yet, or not enough places left.
 */
async function placesRefusal(tx: Db, activityId: string, today: string, now: Date): Promise<HttpError> {
  const [row] = await tx.select().from(activities).where(eq(activities.id, activityId));
  // Deleted by an administrator while this registration waited for the plaine.
  if (!row || row.deletedAt || row.draft) throw notFound(ACTIVITY_NOT_FOUND);
  if (isArchived(row, today)) throw new HttpError("CONFLICT", ACTIVITY_PAST);
  const opensAt = row.registrationsOpenAt?.toISOString() ?? null;
  if (opensAt !== null && !registrationsOpen(opensAt, now)) throw new HttpError("CONFLICT", registrationsNotOpenMessage(opensAt));
  return new HttpError("CONFLICT", row.remainingSpots > 0 ? notEnoughPlacesMessage(row.remainingSpots) : ACTIVITY_FULL);
}

/** Refuses children registered on the plaine already (checked under its lock): none left, or the first one by name. */
async function refuseRegisteredChildren(tx: Db, activityId: string, selected: (typeof children.$inferSelect)[]): Promise<void> {
  const registered = await childrenWithPlaces(
    tx,
    activityId,
    selected.map((child) => child.id),
  );
  if (registered.size === selected.length) throw new HttpError("CONFLICT", NO_AVAILABLE_CHILD);
  const already = selected.find((child) => registered.has(child.id));
  if (already) throw new HttpError("CONFLICT", alreadyRegisteredMessage(already));
}

/** One registration per child at its price (the plaine's of the day, or its tariff's), the first one primary, all on the payment. */
async function insertRegistrations(tx: Db, on: { parentId: string; activityId: string; paymentId: string }, prices: ChildPrice[]) {
  return tx
    .insert(registrations)
    .values(
      prices.map((child, index) => ({
        ...on,
        childId: child.childId,
        priceCents: child.priceCents,
        isPrimary: index === 0,
      })),
    )
    .returning({ id: registrations.id, isPrimary: registrations.isPrimary, childId: registrations.childId });
}

/** What the confirmation says of the tariffs claimed: each child's, with the price it is charged now. */
function claimNotes(selected: { id: string; firstName: string; lastName: string }[], prices: ChildPrice[]) {
  return prices.flatMap(({ childId, priceCents, claim }) => {
    const child = selected.find((candidate) => candidate.id === childId)!;
    return claim
      ? [
          {
            childName: `${child.firstName} ${child.lastName}`,
            tariffName: claim.categoryName,
            tariffPriceCents: claim.tariffPriceCents,
            chargedCents: priceCents,
          },
        ]
      : [];
  });
}

/** Committed: the next step (a card checkout session) is asked for without holding any lock. */
async function withNextStep(
  deps: RegisterDeps,
  provider: PaymentProvider,
  saved: { payment: PaymentRow; registrationId: string; registrationIds: string[]; price: RegistrationResult["price"] },
): Promise<RegistrationResult> {
  const result = {
    registrationId: saved.registrationId,
    reference: registrationReference(saved.registrationId),
    registrationIds: saved.registrationIds,
    paymentId: saved.payment.id,
    price: saved.price,
  };
  try {
    return { ...result, redirectTo: await provider.nextStep(saved.payment, saved.registrationId) };
  } catch (error) {
    if (!(error instanceof PaymentStepError)) throw error;
    return { ...result, redirectTo: error.fallback, paymentError: error.message };
  } finally {
    // The confirmation (or a free plaine's payment, confirmed by its next step) leaves; the places shown change.
    afterCommit(deps);
  }
}

/** The spec's message for children found registered: all of them, or the first one by name. */
async function alreadyRegisteredRefusal(db: Db, input: RegistrationInput): Promise<string> {
  const live = await db
    .select({ childId: children.id, firstName: children.firstName, lastName: children.lastName })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.childId))
    .where(
      and(
        eq(registrations.activityId, input.activityId),
        inArray(registrations.childId, input.childIds),
        ne(registrations.status, "cancelled"),
      ),
    );
  if (live.length === input.childIds.length || live.length === 0) return NO_AVAILABLE_CHILD;
  const first = input.childIds.map((id) => live.find((row) => row.childId === id)).find(Boolean)!;
  return alreadyRegisteredMessage(first);
}

/**
 * Accepts the parent's offer under the plaine's row lock and answers the plaine's price with the
 * places the offer held. The plaine must still be open for registrations.
 */
async function takeOfferedPlaces(
  tx: Db,
  offer: { entryId: string; parentId: string; activityId: string; childIds: string[] },
  today: string,
  now: Date,
): Promise<{ priceStandardCents: number; places: number }> {
  const activity = await lockActivity(tx, offer.activityId);
  if (!activity || activity.deletedAt) throw notFound(ACTIVITY_NOT_FOUND);
  if (isArchived(activity, today)) throw new HttpError("CONFLICT", ACTIVITY_PAST);
  const { places } = await acceptOffer(tx, offer, now);
  return { priceStandardCents: activity.priceStandardCents, places };
}

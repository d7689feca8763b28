import { activityHeading } from "../../../domain/activity.ts";
import { practicalInfoOf } from "../../../domain/practical-info.ts";
import { and, count, eq, inArray, isNotNull, like, ne } from "drizzle-orm";
import { type FamilyPrice, priceFamily } from "../../../domain/pricing.ts";
import { type CancellationRefund, type CancellationRule, cancellationRefundSentence } from "../../../domain/refunds.ts";
import { confirmationState, type PaymentMethod, registrationReference, type ConfirmationState } from "../../../domain/registration.ts";
import type { BankTransferInstructions } from "../../../domain/contracts/registrations.ts";
import type { CurrentUser } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import {
  emailOutbox,
  payerShares,
  profiles,
  tariffCategories,
  tariffClaims,
  thirdPartyPayers,
  users,
  type activities,
  type children,
} from "../../db/schema.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { OutgoingMail } from "../../mail/outbox.ts";
import {
  type MailSender,
  paymentReminderMail,
  priceChangeMail,
  type PriceChangeMailInput,
  registrationConfirmationMail,
  registrationUpdateMail,
  type RegistrationMailInput,
} from "../../mail/templates.ts";
import type { PaymentProviders, PaymentRow } from "../../payment-providers/provider.ts";
import { loadBankAccount, loadPublicAssociation } from "../association/index.ts";
import { loadSubmission } from "./submission.ts";
import { loadBankTransferRules, transferDeadlineOf } from "./transfer-rules.ts";

const QR_CID = "virement-qr@plaines";

/** One confirmation per payment, whatever the browser does: the outbox refuses a second one with this key. */
const confirmationKey = (paymentId: string) => `confirmation:${paymentId}`;

export interface SubmissionMailInput {
  /** The association that signs the message (modules/association: loadPublicAssociation). */
  from: MailSender;
  config: Pick<Config, "publicUrl" | "registrationsMailbox">;
  user: Pick<CurrentUser, "email" | "firstName">;
  activity: typeof activities.$inferSelect;
  children: Pick<typeof children.$inferSelect, "firstName" | "lastName">[];
  price: FamilyPrice;
  payment: PaymentRow;
  registrationId: string;
  instructions: BankTransferInstructions | null;
  /** An unpaid transfer's last day to pay (payments/deadlines.ts: transferDeadlineOf), where the caller knows it. */
  deadline?: string | null;
  /** The tariffs claimed at registration, to be checked: the confirmation says so. */
  tariffClaims?: RegistrationMailInput["tariffClaims"];
  /** The vouchers handed in at registration: the confirmation says they are deducted. */
  vouchers?: RegistrationMailInput["vouchers"];
}

/** What the confirmation and its updates say: names, dates, the place, the plaine's practical information and amounts only. */
function mailInput(input: SubmissionMailInput): RegistrationMailInput {
  const { activity, instructions } = input;
  return {
    from: input.from,
    parentFirstName: input.user.firstName,
    activity: { ...activityHeading(activity), locationAddress: activity.locationAddress, locationPostalCode: activity.locationPostalCode },
    practicalInfo: practicalInfoOf(activity),
    children: input.children.map((child) => ({ firstName: child.firstName, lastName: child.lastName })),
    price: input.price,
    reference: registrationReference(input.registrationId),
    paymentMethod: input.payment.method,
    bankTransfer: instructions
      ? {
          amountCents: instructions.amountCents,
          beneficiary: instructions.beneficiary,
          iban: instructions.iban,
          bic: instructions.bic,
          communication: instructions.communication,
          qrCid: instructions.qrPayload ? QR_CID : null,
          demo: instructions.demo,
          deadline: input.deadline ?? null,
        }
      : undefined,
    registrationsUrl: `${input.config.publicUrl}/dashboard/registrations`,
    ...(input.tariffClaims?.length ? { tariffClaims: input.tariffClaims } : {}),
    ...(input.vouchers?.length ? { vouchers: input.vouchers } : {}),
  };
}

/**
 * The tariffs still to check among these registrations (the children of a card payment confirmed
 * once paid), as the confirmation names them: each child's claim and the price it is charged now.
 */
export async function pendingTariffClaimsOf(
  tx: Db,
  rows: { id: string; firstName: string; lastName: string; priceCents: number }[],
): Promise<NonNullable<SubmissionMailInput["tariffClaims"]>> {
  if (rows.length === 0) return [];
  const claims = await tx
    .select({
      registrationId: tariffClaims.registrationId,
      tariffName: tariffCategories.name,
      tariffPriceCents: tariffClaims.tariffPriceCents,
    })
    .from(tariffClaims)
    .innerJoin(tariffCategories, eq(tariffCategories.id, tariffClaims.categoryId))
    .where(
      and(
        inArray(
          tariffClaims.registrationId,
          rows.map((row) => row.id),
        ),
        eq(tariffClaims.status, "pending"),
      ),
    );
  // What is charged for the child is its whole price: a voucher's value is the issuer's, not a tariff's.
  const vouchers = await vouchersOf(tx, rows);
  return rows.flatMap((row) => {
    const claim = claims.find((candidate) => candidate.registrationId === row.id);
    const voucherCents = vouchers.find((voucher) => voucher.registrationId === row.id)?.amountCents ?? 0;
    return claim
      ? [
          {
            childName: `${row.firstName} ${row.lastName}`,
            tariffName: claim.tariffName,
            tariffPriceCents: claim.tariffPriceCents,
            chargedCents: row.priceCents + voucherCents,
          },
        ]
      : [];
  });
}

/** The vouchers handed in for these registrations (decision 0056), as the confirmation names them. */
export async function vouchersOf(
  tx: Db,
  rows: { id: string; firstName: string; lastName: string }[],
): Promise<(NonNullable<SubmissionMailInput["vouchers"]>[number] & { registrationId: string })[]> {
  if (rows.length === 0) return [];
  const vouchers = await tx
    .select({
      registrationId: payerShares.registrationId,
      issuerName: thirdPartyPayers.name,
      number: payerShares.voucherNumber,
      amountCents: payerShares.amountCents,
    })
    .from(payerShares)
    .innerJoin(thirdPartyPayers, eq(thirdPartyPayers.id, payerShares.payerId))
    .where(
      and(
        inArray(
          payerShares.registrationId,
          rows.map((row) => row.id),
        ),
        isNotNull(payerShares.voucherNumber),
        ne(payerShares.status, "cancelled"),
      ),
    );
  return rows.flatMap((row) => {
    const voucher = vouchers.find((candidate) => candidate.registrationId === row.id);
    return voucher
      ? [
          {
            registrationId: row.id,
            childName: `${row.firstName} ${row.lastName}`,
            issuerName: voucher.issuerName,
            number: voucher.number!,
            amountCents: voucher.amountCents,
          },
        ]
      : [];
  });
}

/** The QR code of the transfer, drawn when the message is sent. */
function qrAttachments(instructions: BankTransferInstructions | null) {
  return instructions?.qrPayload ? [{ filename: "virement-qr.png", cid: QR_CID, qrText: instructions.qrPayload }] : [];
}

/**
 * The confirmation e-mail of a submission, to the parent with a copy to the registrations
 * mailbox. Built from names, dates and amounts only: the children's medical file is not read.
 */
export function confirmationMail(input: SubmissionMailInput): OutgoingMail {
  return {
    dedupeKey: confirmationKey(input.payment.id),
    kind: "registration-confirmation",
    to: input.user.email,
    cc: input.config.registrationsMailbox ?? null,
    ...registrationConfirmationMail(mailInput(input)),
    attachments: qrAttachments(input.instructions),
  };
}

/**
 * One updated confirmation per change of what a payment asks: the n-th change of a payment is
 * `confirmation-update:<paymentId>:<n>:<new amount in cents>`, so replaying a change never
 * queues it twice, and a later change (another cancellation, a restore) always gets its own.
 */
const updateKeyPrefix = (paymentId: string) => `confirmation-update:${paymentId}:`;
const confirmationUpdateKey = (paymentId: string, sequence: number, amountCents: number) =>
  `${updateKeyPrefix(paymentId)}${sequence}:${amountCents}`;

/**
 * The confirmation again, after a cancellation (or an administrator's restore) changed the amount
 * of an unpaid payment: the children still registered, the new amount, the same structured
 * communication and a QR code for the new amount. `children` are those still registered.
 */
function updatedConfirmationMail(
  input: SubmissionMailInput & {
    sequence: number;
    previousAmountCents: number;
    cancelled: Pick<typeof children.$inferSelect, "firstName" | "lastName">[];
    restored: Pick<typeof children.$inferSelect, "firstName" | "lastName">[];
    refund?: PaidCancellationRefund;
  },
): OutgoingMail {
  const instructions = input.payment.amountCents > 0 ? input.instructions : null;
  const name = (child: { firstName: string; lastName: string }) => ({ firstName: child.firstName, lastName: child.lastName });
  return {
    dedupeKey: confirmationUpdateKey(input.payment.id, input.sequence, input.payment.amountCents),
    kind: "registration-update",
    to: input.user.email,
    cc: input.config.registrationsMailbox ?? null,
    ...registrationUpdateMail({
      ...mailInput({ ...input, instructions }),
      previousAmountCents: input.previousAmountCents,
      cancelled: input.cancelled.map(name),
      restored: input.restored.map(name),
      ...(input.refund
        ? {
            refund: {
              sentence: cancellationRefundSentence(input.refund, input.refund.rule),
              refundCents: input.refund.refundCents,
              method: input.refund.method,
              byHandCents: input.refund.byHandCents,
            },
          }
        : {}),
    }),
    attachments: qrAttachments(instructions),
  };
}

/**
 * A child's price set by an administrator (price-change.ts), told to the family once per change:
 * `price-change:<registration>:<n>`, the n-th change of that registration's price.
 */
export function priceChangeOutgoing(
  input: SubmissionMailInput & Pick<PriceChangeMailInput, "childName" | "previousPriceCents" | "priceCents" | "reason" | "money">,
  change: { registrationId: string; sequence: number },
): OutgoingMail {
  return {
    dedupeKey: `price-change:${change.registrationId}:${change.sequence}`,
    kind: "price-change",
    to: input.user.email,
    cc: input.config.registrationsMailbox ?? null,
    ...priceChangeMail({
      ...mailInput(input),
      childName: input.childName,
      previousPriceCents: input.previousPriceCents,
      priceCents: input.priceCents,
      reason: input.reason,
      money: input.money,
    }),
    attachments: qrAttachments(input.instructions),
  };
}

/** Where the confirmation e-mail of a payment stands, for the success page to poll. */
export async function getConfirmationState(db: Db, paymentId: string, now: Date = new Date()): Promise<ConfirmationState> {
  const [mail] = await db
    .select({ status: emailOutbox.status, sentAt: emailOutbox.sentAt })
    .from(emailOutbox)
    .where(eq(emailOutbox.dedupeKey, confirmationKey(paymentId)));
  return confirmationState(mail ?? null, now);
}

/** What a parent's cancellation of a paid registration gave back (decision 0053), for the updated confirmation. */
export type PaidCancellationRefund = CancellationRefund & { rule: CancellationRule; method: PaymentMethod; byHandCents: number };

export interface UpdateMailDeps {
  config: Pick<Config, "publicUrl" | "registrationsMailbox">;
  mailer: Pick<Mailer, "queue">;
  providers: PaymentProviders;
}

/**
 * Queues the updated confirmation of a payment whose amount a status change has just set, in the
 * caller's transaction (which holds the payment's row lock, so changes are numbered one by one).
 * `changedIds` are the registrations of this payment the change cancelled or brought back.
 */
export async function queueUpdatedConfirmation(
  tx: Db,
  deps: UpdateMailDeps,
  change: { parentId: string; previousAmountCents: number; changedIds: string[]; refund?: PaidCancellationRefund },
): Promise<boolean> {
  const submission = await loadSubmission(tx, { id: change.parentId, isAdmin: false }, change.changedIds[0]);
  const { payment, activity, siblings, primaryRegistrationId } = submission;
  const [parent] = await tx
    .select({ email: users.email, name: users.name, firstName: profiles.firstName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, change.parentId));
  const [{ previous }] = await tx
    .select({ previous: count() })
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `${updateKeyPrefix(payment.id)}%`));
  const live = siblings.filter((sibling) => sibling.status !== "cancelled");
  const changed = siblings.filter((sibling) => change.changedIds.includes(sibling.id));
  return deps.mailer.queue(
    updatedConfirmationMail({
      from: await loadPublicAssociation(tx),
      config: deps.config,
      user: { email: parent.email, firstName: parent.firstName ?? parent.name },
      activity,
      children: live,
      price: priceFamily(live.map((row) => row.priceCents)),
      payment,
      registrationId: primaryRegistrationId,
      instructions: change.refund
        ? null
        : (deps.providers.get(payment.method)?.instructions(payment, primaryRegistrationId, await loadBankAccount(tx)) ?? null),
      deadline: transferDeadlineOf(payment, activity.startDate, await loadBankTransferRules(tx)),
      sequence: previous + 1,
      previousAmountCents: change.previousAmountCents,
      cancelled: changed.filter((sibling) => sibling.status === "cancelled"),
      restored: changed.filter((sibling) => sibling.status !== "cancelled"),
      refund: change.refund,
    }),
    tx,
  );
}

/**
 * A reminder of an unpaid bank transfer, `days` after the registration: the confirmation's
 * instructions and QR code for what is left to pay, and the deadline. Once per payment and day.
 */
export function paymentReminder(input: SubmissionMailInput & { days: number; deadline: string; receivedCents: number }): OutgoingMail {
  return {
    dedupeKey: `payment-reminder:${input.payment.id}:${input.days}`,
    kind: "payment-reminder",
    to: input.user.email,
    cc: null,
    ...paymentReminderMail({ ...mailInput(input), deadline: input.deadline, receivedCents: input.receivedCents }),
    attachments: qrAttachments(input.instructions),
  };
}

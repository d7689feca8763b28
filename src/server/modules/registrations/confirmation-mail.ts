import { eq } from "drizzle-orm";
import type { RegistrationPrice } from "../../../domain/pricing.ts";
import {
  confirmationState,
  registrationReference,
  type BankTransferInstructions,
  type ConfirmationState,
} from "../../../domain/registration.ts";
import type { CurrentUser } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { emailOutbox, type activities, type children } from "../../db/schema.ts";
import type { OutgoingMail } from "../../mail/outbox.ts";
import { registrationConfirmationMail } from "../../mail/templates.ts";
import type { PaymentRow } from "../../payments/provider.ts";

const QR_CID = "virement-qr@plaines";

/** One confirmation per payment, whatever the browser does: the outbox refuses a second one with this key. */
export const confirmationKey = (paymentId: string) => `confirmation:${paymentId}`;

/**
 * The confirmation e-mail of a submission, to the parent with a copy to the registrations
 * mailbox. Built from names, dates and amounts only: the children's medical file is not read.
 */
export function confirmationMail(input: {
  config: Pick<Config, "publicUrl" | "registrationsMailbox">;
  user: Pick<CurrentUser, "email" | "firstName">;
  activity: typeof activities.$inferSelect;
  children: Pick<typeof children.$inferSelect, "firstName" | "lastName">[];
  price: RegistrationPrice;
  payment: PaymentRow;
  registrationId: string;
  instructions: BankTransferInstructions | null;
}): OutgoingMail {
  const { activity, instructions } = input;
  const content = registrationConfirmationMail({
    parentFirstName: input.user.firstName,
    activity: {
      title: activity.title,
      startDate: activity.startDate,
      endDate: activity.endDate,
      locationName: activity.locationName,
      locationCity: activity.locationCity,
    },
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
        }
      : undefined,
    registrationsUrl: `${input.config.publicUrl}/dashboard/registrations`,
  });
  return {
    dedupeKey: confirmationKey(input.payment.id),
    kind: "registration-confirmation",
    to: input.user.email,
    cc: input.config.registrationsMailbox ?? null,
    ...content,
    attachments: instructions?.qrPayload ? [{ filename: "virement-qr.png", cid: QR_CID, qrText: instructions.qrPayload }] : [],
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

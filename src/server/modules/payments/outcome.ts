/**
 * What a payment's outcome does to its registrations and who is told: confirmed when the money is
 * there, cancelled when it is refunded or its deadline passed, and one e-mail to the parent (a
 * copy to the registrations mailbox), queued once by its key in the same transaction. The one
 * sequence the transfer received, the card refunded and the transfer cancelled at its deadline share.
 */
import { asc, eq } from "drizzle-orm";
import { registrationReference } from "../../../domain/registration.ts";
import type { Db } from "../../db/client.ts";
import { activities, children, registrations } from "../../db/schema.ts";
import type { OutgoingMail } from "../../mail/outbox.ts";
import type { PaymentOutcomeMailInput } from "../../mail/templates.ts";
import { loadPublicAssociation } from "../association/index.ts";
import type { PaymentRow } from "../../payment-providers/provider.ts";
import type { ActivityRow } from "../places/index.ts";
import { parentContact, payerOf } from "./payer.ts";
import { changeRegistrationStatus, type PaymentDeps } from "./registration-status.ts";

/** A registration a payment covers, with its child's name. */
export interface PaymentRegistration {
  id: string;
  status: (typeof registrations.$inferSelect)["status"];
  /** When a card hold ended and gave the place back (checkout's sweeper), or null. */
  releasedAt: Date | null;
  isPrimary: boolean;
  /** This child's price before the family discount. */
  priceCents: number;
  firstName: string;
  lastName: string;
}

/** The registrations of a payment with their children's names, by first then last name: one query. */
export async function registrationsOfPayment(tx: Db, paymentId: string): Promise<PaymentRegistration[]> {
  return tx
    .select({
      id: registrations.id,
      status: registrations.status,
      releasedAt: registrations.releasedAt,
      isPrimary: registrations.isPrimary,
      priceCents: registrations.priceCents,
      firstName: children.firstName,
      lastName: children.lastName,
    })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.childId))
    .where(eq(registrations.paymentId, paymentId))
    .orderBy(asc(children.firstName), asc(children.lastName));
}

/** "Léa Dupont", one a registration. */
export const childNamesOf = (rows: PaymentRegistration[]) => rows.map((row) => `${row.firstName} ${row.lastName}`);

/** What the outcome's e-mail is written from. */
interface OutcomeFacts {
  /** What every outcome's e-mail says alike: whom it greets, the plaine, the submission's reference, the link to the registrations. */
  letter: Omit<PaymentOutcomeMailInput, "childNames">;
  /** Every registration of the payment, and the ones that were live before the outcome. */
  rows: PaymentRegistration[];
  live: PaymentRegistration[];
}

/**
 * Sets the payment's live registrations to `status` (no updated confirmation: the outcome's own
 * e-mail tells the parent) and queues that e-mail. The caller holds the payment's lock and passes
 * what it read already (the plaine's row, the registrations) so nothing is read twice.
 */
export async function applyPaymentOutcome(
  tx: Db,
  deps: PaymentDeps,
  payment: Pick<PaymentRow, "id" | "parentId" | "activityId">,
  activity: ActivityRow | null,
  outcome: {
    status: "confirmed" | "cancelled";
    rows?: PaymentRegistration[];
    /** The e-mail's key, kind and content; it goes to the parent, a copy to the registrations mailbox. */
    mail: (facts: OutcomeFacts) => Omit<OutgoingMail, "to" | "cc">;
  },
): Promise<PaymentRegistration[]> {
  const rows = outcome.rows ?? (await registrationsOfPayment(tx, payment.id));
  const live = rows.filter((row) => row.status !== "cancelled");
  if (live.length > 0)
    await changeRegistrationStatus(
      tx,
      live.map((row) => row.id),
      outcome.status,
      deps,
    );
  const resolvedActivity = activity ?? (await tx.select().from(activities).where(eq(activities.id, payment.activityId)))[0];
  const primaryId = (rows.find((row) => row.isPrimary) ?? rows[0])?.id ?? payment.id;
  const parent = await parentContact(tx, payerOf(payment));
  const letter = {
    from: await loadPublicAssociation(tx),
    parentFirstName: parent.firstName,
    activity: resolvedActivity,
    reference: registrationReference(primaryId),
    registrationsUrl: `${deps.config.publicUrl}/dashboard/registrations`,
  };
  await deps.mailer.queue({ to: parent.email, cc: deps.config.registrationsMailbox ?? null, ...outcome.mail({ letter, rows, live }) }, tx);
  return live;
}

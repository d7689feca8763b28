import type { RegistrationAuditSnapshot } from "../../../domain/contracts/admin-history.ts";
import { count, eq, inArray } from "drizzle-orm";
import {
  CANCELLATION_TOO_LATE,
  canParentCancel,
  PAYMENT_STATUS_LABELS,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_NOT_FOUND,
  type ConfirmationState,
} from "../../../domain/registration.ts";
import type { AdminRegistrationUpdate } from "../../../domain/contracts/admin-input.ts";
import type { BankTransferInstructions, BankTransferPage } from "../../../domain/contracts/registrations.ts";
import type { CurrentUser } from "../../auth/guards.ts";
import type { Db } from "../../db/client.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import { payments, registrations } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { PaymentProviders } from "../../payment-providers/provider.ts";
import { qrPng } from "../../mail/qr.ts";
import { afterCommit, type AfterCommitDeps } from "../after-commit.ts";
import { loadBankAccount } from "../association/index.ts";
import { type AuditActor, recordAudit } from "../audit-log.ts";
import {
  getConfirmationState,
  loadBankTransferRules,
  loadSubmission,
  queueOrganiserCancellations,
  setPaymentStatus,
  snapshotBeforeCancellation,
  submissionSummary,
  type Submission,
  transferDeadlineOf,
  type UpdateMailDeps,
} from "../payments/index.ts";
import { setRegistrationStatus } from "./status.ts";

type Viewer = Pick<CurrentUser, "id" | "isAdmin">;

const NO_BANK_TRANSFER = "Cette inscription n'est pas payée par virement bancaire";

async function instructionsOf(db: Db, submission: Submission, providers: PaymentProviders): Promise<BankTransferInstructions> {
  const provider = providers.get(submission.payment.method);
  const instructions = provider?.instructions(submission.payment, submission.primaryRegistrationId, await loadBankAccount(db)) ?? null;
  if (submission.payment.method !== "bank_transfer" || !instructions) throw notFound(NO_BANK_TRANSFER);
  return instructions;
}

/** What /bank-transfer/success shows: the plaine, the children, the amount and how to pay it. */
export async function getBankTransfer(
  db: Db,
  viewer: Viewer,
  registrationId: string,
  providers: PaymentProviders,
): Promise<BankTransferPage> {
  const submission = await loadSubmission(db, viewer, registrationId);
  const { payment } = submission;
  return {
    ...submissionSummary(submission),
    payment: {
      id: payment.id,
      method: payment.method,
      status: payment.status,
      statusLabel: PAYMENT_STATUS_LABELS[payment.status],
      amountCents: payment.amountCents,
      deadline: transferDeadlineOf(payment, submission.activity.startDate, await loadBankTransferRules(db)),
    },
    bankTransfer: await instructionsOf(db, submission, providers),
  };
}

/** The EPC QR code of a submission's bank transfer, as a PNG. */
export async function getBankTransferQr(db: Db, viewer: Viewer, registrationId: string, providers: PaymentProviders): Promise<Buffer> {
  const instructions = await instructionsOf(db, await loadSubmission(db, viewer, registrationId), providers);
  if (!instructions.qrPayload) throw notFound("Aucun code QR pour ce paiement");
  return qrPng(instructions.qrPayload);
}

export async function getConfirmation(db: Db, viewer: Viewer, registrationId: string): Promise<{ state: ConfirmationState }> {
  const submission = await loadSubmission(db, viewer, registrationId);
  return { state: await getConfirmationState(db, submission.payment.id) };
}

/** What a status change needs besides the database: the updated confirmation e-mail is queued with it. */
export interface ChangeDeps extends UpdateMailDeps, AfterCommitDeps {
  db: Db;
  /** A card's partial refund of a paid registration cancelled (the job is sent in the transaction). */
  jobs?: Pick<JobQueue, "send">;
  mailer: UpdateMailDeps["mailer"] & AfterCommitDeps["mailer"];
}

/**
 * A parent cancels one registration up to 15 days before the start; its place is given back and,
 * when an unpaid amount changes, the updated confirmation is queued, in the same transaction. A
 * paid registration is refunded by the organiser's rule (decision 0053), told in that e-mail.
 */
export async function cancelByParent(deps: ChangeDeps, parent: CurrentUser, registrationId: string, today: string) {
  const { db, jobs, ...mail } = deps;
  const result = await db.transaction(async (tx) => {
    const { registration, activity } = await loadSubmission(tx, { id: parent.id, isAdmin: false }, registrationId);
    if (registration.status === "cancelled") throw new HttpError("CONFLICT", "Cette inscription est déjà annulée");
    if (!canParentCancel({ status: registration.status, startDate: activity.startDate }, today))
      throw new HttpError("CONFLICT", CANCELLATION_TOO_LATE);
    // A paid registration: the organiser's refund rule, and the updated confirmation says what goes back.
    await setRegistrationStatus(tx, [registration.id], "cancelled", mail, mail, { by: "parent", jobs, today });
    // The activity log says who freed the place: here the parent.
    await recordAudit(tx, {
      actor: parent,
      entity: "registration",
      entityId: registration.id,
      action: "update",
      before: { status: registration.status } satisfies RegistrationAuditSnapshot,
      after: { status: "cancelled" } satisfies RegistrationAuditSnapshot,
    });
    return { registration: { id: registration.id, status: "cancelled" as const, statusLabel: REGISTRATION_STATUS_LABELS.cancelled } };
  });
  afterCommit(deps);
  return result;
}

/** The statuses of registrations as their history shows them. */
async function statusesOf(tx: Db, ids: string[]) {
  const rows = await tx
    .select({ id: registrations.id, status: registrations.status, paymentStatus: payments.status })
    .from(registrations)
    .innerJoin(payments, eq(payments.id, registrations.paymentId))
    .where(inArray(registrations.id, ids));
  // Only fields the registration's history names in French (REGISTRATION_AUDIT_FIELDS).
  return new Map(rows.map((row) => [row.id, { status: row.status, paymentStatus: row.paymentStatus } satisfies RegistrationAuditSnapshot]));
}

/**
 * An administrator's bulk change (spec §4): either status to any value. Each registration whose
 * statuses moved gets its entry in the audit log, in the same transaction.
 */
export async function updateByAdmin(deps: ChangeDeps, actor: AuditActor, update: AdminRegistrationUpdate) {
  const { db, jobs, ...mail } = deps;
  const result = await db.transaction(async (tx) => {
    const [{ found }] = await tx.select({ found: count() }).from(registrations).where(inArray(registrations.id, update.ids));
    if (found === 0) throw notFound(REGISTRATION_NOT_FOUND);
    const before = await statusesOf(tx, update.ids);
    // A cancellation by the organiser tells each family once, with the reason, instead of an updated confirmation.
    const cancelling = update.status === "cancelled" ? await snapshotBeforeCancellation(tx, update.ids) : null;
    const registrationsChanged = update.status
      ? await setRegistrationStatus(tx, update.ids, update.status, cancelling ? null : mail, mail, { by: "organiser", jobs })
      : 0;
    if (cancelling && cancelling.rows.length > 0) {
      await tx
        .update(registrations)
        .set({ cancelReason: update.cancelReason ?? null })
        .where(
          inArray(
            registrations.id,
            cancelling.rows.map((row) => row.id),
          ),
        );
      await queueOrganiserCancellations(tx, mail, cancelling, update.cancelReason ?? null);
    } else if (update.status && update.status !== "cancelled") {
      // Brought back: the reason of an earlier cancellation no longer stands.
      await tx.update(registrations).set({ cancelReason: null }).where(inArray(registrations.id, update.ids));
    }
    const paymentsChanged = update.paymentStatus ? await setPaymentStatus(tx, update.ids, update.paymentStatus) : 0;
    const after = await statusesOf(tx, update.ids);
    await recordAudit(
      tx,
      ...[...after].map(([id, statuses]) => ({
        actor,
        entity: "registration" as const,
        entityId: id,
        action: "update" as const,
        before: before.get(id) ?? null,
        after: statuses,
      })),
    );
    return {
      count: found,
      registrationsChanged,
      paymentsChanged,
      ...(update.status ? { status: update.status, statusLabel: REGISTRATION_STATUS_LABELS[update.status] } : {}),
      ...(update.paymentStatus
        ? { paymentStatus: update.paymentStatus, paymentStatusLabel: PAYMENT_STATUS_LABELS[update.paymentStatus] }
        : {}),
    };
  });
  afterCommit(deps);
  return result;
}

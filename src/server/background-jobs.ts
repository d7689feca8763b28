/**
 * Every job of the site, in one list: each module defines its jobs in a `jobs.ts` beside it (name,
 * label, payload, schedule, retries; decision 0040), and this list gives each its work. A new kind
 * of background work is one more definition there and one more line here, never a timer of its own.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "./db/client.ts";
import { mailJob } from "./mail/jobs.ts";
import { smsJob } from "./sms/jobs.ts";
import type { SmsWorker } from "./sms/worker.ts";
import type { MailWorker } from "./mail/worker.ts";
import { sweepOrphanImages } from "./media/images.ts";
import { imageSweepJob } from "./media/jobs.ts";
import type { MediaStore } from "./media/media-store.ts";
import { transferDeadlinesJob, transferRemindersJob } from "./modules/payments/jobs.ts";
import {
  cancelOverdueTransfers,
  cardPartialRefundJob,
  type DeadlineDeps,
  sendPaymentReminders,
  sendShareReminders,
} from "./modules/payments/index.ts";
import { type CertificateRunDeps, certificateRunJob, runCertificateYear } from "./modules/certificates/index.ts";
import { checkoutHoldsJob } from "./modules/checkout/jobs.ts";
import { sendPartialCardRefund } from "./modules/checkout/index.ts";
import type { CheckoutGateway } from "./payment-providers/checkout-gateway.ts";
import type { CheckoutSweeper } from "./modules/checkout/sweeper.ts";
import { retentionJobSpecs } from "./modules/privacy/jobs.ts";
import { type RetentionDeps, retentionJobs } from "./modules/privacy/retention.ts";
import {
  removeExpiredTariffProofs,
  removeUnusedTariffProof,
  tariffProofRetentionJob,
  unusedTariffProofJob,
} from "./modules/registrations/index.ts";
import { brusselsToday } from "../domain/dates.ts";
import type { DocumentStore } from "./documents/document-store.ts";
import { waitlistOffersJob } from "./modules/waitlist/jobs.ts";
import { type QualificationJobDeps, qualificationsJob, runQualificationsJob } from "./modules/staff/index.ts";
import { runWaitlistOffers } from "./modules/waitlist/offer-expiry.ts";
import type { WaitlistDeps } from "./modules/waitlist/service.ts";
import { type JobDefinition, withWork } from "./jobs/job-queue.ts";
import { familyMessageJob, sendFamilyMessage, type SendDeps as FamilyMessageDeps } from "./modules/messages/index.ts";

/** How often the waiting list's job comes when offers last seconds (WAITLIST_OFFER_SECONDS). */
const WAITLIST_QUICK_CHECK_SECONDS = 2;

export interface BackgroundJobDeps {
  db: Db;
  media: MediaStore;
  mailWorker: Pick<MailWorker, "deliverDue">;
  /** Sends the urgent texts queued for SMS; null without a provider (nothing is queued for SMS then). */
  smsWorker: Pick<SmsWorker, "deliverDue"> | null;
  checkoutSweeper: Pick<CheckoutSweeper, "sweep">;
  /** Stripe (or the simulated checkout), for the card refunds asked in part; null without card payments. */
  gateway: CheckoutGateway | null;
  /** What the retention rules need (modules/privacy/retention.ts). */
  retention: RetentionDeps;
  /** What the bank-transfer reminders and deadlines need (modules/payments/deadlines.ts). */
  bankTransfers: DeadlineDeps;
  /** What the waiting list's offers need (modules/waitlist/offer-expiry.ts). */
  waitlist: WaitlistDeps;
  /** What a year's certificates need (modules/certificates/runs.ts). */
  certificates: CertificateRunDeps;
  /** Where the proofs of tariffs are kept, and their claims (modules/registrations/tariff-proofs.ts). */
  tariffProofs: { db: Db; documents: Pick<DocumentStore, "remove"> };
  /** The team's qualifications: their reminders and their retention (modules/staff, decision 0065). */
  qualifications: QualificationJobDeps;
  /** What a message to families needs to leave (modules/messages/service.ts). */
  messages: FamilyMessageDeps;
  log: Pick<FastifyBaseLogger, "warn" | "info">;
}

export function backgroundJobs({
  db,
  media,
  mailWorker,
  smsWorker,
  checkoutSweeper,
  gateway,
  retention,
  bankTransfers,
  waitlist,
  certificates,
  tariffProofs,
  qualifications,
  messages,
  log,
}: BackgroundJobDeps): JobDefinition[] {
  return [
    withWork(mailJob, () => mailWorker.deliverDue()),
    withWork(smsJob, async () => {
      const sent = smsWorker ? await smsWorker.deliverDue() : 0;
      if (sent > 0) log.info({ sent }, "urgent texts sent by SMS");
    }),
    withWork(checkoutHoldsJob, () => checkoutSweeper.sweep()),
    withWork(cardPartialRefundJob, (refund) => sendPartialCardRefund({ db, gateway }, refund)),
    withWork(
      // Offers of a few seconds (tests and demonstrations) end within seconds of their time too.
      { ...waitlistOffersJob, ...(waitlist.config.waitlistOfferSeconds ? { againAfterSeconds: WAITLIST_QUICK_CHECK_SECONDS } : {}) },
      async () => {
        const result = await runWaitlistOffers(waitlist);
        if (result.expired + result.offered > 0) log.info(result, "waiting list offers");
      },
    ),
    withWork(imageSweepJob, async () => {
      const removed = await sweepOrphanImages(db, media, log);
      if (removed > 0) log.info({ removed }, "unused images removed");
    }),
    withWork(transferDeadlinesJob, async () => {
      const cancelled = await cancelOverdueTransfers(bankTransfers, new Date());
      if (cancelled > 0) log.info({ cancelled }, "unpaid transfers cancelled at their deadline");
    }),
    withWork(transferRemindersJob, async () => {
      const now = new Date();
      const sent = await sendPaymentReminders(bankTransfers, now);
      // The parts the other parent of a shared child pays (decision 0058), on the same days.
      const parents = await sendShareReminders({ ...bankTransfers, media }, now);
      if (sent + parents > 0) log.info({ sent, parents }, "payment reminders queued");
    }),
    withWork(certificateRunJob, ({ runId }, attempt) =>
      runCertificateYear(certificates, runId, { retry: attempt.retryCount > 0, last: attempt.last }),
    ),
    withWork(familyMessageJob, async ({ messageId }) => {
      const families = await sendFamilyMessage(messages, messageId, new Date());
      if (families !== null) log.info({ messageId, families }, "message to families queued");
    }),
    withWork(unusedTariffProofJob, ({ key }) => removeUnusedTariffProof(tariffProofs, key)),
    withWork(tariffProofRetentionJob, async () => {
      const removed = await removeExpiredTariffProofs(tariffProofs, brusselsToday());
      if (removed > 0) log.info({ removed }, "tariff proofs removed after their plaine");
    }),
    withWork(qualificationsJob, async () => {
      const result = await runQualificationsJob(qualifications, new Date());
      if (result.told + result.removed > 0) log.info(result, "qualification reminders and retention");
    }),
    ...retentionJobs.map((job) =>
      withWork(retentionJobSpecs[job.name], async () => {
        const purged = await job.run(retention, new Date());
        if (purged > 0) log.info({ job: job.name, purged }, "retention rule applied");
      }),
    ),
  ];
}
